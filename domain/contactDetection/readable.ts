import { distance } from 'fastest-levenshtein'
import { fold, rewrite, type Folded } from './fold'
import type { ContactKnowledge } from './knowledge'
import { PHONE_WORDS } from './phones'
import { FUNCTION_WORDS } from './tokens'

/**
 * The readable text: folded, with numbers spoken in words written as digits, and dots and at-signs
 * written as such whatever word or bracket stands for them. These rewrites are what no library
 * covers: how Portuguese speaks a number (thousands, "meia" for six, "noventa e oito"), and how
 * people spell a separator to dodge a filter.
 */

/** Numbers as Portuguese speaks them, "meia" included: Brazilians say it for six when they dictate a number. */
const PORTUGUESE_NUMBERS: Record<string, number> = {
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
  mil: 1000,
}
/** English and Spanish digits: read only beside other numbers ("dos" is also Portuguese, "one" a word). */
const FOREIGN_DIGITS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  cero: 0,
  uno: 1,
  dos: 2,
  cuatro: 4,
  siete: 7,
  ocho: 8,
  nueve: 9,
}
const NUMBER_VALUES: Record<string, number> = { ...FOREIGN_DIGITS, ...PORTUGUESE_NUMBERS }

const NUMBER_WORD = Object.keys(NUMBER_VALUES)
  .sort((a, b) => b.length - a.length)
  .join('|')
/** Number words and digits in a row, joined by spaces, "e", commas or dashes: one spoken sequence. */
const SPOKEN_SEQUENCE = new RegExp(
  String.raw`(?<![a-z0-9])(?:${NUMBER_WORD}|\d+)(?:(?:\s*[,;/-]?\s+|\s*[,;/-]\s*|\s+e\s+)(?:${NUMBER_WORD}|\d+))*(?![a-z0-9])`,
  'g',
)
const SEQUENCE_PART = new RegExp(String.raw`${NUMBER_WORD}|\d+|\s+e\s+|[^a-z0-9]+`, 'g')

/**
 * "noventa e oito" is 98, "setecentos e sessenta e cinco" 765, "nove mil oitocentos e setenta e
 * seis" 9876, but "um e dois" stays two numbers and "nove oito" two digits. Foreign digits count
 * only in a sequence of two or more.
 */
function spokenSequence(match: RegExpExecArray): string {
  const parts = match[0].match(SEQUENCE_PART) ?? []
  const numbers = parts.filter((part) => part in NUMBER_VALUES || /^\d+$/.test(part))
  if (numbers.length < 2 && numbers.every((part) => part in FOREIGN_DIGITS || /^\d+$/.test(part))) return match[0]
  let out = ''
  let separator = ''
  let composing: { total: number; group: number | undefined } | undefined
  let afterDigits = false
  const emit = (text: string) => {
    if (composing) out += String(composing.total + (composing.group ?? 0))
    out += separator + text
    composing = undefined
    separator = ''
  }
  for (const part of parts) {
    const value = NUMBER_VALUES[part]
    if (/^\d+$/.test(part)) {
      emit(part)
      afterDigits = true
    } else if (value === undefined) separator += part
    else if (value === 1000 && afterDigits && !composing) {
      // "30 mil" is a sum of money, written so: it stays.
      emit(part)
    } else if (value === 1000) {
      composing = { total: (composing?.total ?? 0) + (composing?.group ?? 1) * 1000, group: undefined }
      separator = ''
    } else if (composing && addsTo(composing, value, separator)) {
      composing.group = (composing.group ?? 0) + value
      separator = ''
    } else {
      emit('')
      composing = { total: 0, group: value }
      afterDigits = false
    }
  }
  emit('')
  return out
}

/** Whether a smaller number fills a place the one before left empty: "noventa e oito", "cento e dois", "mil e quinhentos". */
function addsTo({ total, group }: { total: number; group: number | undefined }, value: number, separator: string): boolean {
  const joined = /^\s+e\s+$/.test(separator)
  if (group === undefined) return total > 0
  const place = group % 100 === 0 ? 100 : group % 10 === 0 && group >= 20 ? 10 : 1
  return place > 1 && value < place && joined
}

/** Number words run together ("noveoitosete"): only the digits' names, so a long word is rarely one by chance. */
const DIGIT_NAMES = ['zero', 'um', 'dois', 'tres', 'quatro', 'cinco', 'seis', 'meia', 'sete', 'oito', 'nove']
const RUN_TOGETHER = new RegExp(String.raw`(?<![a-z0-9])(?:${DIGIT_NAMES.join('|')}){3,}(?![a-z0-9])`, 'g')

/** A digit said with how many times it comes ("oito duas vezes", "zero três vezes", "5 2 vezes"): that digit so many times. */
const TIMES = { duas: 2, tres: 3, quatro: 4, cinco: 5, '2': 2, '3': 3, '4': 4, '5': 5 } as const
const REPEATED_DIGIT = new RegExp(String.raw`(?<![a-z0-9])(${DIGIT_NAMES.join('|')}|\d)\s+(${Object.keys(TIMES).join('|')})\s+vezes(?![a-z])`, 'g')

/**
 * An address spelled one character at a time, the same mark between each ("r-o-d-r-i-g-o-@-g-m-a-i-l-.-c-o-m",
 * "j | o | a | o @ …"): joined where its characters hold an at-sign, as no list of options does.
 */
const ONE_BY_ONE_ADDRESS = /(?<![a-z0-9@.])[a-z0-9@.](?:(\s?[-,|*]\s?|\s)[a-z0-9@.](?![a-z0-9@.]))(?:\1[a-z0-9@.](?![a-z0-9@.])){6,}/g

