import { fold, rewrite, type Folded } from './fold'
import type { ContactKnowledge } from './knowledge'

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

/** Single letters with spaces or dots between them, spelled out to dodge a word: "w h a t s", "z.a.p" ("g m a i l . c o m" is two words). */
const SPACED_LETTERS = /(?<![a-z])[a-z](?:(?:[\s*_-]{1,3}|\.)[a-z](?![a-z])){2,}/g
/** Letters drawn like digits inside a number (11 9876O-432l, 9876S), or standing alone between digits (98765 l 4321). */
const LOOKALIKE_DIGITS = /\b(?=[0-9]*[oilszb])[0-9oilszb]*\d[0-9oilszb]*\b|(?<=\d[^\p{L}\p{N}]{1,2})[oil](?=[^\p{L}\p{N}]{1,2}\d|[^\p{L}\p{N}]*$)/gu
const DIGIT_DRAWN_AS: Record<string, string> = { o: '0', i: '1', l: '1', s: '5', z: '2', b: '8' }
/** [dot], (.), {ponto}: unambiguous wherever they stand. */
const BRACKETED_DOT = /(?<=[a-z0-9])\s*[[({<]\s*(?:\.|ponto|dot)\s*[\])}>]\s*(?=[a-z0-9])/g
/** " ponto ", " dot ", " . " before what may be a top-level domain: decided by `spelledDot`. */
const SPELLED_DOT = /(?<=[a-z0-9])(?:\s+(?:ponto|dot)\s+|\s*\.\s+|\s+\.\s*)(?=([a-z]{2,24})(?![a-z0-9-])(.{0,12}))/gs
/** "rafacortes com br", "site net pt": a second-level and a country ending, written apart. */
const SPACED_COUNTRY_DOMAIN = /(?<=[a-z0-9])\s+(com|net|org|edu|gov|art|blog)\s+(br|pt)(?![a-z0-9])/g
// Each pattern that starts with spaces starts at the first of them (`(?<!\s)`): tried again at every
// space of a long run, it would cost the square of the run.
const BRACKETED_AT = /(?<!\s)\s*[[({<]\s*(?:@|at|a|arroba)\s*[\])}>]\s*/g
const SPELLED_AT_WORD = /(?<!\s)\s*(?<![a-z])arroba(?![a-z])\s*/g
const WORD_BEFORE = /([a-z0-9._-]+)\s*$/
/** How far before "arroba" its mailbox's name is looked for: a mailbox has at most 64 characters (read from the whole text before, each "arroba" would cost the text's length). */
const MAILBOX_REACH = 80
const DOMAIN_AFTER = /^([a-z0-9-]+)(\s*\.|\s+(?:ponto|dot)\b)?/
/** Around an @, " ponto " is a dot whatever follows: "rafa ponto cortes arroba barbearia ponto example". */
const DOT_IN_ADDRESS =
  /(?<=@[a-z0-9-]+(?:\.[a-z0-9-]+)*)\s+(?:ponto|dot)\s+(?=[a-z]{2,})|(?<=[a-z0-9])(?:\s+(?:ponto|dot)\s+|\s*\.\s+|\s+\.\s*)(?=[a-z0-9._-]+\s{0,3}@)/g
/** "barra" spoken for a link's slash: "bit ly barra rafa", "ponto com barra agenda". */
const SPOKEN_SLASH = /(?<=[a-z0-9])\s+barra\s+(?=[a-z0-9])/g
/** "é" alone says a name or number follows ("meu zap é fulano"); folded, it would read as "e", and. */
const LONE_E = /(?<![a-z])e(?![a-z])/g
/** "DDD 21 e o número 8765 4321": the words between an area code and its number go, so the digits read as one. */
const AFTER_AREA_CODE =
  /(?<=(?<![a-z])ddd\W{0,3}(?:eh\s+)?\d\s?\d)(?:\s*[,;:.-]?\s*(?:e|eh|o|a|meu|minha|numero|resto|cel|celular|telefone|tel|fone|telemovel)(?![a-z]))+\s*[:-]?\s*(?=\d)/g

/** Endings a chat writes after " ponto " so often that a word after them is needed to read them as words ("bate ponto com o gerente"). */
const COMMON_ENDINGS = new Set(['com', 'net', 'org', 'br', 'pt', 'io', 'me', 'app', 'site', 'online', 'bio', 'link', 'ly', 'ee', 'gl', 'gd'])

export function readable(text: string, knowledge: ContactKnowledge): Folded {
  const { isTld, isWord, vocabulary } = knowledge
  const providers = new Set(vocabulary.mailProviders)
  let folded = fold(text)
  if (/[éÉ]/.test(text)) folded = rewrite(folded, LONE_E, (match) => (/[éÉ]/.test(text[folded.from[match.index]]) ? 'eh' : 'e'))
  folded = rewrite(folded, SPACED_LETTERS, (match) => match[0].replace(/[^a-z]/g, ''))
  folded = rewrite(folded, SPOKEN_SEQUENCE, spokenSequence)
  folded = rewrite(folded, LOOKALIKE_DIGITS, (match) => match[0].replace(/[oilszb]/g, (letter) => DIGIT_DRAWN_AS[letter]))
  folded = rewrite(folded, AFTER_AREA_CODE, () => ' ')
  folded = rewrite(folded, BRACKETED_DOT, () => '.')
  folded = rewrite(folded, SPELLED_DOT, (match) => {
    const [whole, ending, after] = match
    if (!isTld(ending)) return whole
    // A spoken ending that is also a word ("ponto com o gerente", "ponto final") is a domain only at the end of its clause.
    const clauseGoesOn = /^[ \t]+[a-z]/.test(after) && !/^\s*(?:\.|ponto|dot|barra|\/)/.test(after)
    if (clauseGoesOn && (COMMON_ENDINGS.has(ending) || isWord(ending))) return whole
    if (!COMMON_ENDINGS.has(ending) && isWord(ending) && !/\.\s*$/.test(whole) && clauseGoesOn) return whole
    return '.'
  })
  folded = rewrite(folded, SPACED_COUNTRY_DOMAIN, (match) => `.${match[1]}.${match[2]}`)
  folded = rewrite(folded, BRACKETED_AT, () => '@')
  folded = rewrite(folded, SPELLED_AT_WORD, (match) => {
    const before = WORD_BEFORE.exec(match.input.slice(Math.max(0, match.index - MAILBOX_REACH), match.index))
    const after = DOMAIN_AFTER.exec(match.input.slice(match.index + match[0].length, match.index + match[0].length + MAILBOX_REACH))
    // "fulano arroba gmail" is an address, "meu insta é arroba fulano" a handle: the words around tell.
    const address = before && !isWord(before[1]) && after && (providers.has(after[1]) || after[2])
    return address ? '@' : ' @'
  })
  const spelledAt = new RegExp(String.raw`(?<!\s)\s+at\s+(?=(?:${[...providers].join('|')})\b|[a-z0-9-]+(?:\.|\s+(?:dot|ponto)\s+)[a-z])`, 'g')
  folded = rewrite(folded, spelledAt, () => '@')
  folded = rewrite(folded, DOT_IN_ADDRESS, () => '.')
  return rewrite(folded, SPOKEN_SLASH, () => '/')
}
