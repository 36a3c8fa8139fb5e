import { normalizePhone } from './contact'
import { isValidCpf } from './documents'
import { chatMessages } from './messages/chat'

/**
 * Contacts hidden before the hire (issue 11). Until a barbershop and a barber have a hired
 * application, phone numbers, e-mail addresses, links and social handles in their chat are replaced
 * by a placeholder in what the other party reads. The server runs this before storing a message (the
 * original is kept for admins); the composer runs it to warn before sending. It reads a folded copy
 * of the text (accents, look-alike characters, digits written as words undone) and masks the
 * matching spans of the original, so a message with no contact comes back exactly as written.
 * docs/decisions/0019-contact-masking.md: the approach, and what it knowingly misses.
 */

export type ContactKind = 'phone' | 'email' | 'link' | 'handle'

export type MaskedMessage = {
  /** The message as the other party sees it: each hidden span is `chatMessages.contactHidden`. */
  text: string
  masked: boolean
  /** What was hidden, each kind once, in the order phone, email, link, handle. */
  reasons: ContactKind[]
  /**
   * Digits of this message complete a phone number begun in the sender's previous messages ("meu
   * número é 11 9", "8765", "4321"; "termina em 4321", then "começa com 11 98765"): they are hidden
   * here. The earlier fragments were delivered as they were and stay so; the server flags the conversation.
   */
  completesSplitPhone: boolean
}

/** An earlier message of the conversation, as written (not masked), and whether the other party wrote it. */
export type PreviousMessage = { text: string; fromOtherParty?: boolean }

export type MaskingContext = {
  /**
   * The conversation's latest messages before this one, oldest first. A string is the sender's own
   * (what callers passed before both parties were read); the other party's messages are stepped
   * over, so a number split around their reply ("11 98765", "pode falar", "4321") is still joined.
   */
  previousMessages?: readonly (string | PreviousMessage)[]
}

const KIND_ORDER: ContactKind[] = ['phone', 'email', 'link', 'handle']
const HIDDEN = chatMessages.contactHidden
/** What a placeholder already in the text folds to: nothing reads across it, so masking twice changes nothing. */
const BARRIER = '\u0001'

// ---------------------------------------------------------------------------------------------
// Folding: one character of the folded text per character read, each remembering the span of the
// original it came from.
// ---------------------------------------------------------------------------------------------

type Folded = { text: string; from: number[]; to: number[] }

/** Zero-width and formatting characters, combining marks (accents, keycaps) and the blank fillers used as invisible text. */
const INVISIBLE = /^[\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]$/u
const DECIMAL_DIGIT = /^\p{Nd}$/u
const COMBINING_MARKS = /\p{M}/gu
/**
 * Letters drawn like Latin ones that no compatibility mapping folds, in pairs: small capitals (ᴢᴀᴘ),
 * Cyrillic, Greek and Armenian look-alikes (whаts with a Cyrillic а), and a few barred or dotless letters.
 */
const LOOKALIKE_PAIRS =
  'ᴀaʙbᴄcᴅdᴇeꜰfɢgʜhɪiᴊjᴋkʟlᴍmɴnᴏoᴘpǫqʀrꜱsᴛtᴜuᴠvᴡwʏyᴢzаaвbгrеeкkмmнhоoпnрpсcтtуyхxіiїiѕsјjԁdԛqԝwһhѵvαaβbγyδdεeηnιiκkμuνvοoρpτtυuχxωwօoսuոnհhցgզqıiȷjɑaɡgɩiʋuøođdħhłlƶzɵo'
const LOOKALIKE_LETTERS = new Map<string, string>()
for (let i = 0; i < LOOKALIKE_PAIRS.length; i += 2) LOOKALIKE_LETTERS.set(LOOKALIKE_PAIRS[i], LOOKALIKE_PAIRS[i + 1])
/** Regional indicators (🇼🇭🇦🇹🇸), negative circled (🅦) and negative squared (🆆) letters, and parenthesised ⒲: A to Z in a row. */
const LETTER_BLOCKS = [0x1f1e6, 0x1f150, 0x1f170, 0x249c]

/** Unicode encodes each set of decimal digits as ten consecutive code points, 0 to 9. */
function decimalDigitValue(codePoint: number): string {
  let first = codePoint
  while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first--
  return String((codePoint - first) % 10)
}

function foldCodePoint(codePoint: number): string {
  if (codePoint < 0x80) return String.fromCharCode(codePoint >= 65 && codePoint <= 90 ? codePoint + 32 : codePoint)
  const char = String.fromCodePoint(codePoint)
  if (INVISIBLE.test(char)) return ''
  // 1º and 2ª are ordinals: folded to o and a they would read as digits beside a 1.
  if (codePoint === 0xba || codePoint === 0xaa) return '°'
  // The ideographic full stops of meusite。com.
  if (codePoint === 0x3002 || codePoint === 0xff61) return '.'
  // Dingbat circled digits (❶ ➀ ➊, ⓵, ⓫, ⓿, 🔟) have no compatibility decomposition.
  if (codePoint >= 0x2776 && codePoint <= 0x2793) return String(((codePoint - 0x2776) % 10) + 1)
  if (codePoint >= 0x24f5 && codePoint <= 0x24fe) return String(codePoint - 0x24f4)
  if (codePoint >= 0x24eb && codePoint <= 0x24f4) return String(codePoint - 0x24eb + 11)
  if (codePoint === 0x24ff || codePoint === 0x1f10b || codePoint === 0x1f10c) return '0'
  if (codePoint === 0x1f51f) return '10'
  for (const first of LETTER_BLOCKS) if (codePoint >= first && codePoint < first + 26) return String.fromCharCode(97 + codePoint - first)
  // NFKD turns fullwidth, mathematical, superscript and circled forms into plain ones.
  const folded = char.normalize('NFKD').toLowerCase().replace(COMBINING_MARKS, '')
  if (folded.codePointAt(0)! > 0x7f && DECIMAL_DIGIT.test(folded)) return decimalDigitValue(folded.codePointAt(0)!)
  return LOOKALIKE_LETTERS.get(folded) ?? folded
}

const foldedAt = (text: string, index: number) => (index >= 0 && index < text.length ? foldCodePoint(text.codePointAt(index)!) : '')

function fold(text: string): Folded {
  let folded = ''
  const from: number[] = []
  const to: number[] = []
  for (let index = 0; index < text.length;) {
    let next: number
    let piece: string
    if (text[index] === '[' && text.startsWith(HIDDEN, index)) {
      next = index + HIDDEN.length
      piece = BARRIER
    } else {
      const codePoint = text.codePointAt(index)!
      next = index + (codePoint > 0xffff ? 2 : 1)
      piece = foldCodePoint(codePoint)
    }
    for (let k = 0; k < piece.length; k++) {
      from.push(index)
      to.push(next)
    }
    folded += piece
    index = next
  }
  return { text: folded, from, to }
}

