import { BARRIER } from './fold'

/** Words as the detectors step through them in the folded text: a handle, a mailbox's name, a network's name. */
export type Token = { word: string; start: number; end: number }

/**
 * Words that stand between a network's name or a word that announces a contact and the contact
 * itself ("zap é o fulano", "meu perfil lá é fulano"), and short words a sentence is made of: never a
 * handle, a mailbox or a site's name. Portuguese grammar, not the corpus.
 */
export const FUNCTION_WORDS = new Set(
  (
    'a o e eh as os um uma que pra pro para por pelo pela no na do da de dos das em com sem se mas ou ai la ja so tb tbm tambem mesmo ' +
    'hoje amanha depois agora logo mais tarde cedo ok blz beleza valeu vlw obrigado obrigada obg pf pfv favor entao aqui ali certo ' +
    'sim nao eu voce vc te me meu minha seu sua dele dela tem tenho ta to esta quando qualquer hora direto kkk rs tipo ne isso esse ' +
    'essa ele ela qual como onde porque pq q vou vai assim bom boa muito bem nome perfil conta oficial pessoal profissional grupo ' +
    'privado status stories story link bio fechado show top massa otimo seus suas teus tuas nosso nossa nossos nossas voces vcs ' +
    'deles delas gente ontem semana mes ano fotos foto video videos post posts reels trabalho agenda ' +
    'pagina business web todo toda todos todas sempre tudo ainda antes sou eh lah la tou estou ficou fica teu tua'
  ).split(' '),
)

const TOKEN = /[a-z0-9@_][a-z0-9@._%+-]*/g
/** What ends a clause: the words after it no longer belong to the phrase before. */
const CLAUSE_END = new RegExp(String.raw`[!?;\n${BARRIER}]|\.(?:\s|$)`)

/** A token without the dots or dashes that end its sentence ("rafa.cortes." is rafa.cortes). */
const tokenAt = (raw: string, start: number): Token => {
  // A handle may end in an underscore (matheusfade_); a sentence's dots and dashes are not its.
  const word = raw.replace(/[.%+-]+$/, '')
  return { word, start, end: start + word.length }
}

// At most a domain's length (253): read whole from each of many announcements, a text that is one long token would cost its square.
const TOKEN_AT = /[a-z0-9@_][a-z0-9@._%+-]{0,252}/y
const TOKEN_START = /[a-z0-9@_]/
/** How far after `index` a word may start and still be read. */
const REACH = 40

/** Where the next word starts, from `from` up to `limit`; -1 if none does. */
function nextTokenStart(text: string, from: number, limit: number): number {
  for (let index = from; index <= limit && index < text.length; index++) if (TOKEN_START.test(text[index])) return index
  return -1
}

/**
 * Up to `count` words after `index`, in its clause, at most 40 characters away. The search for a
 * word stops there: run to the end of the text from every announcement, a text of arrows with no
 * word after them would cost the square of its length.
 */
export function tokensAfter(text: string, index: number, count: number): Token[] {
  const tokens: Token[] = []
  let previousEnd = index
  while (tokens.length < count) {
    const start = nextTokenStart(text, previousEnd, index + REACH)
    // With the word's first character: a dot right before it ("hotmail.com") ends no clause.
    if (start < 0 || CLAUSE_END.test(text.slice(previousEnd, start + 1))) break
    TOKEN_AT.lastIndex = start
    const raw = TOKEN_AT.exec(text)![0]
    const token = tokenAt(raw, start)
    if (token.word) tokens.push(token)
    previousEnd = start + raw.length
  }
  return tokens
}

/** Up to `count` words before `index`, nearest first, in its clause. */
export function tokensBefore(text: string, index: number, count: number): Token[] {
  const from = Math.max(0, index - 60)
  const all: Token[] = []
  let lastEnd = from
  for (const match of text.slice(from, index).matchAll(TOKEN)) {
    if (CLAUSE_END.test(text.slice(lastEnd, from + match.index))) all.length = 0
    const token = tokenAt(match[0], from + match.index)
    if (token.word) all.push(token)
    lastEnd = from + match.index + match[0].length
  }
  if (CLAUSE_END.test(text.slice(lastEnd, index))) return []
  return all.reverse().slice(0, count)
}

/** Where each phrase stands in the text, bounded by non-letters. */
export function phrasesIn(text: string, phrases: readonly string[]): { start: number; end: number; phrase: string }[] {
  const found: { start: number; end: number; phrase: string }[] = []
  for (const written of phrases) {
    const phrase = written.replace(/\ufe0f/g, '')
    for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
      const end = at + phrase.length
      const bounded = (index: number) => index < 0 || index >= text.length || !/[a-z0-9]/.test(text[index])
      if ((!/^[a-z0-9]/.test(phrase) || bounded(at - 1)) && (!/[a-z0-9]$/.test(phrase) || bounded(end))) found.push({ start: at, end, phrase: written })
    }
  }
  return found
}