/** Digits and digits' names glued in one word, two names at least ("61nove9nove4oito2dois7um5"): each one a digit. */
const GLUED_TO_DIGITS = new RegExp(String.raw`(?<![a-z0-9])(?=[a-z]*\d)(?:\d+(?!\d)|${DIGIT_NAMES.join('|')}){4,}(?![a-z0-9])`, 'g')
const DIGIT_NAME_OR_DIGITS = new RegExp(String.raw`\d+|${DIGIT_NAMES.join('|')}`, 'g')

/** The digits a word of digit names run together stands for, or nothing when it does not split into them whole. */
function runTogetherDigits(word: string): string | undefined {
  if (!word) return ''
  for (const name of DIGIT_NAMES)
    if (word.startsWith(name)) {
      const rest = runTogetherDigits(word.slice(name.length))
      if (rest !== undefined) return String(PORTUGUESE_NUMBERS[name]) + rest
    }
  return undefined
}

/** A number word with digits drawn for letters ("n0v3", "tr3s", "z3r0"): the word, so that it reads as its digit. */
const LEET_WORD = /(?<![a-z0-9])(?=[a-z]*\d)(?=\d*[a-z])[a-z0134579]{2,7}(?![a-z0-9])/g
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' }

/** Groups of digits joined by an x ("17x96637x0057"): a number's parts, not a product (that has two factors). */
const DIGITS_BY_X = /(?<![a-z0-9])\d{2,5}(?:x\d{3,5}){2,3}(?![a-z0-9])/g
/** One letter repeated between the digits of a number to dodge a filter: "9x8x4x1x0 x6x6x2x7". */
const FILLER_LETTER = /(?<![a-z0-9])[a-z]?(?:\d[a-z]){2,}\d?[a-z]?(?![a-z0-9])/g
/** An aside in brackets that says to leave it out: "(tira isso)", "(ignora)", "(sem os x)". */
const LEAVE_OUT_ASIDE = /(?<!\s)\s*\((?=[^()]{0,30}\))[^()]*(?:tira|tire|remove|apaga|ignora|ignore|sem\s+(?:os?|as?)\s)[^()]*\)\s*/g

/** Digits in another base: "0x51E9684C2", "2cb18a394" where hexadecimal is said, a long run of ones and zeros. */
const HEX_PREFIXED = /(?<![a-z0-9])0x([0-9a-f]{6,12})(?![a-z0-9])/g
const HEX_SAID = /(?<![a-z])hex(?:a|adecimal)?(?![a-z])/
const HEX_BARE = /(?<![a-z0-9])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,12}(?![a-z0-9])/g
const BINARY_SAID = /(?<![a-z])(?:binari[oa]|binary|base\s?2)(?![a-z])/
const BINARY = /(?<![a-z0-9])[01]{20,50}(?![a-z0-9])/g

/** Roman numerals, four or more in a row in capitals ("XI - IX IX VIII"): a number spelled so. */
const ROMAN_SEQUENCE = /(?<![a-z0-9])[ivxlc]{1,7}(?:[\s,./-]{1,3}[ivxlc]{1,7}){3,}(?![a-z0-9])/g
const ROMAN_NUMERAL = /^(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/
const ROMAN_VALUES: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 }

function romanValue(numeral: string): number {
  let total = 0
  for (let index = 0; index < numeral.length; index++) {
    const value = ROMAN_VALUES[numeral[index]]
    total += value < (ROMAN_VALUES[numeral[index + 1]] ?? 0) ? -value : value
  }
  return total
}