/** Replaces every match of `pattern`; the replacement's characters stand for the whole matched span of the original. */
function rewrite(source: Folded, pattern: RegExp, replace: (match: RegExpExecArray) => string): Folded {
  const matches = [...source.text.matchAll(pattern)]
  if (!matches.length) return source
  let text = ''
  const from: number[] = []
  const to: number[] = []
  let copied = 0
  const copyUpTo = (end: number) => {
    text += source.text.slice(copied, end)
    for (let i = copied; i < end; i++) {
      from.push(source.from[i])
      to.push(source.to[i])
    }
  }
  for (const match of matches) {
    const end = match.index + match[0].length
    const replacement = replace(match)
    copyUpTo(match.index)
    for (let k = 0; k < replacement.length; k++) {
      from.push(source.from[match.index])
      to.push(source.to[end - 1])
    }
    text += replacement
    copied = end
  }
  copyUpTo(source.text.length)
  return { text, from, to }
}

// ---------------------------------------------------------------------------------------------
// Vocabulary, kept small: the module also runs in the browser.
// ---------------------------------------------------------------------------------------------

/** Numbers as Portuguese speaks them, "meia" included: Brazilians say it for six when they dictate a number. */
const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  meia: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  catorze: 14,
  quatorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezasseis: 16,
  dezessete: 17,
  dezassete: 17,
  dezoito: 18,
  dezenove: 19,
  dezanove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  trezentos: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
}
/** Endings that make word.word a domain: meusite.com.br, bit.ly. */
const DOMAIN_ENDINGS = 'com|net|org|br|pt|io|ly|app|dev|info|biz|site|online|store|shop|link|bio|page|gl|gg|tv|xyz|eu|uk'
/** Endings that are also words ("ok.me liga", "certo.de manhã"): a domain only with a path or as a known host. */
const WORDLIKE_ENDINGS = 'me|de|es|be|am|co|us|ee|la|to|in|do|so|ai|it'
const KNOWN_HOST = /^(?:(?:wa|t|m|fb)\.me|youtu\.be|instagr\.am|linktr\.ee)$/
const MAIL_PROVIDERS = new Set(
  'gmail googlemail hotmail outlook yahoo ymail icloud live msn bol uol terra ig globo protonmail proton sapo aol zoho gmx'.split(' '),
)

/** Words that follow a channel's name, or end a sentence before ".com", without being a handle or a site. */
const COMMON_WORDS = new Set(
  (
    'a o e eh as os um uma que pra para por pelo pela no na do da de dos das em com sem se mas ou ai la ja so tb tbm tambem mesmo ' +
    'hoje amanha depois agora logo mais tarde cedo ok blz beleza valeu vlw obrigado obrigada obg pf pfv favor entao aqui ali certo ' +
    'sim nao eu voce vc te me meu minha seu sua dele dela tem tenho ta to esta quando qualquer hora direto kkk rs tipo ne isso esse ' +
    'essa ele ela qual como onde porque pq q vou vai assim bom boa muito bem nome perfil conta oficial pessoal profissional grupo ' +
    'privado status stories story link bio fechado show top massa otimo seus suas teus tuas nosso nossa nossos nossas voces vcs ' +
    'deles delas gente ontem semana mes ano fotos foto video videos post posts reels trabalho barbearia agenda ' +
    'pagina business web marketplace todo toda todos todas sempre tudo ainda antes sou'
  ).split(' '),
)

// ---------------------------------------------------------------------------------------------
// The readable text: folded, with spelled-out digits, dots and @ written as such.
// ---------------------------------------------------------------------------------------------

const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|')
const SPOKEN_NUMBER = new RegExp(String.raw`(?<![a-z])(?:${NUMBER_WORD})(?:\s+e\s+(?:${NUMBER_WORD}))*(?![a-z])`, 'g')

/** "noventa e oito" is 98 and "setecentos e sessenta e cinco" 765, but "um e dois" stays two numbers. */
function spokenNumber(match: RegExpExecArray): string {
  const numbers: number[] = []
  for (const word of match[0].split(/\s+e\s+/)) {
    const value = NUMBER_WORDS[word]
    const last = numbers.at(-1)
    if (last !== undefined && last % 10 === 0 && value < (last % 100 === 0 ? 100 : 10)) numbers[numbers.length - 1] += value
    else numbers.push(value)
  }
  return numbers.join(' e ')
}

/** Single letters with spaces or dots between them, spelled out to dodge a word: "w h a t s", "z.a.p" ("g m a i l . c o m" is two words). */
const SPACED_LETTERS = /(?<![a-z])[a-z](?:(?:[\s*_-]{1,3}|\.)[a-z](?![a-z])){2,}/g
/** Letters drawn like digits inside a number (11 9876O-432l, 9876S), or standing alone between digits (98765 l 4321). */
const LOOKALIKE_DIGITS = /\b(?=[0-9]*[oilszb])[0-9oilszb]*\d[0-9oilszb]*\b|(?<=\d[^\p{L}\p{N}]{1,2})[oil](?=[^\p{L}\p{N}]{1,2}\d|[^\p{L}\p{N}]*$)/gu
const DIGIT_DRAWN_AS: Record<string, string> = { o: '0', i: '1', l: '1', s: '5', z: '2', b: '8' }
/** [dot], (.), {ponto}: unambiguous wherever they stand. */
const BRACKETED_DOT = /(?<=[a-z0-9])\s*[[({<]\s*(?:\.|ponto|dot)\s*[\])}>]\s*(?=[a-z0-9])/g
/** " ponto ", " dot ", " . " before a domain ending, unless a word follows as in "bate ponto com o gerente". */
const SPELLED_DOT = new RegExp(
  String.raw`(?<=[a-z0-9])(?:\s+(?:ponto|dot)\s+|\s*\.\s+|\s+\.\s*)(?=(?:${DOMAIN_ENDINGS}|${WORDLIKE_ENDINGS})(?:\b(?![ \t]+[a-z])|\s*\.|\s+(?:ponto|dot)\b))`,
  'g',
)
const BRACKETED_AT = /\s*[[({<]\s*(?:@|at|arroba)\s*[\])}>]\s*/g
const SPELLED_AT = new RegExp(String.raw`\s*(?<![a-z])arroba(?![a-z])\s*|\s+at\s+(?=(?:${[...MAIL_PROVIDERS].join('|')})\b|[a-z0-9-]+\.[a-z])`, 'g')
const WORD_BEFORE = /([a-z0-9._-]+)\s*$/
const DOMAIN_AFTER = /^([a-z0-9-]+)(\s*\.|\s+(?:ponto|dot)\b)?/
/** "fulano arroba gmail" is an address, "meu insta é arroba fulano" a handle: the words around tell. */
function spelledAt(match: RegExpExecArray): string {
  const before = WORD_BEFORE.exec(match.input.slice(0, match.index))
  const after = DOMAIN_AFTER.exec(match.input.slice(match.index + match[0].length))
  const address = before && !COMMON_WORDS.has(before[1]) && after && (MAIL_PROVIDERS.has(after[1]) || after[2])
  return address ? '@' : ' @'
}
/** Around an @, " ponto " is a dot whatever follows: "rafa ponto cortes arroba barbearia ponto example". */
const DOT_IN_ADDRESS =
  /(?<=@[a-z0-9-]+(?:\.[a-z0-9-]+)*)\s+(?:ponto|dot)\s+(?=[a-z]{2,})|(?<=[a-z0-9])(?:\s+(?:ponto|dot)\s+|\s*\.\s+|\s+\.\s*)(?=[a-z0-9._-]+\s{0,3}@)/g

