import { distance } from 'fastest-levenshtein'
import { BARRIER, JOINER, type Folded } from './fold'
import type { ContactKnowledge, Vocabulary } from './knowledge'
import type { Span } from './spans'
import { ARTICLE_BEFORE } from './readable'
import { FUNCTION_WORDS, phrasesIn, tokensAfter, tokensBefore, type Token } from './tokens'

/**
 * Handles. A handle is a name that is no word (or is shaped like none: @name, rafa.cortes, rafa_90)
 * within a few words of what announces it: a network named (by name, nickname, a spelling by ear
 * within an edit distance, an emoji, or a description such as "a rede das fotos"), or a phrase such as
 * "me segue", "perfil", "user", an arrow. A network named alone ("vi vocês no Instagram") and a name
 * that is an ordinary word ("sou o Rafael") reveal nothing and stay.
 */

export type Mention = { start: number; end: number }

/** Shaped like a handle and like no word: rafa.cortes, rafa_cortes, rafa90, @rafa. */
const HANDLE_SHAPED = /^@|[a-z][._]+[a-z0-9]|[a-z]{2}\d|\d[a-z]{2}/
const AT_HANDLE = /@(\s?)([a-z0-9._]{1,30})/g
const UNDERSCORED_NAME = /\b[a-z0-9]+(?:_+[a-z0-9]+)+\b/g
const DOTTED_NAME = /(?<![\w@.-])_*[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+/g
/** Words that may stand between what announces a handle and the handle: "zap é o fulano", "no tiktok sou fulano". */
const INTRODUCERS = new Set([
  'eh',
  'e',
  'o',
  'a',
  'sou',
  'como',
  'tipo',
  'meu',
  'minha',
  'la',
  'lah',
  'aqui',
  'no',
  'na',
  'do',
  'da',
  'de',
  'por',
  'pelo',
  'pela',
  'me',
  'te',
  // In English: "my ig is fadekingbr", "find me on tiktok".
  'my',
  'is',
  'on',
])
/** Where else something is: "no instagram e aqui no app", "no face e lá na porta". */
const PLACE_ADVERBS = new Set(['aqui', 'ali', 'la', 'lah', 'tambem', 'tb', 'tbm', 'pessoalmente'])
/** Words before a network's name that tie a name before them to it: "rafacortes no insta". */
const TIES = new Set(['no', 'na', 'pelo', 'pela', 'do', 'da', 'em'])
/** A network's name after "no", "meu", "pelo"… or before ":", "=", "@": where a name that is another word too ("face") is one. */
const CONTEXT_BEFORE = /(?:^|[^a-z])(?:no|na|meu|minha|pelo|pela|do|da|seu|sua|teu|tua|o|a|my|on)\s+$/
const CONTEXT_AFTER = /^\s?[:=@/|]/
/** A mark after a network's name that points to what follows: "insta: rafa", "ig/ rafa", "zap → rafa", "ig | rafa". */
const POINTING_MARK = /^\s*(?:[:=>→–/|-]|👉)/u

/** How a network's name sounds when written by ear: "uatsap", "vatsapi", "uatizap", "zapinho", "tictoc" all land near the name. */
function phonetic(word: string): string {
  return (
    word
      .replace(/^(?:gu|u|v)(?=[aeo])/, 'w')
      .replace(/wh/g, 'w')
      .replace(/ph/g, 'f')
      .replace(/k/g, 'c')
      .replace(/z/g, 's')
      // A diminutive's ending, where a name is left before it ("zapinho"; not "tinha", which would read as "tt").
      .replace(/(?<=[a-z]{3})(?:inh[oa]|ito|ita)$/, '')
      .replace(/([a-z])\1+/g, '$1')
      .replace(/(?<=[a-z])[iey]+(?=s)/g, '')
      .replace(/(?<=p)[iey]$/, '')
  )
}

type NetworkMatcher = { exact: Set<string>; sounds: Set<string>; fuzzy: string[]; answers: Map<string, boolean>; described: RegExp }
const matchers = new WeakMap<Vocabulary, NetworkMatcher>()

function matcherFor(vocabulary: Vocabulary): NetworkMatcher {
  let matcher = matchers.get(vocabulary)
  if (!matcher) {
    matcher = {
      exact: new Set(vocabulary.networks),
      sounds: new Set(vocabulary.networks.map(phonetic)),
      fuzzy: vocabulary.networks.filter((name) => name.length >= 5).map(phonetic),
      answers: new Map(),
      described: describedBy(vocabulary),
    }
    matchers.set(vocabulary, matcher)
  }
  return matcher
}

const alternatives = (phrases: readonly string[]) => phrases.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')

/** A network described by its logo or its colour instead of named: "a rede do fantasminha amarelo", "o app do play vermelho", "na rede roxa". */
function describedBy({ networkLogos, networkColours }: Vocabulary): RegExp {
  const [logo, colour] = [alternatives(networkLogos), alternatives(networkColours)]
  return new RegExp(String.raw`(?<![a-z])(?:rede|app|aplicativo)\s+(?:(?:do|da|dos|das|de)\s+(?:${logo})(?:\s+(?:${colour}))?|(?:${colour}))(?![a-z])`, 'g')
}

/** Whether a word (or words run together: "whats app", "tik tok") names a network, spelled right, by ear, or within an edit distance of one. */
function namesNetwork(word: string, knowledge: ContactKnowledge): boolean {
  const matcher = matcherFor(knowledge.vocabulary)
  if (matcher.exact.has(word)) return true
  // Every message asks about the same few thousand words: the answers are kept, up to a bound.
  const known = matcher.answers.get(word)
  if (known !== undefined) return known
  if (matcher.answers.size >= 5000) matcher.answers.clear()
  const answer = soundsLikeNetwork(word, knowledge, matcher)
  matcher.answers.set(word, answer)
  return answer
}

function soundsLikeNetwork(word: string, knowledge: ContactKnowledge, matcher: NetworkMatcher): boolean {
  if (word.length < 3) return false
  const sound = phonetic(word)
  if (matcher.sounds.has(sound)) return true
  // A word of the language is not a misspelling ("discordo", "telegrama"); a fuzzy match needs a long enough name.
  if (word.length < 5 || knowledge.isWord(word)) return false
  return matcher.fuzzy.some((name) => Math.abs(name.length - sound.length) <= 2 && distance(name, sound) <= (name.length >= 8 ? 2 : 1))
}

/** A network's name only within an edit distance: neither written as it is nor as it sounds. */
function closeOnly(word: string, knowledge: ContactKnowledge): boolean {
  const matcher = matcherFor(knowledge.vocabulary)
  return !matcher.exact.has(word) && !matcher.sounds.has(phonetic(word))
}

/** Words, digits drawn as letters included ("1nsta", "z4p", "wh4ts"). */
// From a word's start only: tried inside a long run of digits, it would read the rest of the run from each.
const LETTERS = /(?<![a-z0-9])[a-z0-9]*[a-z][a-z0-9]*/g
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' }
const unleet = (word: string) => word.replace(/[0-9]/g, (digit) => LEET[digit] ?? digit)

/** Where the text names a network: by name (one to three words run together), emoji or description. */
export function findMentions(text: string, knowledge: ContactKnowledge): Mention[] {
  const mentions: Mention[] = []
  const words = [...text.matchAll(LETTERS)]
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const last = words[i + n - 1]
      if (!last) continue
      const between = text.slice(words[i].index, last.index + last[0].length)
      // Names are written apart in short pieces ("whats app", "tik tok", "zap zap"), never past 16 characters.
      if (n > 1 && (between.length > 16 || !/^[a-z0-9]+(?:[\s'’-][a-z0-9]+)*$/.test(between))) continue
      const word = unleet(between.replace(/[^a-z0-9]/g, ''))
      if (!namesNetwork(word, knowledge)) continue
      // "instagram da", "vi instagram": a network's exact name with a word beside it is that name, not a longer misspelling.
      const pieces = n > 1 ? between.split(/[\s'’-]+/) : []
      // So is one with a short word of the sentence beside it ("face e", which sounds like "face").
      if (
        pieces.some((piece) => matcherFor(knowledge.vocabulary).exact.has(unleet(piece))) &&
        (closeOnly(word, knowledge) || pieces.some((piece) => FUNCTION_WORDS.has(piece)))
      )
        continue
      const start = words[i].index
      const end = last.index + last[0].length
      const ambiguous = knowledge.vocabulary.ambiguousNetworks.includes(word) || FUNCTION_WORDS.has(word)
      // "ig 0rafa.2011": a name shaped like a handle right after it says which "ig" it is.
      const handleNext = shaped(HANDLE_NEXT.exec(text.slice(end, end + 40))?.[1] ?? '')
      if (ambiguous && !CONTEXT_BEFORE.test(text.slice(Math.max(0, start - 12), start)) && !CONTEXT_AFTER.test(text.slice(end)) && !handleNext) continue
      mentions.push({ start, end })
      i += n - 1
      break
    }
  }
  const { networkEmoji, networkDescriptions } = knowledge.vocabulary
  for (const emoji of networkEmoji) {
    const bare = emoji.replace(/\ufe0f/g, '')
    for (let at = text.indexOf(bare); at >= 0; at = text.indexOf(bare, at + 1)) mentions.push({ start: at, end: at + bare.length })
  }
  for (const phrase of phrasesIn(text, networkDescriptions)) mentions.push({ start: phrase.start, end: phrase.end })
  for (const match of text.matchAll(matcherFor(knowledge.vocabulary).described)) mentions.push({ start: match.index, end: match.index + match[0].length })
  return mentions.sort((a, b) => a.start - b.start)
}

/** A name that is no word of the language nor of the trade, nor a number. */
function notAWord(token: string, knowledge: ContactKnowledge): boolean {
  // Words joined by a hyphen ("candidata-te", "bem-vindo", "guarda-chuva"): a handle has none.
  if (token.includes('-')) return token.split('-').some((part) => part && !CLITICS.has(part) && notAWord(part, knowledge))
  return token.length >= 3 && /[a-z]/.test(token) && !FUNCTION_WORDS.has(token) && !knowledge.isWord(token) && !knowledge.vocabulary.tradeWords.includes(token)
}

/** Pronouns a verb carries after a hyphen in Portugal ("candidata-te", "envia-me", "diz-lhe"). */
const CLITICS = new Set(['me', 'te', 'se', 'lhe', 'lhes', 'nos', 'vos', 'o', 'a', 'os', 'as', 'lo', 'la', 'los', 'las', 'no', 'na'])
/** Words that name what a network holds, between the network and the name: "no app do play vermelho: canal Fade Brasil Oficial". */
const ACCOUNT_WORDS = new Set(['canal', 'perfil', 'conta', 'pagina', 'page', 'loja'])

const HYPHENATED_NAME = /^[a-z0-9]+(?:-[a-z0-9]+){2,}$/
const shaped = (token: string) => HANDLE_SHAPED.test(token) && /[a-z]/.test(token)
const HANDLE_NEXT = /^\s+([a-z0-9_][a-z0-9._]*[a-z0-9_])/

/**
 * The handle after what announces it: the first word past the words that introduce a name ("é",
 * "o", "sou", "como"). It is a handle when shaped like one or no word; after a strong announcement
 * ("user", "nick", "login", a lone @) any name is.
 */
function handleAfter(
  text: string,
  end: number,
  knowledge: ContactKnowledge,
  strong: boolean,
  inMention: (index: number) => boolean,
  named = false,
  capitalized: (index: number) => boolean = () => false,
): Token | undefined {
  let introduced = strong || (named && POINTING_MARK.test(text.slice(end)))
  let possessive = false
  const tokens = tokensAfter(text, end, 8)
  for (const [index, token] of tokens.slice(0, 5).entries()) {
    // "divulgo no insta e no google", "no instagram e aqui no app": another place listed after the network, not an account's name.
    if (token.word === 'e' && (TIES.has(tokens[index + 1]?.word ?? '') || PLACE_ADVERBS.has(tokens[index + 1]?.word ?? ''))) return undefined
    // "me chama no insta rafacortes": the network's name is the phrase's, and what follows it is read.
    if (inMention(token.start)) {
      named = true
      introduced ||= POINTING_MARK.test(text.slice(token.end))
      continue
    }
    if (INTRODUCERS.has(token.word) || (named && ACCOUNT_WORDS.has(token.word))) {
      introduced ||= named && ['eh', 'sou', 'como', 'tipo', 'is'].includes(token.word)
      // "o Instagram da barbearia": what follows "do", "da", "de" owns the network, it does not name an account.
      possessive ||= ['do', 'da', 'de'].includes(token.word)
      continue
    }
    if (shaped(token.word) || notAWord(token.word, knowledge)) return token
    // "linkedin: vasco-marques-barbeiro": three words and more joined by hyphens, announced, are a profile's name, not a compound.
    if (introduced && HYPHENATED_NAME.test(token.word)) return token
    // "o @ do teclado", "a arroba do café", "o arroba da barbearia": an owner follows, not an account's name.
    if (possessive && !named) return undefined
    // Announced, a name of words written in capitals to the clause's end ("como Bruno Tesoura Barbeiro"); right after the
    // network, three such words at least, each in capitals ("no face Barbearia Irmãos Navalha Contagem"): a page's name.
    const name =
      introduced && capitalized(token.start)
        ? nameToClauseEnd(text, tokens.slice(index), 2, capitalized)
        : named && !possessive && everyCapitalized(tokens.slice(index), capitalized)
          ? nameToClauseEnd(text, tokens.slice(index), 3, capitalized)
          : undefined
    if (name) return name
    // Where a name is announced ("insta: rafa", "zap é o marcos") or ends the clause after a network ("chama no zapzap rafa"),
    // a word is the name unless it is one of the most common ones ("me chama no zap amanhã").
    // A plain word in the next message is another sentence ("vi vocês no Instagram" · "Rafael"): only a name that is no word counts there.
    const last = named && !possessive && CLAUSE_ENDS.test(text.slice(token.end))
    if (
      (introduced || last) &&
      !text.slice(end, token.start).includes(JOINER) &&
      /^[a-z][a-z0-9]{2,29}$/.test(token.word) &&
      !FUNCTION_WORDS.has(token.word) &&
      !knowledge.vocabulary.tradeWords.includes(token.word) &&
      !knowledge.isCommonWord(token.word)
    )
      return token
    return undefined
  }
  return undefined
}

/** A search word, then what is looked up ("por", "o nome", "a página"), then words up to the network's "no": "procura o nome Barbearia Dom Bigode no face". */
const SEARCH_THEN_NAME =
  /(?<![a-z])(?:procura|procure|procurem|pesquisa|pesquise|busca|busque|search)\s+(?:(?:por|pelo nome|pelo|o nome|a pagina|o perfil|a conta|for)\s+)?((?:[a-z0-9]+\s+){2,5})$/

/** The name to look up before a network, each word in capitals but the short ones inside it ("Cortes do Zé"). */
function nameToLookUpBefore(text: string, tieStart: number, capitalized: (index: number) => boolean): { start: number; end: number } | undefined {
  const match = SEARCH_THEN_NAME.exec(text.slice(Math.max(0, tieStart - 80), tieStart))
  if (!match) return undefined
  const start = tieStart - match[1].length
  let at = start
  for (const word of match[1].trimEnd().split(/\s+/)) {
    if (!capitalized(at) && !['de', 'do', 'da', 'dos', 'das', 'e'].includes(word)) return undefined
    at += word.length + 1
  }
  return capitalized(start) ? { start, end: tieStart } : undefined
}

/**
 * Two to five words from the first of `tokens` that end their clause, none a short word of the sentence
 * unless written in capitals inside the name ("Cortes do Fabinho Oficial"): a name to look up.
 */
/** Up to five words, then a mark at most and words saying they are joined: "Navalha de Prata, tudo junto", "Cortes Do Zé (sem espaço)". */
const NAME_TO_JOIN = /(?<![a-z0-9])((?:[a-z0-9]{1,30}\s+){0,4}[a-z0-9]{1,30})\s*[,;:-]?\s*\(?(?:tudo\s+junto|tudo\s+colado|junto|sem\s+espacos?)(?![a-z])/g

/** The longest end of the words before the joining words that is two words or more, each in capitals but the short ones inside. */
function capitalsToJoin(match: RegExpMatchArray, capitalized: (index: number) => boolean): { start: number; end: number } | undefined {
  const words = [...match[1].matchAll(/[a-z0-9]+/g)].map((word) => ({ word: word[0], start: match.index! + word.index }))
  let first = words.length
  while (first > 0 && (capitalized(words[first - 1].start) || (first - 1 > 0 && ['de', 'do', 'da', 'dos', 'das', 'e'].includes(words[first - 1].word)))) first--
  while (first < words.length && !capitalized(words[first].start)) first++
  if (words.length - first < 2) return undefined
  const last = words.at(-1)!
  return { start: words[first].start, end: last.start + last.word.length }
}

/** Each word up to the clause's end starts with a capital, but the short ones inside a name ("Cortes do Zé Porto"). */
const everyCapitalized = (tokens: Token[], capitalized: (index: number) => boolean) =>
  tokens.length > 0 && tokens.every((token, index) => capitalized(token.start) || (index > 0 && ['de', 'do', 'da', 'dos', 'das', 'e'].includes(token.word)))

function nameToClauseEnd(text: string, tokens: Token[], fewest = 2, capitalized: (index: number) => boolean = () => false): Token | undefined {
  const name: Token[] = []
  for (const token of tokens.slice(0, 5)) {
    const inner = ['de', 'do', 'da', 'dos', 'das'].includes(token.word)
    if (FUNCTION_WORDS.has(token.word) && (!inner || !name.length) && !(name.length && capitalized(token.start))) return undefined
    name.push(token)
    if (CLAUSE_ENDS.test(text.slice(token.end)))
      return inner || name.length < fewest ? undefined : { word: name.map((part) => part.word).join(' '), start: name[0].start, end: token.end }
  }
  return undefined
}

/**
 * A verb in the first person ("divulgamos", "divulgo"; of the past: "viralizei", "bombei", "lacrei", "joguei"), which the word lists
 * may not hold: "viralizei no tiktok" tells what happened there, it names no account. Its infinitive, its
 * third person or its participle is a word, or it is made with "-izar", a suffix that makes new verbs every year.
 */
function firstPersonVerb(word: string, knowledge: ContactKnowledge): boolean {
  // "divulgamos no insta", "divulgo no face": a verb in the first person of the present, whose infinitive is a word.
  const present = /^([a-z]{3,})(?:amos|emos|imos|o)$/.exec(word)
  if (present && ['ar', 'er', 'ir'].some((ending) => knowledge.isWord(`${present[1]}${ending}`))) return true
  if (!/^[a-z]{3,}ei$/.test(word)) return false
  if (word.endsWith('izei')) return true
  const stem = word.slice(0, -2).replace(/qu$/, 'c').replace(/gu$/, 'g')
  return [`${stem}ar`, `${stem}ou`, `${stem}ado`, `${stem}ada`].some((form) => knowledge.isWord(form))
}

/** A name before "no insta", "pelo face": "rafacortes no insta", "procura Rafa Cortes no facebook". */
function handleBefore(text: string, start: number, knowledge: ContactKnowledge): Token | undefined {
  const quoted = QUOTED_BEFORE.exec(text.slice(Math.max(0, start - 60), start))
  if (quoted) {
    const at = Math.max(0, start - 60) + quoted.index
    return { word: quoted[1], start: at, end: at + quoted[0].trimEnd().length }
  }
  const [tie, ...before] = tokensBefore(text, start, 6)
  if (!tie || !TIES.has(tie.word)) return undefined
  const name = before.find((token) => !INTRODUCERS.has(token.word))
  if (name && (shaped(name.word) || (notAWord(name.word, knowledge) && !firstPersonVerb(name.word, knowledge)))) return name
  // After a word that asks to look it up, one to three words before the network's name are the name, whatever they are.
  const verb = before.findIndex((token) => SEARCH_VERBS.has(token.word))
  const names = before.slice(0, verb).filter((token) => !['por', 'como', 'pelo', 'pela', 'o', 'a', 'me', 'la', 'lah', 'ali', 'aqui'].includes(token.word))
  if (verb < 1 || names.length < 1 || names.length > 3 || names.some((token) => FUNCTION_WORDS.has(token.word))) return undefined
  return {
    word: names
      .map((token) => token.word)
      .reverse()
      .join(' '),
    start: names.at(-1)!.start,
    end: names[0].end,
  }
}

/** The first index of an ascending list whose value is at least `value` (the list's length if none). */
function firstAtLeast(values: readonly number[], value: number): number {
  let [low, high] = [0, values.length]
  while (low < high) {
    const middle = (low + high) >> 1
    if (values[middle] < value) low = middle + 1
    else high = middle
  }
  return low
}

/** Three words or more joined, each in capitals: "BarbeariaDoTonhao", "CortesdoFabinhoOficial" (not "WhatsApp", "YouTube"). */
const CAMEL_CASE_NAME = /(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+){2,}(?![\p{L}\p{N}])/gu
/** What says a name follows, between a network or an announcement and the colon: "é o nome da barbearia:", "canal:". */
const NAME_BEFORE_COLON = /^[^:\n.!?]{0,48}(?<![a-z])(?:nome|perfil|canal|pagina|loja|conta|procur\w*|pesquis\w*)(?![a-z])[^:\n.!?]{0,24}:/
/** After a network, what says a name to look up follows, without a colon: "no insta é só procurar Kleber Xavante", "meu nome no ig é Marcola Pimentel". */
const NAME_WITHOUT_COLON = /^[^:\n.!?]{0,24}(?<![a-z])(?:procur\w*|pesquis\w*|busc\w*)\s+(?:(?:por|pelo|pela|como|o|a)\s+)?(?=[a-z])/
/** "é" after a network that a name was said to be on: "meu nome no ig é Marcola Pimentel Barber". */
const NAME_IS = /^\s*eh\s+(?:(?:o|a)\s+)?(?=[a-z])/
const NAME_ON = /(?<![a-z])(?:nome|user|usuario|perfil|conta)\s+(?:no|na|do|da)\s+$/
/** After a network, in the same sentence, what says a name is what it is called: "no face tô como Edson Tesoura de Ouro", "chama-se Barbearia Tripeira", "…, é Dudu Navalhada Oficial". */
const NAME_CALLED = /^[^\n.!?]{0,48}?(?<![a-z])(?:eh|como|chama-se|se chama|chamad[ao]|chamam)\s+(?:(?:o|a)\s+)?(?=[a-z])/
const NAME_LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'e'])

/** Two to six words in capitals after the colon of an announced name, to the clause's end: a shop or a page to look up. */
function capitalsAfterColon(
  text: string,
  from: number,
  capitalized: (index: number) => boolean,
  before = NAME_BEFORE_COLON,
): { start: number; end: number } | undefined {
  const colon = before.exec(text.slice(from, from + 80))
  if (!colon) return undefined
  const name: Token[] = []
  for (const token of tokensAfter(text, from + colon[0].length, 6)) {
    if (!capitalized(token.start) && !(name.length && NAME_LINKS.has(token.word))) return undefined
    name.push(token)
    if (CLAUSE_ENDS.test(text.slice(token.end))) break
  }
  const last = name.at(-1)
  if (name.length < 2 || !last || !capitalized(last.start) || !CLAUSE_ENDS.test(text.slice(last.end))) return undefined
  return { start: name[0].start, end: last.end }
}

const SPOKEN_AT = /(?<=\s|^)@(?=\s|:\s)/g
/** An hour ("14h", "15h30", "9h00"): after an at-sign apart, the sign means "at" ("reunião @ 14h"). */
const HOUR = /^\d{1,2}h(?:\d{2})?$/
const HOUR_AFTER = /^:?\s\d{1,2}(?:h(?:\d{2})?|:\d{2})(?![a-z0-9])/
/** After an at-sign apart, a price ("@ R$ 50", "@ 15€") or a word of the language alone ("tamo junto @ barbearia nova", "to @ trampo"): "at". */
const PRICE_AFTER = /^\s(?:r\$|€|\$|\d)/
const WORD_AFTER = /^\s([a-z]+)(?![a-z0-9._@-])/
/** What gives a name: "é", "sou", "como", a colon or an equals sign. */
const NAME_GIVEN = /(?:(?<![a-z])(?:eh|sou|como)\s+(?:(?:o|a)\s+)?|[:=]\s*)/g
/** Letters, then dots or underscores between letters and digits: rafa.cortes, marcos_fade, joao.barber90. */
const NAME_SHAPED = /^[a-z]{2,}(?:[._]+[a-z0-9]+)+$/
const CLAUSE_ENDS = new RegExp(String.raw`^\s*(?:$|[.!?;,\n${BARRIER}${JOINER}])`)
/** Words that ask to look a name up: "procura por Rafa Cortes no facebook". */
const SEARCH_VERBS = new Set([
  'procura',
  'procure',
  'pesquisa',
  'pesquise',
  'busca',
  'busque',
  'acha',
  'ache',
  'encontra',
  'segue',
  'siga',
  'add',
  'adiciona',
  'joga',
  'digita',
  'escreve',
  'coloca',
  'bota',
  'poe',
])
/** A name in quotes just before "no insta": 'procura "navalha de ouro sp" no insta'. */
const QUOTED_BEFORE = /["“”«»'‘’]([^"“”«»'‘’]{2,40})["“”«»'‘’]\s*(?:no|na|pelo|pela|em)\s+$/
/** Emoji letters spelled one by one ("🇱 🇺 🇨 🇦 🇸"): nobody writes a word so but to hide it. */
const EMOJI_LETTERS = /(?:[\u{1F1E6}-\u{1F1FF}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]\s){4,}[\u{1F1E6}-\u{1F1FF}\u{1F150}-\u{1F169}\u{1F170}-\u{1F189}]/gu

/** A capital letter right after a dot in the original: sentences run together ("Chegando.Abre aí"), not a handle. */
function capitalAfterDot(folded: Folded, original: string, start: number, end: number): boolean {
  for (let i = folded.text.indexOf('.', start); i >= 0 && i < end - 1; i = folded.text.indexOf('.', i + 1)) {
    const next = original[folded.from[i + 1]]
    if (next && next !== next.toLowerCase()) return true
  }
  return false
}

/**
 * Whether an index of the text falls inside a network's name, in one look-up: it is asked for every
 * word after every announcement, and a text of network names would otherwise cost their number squared.
 */
function mentionCover(length: number, mentions: Mention[]): (index: number) => boolean {
  const covered = new Uint8Array(length)
  for (const mention of mentions) covered.fill(1, mention.start, mention.end)
  return (index) => covered[index] === 1
}

/**
 * "@ barbearia", "@ R$ 50", "to @ trampo": an at-sign apart before a price, or before a word of the language (not a
 * function word: "meu @ é rafa") where nothing earlier announces a handle (a network, "segue", "user", a colon right
 * before), reads "at", not a handle's sign.
 */
function atMeansAt(text: string, index: number, knowledge: ContactKnowledge, firstCue: number): boolean {
  const after = text.slice(index + 1, index + 40)
  if (PRICE_AFTER.test(after)) return true
  const word = WORD_AFTER.exec(after)?.[1]
  if (word === undefined || FUNCTION_WORDS.has(word) || !knowledge.isWord(word)) return false
  return firstCue > index && !/(?:[:=]|(?<![a-z])(?:meu|minha|o|eh))\s*$/.test(text.slice(Math.max(0, index - 8), index))
}

/** An article or a possessive before an at-sign apart, a place after it: "o @ no teclado", "qual seu @ aqui no app?". */
const DETERMINER_BEFORE = /(?<![a-z])(?:o|um|seu|teu|meu|nosso|vosso|esse|este|qual)\s+$/
const PLACE_AFTER = /^\s+(?:no|na|do|da|de|aqui|ali|la|lah)(?![a-z])/

/** "é", "sou" or a colon a few words on, in the clause: a name is given after all ("meu @ lá é rafacortes"). */
const NAME_GIVEN_AFTER = /^[^.!?\n]{0,24}?(?:(?<![a-z])(?:eh|sou)(?![a-z])|:)/

/**
 * "o @ no teclado", "qual seu @ aqui no app?": the at-sign named as a thing, with where it is after it and no name given,
 * announces nothing by itself; a name that is no word after it still is one.
 */
const atAsNoun = (text: string, index: number) =>
  DETERMINER_BEFORE.test(text.slice(Math.max(0, index - 8), index)) &&
  PLACE_AFTER.test(text.slice(index + 1, index + 12)) &&
  !NAME_GIVEN_AFTER.test(text.slice(index + 1, index + 40))

/** "me chama de Marcão": "chamar de" gives a name to call by; only a name shaped like a handle after it is one. */
function nicknameAfter(text: string, end: number): boolean {
  const called = /^\s+de\s+([a-z0-9@_][a-z0-9@._-]*)/.exec(text.slice(end, end + 40))
  return called !== null && !shaped(called[1])
}

/** After "procura no insta": "por", "pelo perfil", a colon, then a name in quotes ('Wendel Cortes SP', “Casa do Barbeiro Londrina”). */
const QUOTED_AFTER_SEARCH = /^\s*(?:(?:por|pelo|pela)(?:\s+(?:perfil|pagina|conta|canal|nome))?\s*:?\s*|:\s*)?["“”«»'‘’]([^"“”«»'‘’\n]{2,50})["“”«»'‘’]/
const SEARCH_THEN_BY = /^\s*[,-]?\s*(?:procur\w*|pesquis\w*|busc\w*)\s+(?:por|pelo|pela)\s+(?=[a-z0-9])/
const FIRST_RESULT = /^\s*[,;-]?\s*(?:eh\s+)?(?:o|a)\s+(?:primeir[oa]|unic[oa])(?:\s+(?:que|resultado|perfil|conta))?(?![a-z])/
/** After a network, the word that asks to look up, then the name in quotes: "no tiktok procura «Fades do Zé»", "no face, pesquisa por 'Barbearia X'". */
const SEARCH_THEN_QUOTED = /^\s*[,-]?\s*(?:procur\w*|pesquis\w*|busc\w*)\s*(?=[:"“”«»'‘’]|(?:por|pelo|pela)(?![a-z]))/
/** After a network, in its sentence, a word that asks to look a name up and a colon: "vê os meus vídeos no kwai, procura: mc barbeiro do morro". */
const SEARCH_AND_COLON = /^[^\n.!?:]{0,24}?(?<![a-z])(?:procur\w*|pesquis\w*|busc\w*)\s*:\s*(?=[a-z0-9])/

/**
 * A profile to look up after a network: in quotes after "procura no insta por" (the first word in capitals, or a name that is
 * no word: a search term in quotes, "pesquisa no insta por 'degradê navalhado'", stays), or any words to the clause's end
 * after "no kwai, procura:".
 */
function profileToLookUp(
  text: string,
  end: number,
  knowledge: ContactKnowledge,
  capitalized: (index: number) => boolean,
  searched: boolean,
): { start: number; end: number } | undefined {
  const searchAfter = searched ? null : SEARCH_THEN_QUOTED.exec(text.slice(end, end + 30))
  const from = end + (searchAfter?.[0].length ?? 0)
  const quoted = searched || searchAfter ? QUOTED_AFTER_SEARCH.exec(text.slice(from, from + 80)) : null
  if (quoted) {
    const start = from + quoted[0].length - quoted[1].length - 1
    const words = tokensAfter(text, start, 6)
    if (words.length && (capitalized(words[0].start) || words.some((word) => notAWord(word.word, knowledge)))) return { start, end: start + quoted[1].length }
  }
  // "no insta procura por navalha de ouro cwb, é o primeiro que aparece": words to the clause's end after the search word and
  // "por", three at least, one of them no word of the language, or the next clause saying it is the first result.
  const searchBy = SEARCH_THEN_BY.exec(text.slice(end, end + 30))
  if (searchBy) {
    const name = nameToClauseEnd(text, tokensAfter(text, end + searchBy[0].length, 6), 3)
    const first = name && FIRST_RESULT.test(text.slice(name.end, name.end + 40))
    if (name && (first || name.word.split(' ').some((word) => notAWord(word, knowledge)))) return name
  }
  const colon = SEARCH_AND_COLON.exec(text.slice(end, end + 60))
  if (!colon) return undefined
  const name = nameToClauseEnd(text, tokensAfter(text, end + colon[0].length, 6), 1)
  return name && (name.word.includes(' ') || notAWord(name.word, knowledge)) ? name : undefined
}

/** Every network at once, before a colon that gives the name: "o mesmo nome em todas as redes: navalhadeouro3". */
const EVERY_NETWORK = /(?<![a-z])(?:todas as|nas|em todas|mesmo nome nas) redes(?: sociais)?(?![a-z])/g
/** Words of the sentence up to its colon, and one name after it that ends the clause. */
const COLON_LATER = /^[^\n.!?:]{0,120}:\s*(?=[a-z0-9_])/
/** Words describing a name, then a colon or a comma: what follows is the name. */
const DESCRIPTION_THEN_NAME = /^[^\n.!?:,]{0,60}?([:,])\s*(?=[a-z0-9_])/

/**
 * After a network or "user", words that describe the name and a colon or comma, then one token: after a colon, a
 * name shaped like a handle or no word; after a comma, only a long one that is no word and stands alone between
 * commas or at the clause's end ("no insta é barbearia + o nome da rua junto, barbeariaguaianases, tudo minúsculo").
 */
function nameAfterDescription(text: string, from: number, knowledge: ContactKnowledge): Token | undefined {
  const described = DESCRIPTION_THEN_NAME.exec(text.slice(from, from + 100))
  const token = described && tokensAfter(text, from + described[0].length, 1)[0]
  if (described && token && token.start === from + described[0].length) {
    if (described[1] === ':') return shaped(token.word) || notAWord(token.word, knowledge) ? token : undefined
    if (token.word.length >= 8 && notAWord(token.word, knowledge) && CLAUSE_ENDS.test(text.slice(token.end))) return token
  }
  // A longer description, commas in it, then the colon: "manda DM no insta pá, é o nome da barbearia tudo junto: barbeariadobairroalto".
  const colon = COLON_LATER.exec(text.slice(from, from + 140))
  const named = colon && tokensAfter(text, from + colon[0].length, 1)[0]
  if (!named || named.start !== from + colon[0].length || !CLAUSE_ENDS.test(text.slice(named.end))) return undefined
  return named.word.length >= 6 && (shaped(named.word) || notAWord(named.word, knowledge)) ? named : undefined
}

/**
 * A product's or a brand's name with an at-sign inside, each side capitalised and nothing before it announcing a handle
 * ("Fade@Pro", "gel Barba@Max"): a name as the maker writes it, not an account.
 */
function brandWithAt(folded: Folded, original: string, at: number, name: string, firstCue: number): boolean {
  const before = /([a-z]+)$/.exec(folded.text.slice(Math.max(0, at - 30), at))?.[1]
  if (!before || before.length < 3 || !/^[a-z]{3,12}$/.test(name) || firstCue < at) return false
  // Read backwards too ("xaM@abraB"), where each side's capital stands at its end.
  const capital = (start: number, end: number) => /\p{Lu}/u.test(original[folded.from[start]] ?? '') || /\p{Lu}/u.test(original[folded.from[end - 1]] ?? '')
  return capital(at - before.length, at) && capital(at + 1, at + 1 + name.length)
}

export function findHandles(folded: Folded, original: string, knowledge: ContactKnowledge, spans: Span[], mentions: Mention[]) {
  const { text } = folded
  const inMention = mentionCover(text.length, mentions)
  const found: Span[] = []
  const { strongHandleIntents, weakHandleIntents } = knowledge.vocabulary
  // Where the first thing that announces a handle stands: an at-sign apart before it may read "at".
  const firstCue = Math.min(
    text.length,
    ...mentions.map((mention) => mention.end),
    ...phrasesIn(text, [...strongHandleIntents.filter((intent) => intent !== '@'), ...weakHandleIntents]).map((phrase) => phrase.end),
  )
  // A name after an at-sign is a handle even where it ends like a domain ("IG -> @ fadelord.bh"): the link found in it does not take it.
  const atHandles = new Set<Span>()
  for (const match of text.matchAll(AT_HANDLE)) {
    const [whole, space, name] = match
    // "o @ do teclado", "usar arroba direito": after an at-sign apart, a word that common is no name.
    // "reunião @ 14h": an at-sign apart before an hour means "at".
    if (
      /[a-z]/.test(name) &&
      !(space && (FUNCTION_WORDS.has(name) || knowledge.isCommonWord(name) || HOUR.test(name) || atMeansAt(text, match.index, knowledge, firstCue))) &&
      !brandWithAt(folded, original, match.index, name, firstCue)
    )
      atHandles.add(found[found.push({ start: match.index, end: match.index + whole.replace(/[._]+$/, '').length, kind: 'handle' }) - 1])
  }
  for (const match of text.matchAll(UNDERSCORED_NAME))
    if (/[a-z]/.test(match[0])) found.push({ start: match.index, end: match.index + match[0].length, kind: 'handle' })
  // What a network's name announces, after it or before it.
  const capitalized = (index: number) => {
    const written = original[folded.from[index]] ?? ''
    return written !== written.toLowerCase()
  }
  for (const mention of mentions) {
    // "procura no insta barbearia black fox campinas", "me acha no lkdn como Bruno Tesoura Barbeiro": the words asked to look up.
    const [tie, verb] = tokensBefore(text, mention.start, 3)
    if (tie && TIES.has(tie.word) && verb && SEARCH_VERBS.has(verb.word)) {
      const tokens = tokensAfter(text, mention.end, 8).filter((token, index) => index > 0 || !['como', 'por', 'o', 'a', 'eh'].includes(token.word))
      const name = nameToClauseEnd(text, tokens, 1)
      if (name && (name.word.includes(' ') || notAWord(name.word, knowledge))) found.push({ start: mention.start, end: name.end, kind: 'handle' })
    }
    const named = tie && TIES.has(tie.word) ? nameToLookUpBefore(text, tie.start, capitalized) : undefined
    if (named) found.push({ start: named.start, end: mention.end, kind: 'handle' })
    const looked = profileToLookUp(text, mention.end, knowledge, capitalized, Boolean(tie && TIES.has(tie.word) && verb && SEARCH_VERBS.has(verb.word)))
    if (looked) found.push({ ...looked, kind: 'handle' })
    const after = handleAfter(text, mention.end, knowledge, false, inMention, true, capitalized)
    const before = handleBefore(text, mention.start, knowledge)
    if (after) found.push({ start: mention.start, end: after.end, kind: 'handle' })
    if (before) found.push({ start: before.start, end: mention.end, kind: 'handle' })
  }
  const intents = [
    ...phrasesIn(
      text,
      strongHandleIntents.filter((intent) => intent !== '@'),
    ).map((phrase) => ({ ...phrase, strong: true })),
    ...[...text.matchAll(SPOKEN_AT)]
      .filter((match) => !HOUR_AFTER.test(text.slice(match.index + 1, match.index + 10)) && !atMeansAt(text, match.index, knowledge, firstCue))
      .map((match) => ({ start: match.index, end: match.index + 1, strong: !atAsNoun(text, match.index) })),
    ...phrasesIn(text, weakHandleIntents).map((phrase) => ({ ...phrase, strong: false })),
  ]
  for (const intent of intents) {
    // "todo mundo me chama de Marcão": a nickname said, not an account (unless shaped like a handle: "me chama de rafa.cortes").
    if ('phrase' in intent && typeof intent.phrase === 'string' && intent.phrase.endsWith('chama') && nicknameAfter(text, intent.end)) continue
    // "por conta de outrem", "por conta própria": a locution, not an account.
    if ('phrase' in intent && intent.phrase === 'conta' && /(?<![a-z])por\s+$/.test(text.slice(Math.max(0, intent.start - 5), intent.start))) continue
    // An arrow announces anything ("Corte → R$ 40"): only a name that is no word follows it as a handle; so does
    // "arroba" after an article ("o preço da arroba subiu"), which may be the weight or the sign itself.
    const noun = text.startsWith('arroba', intent.start) && ARTICLE_BEFORE.test(text.slice(Math.max(0, intent.start - 8), intent.start))
    const strong = intent.strong && !noun && /[a-z@]/.test(text.slice(intent.start, intent.end))
    const token = handleAfter(text, intent.end, knowledge, strong, inMention, false, capitalized)
    // A strong announcement goes with its handle ("user: rafa", "meu @ é rafa"); a phrase ("me segue") stays readable.
    if (token) found.push({ start: strong ? intent.start : token.start, end: token.end, kind: 'handle' })
  }
  // Where a name is given ("meu login é rafa.cortes", "tô como marcos_fade"), a name shaped like a handle is one, whatever announced it.
  for (const match of text.matchAll(NAME_GIVEN)) {
    const token = tokensAfter(text, match.index + match[0].length, 1)[0]
    if (
      token &&
      token.start === match.index + match[0].length &&
      NAME_SHAPED.test(token.word) &&
      !capitalAfterDot(folded, original, token.start, token.end) &&
      (mentions.length > 0 || !wordsJoined(token.word, knowledge))
    )
      found.push({ start: token.start, end: token.end, kind: 'handle' })
  }
  // Beside what announces a handle, rafa.cortes is one even where the words do not lead to it.
  if (mentions.length || intents.length || found.length)
    for (const match of text.matchAll(DOTTED_NAME)) {
      const end = match.index + match[0].length
      if (
        !FUNCTION_WORDS.has(match[0].split('.')[0]) &&
        !capitalAfterDot(folded, original, match.index, end) &&
        (mentions.length > 0 || !wordsJoined(match[0], knowledge))
      )
        found.push({ start: match.index, end, kind: 'handle' })
    }
  for (const match of original.matchAll(EMOJI_LETTERS)) {
    const start = folded.from.findIndex((at) => at >= match.index)
    const end = folded.to.findLastIndex((at) => at <= match.index + match[0].length) + 1
    if (start >= 0 && end > start) found.push({ start, end, kind: 'handle' })
  }
  // "me procura no insta, é o nome da barbearia: Bigode Grosso Barber Club": a name in capitals after the colon.
  for (const cue of [...mentions, ...intents]) {
    const name = capitalsAfterColon(text, cue.end, capitalized)
    if (name) found.push({ ...name, kind: 'handle' })
  }
  // "no insta é só procurar Kleber Xavante, foto de perfil…": after a network, a name in capitals to the clause's end.
  for (const mention of mentions) {
    const nameOn = NAME_ON.test(text.slice(Math.max(0, mention.start - 16), mention.start))
    const name =
      capitalsAfterColon(text, mention.end, capitalized, NAME_WITHOUT_COLON) ??
      (nameOn ? capitalsAfterColon(text, mention.end, capitalized, NAME_IS) : undefined) ??
      capitalsAfterColon(text, mention.end, capitalized, NAME_CALLED)
    if (name) found.push({ ...name, kind: 'handle' })
  }
  // "meu @ no insta é o nome da barbearia" · "Navalha de Prata, tudo junto": words in capitals said to be joined are the account's name.
  if (mentions.length || intents.length) {
    const cueEnds = [...mentions, ...intents].map((cue) => cue.end)
    for (const match of text.matchAll(NAME_TO_JOIN)) {
      const name = capitalsToJoin(match, capitalized)
      if (name && cueEnds.some((end) => end <= name.start && name.start - end <= 160)) found.push({ ...name, kind: 'handle' })
    }
  }
  // "insta é o nome da barbearia junto: barbeariatribuna5", "mesmo user em todas as redes: navalhadeouro3", "no insta é
  // barbearia + o nome da rua junto, barbeariaguaianases, tudo minúsculo": words describe the name, then it comes.
  const everyNetwork = [...text.matchAll(EVERY_NETWORK)].map((match) => ({ end: match.index + match[0].length }))
  for (const cue of [...mentions, ...intents.filter((intent) => intent.strong), ...everyNetwork]) {
    const name = nameAfterDescription(text, cue.end, knowledge)
    if (name) found.push({ ...name, kind: 'handle' })
  }
  // "meu user: o nome da minha barbearia tudo junto, BarbeariaDoTonhao": words joined in CamelCase after an announcement.
  if (mentions.length || intents.length) {
    // Found by halving (the folded indices and the cues' ends go up): a text of many such names is read in step with its length.
    const cueEnds = [...mentions, ...intents].map((cue) => cue.end).sort((a, b) => a - b)
    for (const match of original.matchAll(CAMEL_CASE_NAME)) {
      const start = firstAtLeast(folded.from, match.index)
      const end = firstAtLeast(folded.to, match.index + match[0].length + 1)
      const cueBefore = cueEnds[firstAtLeast(cueEnds, start + 1) - 1]
      if (start < end && cueBefore !== undefined && start - cueBefore <= 80) found.push({ start, end, kind: 'handle' })
    }
  }
  const taken = (span: Span) =>
    spans.some((other) => span.start < other.end && other.start < span.end && other.kind !== 'handle' && !(other.kind === 'link' && atHandles.has(span)))
  spans.push(...found.filter((span) => !taken(span) && !namesAFile(text, span, knowledge)))
}

const FILE_ENDING = /^\.([a-z0-9]{2,5})(?![a-z0-9])/

/** A file's name ("contrato_v2.pdf", "horario_junho.pdf"): a name with a file's ending, which no account has. */
function namesAFile(text: string, span: Span, knowledge: ContactKnowledge): boolean {
  const written = text.slice(span.start, span.end)
  const ending = /\.[a-z0-9]+$/.test(written) ? written.slice(written.lastIndexOf('.') + 1) : FILE_ENDING.exec(text.slice(span.end, span.end + 8))?.[1]
  return Boolean(ending && knowledge.isFileExtension?.(ending))
}

/** Words of the trade or of every day joined by a dot ("fade.low", "corte.barba"): a style's or a list's name, not an account, unless a network or an at-sign says so. */
const wordsJoined = (name: string, knowledge: ContactKnowledge) =>
  name.split('.').every((piece) => knowledge.isCommonWord(piece) || knowledge.vocabulary.tradeWords.includes(piece))