/** "0xx41": the trunk prefix and the carrier's place (xx) before an area code, as numbers were printed in Brazil. */
const TRUNK_AND_CARRIER = /(?<![a-z0-9])0\s?xx\s?(?=\(?\d{2}(?!\d\d\d\d\d\d\d\d\d\d))/g
/**
 * A provider's name misspelled by ear after an at-sign, said or drawn ("arroba gemeil", "@hotmeil", "at yahu"): a word of
 * no language within two edits of a big provider's name (one for names of five letters or less) is that provider.
 */
const PROVIDER_BY_EAR = /(?<=(?:@|(?<![a-z])(?:ar{1,2}ou?ba|at))\s*)(?<![a-z])[a-z]{4,9}(?![a-z0-9])/g
const PROVIDERS_HEARD = ['gmail', 'hotmail', 'outlook', 'yahoo', 'icloud']
const heardAs = (word: string) =>
  PROVIDERS_HEARD.find((name) => Math.abs(name.length - word.length) <= 2 && distance(name, word) <= (name.length > 5 || word.length > 5 ? 2 : 1))
/** Where the phone keypad is said, letters stand for its digits ("11 9-BARBEIRO", "9XTMP-JGDA, cada letra é a tecla"). */
const KEYPAD_SAID = /(?<![a-z])(?:tecla|teclas|teclado|keypad|t9)(?![a-z])/
/** A word, letters after digits, or single letters apart after an area code or nine of them ("11 W W T P M J G D A"). */
const KEYPAD_WORD =
  /(?<![a-z0-9])(?=[a-z0-9]*[a-z])[a-z0-9]{3,}(?![a-z0-9])|(?<=\d)[a-z]{2,}(?![a-z])|(?<=\d[ .-]{1,3})[a-z](?:[ .-][a-z]){6,}(?![a-z0-9])|(?<![a-z0-9])[a-z](?:[ .-][a-z]){8,}(?![a-z0-9])/g
const KEYPAD = 'abc def ghi jkl mno pqrs tuv wxyz'.split(' ')
const keypadDigit = (letter: string) => String(KEYPAD.findIndex((keys) => keys.includes(letter)) + 2)

/** "@" for a gender's o or a ("tod@s", "car@s barbeir@s", "bem-vind@s", "cliente@s"): a word once read with either, or the plural of a word in e. */
const GENDER_AT = /(?<![a-z0-9._%+@])([a-z]{2,})@(s?)(?![a-z0-9.@_-])/g

/** Single letters with spaces or dots between them, spelled out to dodge a word: "w h a t s", "z.a.p" ("g m a i l . c o m" is two words). */
const SPACED_LETTERS = /(?<![a-z])[a-z](?:(?:[\s*_-]{1,3}|\.|\s\.\s)[a-z](?![a-z])){2,}/g
/**
 * Between letters spelled one by one, a dot or an underscore set apart by spaces is the name's own ("l u a n . f a d e",
 * "d u d u _ f a d e"), and a wider space ends a word ("a r r o b a  l u a n"); other marks only set the letters apart.
 */
const spacedLettersJoined = (spelled: string) =>
  spelled.replace(/[^a-z]+/g, (between) => (/^\s[._]\s$/.test(between) ? between.trim() : /^\s{2,}$/.test(between) ? ' ' : ''))
/** "soma 1 em cada dígito": every digit of the text was written that much less (or more, after "tira"). */
const PER_DIGIT =
  /(?<![a-z])(soma|somar|some|adiciona|acrescenta|mais|tira|subtrai|diminui|menos)\s{1,3}(\d)\s{1,3}(?:em|a|de|para|pra|no|na)\s{1,3}cada\s{1,3}(?:numero|digito|algarismo|um)(?![a-z])/
/** A digit given as a small sum: "3 mais 4", "9 mais 1". */
const SMALL_SUM = /(?<![\d.,])(\d)\s{1,3}mais\s{1,3}(\d)(?![\d.,])/g
/** "… e o último dígito é 7": that digit ends the number written before it. */
const LAST_DIGIT = /(?<=\d)[\s,]{1,3}(?:e\s{1,3})?(?:o\s{1,3})?(?:ultimo|final)\s{1,3}(?:digito|numero|algarismo)\s{1,3}(?:eh\s{1,3}|e\s{1,3})?(?=\d(?!\d))/g

/** Numbers given as sums to work out: the digits as they are meant. */
function workedOut(source: Folded): Folded {
  let folded = rewrite(source, SMALL_SUM, (match) => String(Number(match[1]) + Number(match[2])))
  const instruction = PER_DIGIT.exec(folded.text)
  if (instruction) {
    const shift = (/^(?:tira|subtrai|diminui|menos)$/.test(instruction[1]) ? 10 - Number(instruction[2]) : Number(instruction[2])) % 10
    const [start, end] = [instruction.index, instruction.index + instruction[0].length]
    folded = rewrite(folded, /\d/g, (match) => (match.index >= start && match.index < end ? match[0] : String((Number(match[0]) + shift) % 10)))
  }
  return rewrite(folded, LAST_DIGIT, () => '')
}

/** Twitter by both its names ("twitter/x", "x/twitter", "twitter (x)"): one network, the handle after it. */
const TWO_NAMES = /(?<![a-z])(?:twitter\s?\/\s?x|x\s?\/\s?twitter|twitter\s?\(x\))(?![a-z])/g
/** A domain with commas for its dots: "barbeariaaltodaserra,com,br". */
const COMMA_DOMAIN = /(?<=[a-z0-9]{3}),(com|net|org)(?:,(br|pt))?(?![a-z0-9,])/g
/** " ponto " between two words where a network is named ("veja o ig barbearia ponto bairroalto"): a handle's dot. */
const SPOKEN_DOT_IN_NAME = /(?<=(?<![a-z0-9])([a-z0-9]{2,30}))\s{1,3}ponto\s{1,3}(?=([a-z0-9]{2,30})(?![a-z0-9]))/g
/** An emoji glued between two pieces of a name right beside a network ("lucas💈visagismo no ig"): the name's dot, drawn. */
const EMOJI_IN_NAME = /(?<=[a-z0-9]{2})\p{Extended_Pictographic}\uFE0F?(?=[a-z0-9]{2})/gu
/** The name's rest and "no", "na", "pelo" before the network after it; or the network, a mark or "é" and the name's start before it. */
const NETWORK_NEXT = /^[^\s]{0,30}\s+(?:no|na|pelo|pela|do|da)\s+([a-z]+)/
const NETWORK_BEFORE = /([a-z]+)\s*[:/-]?\s+(?:(?:eh|o|a)\s+)?[^\s]{0,30}$/

/** Whether the glued name at `index` stands right beside a network's name ("… no ig", "insta: …", "segue no insta …"). */
function besideNetwork(text: string, index: number, networks: readonly string[]): boolean {
  const after = NETWORK_NEXT.exec(text.slice(index, index + 60))?.[1]
  const before = NETWORK_BEFORE.exec(text.slice(Math.max(0, index - 60), index))?.[1]
  return [after, before].some((word) => word !== undefined && networks.includes(word))
}
const DOT_FOR_AT = new WeakMap<readonly string[], RegExp>()
const NETWORK_SETS = new WeakMap<readonly string[], Set<string>>()
/** The dot before a mail provider's domain ("nome.gmail.com", "nome.sapo.pt"), built once per list of providers. */
function dotForAt(providers: readonly string[]): RegExp {
  let pattern = DOT_FOR_AT.get(providers)
  if (!pattern) {
    pattern = new RegExp(String.raw`(?<=[a-z0-9_])\.(?=(?:${[...providers].join('|')})\.(?:com|pt|br)(?:\.br)?(?![a-z0-9.-]))`, 'g')
    DOT_FOR_AT.set(providers, pattern)
  }
  return pattern
}
const GLUED_SPOKEN = new WeakMap<readonly string[], RegExp>()
/** "arrobagmailpontocom": the spoken at-sign, a provider and its spoken ending run together in one word. */
function gluedSpokenAddress(providers: readonly string[]): RegExp {
  let pattern = GLUED_SPOKEN.get(providers)
  if (!pattern) {
    pattern = new RegExp(String.raw`arroba(${[...providers].join('|')})ponto(com|pt|br|net)(?:ponto(br|pt))?(?![a-z])`, 'g')
    GLUED_SPOKEN.set(providers, pattern)
  }
  return pattern
}
const DRAWN_AT = new WeakMap<readonly string[], RegExp>()
/** An a drawn otherwise (ⓐ, 🅰️, Ⓐ) between a name and a provider's domain stands for the at-sign: "caio 🅰️ gmail 🔵 com". */
function drawnA(providers: readonly string[]): RegExp {
  let pattern = DRAWN_AT.get(providers)
  if (!pattern) {
    pattern = new RegExp(String.raw`(?<=[a-z0-9_])\s*(?<![a-z])a(?![a-z])\s*(?=(?:${[...providers].join('|')})\.[a-z]{2,3}(?![a-z0-9-]))`, 'g')
    DRAWN_AT.set(providers, pattern)
  }
  return pattern
}
/** Whether a text names one of the networks by its exact name. */
function namesNetwork(text: string, networks: readonly string[]): boolean {
  let names = NETWORK_SETS.get(networks)
  if (!names) NETWORK_SETS.set(networks, (names = new Set(networks)))
  return text.match(/[a-z0-9]+/g)?.some((word) => names.has(word)) ?? false
}
/** "(junto)" between a number's pieces: they are one. */
const JOINED_SAID = /(?<=\d)\s*[[(]\s*(?:tudo\s+)?junto\s*[\])]\s*(?=\d)/g
/** Two words and how they join, in brackets after them: "ruan amorelo53 (com underline no meio)", "corte manu (junto)". */
const JOIN_IN_BRACKETS =
  /(?<![a-z0-9._])([a-z0-9]{2,30})\s{1,3}([a-z0-9]{2,30})\s{0,3}[[(]\s*(?:com\s+(?:um\s+|o\s+)?(underline|underscore|ponto|traco|hifen)\s+no\s+meio|(?:tudo\s+)?(junto))\s*[\])]/g
const JOIN_MARKS: Record<string, string> = { underline: '_', underscore: '_', ponto: '.', traco: '-', hifen: '-' }
/** A joining mark said in brackets between two pieces of a name: "barbearia (underscore) lisboa", "rafa [traço] cortes". */
const MARK_IN_BRACKETS = /(?<=[a-z0-9])\s*[[(]\s*(underline|underscore|traco|tracinho|hifen)\s*[\])]\s*(?=[a-z0-9])/g
/**
 * A name dictated piece by piece after an at-sign, the pieces joined by "depois", "mais" or "+", three pieces at least (a
 * joining mark said is one): "arroba, depois barbearia, depois underline, depois raiz", "arroba mais lipe mais fade mais zn,
 * tudo junto". The at-sign and the name joined, so the handle reads as written.
 */
const DICTATED_PIECE = String.raw`[a-z0-9]{1,30}`
const DICTATED_JOIN = String.raw`\s*(?:,\s*)?(?:e\s+)?(?:depois|mais|\+|(?:e\s+)?por\s+fim|(?:e\s+)?no\s+fim)(?:\s*,)?\s*`
const DICTATED_AFTER_AT = new RegExp(
  String.raw`(?<![a-z])(?:arroba|@)(?:${DICTATED_JOIN}|\s*(?:,\s*)?)(${DICTATED_PIECE}(?:${DICTATED_JOIN}${DICTATED_PIECE}){2,})(?:\s*(?:,\s*)?(?:[[(]\s*)?tudo\s+junto(?:\s*[\])])?)?`,
  'g',
)
const DICTATED_SPLIT = new RegExp(DICTATED_JOIN, 'g')
const DICTATED_MARKS: Record<string, string> = { ...JOIN_MARKS, tracinho: '-', ponto: '.' }
const dictatedName = (pieces: string) =>
  pieces
    .split(DICTATED_SPLIT)
    .map((piece) => DICTATED_MARKS[piece] ?? piece)
    .join('')
/** "traço baixo", Portugal's underscore, between two pieces of a name that are not both words ("visagismo traço baixo saldanha"). */
const LOW_DASH_SAID = /(?<![a-z0-9])([a-z0-9]{2,30})\s+trac(?:o|inho)\s+baixo\s+([a-z0-9]{2,30})(?![a-z0-9])/g
/** "underline" or "underscore" said between two pieces of a name ("fadeking underscore binho75"). */
const SPOKEN_UNDERSCORE = /(?<=[a-z0-9])\s+(?:underline|underscore)(?:\s+(?:underline|underscore))*\s+(?=[a-z0-9])/g
/** An area code named by its city: "DDD de BH + 99134-2280". */
const CITY_AREA_CODES: Record<string, string> = {
  bh: '31',
  'belo horizonte': '31',
  sp: '11',
  sampa: '11',
  'sao paulo': '11',
  rj: '21',
  rio: '21',
  'rio de janeiro': '21',
  poa: '51',
  'porto alegre': '51',
  bsb: '61',
  brasilia: '61',
  salvador: '71',
  ssa: '71',
  recife: '81',
  fortaleza: '85',
  curitiba: '41',
  floripa: '48',
  florianopolis: '48',
  goiania: '62',
  manaus: '92',
  belem: '91',
  campinas: '19',
  santos: '13',
}
const CITY_AREA_CODE = new RegExp(
  String.raw`(?<![a-z])ddd\s{1,3}(?:eh\s{1,3})?(?:de|do|da)\s{1,3}(${Object.keys(CITY_AREA_CODES).join('|')})(?![a-z])\s*[+,:-]?\s*(?=\d|[.!]?$)`,
  'g',
)
/** "letra por letra", "letra a letra": says how the name after it is written, and names nothing. */
const LETTER_BY_LETTER = /(?<![a-z])letra\s(?:por|a)\sletra(?![a-z])\s?[-:]?/g
/** A site's ending given apart after its name: "navalhaelitebr e termina com .com.br". */
const ENDING_APART = /(?<=[a-z0-9])\s{1,3}(?:e\s{1,3})?(?:termina|acaba)\s{1,3}(?:com|em)\s{1,3}(?=\.[a-z]{2})/g
/** Letters spelled one by one with commas ("t, h, i, a, g, o"): six or more, which no list of options makes. */
const COMMA_LETTERS = /(?<![a-z])[a-z](?:,\s?[a-z](?![a-z])){5,}/g
/** A mail provider written in two words, or its letter by the letter's name: "g mail", "hot mail", "out look", "gê mail". */
const PROVIDER_APART = /(?<![a-z])(g|ge|hot|out|ya)(?:\s+|-)(mail|look|hoo)(?![a-z])/g
const LETTER_NAMES: Record<string, string> = { ge: 'g' }
/** Letters drawn like digits inside a number (11 9876O-432l, 9876S), or standing alone between digits (98765 l 4321). */
const LOOKALIKE_DIGITS = /\b(?=[0-9]*[oilszb])[0-9oilszb]*\d[0-9oilszb]*\b|(?<=\d[^\p{L}\p{N}]{1,2})[oil](?=[^\p{L}\p{N}]{1,2}\d|[^\p{L}\p{N}]*$)/gu
const DIGIT_DRAWN_AS: Record<string, string> = { o: '0', i: '1', l: '1', s: '5', z: '2', b: '8' }
/** Digits with a b among them and no other look-alike: also a hexadecimal code ("9450630b", an order's reference). */
const HEXADECIMAL_SHAPED = /^[0-9b]+$/
/** A phone's word anywhere in the message ("zap", "me liga", 📞): then a b among digits is an 8 drawn as a letter. */
const PHONE_WORD = new RegExp(PHONE_WORDS.source, 'u')
const DIGITS_BEFORE = /\d[^\p{L}\p{N}]{1,3}$/u
/** A mailbox's name, then "+" or "mais" before its domain: "kaueferreira72 + @iol.pt". */
const PLUS_AT = /(?<=[a-z0-9_])\s*(?:\+|(?<=\s)mais)\s*(?=@[a-z0-9-]+(?:\.[a-z]{2,})+(?![a-z0-9]))/g
/** [dot], (.), {ponto}: unambiguous wherever they stand. */
const BRACKETED_DOT = /(?<=[a-z0-9])\s*[[({<]\s*(?:\.|ponto|dot)\s*[\])}>]\s*(?=[a-z0-9])/g
/** " ponto ", " dot ", " . " before what may be a top-level domain: decided by `spelledDot`. */
const SPELLED_DOT = /(?<=[a-z0-9])(?:\s+(?:ponto|dot)\s+|\s*\.\s+|\s+\.\s*)(?=([a-z]{2,24})(?![a-z0-9-])(.{0,12}))/gs
/** A number of one or two digits standing alone before a written dot: a list's item number ("1. social"), not a domain's name. */
const NUMBERED_ITEM = /(?:^|[\s:;,(])\d{1,2}$/
/** "rafacortes com br", "site net pt", "barbeariadobigas com ponto br": a second-level and a country ending, written apart. */
const SPACED_COUNTRY_DOMAIN = /(?<=[a-z0-9])\s+(com|net|org|edu|gov|art|blog)(?:\s+|\.|\s+(?:ponto|dot)\s+)(br|pt)(?![a-z0-9])/g
// Each pattern that starts with spaces starts at the first of them (`(?<!\s)`): tried again at every
// space of a long run, it would cost the square of the run.
const BRACKETED_AT = /(?<!\s)\s*[[({<]\s*(?:@|at|a|arroba)\s*[\])}>]\s*/g
/** "(a)" glued to a word ending in o, then a space: the feminine of the word ("barbeiro(a) com experiência"), unless an address follows. */
const GENDER_BRACKET = /^[[({<]a[\])}>]\s/
const PERCENT_ENCODED = /%40|%2e/g
/** "arroba" as said and misspelled by ear ("arrouba", "aroba"), and French "arobase". */
const SPELLED_AT_WORD = /(?<!\s)\s*(?<![a-z])(?:ar{1,2}ou?ba|ar{1,2}obase)(?![a-z])\s*/g
/** The boxes a business has by its role, words of the language that are mailboxes before an at-sign and a domain. */
const ROLE_MAILBOXES = new Set([
  'contato',
  'contacto',
  'atendimento',
  'agendamento',
  'agendamentos',
  'comercial',
  'vendas',
  'rh',
  'sac',
  'suporte',
  'financeiro',
  'geral',
  'info',
  'reservas',
  'marcacoes',
])
const MAIL_SAID = /(?<![a-z])(?:e-?mail|email|mail|correio)(?![a-z])/
export const ARTICLE_BEFORE = /(?<![a-z])(?:a|o|da|do|de|uma|um|na|no|pela|pelo|sem|com|usar)\s*$/
const WORD_BEFORE = /([a-z0-9._-]+)\s*$/
/** How far before "arroba" its mailbox's name is looked for: a mailbox has at most 64 characters (read from the whole text before, each "arroba" would cost the text's length). */
const MAILBOX_REACH = 80
const DOMAIN_AFTER = /^([a-z0-9-]+)(\s*\.|\s+(?:ponto|dot)\b)?/
/** Around an @, " ponto " is a dot whatever follows: "rafa ponto cortes arroba barbearia ponto example". The look behind for
 * the @ comes after the spaces: tried at every character of a long dotted name, it would read the name back from each. */
const DOT_IN_ADDRESS =
  /(?<!\s)\s+(?<=@[a-z0-9-]+(?:\.[a-z0-9-]+)*\s+)(?:ponto|dot)\s+(?=[a-z]{2,})|(?<=[a-z0-9])(?:\s+(?:ponto|dot)\s+|\s*\.\s+|\s+\.\s*)(?=[a-z0-9._-]+\s{0,3}@)/g
/** "barra" spoken for a link's slash: "bit ly barra rafa", "ponto com barra agenda". */
const SPOKEN_SLASH = /(?<=[a-z0-9])\s+barra\s+(?=[a-z0-9])/g
/** A name's dots written with spaces, two to four of them ("ryan . fade . 21"): a sentence's full stop has no space before it. */
const SPACED_DOTS = /(?<![a-z0-9_.]|\.\s)[a-z0-9_]{1,30}(?:\s+\.\s+[a-z0-9_]{1,30}){2,4}(?![a-z0-9_]|\s*\.)/g
/** A symbol or emoji between a name and a common ending, as a dot: "fadeclubsp🔹com🔹br". */
const SYMBOL_DOT =
  /(?<=[a-z0-9])\s?(?:\p{So}|[*|~^])\s?(?=(?:com|net|org|br|pt)(?![a-z0-9])(.{0,12})|(?:app|site|online|shop|store|bio|link|barber)\s?\/\s?([a-z0-9]+))/gsu
/** Words that say a site is given: after them a name and any ending is one ("dominio: navalha ponto barber"). */
export const SITE_SAID = /(?<![a-z])(?:site|dominio|endereco do site|url|website|pagina web)(?![a-z])/
/** "é" alone says a name or number follows ("meu zap é fulano"); folded, it would read as "e", and. */
const LONE_E = /(?<![a-z])e(?![a-z])/g
/** "DDD 21 e o número 8765 4321": the words between an area code and its number go, so the digits read as one. */
const AFTER_AREA_CODE =
  /(?<=(?<![a-z])ddd\W{0,3}(?:eh\s+)?\d\s?\d)(?:\s*[,;:.-]?\s*(?:e|eh|o|a|meu|minha|numero|resto|cel|celular|telefone|tel|fone|telemovel)(?![a-z]))+\s*[:-]?\s*(?=\d)/g

/** Endings a chat writes after " ponto " so often that a word after them is needed to read them as words ("bate ponto com o gerente"). */
const COMMON_ENDINGS = new Set(['com', 'net', 'org', 'br', 'pt', 'io', 'me', 'app', 'site', 'online', 'bio', 'link', 'ly', 'ee', 'gl', 'gd'])

/** Whether what a folded span was read from is written in capitals ("XI", "BARBEIRO"). */
function inCapitals(folded: Folded, text: string, start: number, end: number): boolean {
  const written = text.slice(folded.from[start], folded.to[end - 1])
  return written === written.toUpperCase() && written !== written.toLowerCase()
}

/** "barbeariavintage ponto com br": a spoken ending and a country's after a name that is no word ("vou ponto com br" stays). */
const SPOKEN_ENDING_AND_COUNTRY = /(?<=(?<![a-z0-9-])([a-z0-9-]{2,63}))\s+(?:ponto|dot)\s+(com|net|org)\s+(?:(?:ponto|dot)\s+)?(?=(?:br|pt)(?![a-z0-9]))/g

/** A clause that goes on after a spoken ending ("ponto com o gerente"): the ending is a word there, not a domain's. */
const clauseGoesOn = (after: string) => /^[ \t]+[a-z]/.test(after) && !/^\s*(?:\.|ponto|dot|barra|\/)/.test(after) && !CLAUSE_CLOSER.test(after)
/** What closes a clause as a full stop would: "ponto pt e pronto", "ponto com e já", "ponto com, só isso". */
const CLAUSE_CLOSER = /^\s*,?\s*(?:e\s+(?:pronto|ja|mais\s+nada|eh\s+isso|e\s+isso)|so\s+isso)(?![a-z])/

/** Numbers disguised as no number: in another base, in Roman numerals, in keypad letters, with one letter between the digits, in words run together or with digits for letters, as sums to work out. */
function disguisedNumbers(source: Folded, text: string): Folded {
  let folded = rewrite(source, HEX_PREFIXED, (match) => String(parseInt(match[1], 16)))
  if (HEX_SAID.test(folded.text)) folded = rewrite(folded, HEX_BARE, (match) => String(parseInt(match[0], 16)))
  if (BINARY_SAID.test(folded.text)) folded = rewrite(folded, BINARY, (match) => String(parseInt(match[0], 2)))
  folded = rewrite(folded, ROMAN_SEQUENCE, (match) => {
    const numerals = match[0].split(/[^ivxlc]+/)
    if (!numerals.every((numeral) => ROMAN_NUMERAL.test(numeral)) || !inCapitals(folded, text, match.index, match.index + match[0].length)) return match[0]
    return match[0].replace(/[ivxlc]+/g, (numeral) => String(romanValue(numeral)))
  })
  if (KEYPAD_SAID.test(folded.text))
    folded = rewrite(folded, KEYPAD_WORD, (match) =>
      /\d/.test(folded.text[match.index - 1] ?? '') || inCapitals(folded, text, match.index, match.index + match[0].length)
        ? match[0].replace(/[a-z]/g, keypadDigit)
        : match[0],
    )
  // Not a letter drawn like a digit (9876O-432l): that one is read as its digit.
  folded = rewrite(folded, FILLER_LETTER, (match) => {
    const letters = new Set(match[0].match(/[a-z]/g))
    return letters.size === 1 && !/[oilszb]/.test(match[0].replace(/\d/g, '')) ? match[0].replace(/[a-z]/g, '') : match[0]
  })
  folded = rewrite(folded, DIGITS_BY_X, (match) => match[0].replace(/x/g, ' '))
  folded = rewrite(folded, LEET_WORD, (match) => {
    const word = match[0].replace(/\d/g, (digit) => LEET[digit] ?? digit)
    return word in NUMBER_VALUES ? word : match[0]
  })
  folded = rewrite(folded, GLUED_TO_DIGITS, (match) => {
    const parts = match[0].match(DIGIT_NAME_OR_DIGITS)!
    if (parts.filter((part) => part in PORTUGUESE_NUMBERS).length < 2) return match[0]
    return parts.map((part) => (part in PORTUGUESE_NUMBERS ? String(PORTUGUESE_NUMBERS[part]) : part)).join(' ')
  })
  return workedOut(rewrite(folded, RUN_TOGETHER, (match) => runTogetherDigits(match[0]) ?? match[0]))
}

export function readable(text: string, knowledge: ContactKnowledge): Folded {
  const { isTld, isWord, vocabulary } = knowledge
  const providers = new Set(vocabulary.mailProviders)
  let folded = fold(text)
  if (/[éÉ]/.test(text)) folded = rewrite(folded, LONE_E, (match) => (/[éÉ]/.test(text[folded.from[match.index]]) ? 'eh' : 'e'))
  folded = rewrite(folded, TRUNK_AND_CARRIER, () => '0')
  folded = rewrite(folded, PERCENT_ENCODED, (match) => (match[0] === '%40' ? '@' : '.'))
  folded = rewrite(folded, LEAVE_OUT_ASIDE, () => ' ')
  folded = disguisedNumbers(folded, text)
  folded = rewrite(folded, GENDER_AT, (match) => {
    const [whole, stem, plural] = match
    if (isWord(`${stem}o${plural}`) || isWord(`${stem}a${plural}`)) return `${stem}o${plural}`
    // "cliente@s": the plural of a word in e, which a gender's mark only pluralises.
    return plural && stem.endsWith('e') && isWord(`${stem}${plural}`) ? `${stem}${plural}` : whole
  })
  folded = rewrite(folded, TWO_NAMES, () => 'twitter')
  folded = rewrite(folded, LETTER_BY_LETTER, () => ' ')
  folded = rewrite(folded, MARK_IN_BRACKETS, (match) => JOIN_MARKS[match[1]] ?? '-')
  folded = rewrite(folded, DICTATED_AFTER_AT, (match) => {
    const name = dictatedName(match[1])
    // Words of a sentence after the sign ("arroba mais cara mais ..."): a name has a piece that is no word, or a mark.
    return /[._-]/.test(name) || match[1].split(DICTATED_SPLIT).some((piece) => !isWord(piece)) ? ` @${name}` : match[0]
  })
  folded = rewrite(folded, JOINED_SAID, () => '')
  folded = rewrite(folded, JOIN_IN_BRACKETS, (match) => `${match[1]}${JOIN_MARKS[match[3]] ?? ''}${match[2]}`)
  folded = rewrite(folded, SPOKEN_UNDERSCORE, () => '_')
  folded = rewrite(folded, LOW_DASH_SAID, (match) =>
    FUNCTION_WORDS.has(match[1]) || FUNCTION_WORDS.has(match[2]) || (isWord(match[1]) && isWord(match[2])) ? match[0] : `${match[1]}_${match[2]}`,
  )
  folded = rewrite(folded, CITY_AREA_CODE, (match) => `ddd ${CITY_AREA_CODES[match[1]]} `)
  folded = rewrite(folded, ENDING_APART, () => '')
  folded = rewrite(folded, ONE_BY_ONE_ADDRESS, (match) => (match[0].includes('@') ? match[0].replace(/[\s,|*-]/g, '') : match[0]))
  folded = rewrite(folded, COMMA_LETTERS, (match) => match[0].replace(/[^a-z]/g, ''))
  folded = rewrite(folded, SPACED_LETTERS, (match) => spacedLettersJoined(match[0]))
  folded = rewrite(folded, PROVIDER_APART, (match) => {
    const provider = (LETTER_NAMES[match[1]] ?? match[1]) + match[2]
    return ['gmail', 'hotmail', 'outlook', 'yahoo'].includes(provider) ? provider : match[0]
  })
  folded = rewrite(folded, gluedSpokenAddress(vocabulary.mailProviders), (match) => `@${match[1]}.${match[2]}${match[3] ? `.${match[3]}` : ''}`)
  folded = rewrite(folded, REPEATED_DIGIT, (match) =>
    Array(TIMES[match[2] as keyof typeof TIMES])
      .fill(match[1])
      .join(' '),
  )
  folded = rewrite(folded, SPOKEN_SEQUENCE, spokenSequence)
  const phoneSaid = PHONE_WORD.test(folded.text)
  folded = rewrite(folded, LOOKALIKE_DIGITS, (match) =>
    // A b is a hexadecimal digit too: among digits only, it stands for an 8 where the message speaks of a phone or
    // another group of digits stands right before it (an area code), not in a code standing alone.
    HEXADECIMAL_SHAPED.test(match[0]) && !phoneSaid && !DIGITS_BEFORE.test(match.input.slice(Math.max(0, match.index - 4), match.index))
      ? match[0]
      : match[0].replace(/[oilszb]/g, (letter) => DIGIT_DRAWN_AS[letter]),
  )
  folded = rewrite(folded, AFTER_AREA_CODE, () => ' ')
  folded = rewrite(folded, SPACED_DOTS, (match) => match[0].replace(/\s+/g, ''))
  folded = rewrite(folded, BRACKETED_DOT, () => '.')
  folded = rewrite(folded, SPOKEN_ENDING_AND_COUNTRY, (match) => (isWord(match[1]) ? match[0] : `.${match[2]}.`))
  const siteSaid = SITE_SAID.test(folded.text)
  folded = rewrite(folded, SPELLED_DOT, (match) => {
    const [whole, ending, after] = match
    // "serviços: 1. social 2. degradê": a numbered list's item, whose word may also be an ending (".social").
    if (whole.includes('.') && NUMBERED_ITEM.test(match.input.slice(Math.max(0, match.index - 4), match.index))) return whole
    const goesOn = clauseGoesOn(after)
    // After "site", "domínio": any ending, IANA's or not (".barber"), where the clause ends.
    if (!isTld(ending)) return siteSaid && !goesOn && /ponto|dot/.test(whole) ? '.' : whole
    // A spoken ending that is also a word ("ponto com o gerente", "ponto final") is a domain only at the end of its clause.
    if (goesOn && (COMMON_ENDINGS.has(ending) || isWord(ending))) return whole
    if (!COMMON_ENDINGS.has(ending) && isWord(ending) && !/\.\s*$/.test(whole) && goesOn) return whole
    return '.'
  })
  folded = rewrite(folded, SYMBOL_DOT, (match) => {
    const name = /[a-z0-9-]+$/.exec(match.input.slice(Math.max(0, match.index - 63), match.index))?.[0] ?? ''
    // After a provider's name ("gmail 🔵 com blz"), the ending is the address's, whatever follows.
    if (match[2] === undefined) return clauseGoesOn(match[1]) && !providers.has(name) ? match[0] : '.'
    // "navalha 🔸 app / bruno": an ending of the new kind before a path, where a site is spoken of or the name is no word.
    return (siteSaid || !isWord(name)) && !COMMON_ENDINGS.has(match[2]) && !SITE_SAID.test(match[2]) ? '.' : match[0]
  })
  folded = rewrite(folded, drawnA(vocabulary.mailProviders), (match) => {
    const letter = match.index + match[0].indexOf('a')
    return /^[aA]$/.test(text.slice(folded.from[letter], folded.to[letter])) ? match[0] : '@'
  })
  folded = rewrite(folded, COMMA_DOMAIN, (match) => {
    // "nome,com,br" always; "nome,com" where the name is no word ("tranquilo,com calma" is a sentence).
    const name = /[a-z0-9-]+$/.exec(match.input.slice(Math.max(0, match.index - 63), match.index))?.[0] ?? ''
    return match[2] || !isWord(name) ? `.${match[1]}${match[2] ? `.${match[2]}` : ''}` : match[0]
  })
  if (namesNetwork(folded.text, vocabulary.networks)) {
    folded = rewrite(folded, SPOKEN_DOT_IN_NAME, (match) => (FUNCTION_WORDS.has(match[1]) || FUNCTION_WORDS.has(match[2]) ? match[0] : '.'))
    folded = rewrite(folded, EMOJI_IN_NAME, (match) => (besideNetwork(match.input, match.index, vocabulary.networks) ? '.' : match[0]))
  }
  folded = rewrite(folded, SPACED_COUNTRY_DOMAIN, (match) => {
    // "com ponto br", "com.br" after a word of the language ("vou com ponto pt") are no site's ending; "com br" always was.
    const name = /[a-z0-9-]+$/.exec(match.input.slice(Math.max(0, match.index - 63), match.index))?.[0] ?? ''
    return /^\s+\S+\s+\S+$/.test(match[0]) || !isWord(name) ? `.${match[1]}.${match[2]}` : match[0]
  })
  folded = rewrite(folded, BRACKETED_AT, (match) => {
    const after = match.input.slice(match.index + match[0].length, match.index + match[0].length + 40)
    const addressAfter = /^[a-z0-9-]+(?:\.|\s+(?:ponto|dot)\s)/.test(after) || providers.has(/^[a-z0-9]+/.exec(after)?.[0] ?? '')
    return match.input[match.index - 1] === 'o' && GENDER_BRACKET.test(match[0]) && !addressAfter ? match[0] : '@'
  })
  folded = rewrite(folded, PROVIDER_BY_EAR, (match) => (providers.has(match[0]) || isWord(match[0]) ? match[0] : (heardAs(match[0]) ?? match[0])))
  folded = rewrite(folded, SPELLED_AT_WORD, (match) => {
    const before = WORD_BEFORE.exec(match.input.slice(Math.max(0, match.index - MAILBOX_REACH), match.index))
    const after = DOMAIN_AFTER.exec(match.input.slice(match.index + match[0].length, match.index + match[0].length + MAILBOX_REACH))
    // "fulano arroba gmail" is an address, "meu insta é arroba fulano" a handle: the words around tell.
    // A mailbox that is a word ("contato arroba barbearia ponto com") where it is a shop's usual box, or an address is asked for.
    const mailbox = before && (!isWord(before[1]) || ROLE_MAILBOXES.has(before[1]) || (after?.[2] && MAIL_SAID.test(match.input)))
    const address = mailbox && after && (providers.has(after[1]) || after[2])
    // "o preço da arroba subiu", "uma arroba de café": the weight, after an article and before a word.
    const noun = ARTICLE_BEFORE.test(match.input.slice(Math.max(0, match.index - 8), match.index)) && after && isWord(after[1]) && !after[2]
    return address ? '@' : noun ? match[0] : ' @ '
  })
  const spelledAt = new RegExp(String.raw`(?<!\s)\s+at\s+(?=(?:${[...providers].join('|')})\b|[a-z0-9-]+(?:\.|\s+(?:dot|ponto)\s+)[a-z])`, 'g')
  folded = rewrite(folded, spelledAt, () => '@')
  folded = rewrite(folded, PLUS_AT, () => '')
  folded = rewrite(folded, DOT_IN_ADDRESS, () => '.')
  // "wallacenobrega.gmail.com": a provider's own domain has no names before it but "www" and the like, so the dot is an at-sign.
  folded = rewrite(folded, dotForAt(vocabulary.mailProviders), (match) => {
    const label = /[a-z0-9_-]+$/.exec(match.input.slice(Math.max(0, match.index - 30), match.index))?.[0] ?? ''
    return ['www', 'mail', 'm', 'webmail', 'login', 'accounts'].includes(label) || match.input[match.index - label.length - 1] === '@' ? match[0] : '@'
  })
  // "thiago ponto navalha no gmail": a dot in the name of a mailbox whose provider is named after it.
  const beforeProvider = new RegExp(
    String.raw`(?<=[a-z0-9])\s+(?:ponto|dot)\s+(?=[a-z0-9_-]+\s+(?:no|na|do|da|pelo|pela|em)\s+(?:${[...providers].join('|')})(?![a-z]))`,
    'g',
  )
  folded = rewrite(folded, beforeProvider, () => '.')
  return rewrite(folded, SPOKEN_SLASH, () => '/')
}