/** "é" alone says a name or number follows ("meu zap é fulano"); folded, it would read as "e", and. */
const LONE_E = /(?<![a-z])e(?![a-z])/g
/** "DDD 21 e o número 8765 4321": the words between an area code and its number go, so the digits read as one. */
const AFTER_AREA_CODE =
  /(?<=(?<![a-z])ddd\W{0,3}(?:eh\s+)?\d\s?\d)(?:\s*[,;:.-]?\s*(?:e|eh|o|a|meu|minha|numero|resto|cel|celular|telefone|tel|fone|telemovel)(?![a-z]))+\s*[:-]?\s*(?=\d)/g

function readable(text: string): Folded {
  let folded = fold(text)
  if (/[éÉ]/.test(text)) folded = rewrite(folded, LONE_E, (match) => (/[éÉ]/.test(text[folded.from[match.index]]) ? 'eh' : 'e'))
  folded = rewrite(folded, SPACED_LETTERS, (match) => match[0].replace(/[^a-z]/g, ''))
  folded = rewrite(folded, SPOKEN_NUMBER, spokenNumber)
  folded = rewrite(folded, LOOKALIKE_DIGITS, (match) => match[0].replace(/[oilszb]/g, (letter) => DIGIT_DRAWN_AS[letter]))
  folded = rewrite(folded, AFTER_AREA_CODE, () => ' ')
  folded = rewrite(folded, BRACKETED_DOT, () => '.')
  folded = rewrite(folded, SPELLED_DOT, () => '.')
  folded = rewrite(folded, BRACKETED_AT, () => '@')
  folded = rewrite(folded, SPELLED_AT, spelledAt)
  return rewrite(folded, DOT_IN_ADDRESS, () => '.')
}

// ---------------------------------------------------------------------------------------------
// Detection, on the readable text. Spans are [start, end) of that text.
// ---------------------------------------------------------------------------------------------

type Span = { start: number; end: number; kind: ContactKind }

const EMAIL = /(?<![a-z0-9._%+-])([a-z0-9](?:[a-z0-9._%+-]{0,62}[a-z0-9])?)?(\s{0,3})@+(\s{0,3})([a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*)/g
/** Providers whose names are no Portuguese words, so naming one ("fulano no gmail") points to an address. */
const MAIL_PROVIDER_WORD = /(?<![a-z])(?:gmail|hotmail|outlook|yahoo|icloud|protonmail|uol)(?![a-z])(?:\.[a-z]{2,})*/g
/** The word before a provider's name, when it reads as the address's user: "joao.silva90 gmail", "joaosilva no gmail". */
const USER_BEFORE_PROVIDER = /(?<![a-z0-9._-])([a-z0-9][a-z0-9._-]{2,})[\s([]+(?:(?:no|do|de|pelo|em)\s+)?$/
const DOMAIN_ENDING = new RegExp(`^(?:${DOMAIN_ENDINGS})$`)
const WORDLIKE_ENDING = new RegExp(`^(?:${WORDLIKE_ENDINGS})$`)

function findEmails(text: string, spans: Span[]) {
  for (const match of text.matchAll(EMAIL)) {
    const [whole, user, spaceBefore, spaceAfter, domain] = match
    const labels = domain.split('.')
    const ending = labels.at(-1)!
    const spaced = Boolean(spaceBefore || spaceAfter)
    const isAddress = MAIL_PROVIDERS.has(labels[0]) || (user && labels.length > 1 && (spaced ? DOMAIN_ENDING.test(ending) : /^[a-z]{2,}$/.test(ending)))
    if (isAddress) spans.push({ start: match.index, end: match.index + whole.length, kind: 'email' })
  }
  for (const match of text.matchAll(MAIL_PROVIDER_WORD)) {
    // An address's user has at most 64 characters: no need to read further back.
    const user = USER_BEFORE_PROVIDER.exec(text.slice(Math.max(0, match.index - 70), match.index))
    const end = match.index + match[0].length
    if (user && !COMMON_WORDS.has(user[1])) spans.push({ start: match.index - user[0].length, end, kind: 'email' })
    else spans.push({ start: match.index, end: endOfNameAfter(text, end), kind: 'email' })
  }
}

const LINK = new RegExp(
  String.raw`\b(?:https?:\/\/|www\.)[^\s${BARRIER}]+` +
    String.raw`|\bwww\b(?:[\s.]+[a-z0-9-]+)+?(?:[\s.]+(?:${DOMAIN_ENDINGS})\b)+` +
    String.raw`|(?<![@a-z.-])((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+)(${DOMAIN_ENDINGS}|${WORDLIKE_ENDINGS})\b(\s?\/\s?[^\s${BARRIER}]+|[/?#][^\s${BARRIER}]*)?`,
  'g',
)

function findLinks(text: string, spans: Span[]) {
  for (const match of text.matchAll(LINK)) {
    const [whole, labels, ending, path] = match
    if (labels) {
      const host = labels + ending
      if (WORDLIKE_ENDING.test(ending) && !path && !KNOWN_HOST.test(host)) continue
      // "Certo.com certeza": a sentence run into the next one, not a site.
      if (!path && labels.split('.').length === 2 && COMMON_WORDS.has(labels.slice(0, -1))) continue
    }
    spans.push({ start: match.index, end: match.index + whole.replace(/[.,;:!?)]+$/, '').length, kind: 'link' })
  }
}

// Handles. A channel's name alone ("vi vocês no Instagram") reveals nothing and stays; with the
// user's name, a handle or a number beside it, it goes with them.

const CHANNEL = [
  String.raw`w+h*[a4]+t+['’]?[sz]+(?:\s?[a4]+p+[ie]?)?`, // whatsapp, whats, wats, what's app, whatzap
  String.raw`wh?[a4]p+|wpp|wts|zpp`,
  String.raw`(?:g?u+|v)h?[ao]+t+[iez]*[sz]+(?:[a4]+p+[ie]?)?`, // uatsap, uats, uatizap, uotsap, vatsapi
  String.raw`w[ao]t[iez]+[sz]?[a4]p+[ie]?`, // watizap
  String.raw`z+[a4]+p+(?:[iy]|inho)?(?:\s?-?\s?z+[a4]+p+)?`, // zap, zapzap, zap-zap, zapi, z4p
  String.raw`[i1]nst[a4]+(?:\s?gr[a4]+m+)?`, // insta, instagram, 1nst4
  String.raw`t[e3]l[e3]\s?gr[a4]+m+`,
  String.raw`f[a4]ceb[o0]{2}k|tik\s?tok|kwai|twitter|linkedin|skype|discord|snapchat|messenger|youtube|direct|dm|signal`,
  // Short names that are other words too count only where a channel's name stands: "no face", "ig: fulano".
  String.raw`(?<=(?<![a-z])(?:no|meu|pelo|do|seu)\s)(?:ig|face|fb|snap|tt|yt)`,
  String.raw`(?:ig|face|fb|tt|yt)(?=\s?[:=@])`,
].join('|')
/** Bounded by letters only: "whats11987654321" names the channel too. */
const CHANNEL_NAME = new RegExp(String.raw`(?<![a-z])(?:${CHANNEL})(?![a-z])`, 'g')
/** Any @name that is not part of an address found before. */
const AT_HANDLE = /@(\s?)([a-z0-9._]{1,30})/g
const UNDERSCORED_NAME = /\b[a-z0-9]+(?:_+[a-z0-9]+)+\b/g
const DOTTED_NAME = /(?<![\w@.-])[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+/g
/** Shaped like a handle and like no word: rafa.cortes, rafa_cortes, rafa90, @rafa. */
const HANDLE_SHAPED = /^@|[a-z][._]+[a-z0-9]|[a-z]{2}\d|\d[a-z]{2}/

/** After a channel's name, what introduces the user's: "insta: fulano", "zap é o fulano", "no tiktok sou fulano", "da fulano.barber". */
const NAME_AFTER =
  /(\s*(?:[:=>–→⇒➡-]|👉)+\s*(?:(?:eh|o|a)\s+)?|\s*,?\s+(?:eh|como|sou|tipo)\s+(?:(?:o|a)\s+)?|\s+(?:(?:do|da|de)\s+)?)(@\s?[a-z0-9._]{1,30}|[a-z0-9._]{2,30})/y
/** After "face:" or "linkedin:" comes a person's name, often two words. */
const NEXT_WORD = /\s+([a-z]{2,30})/y
const CLAUSE_ENDS = /^\s*(?:$|[^\p{L}\p{N}\s])/u

/** Where a mention ends: after the user's name when one follows it ("zap amanha" names nobody). */
function endOfNameAfter(text: string, end: number): number {
  NAME_AFTER.lastIndex = end
  const next = NAME_AFTER.exec(text)
  if (!next) return end
  const [, separator, written] = next
  const name = written.replace(/[._]+$/, '')
  const nameEnd = NAME_AFTER.lastIndex - (written.length - name.length)
  const introduced = /[:=>–-]|[a-z]{2}/.test(separator) && !/\b(?:do|da|de)\s/.test(separator)
  const plain = /[a-z]/.test(name) && name.length >= 3 && !COMMON_WORDS.has(name)
  // A plain word is a name when introduced, or when nothing follows it in its clause ("zapzap rafa", not "insta toda semana").
  const isName = name.startsWith('@')
    ? /[a-z0-9]/.test(name)
    : HANDLE_SHAPED.test(name) || (plain && (introduced || (!/d[oae]\s/.test(separator) && CLAUSE_ENDS.test(text.slice(nameEnd)))))
  if (!isName) return end
  if (separator.includes(':') && !HANDLE_SHAPED.test(name)) {
    NEXT_WORD.lastIndex = nameEnd
    const surname = NEXT_WORD.exec(text)
    if (surname && !COMMON_WORDS.has(surname[1])) return NEXT_WORD.lastIndex
  }
  return nameEnd
}

/** A name before a channel's, after a word asking to look it up: "procura por Rafa Cortes no facebook". */
const NAME_BEFORE_CHANNEL =
  /(?<![a-z])(?:procur[ae]|pesquis[ae]|busc[ae]|ach[ae]|encontr[ae]|segu[ei]|siga|add|adicion[ae])\s+(?:(?:por|como|pelo|pela|o|a|me)\s+){0,2}((?:[a-z0-9._@]{2,30}\s+){1,3})(?:no|na|do|da|pelo|pela|em)\s+$/
/** Words that announce a handle without naming the channel: "meu perfil lá é rafa.cortes", "user: rafacortes". */
const HANDLE_ANNOUNCED =
  /(?<![a-z])(?:(user|usuario|username|nick|login|arroba)|(procur[ae]|pesquis[ae]|busc[ae])|(?<=\s|^)@(?=\s)|perfil|sou|como|segue|siga|seguir|ach[ae]|encontr[ae]|add|adicion[ae])(?![a-z])/g
const WORD = /[a-z0-9@][a-z0-9._@]*/g

type Mention = { start: number; end: number }

/**
 * Whether a dotted word reads as a handle: not two sentences run together ("Chegando.Abre aí",
 * the original has a capital after the dot) nor begun by a common word ("ok.combinado").
 */
function dottedIsHandle(folded: Folded, original: string, start: number, word: string): boolean {
  if (COMMON_WORDS.has(word.split(/[._]/)[0])) return false
  for (let i = word.indexOf('.'); i >= 0; i = word.indexOf('.', i + 1)) {
    const next = original[folded.from[start + i + 1]]
    if (next && next !== next.toLowerCase()) return false
  }
  return true
}

function findHandles(folded: Folded, original: string, spans: Span[]): Mention[] {
  const { text } = folded
  const mentions: Mention[] = []
  for (const match of text.matchAll(CHANNEL_NAME)) {
    const end = match.index + match[0].length
    const nameEnd = endOfNameAfter(text, end)
    const before = NAME_BEFORE_CHANNEL.exec(text.slice(Math.max(0, match.index - 80), match.index))
    // Every word a name, none a common one: "procura por Rafa Cortes no face", not "segui o perfil da loja no insta".
    const named = before?.[1]
      .trim()
      .split(/\s+/)
      .every((word) => !COMMON_WORDS.has(word))
    if (nameEnd > end || named)
      spans.push({ start: named ? match.index - before![0].length + before![0].indexOf(before![1]) : match.index, end: nameEnd, kind: 'handle' })
    else mentions.push({ start: match.index, end })
  }
  const inMention = (index: number) => mentions.some((mention) => index >= mention.start && index < mention.end)
  for (const match of text.matchAll(AT_HANDLE)) {
    const [whole, space, name] = match
    if (/[a-z]/.test(name) && !(space && COMMON_WORDS.has(name)))
      spans.push({ start: match.index, end: match.index + whole.replace(/[._]+$/, '').length, kind: 'handle' })
  }
  for (const match of text.matchAll(UNDERSCORED_NAME))
    if (/[a-z]/.test(match[0])) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'handle' })
  // Beside a channel's name, rafa.cortes is a handle even where the name does not lead to it.
  if (mentions.length || spans.some((span) => span.kind === 'handle'))
    for (const match of text.matchAll(DOTTED_NAME))
      if (dottedIsHandle(folded, original, match.index, match[0])) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'handle' })
  // After a word that announces one, the first word that is not a common one: a handle when shaped like
  // one, or when the word was "user", or "procura" with a channel named ("procura por rafacortes" after "no insta").
  for (const match of text.matchAll(HANDLE_ANNOUNCED)) {
    const from = match.index + match[0].length
    WORD.lastIndex = from
    for (let count = 0, word = WORD.exec(text); word && count < 4 && word.index - from < 40; count++, word = WORD.exec(text)) {
      const token = word[0].replace(/[._]+$/, '')
      // "me segue no insta, posto muito": after a channel's name, what follows is its own (endOfNameAfter).
      if (inMention(word.index)) break
      if (COMMON_WORDS.has(token) || !/[a-z]/.test(token)) continue
      const shaped = HANDLE_SHAPED.test(token) && (!token.includes('.') || dottedIsHandle(folded, original, word.index, token))
      if (shaped || (token.length >= 3 && (match[1] || (match[2] && mentions.length))))
        spans.push({ start: word.index, end: word.index + token.length, kind: 'handle' })
      break
    }
  }
  return mentions
}

// Phones. Numbers that read as something else are blanked first, so no run of digits crosses them.

const NO_DIGIT_BEFORE = String.raw`(?<![\d.,])`
const NO_DIGIT_AFTER = String.raw`(?![.,/-]?\d)`
const NOT_A_PHONE = new RegExp(
  String.raw`(?:r\$|us\$|\$|€|eur(?![a-z]))\s?\d[\d.,]*` + // R$ 2.500,00 · € 900
    String.raw`|\d[\d.,]*\s?(?:(?:reais|real|euros?|contos?|mil|k|pila)(?![a-z])|€(?:\s?\d[\d.,]*)?)` + // 2.500 reais · 30 mil · 5k · 900 € (either side of a €)
    [
      String.raw`\d{1,3}(?:\.\d{3})+,\d{2}`, // 12.345.678,00
      String.raw`\d+(?:[.,]\d+)?\s?(?:%|por\s?cento)`, // 50% · 12,5 por cento
      String.raw`\d{1,2}\s?(?:h|hs|hrs|horas?)(?![a-z])(?:\s?\d{2}(?!\d))?|\d{1,2}h\d{2}|\d{1,2}:\d{2}(?::\d{2})?`, // 9h · 18h30 · 09:00
      String.raw`\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{1,2}\/\d{4}`, // 12/03 · 12/03/2026 · 03/2026
      String.raw`(\d{1,2})([.-])(\d{1,2})\2\d{2,4}|\d{4}-\d{2}-\d{2}`, // 12-03-2026 · 12.03.26 · 2026-03-12
      String.raw`\d{2}\.?\d{3}-\d{3}|cep\D{0,3}\d{8}|\d{4}-\d{3}`, // CEP 01310-100 · 01.310-100 · código postal 4000-447
      String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}`, // CPF · CNPJ
      String.raw`\d+,\d{1,2}`, // nota 4,8
    ]
      .map((pattern) => `|${NO_DIGIT_BEFORE}(?:${pattern})${NO_DIGIT_AFTER}`)
      .join('') +
    // 2019-2023, but not the end of (11) 2000-1900
    String.raw`|(?<!\d[^\p{L}\p{N}]{0,3})(?:19|20)\d{2}\s?[-–/,]?\s?(?:19|20)\d{2}(?![^\p{L}\p{N}]{0,3}\d)`,
  'gu',
)
/** Digits and what people put between them: spaces, dots, dashes, brackets, emoji; not sentence punctuation. */
const DIGIT_RUN = new RegExp(String.raw`(?:\+\s?)?\d+(?:(?:[^\p{L}\p{N}${BARRIER};:!?…]{1,3}|\s?(?:\.{2,3}|…)\s?)\d+)*`, 'gu')
const DIGITS = /\d+/g
/** Words around a number that make it a phone: "me liga", "zap", "telemóvel", 📞. */
const PHONE_WORDS =
  /(?<![a-z])(?:tel|telefone|fone|cel|celular|whats[a-z]*|wpp|zap[a-z]*|liga|ligar|ligue|numero|contato|chama|chamar|sms|ddd|fixo|recado|telemovel|tlm|tlf|disca|discar)(?![a-z])|[☎📞📱]/gu
/** Words right before a number that make it a document or an order, not a phone. */
const REFERENCE_WORDS =
  /(?<![a-z])(?:cpf|cnpj|rg|cnh|pis|nis|nif|niss|ctps|pedido|protocolo|codigo|cod|matricula|boleto|nf|fatura|comprovante|serie|lote|ref|referencia)(?![a-z])/g
/** A Brazilian mobile with its area code: no order or document number passes for one behind a reference word. */
const BRAZILIAN_MOBILE = /^(?:55)?[1-9][1-9]9\d{8}$/

/** "pedido 912345678" is an order: a reference word just before a run, with no phone word after it, makes it no phone. */
function isReference(text: string, runStart: number): boolean {
  const before = text.slice(Math.max(0, runStart - 30), runStart)
  const lastIndex = (pattern: RegExp) => Math.max(-1, ...Array.from(before.matchAll(pattern), (match) => match.index))
  const reference = lastIndex(REFERENCE_WORDS)
  return reference >= 0 && !/\d/.test(before.slice(reference)) && reference > lastIndex(PHONE_WORDS)
}

type Group = { start: number; end: number; digits: string }
type DigitRun = { start: number; end: number; groups: Group[]; international: boolean; reference: boolean }

const joined = (groups: Group[]) => groups.map((group) => group.digits).join('')

/** A sum written in thousands, as money is: "2.500", "R$ 10.000.000,00". */
const THOUSANDS = /^\D*\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?\D*$/
/** What makes a number a sum or a share: a currency, a unit of money, a percentage, decimal cents. */
const QUANTITY = /[$€%]|eur(?![a-z])|\d\s?(?:reais|real|euros?|contos?|mil|k|pila|por\s?cento)(?![a-z])|^\d[\d.]*,\d{1,2}$/

/**
 * Whether the sum or share at [start, end) is a phone dressed as one: whole, with the digits glued to
 * it as a phone's are, it makes a mobile ("11 98765-4321 reais", "zap 11987654321 %", "R$ 912345678"),
 * or any number that dials where a phone word stands. No sum of job talk joins into one by chance (MOBILE).
 * A sum's cents (",50") are not read with it.
 */
function phoneDressedAsQuantity(text: string, start: number, end: number, others: [number, number][]): boolean {
  if (!QUANTITY.test(text.slice(start, end))) return false
  const phoneWords = text.search(PHONE_WORDS) >= 0
  const phone = (digits: string) => MOBILE.test(digits) || (phoneWords && digits.length >= 10 && isDialable(digits))
  // Read alone: a sum in thousands ("10.000.000 reais", unless a phone word stands), and one with a block of
  // digits longer than a phone's groups ("R$11900000"), which is a phone by itself or not at all.
  const sum = text.slice(start, end)
  const alone = (!phoneWords && THOUSANDS.test(sum)) || /\d{6}/.test(sum)
  const inOther = (at: number) => others.some(([from, to]) => from !== start && at >= from && at < to)
  for (const run of text.matchAll(DIGIT_RUN)) {
    if (run.index >= end || run.index + run[0].length <= start) continue
    const groups = [...run[0].matchAll(DIGITS)].map((group) => ({ at: run.index + group.index, digits: group[0] }))
    const inSum = (index: number) => groups[index]!.at >= start && groups[index]!.at < end
    const isCents = (index: number) => {
      const { at, digits } = groups[index]!
      return inSum(index) && (index === groups.length - 1 || !inSum(index + 1)) && digits.length <= 2 && text[at - 1] === ','
    }
    // What the sum may be read with: its own digits, and digits glued to it that belong to no other sum, date or
    // time, with no unit between ("9 € 10.000.000" is two sums); never its cents.
    const usable = (index: number) => !isCents(index) && (inSum(index) ? true : !alone && !inOther(groups[index]!.at))
    const parted = (index: number) => /[$€%]/.test(text.slice(groups[index - 1]!.at + groups[index - 1]!.digits.length, groups[index]!.at))
    let stretch: { digits: string; inSum: boolean }[] = []
    for (let index = 0; index <= groups.length; index++) {
      if (index === groups.length || !usable(index) || (stretch.length && parted(index))) {
        const ofSum = stretch.flatMap((group, at) => (group.inSum ? [at] : []))
        if (ofSum.length && joinsIntoPhone(stretch, ofSum[0]!, ofSum.at(-1)!, phone)) return true
        stretch = []
        if (index === groups.length || !usable(index)) continue
      }
      stretch.push({ digits: groups[index]!.digits, inSum: inSum(index) })
    }
  }
  return false
}

/** Whether the digits from some group up to the sum's first, through its last, to some group after it, make a phone. */
function joinsIntoPhone(groups: { digits: string }[], sumFirst: number, sumLast: number, phone: (digits: string) => boolean): boolean {
  for (let first = 0; first <= sumFirst; first++) {
    let digits = groups
      .slice(first, sumLast)
      .map((group) => group.digits)
      .join('')
    for (let last = sumLast; last < groups.length && digits.length <= 15; last++) {
      digits += groups[last]!.digits
      if (phone(digits)) return true
    }
  }
  return false
}

function digitRuns(text: string): DigitRun[] {
  const notPhones = Array.from(text.matchAll(NOT_A_PHONE), (match): [number, number] => [match.index, match.index + match[0].length])
  const blanked = text.replace(NOT_A_PHONE, (whole: string, day?: string, separator?: string, month?: string, ...where: unknown[]) => {
    const offset = where.at(-2) as number
    if (separator && (Number(day) > 31 || Number(month) > 12 || Number(day) === 0 || Number(month) === 0)) return whole
    if (phoneDressedAsQuantity(text, offset, offset + whole.length, notPhones)) return whole
    return BARRIER.repeat(whole.length)
  })
  return [...blanked.matchAll(DIGIT_RUN)].map((match) => {
    const groups = [...match[0].matchAll(DIGITS)].map((group) => ({
      start: match.index + group.index,
      end: match.index + group.index + group[0].length,
      digits: group[0],
    }))
    const digits = joined(groups)
    // Behind a reference word, one unbroken block is the reference ("pedido 912345678"); digits laid
    // out as a phone, or a mobile with its area code that is no CPF, are a phone behind a harmless word.
    const reference = groups.length === 1 && isReference(text, match.index) && (!BRAZILIAN_MOBILE.test(digits) || isValidCpf(digits))
    return { start: match.index, end: match.index + match[0].length, groups, international: match[0].startsWith('+'), reference }
  })
}

/** A number the BR or PT plan can dial: with or without +55, 0055, the trunk 0 and a carrier code, or +351; or 9 digits starting 9 or 2. */
function isDialable(digits: string): boolean {
  if (/^[29]\d{8}$/.test(digits)) return true
  const withoutTrunk = digits.replace(/^0(?:\d{2})?(?=[1-9]{2}\d{8,9}$)/, '')
  return [digits, withoutTrunk, `+${digits}`].some((candidate) => normalizePhone(candidate) !== null)
}

/** Written the way phones are, ending in 4 + 4 or 5 + 4 digits, and not two round sums ("1500-2000"). */
function looksLikePhone(groups: Group[]): boolean {
  const [last, beforeLast] = [groups.at(-1)!.digits, groups.at(-2)?.digits ?? '']
  return last.length === 4 && (beforeLast.length === 4 || beforeLast.length === 5) && !(last.endsWith('00') && beforeLast.endsWith('00'))
}

type Strength = 'dialable' | 'plausible'

/** `hinted`: a phone word in the message, or digits laid out as phones are; a number that is only plausible needs one. */
function phoneStrength(digits: string, international: boolean, hinted: boolean): Strength | undefined {
  if (digits.length < 8 || digits.length > 15) return undefined
  if (isDialable(digits) || international) return 'dialable'
  if (digits.length <= 13 && hinted) return 'plausible'
  return undefined
}

/** Phones inside each run: first every dialable number (longest from each start), then what is only plausible. */
function findPhones(runs: DigitRun[], phoneWords: boolean, spans: Span[]): Set<Group> {
  const taken = new Set<Group>()
  for (const run of runs) {
    if (run.reference && !run.international) continue
    const { groups } = run
    for (const wanted of ['dialable', 'plausible'] as Strength[]) {
      for (let first = 0; first < groups.length; first++) {
        let last = -1
        let length = 0
        for (let end = first; end < groups.length && !taken.has(groups[end]); end++) {
          length += groups[end].digits.length
          if (length > 15) break
          const window = groups.slice(first, end + 1)
          const strength = phoneStrength(joined(window), run.international && first === 0, phoneWords || looksLikePhone(window))
          if (strength === wanted) last = end
        }
        if (last < 0) continue
        for (let i = first; i <= last; i++) taken.add(groups[i])
        spans.push({ start: first === 0 ? run.start : groups[first].start, end: groups[last].end, kind: 'phone' })
        first = last
      }
    }
  }
  return taken
}

/** Words that say a number is given backwards. */
const REVERSED_WORDS = /contrari|invert|inverso|revers|de tras|ao reves|espelh/
const reversedDigits = (digits: string) => [...digits].reverse().join('')

/** A number written backwards ("1234 56789 11", "ao contrário: 12345678911"): dialable read the other way, laid out or said so. */
function findReversedPhones(text: string, runs: DigitRun[], taken: Set<Group>, spans: Span[]) {
  const said = REVERSED_WORDS.test(text)
  for (const run of runs) {
    if (run.reference || run.groups.some((group) => taken.has(group))) continue
    const backwards = run.groups.map((group) => ({ ...group, digits: reversedDigits(group.digits) })).reverse()
    const digits = joined(backwards)
    if (digits.length >= 9 && isDialable(digits) && (said || (backwards.length > 1 && looksLikePhone(backwards)))) {
      run.groups.forEach((group) => taken.add(group))
      spans.push({ start: run.start, end: run.end, kind: 'phone' })
    }
  }
}

/** An area code named as such ("DDD 11") goes with the number found beside it. */
const AREA_CODE = /(?<![a-z])ddd\W{0,3}(?:eh\s+)?\d\s?\d(?!\d)/g

/** Spans of the original text, found by reading something derived from it (base64, reversed). */
type OriginalSpan = { start: number; end: number; kind: ContactKind }

type Reading = {
  readable: Folded
  runs: DigitRun[]
  phoneWords: boolean
  splitWords: boolean
  spans: Span[]
  phoneGroups: Set<Group>
  mentions: Mention[]
  decoded: OriginalSpan[]
}

/** Words that give a number in parts: "termina em 4321, começa com 11 98765". */
const SPLIT_WORDS =
  /(?<![a-z])(?:comec\w*|inici\w*|primeir\w*|termin\w*|acab\w*|final|fim|ultim\w*|meio|resto|depois|antes|parte|metade|seguid\w*|ddd|prefixo|sufixo|contrari\w*)(?![a-z])/

function read(text: string, derived = true): Reading {
  const folded = readable(text)
  const spans: Span[] = []
  findEmails(folded.text, spans)
  findLinks(folded.text, spans)
  const mentions = findHandles(folded, text, spans)
  // Numbers are read with what is already hidden blanked out, as a second masking would see them.
  const runs = digitRuns(withoutSpans(folded.text, spans))
  const phoneWords = mentions.length > 0 || folded.text.search(PHONE_WORDS) >= 0
  const phoneGroups = findPhones(runs, phoneWords, spans)
  findReversedPhones(folded.text, runs, phoneGroups, spans)
  if (spans.some((span) => span.kind === 'phone'))
    for (const match of folded.text.matchAll(AREA_CODE)) spans.push({ start: match.index, end: match.index + match[0].length, kind: 'phone' })
  // A channel's name beside a contact goes with it: "zap: 11 98765-4321", "11 98765-4321 (whats)".
  for (const mention of mentions) {
    const beside = spans.some(
      (span) =>
        (MENTION_GAP.test(folded.text.slice(mention.end, Math.max(mention.end, span.start))) && span.start >= mention.end) ||
        (span.end <= mention.start && MENTION_GAP.test(folded.text.slice(span.end, mention.start))),
    )
    if (beside) spans.push({ start: mention.start, end: mention.end, kind: 'handle' })
  }
  const decoded = derived ? [...findBase64(text), ...findReversedText(text, folded.text)] : []
  return { readable: folded, runs, phoneWords, splitWords: SPLIT_WORDS.test(folded.text), spans, phoneGroups, mentions, decoded }
}

/** What may part a channel's name from the contact it goes with: punctuation, "é", "o meu", "no". */
const MENTION_GAP = /^[^\p{L}\p{N}]*(?:(?:eh|e|o|a|meu|minha|no|na|pelo|numero)(?![a-z])[^\p{L}\p{N}]*){0,3}$/u

const withoutSpans = (text: string, spans: Span[]) =>
  spans.reduce((blanked, { start, end }) => blanked.slice(0, start) + BARRIER.repeat(end - start) + blanked.slice(end), text)

// ---------------------------------------------------------------------------------------------
// Contacts written in a form to be undone: base64, backwards.
// ---------------------------------------------------------------------------------------------

/** Base64 has both cases; words and plain numbers do not. */
const BASE64_TOKEN = /(?<![\w+/=])(?=[\w+/]*[A-Z])(?=[\w+/]*[a-z])[A-Za-z0-9+/]{12,}={0,2}(?![\w+/=])/g
/** Decoded bytes that are no text: control characters other than line breaks and tabs, and invalid sequences. */
const CONTROL_CHARACTERS = /(?![\t\n\r])[\p{Cc}\ufffd]/u

function decodeBase64(token: string): string | undefined {
  try {
    const binary = atob(token.replace(/=+$/, '').padEnd(Math.ceil(token.replace(/=+$/, '').length / 4) * 4, '='))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
    return CONTROL_CHARACTERS.test(text) ? undefined : text
  } catch {
    return undefined
  }
}

/** A contact in base64 ("MTE5ODc2NTQzMjE=" is 11987654321): the token goes whole. */
function findBase64(text: string): OriginalSpan[] {
  const found: OriginalSpan[] = []
  for (const match of text.matchAll(BASE64_TOKEN)) {
    const decoded = decodeBase64(match[0])
    if (!decoded) continue
    const inner = read(decoded)
    for (const kind of new Set([...inner.spans, ...inner.decoded].map((span) => span.kind)))
      found.push({ start: match.index, end: match.index + match[0].length, kind })
  }
  return found
}

/** What an address, a link or a handle written backwards shows: "moc.liamg@", "rb.moc.", "//:sptth", "setroc@". */
const REVERSED_MARKS = /[a-z]{2,}\.(?:moc|ten|gro|rb|tp|yl)(?![a-z])|\/\/\s?:\s?s?ptth|\.www|@/
/** Backwards, only what no sentence forms by chance: an address, an @handle, a link with a scheme, www or a common ending. */
const REVERSED_LINK = /^(?:https?|www)|\.(?:com|net|org|br|pt|ly)(?![a-z])/

function findReversedText(text: string, folded: string): OriginalSpan[] {
  if (!REVERSED_MARKS.test(folded)) return []
  const points = Array.from(text)
  const ends: number[] = []
  let offset = 0
  for (const point of points) ends.push((offset += point.length))
  // Each UTF-16 unit of the reversed text, mapped to the start and end of its code point in the original.
  const starts: number[] = []
  const stops: number[] = []
  for (let i = points.length - 1; i >= 0; i--)
    for (let k = 0; k < points[i].length; k++) {
      starts.push(ends[i] - points[i].length)
      stops.push(ends[i])
    }
  const reading = read(points.reverse().join(''), false)
  const found: OriginalSpan[] = []
  for (const span of reading.spans) {
    const written = reading.readable.text.slice(span.start, span.end)
    const kept = span.kind === 'email' || (span.kind === 'link' && REVERSED_LINK.test(written)) || (span.kind === 'handle' && /^@[a-z0-9._]{3}/.test(written))
    if (!kept) continue
    const first = reading.readable.from[span.start]
    const last = reading.readable.to[span.end - 1] - 1
    found.push({ start: starts[last], end: stops[first], kind: span.kind })
  }
  return found
}

// ---------------------------------------------------------------------------------------------
// Numbers given in parts: across messages, and out of order with words between.
// ---------------------------------------------------------------------------------------------

const ONLY_PUNCTUATION = /^[^\p{L}\p{N}]*$/u

/** The digits a message ends with, and whether it holds nothing else (then the number may have begun further back). */
function trailingFragment({ readable: { text }, runs, phoneGroups }: Reading): { groups: Group[]; whole: boolean } | undefined {
  const run = runs.at(-1)
  if (!run || !ONLY_PUNCTUATION.test(text.slice(run.end)) || run.groups.some((group) => phoneGroups.has(group))) return undefined
  return { groups: run.groups, whole: ONLY_PUNCTUATION.test(text.slice(0, run.start)) }
}

/**
 * Whether the digits this message starts with complete a phone begun at the end of the sender's
 * earlier ones (newest last), joining fragments back while each earlier message holds only digits.
 */
function leadingRunCompletingPhone(current: Reading, earlier: Reading[]): DigitRun | undefined {
  const run = current.runs[0]
  if (!run || !ONLY_PUNCTUATION.test(current.readable.text.slice(0, run.start)) || run.groups.some((group) => current.phoneGroups.has(group))) return undefined
  let groups = run.groups
  let phoneWords = current.phoneWords
  for (let index = earlier.length - 1; index >= 0; index--) {
    const previous = earlier[index]
    const fragment = trailingFragment(previous)
    if (!fragment) return undefined
    groups = [...fragment.groups, ...groups]
    phoneWords ||= previous.phoneWords
    // The layout of digits split across messages says nothing (2019, then 2023): only words hint.
    if (phoneStrength(joined(groups), false, phoneWords)) return run
    if (!fragment.whole || joined(groups).length > 15) return undefined
  }
  return undefined
}

type Fragment = { digits: string; run?: DigitRun; taken: boolean }

/**
 * Runs of digits of two digits or more: the pieces a number given in parts is made of. Those a
 * detector took count in this message: "final 987654321, início 11" hides the 11 too.
 */
const fragmentsOf = (reading: Reading, current: boolean): Fragment[] =>
  reading.runs
    .map((run) => ({ digits: joined(run.groups), run: current ? run : undefined, taken: run.groups.some((group) => reading.phoneGroups.has(group)) }))
    .filter((piece) => !piece.run?.reference && piece.digits.length >= 2 && (current || !piece.taken))

const loose = (pieces: Fragment[]) => pieces.some((piece) => piece.run && !piece.taken)

/** A mobile with its area code (BR) or a Portuguese mobile, with or without the country code: no job talk joins into one by chance. */
const MOBILE = /^(?:(?:00)?55)?[1-9][1-9]9\d{8}$|^(?:(?:00)?351)?9[1236]\d{7}$/

/**
 * The runs of this message that, with others of it or of the sender's earlier messages, in any order,
 * make a mobile number ("termina em 4321, começa com 11 98765"); only where words say a number comes
 * in parts. A landline or an old 8-digit number also counts where a phone word stands.
 */
function runsOfNumberInParts(current: Reading, earlier: Reading[]): { runs: DigitRun[]; withEarlier: boolean } {
  const pieces = [...earlier.flatMap((reading) => fragmentsOf(reading, false)), ...fragmentsOf(current, true)].slice(-8)
  const found = new Set<DigitRun>()
  let withEarlier = false
  const phoneWords = current.phoneWords || earlier.some((reading) => reading.phoneWords)
  const tryOrder = (order: Fragment[]) => {
    if (!loose(order)) return
    const digits = order.map((piece) => piece.digits).join('')
    if (digits.length < 9 || digits.length > 13) return
    if (MOBILE.test(digits) || (phoneWords && digits.length >= 10 && phoneStrength(digits, false, true))) {
      for (const piece of order) if (piece.run) found.add(piece.run)
      withEarlier ||= order.some((piece) => !piece.run)
    }
  }
  for (const [i, a] of pieces.entries())
    for (const [j, b] of pieces.entries()) {
      if (i === j) continue
      tryOrder([a, b])
      for (const [k, c] of pieces.entries()) if (k !== i && k !== j) tryOrder([a, b, c])
    }
  return { runs: [...found], withEarlier }
}

// ---------------------------------------------------------------------------------------------
// Masking.
// ---------------------------------------------------------------------------------------------

/** Spans of the original text, merged when they overlap or only spaces and punctuation part them ("zap: 11 9…"). */
function originalSpans({ readable, spans, decoded }: Reading, original: string): { start: number; end: number; kinds: Set<ContactKind> }[] {
  const mapped = [...spans.map((span) => ({ start: readable.from[span.start], end: readable.to[span.end - 1], kind: span.kind })), ...decoded].sort(
    (a, b) => a.start - b.start || b.end - a.end,
  )
  const merged: { start: number; end: number; kinds: Set<ContactKind> }[] = []
  for (const span of mapped) {
    while (/^[+(]$/.test(foldedAt(original, span.start - 1))) span.start--
    if (foldedAt(original, span.end) === ')' && fold(original.slice(span.start, span.end)).text.includes('(')) span.end++
    // The marks folding dropped after the last character read (the keycap of 1️⃣) go with it.
    while (span.end < original.length && INVISIBLE.test(String.fromCodePoint(original.codePointAt(span.end)!)))
      span.end += original.codePointAt(span.end)! > 0xffff ? 2 : 1
    const last = merged.at(-1)
    if (last && span.start <= last.end + 3 && ONLY_PUNCTUATION.test(original.slice(last.end, span.start))) {
      // A span inside one found by a surer detector (the link inside an e-mail) adds no reason.
      if (span.end > last.end) last.kinds.add(span.kind)
      last.end = Math.max(last.end, span.end)
    } else merged.push({ start: span.start, end: span.end, kinds: new Set([span.kind]) })
  }
  return merged
}

const textOf = (message: string | PreviousMessage) => (typeof message === 'string' ? message : message.text)
const fromSender = (message: string | PreviousMessage) => typeof message === 'string' || !message.fromOtherParty

/** How many of the sender's latest messages may hold the start of a number given in parts. */
const SENDER_MESSAGES_READ = 5

/** One reading of the text: the spans found replaced by the placeholder, with the kinds found. */
function maskOnce(text: string, previousMessages: readonly (string | PreviousMessage)[], kinds: Set<ContactKind>): { text: string; split: boolean } {
  const reading = read(text)
  let split = false
  // The sender's earlier messages are read only when this one holds loose digits to join them with.
  if (previousMessages.length && loose(fragmentsOf(reading, true))) {
    const earlier = previousMessages
      .filter(fromSender)
      .slice(-SENDER_MESSAGES_READ)
      .map((message) => read(textOf(message), false))
    const leading = leadingRunCompletingPhone(reading, earlier)
    const inParts =
      reading.splitWords || earlier.some((previous) => previous.splitWords) ? runsOfNumberInParts(reading, earlier) : { runs: [], withEarlier: false }
    for (const run of leading ? [leading, ...inParts.runs] : inParts.runs) reading.spans.push({ start: run.start, end: run.end, kind: 'phone' })
    split = Boolean(leading) || inParts.withEarlier
  } else if (reading.splitWords) {
    for (const run of runsOfNumberInParts(reading, []).runs) reading.spans.push({ start: run.start, end: run.end, kind: 'phone' })
  }
  let masked = ''
  let copied = 0
  for (const span of originalSpans(reading, text)) {
    masked += text.slice(copied, span.start) + HIDDEN
    copied = span.end
    span.kinds.forEach((kind) => kinds.add(kind))
  }
  return { text: masked + text.slice(copied), split }
}

/**
 * Hides the phones, e-mail addresses, links and social handles of a chat message or any text one
 * person writes for another. Pure: the same text and context always give the same result, in Node
 * and in the browser. Without a context (a bio, a description) the text is read alone.
 */
export function maskContacts(text: string, { previousMessages = [] }: MaskingContext = {}): MaskedMessage {
  const kinds = new Set<ContactKind>()
  const first = maskOnce(text, previousMessages, kinds)
  // Hiding a span can take away what kept a neighbour from reading as a contact ("ponto com insta"), so
  // the result is read again until nothing more is found. Each round hides characters for good: it ends.
  let masked = first.text
  let before = text
  while (masked !== before) {
    before = masked
    masked = maskOnce(masked, [], kinds).text
  }
  return { text: masked, masked: kinds.size > 0, reasons: KIND_ORDER.filter((kind) => kinds.has(kind)), completesSplitPhone: first.split }
}
