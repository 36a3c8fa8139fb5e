import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/max'
import { supportedExtensions } from 'file-type'
import { LinkifyIt } from 'linkify-it'
import { createContactMasker, type MaskContacts } from '#domain/contactMasking'
import { DEFAULT_VOCABULARY, type ContactKnowledge, type PhoneVerdict, type Vocabulary } from '#domain/contactDetection/knowledge'

/**
 * The contact masking the server runs (chat, bios, descriptions, jobs, reviews, photo captions,
 * notifications), with what the field maintains (docs/decisions/0053-contact-detection-with-maintained-data.md):
 * libphonenumber-js's numbering plans for Brazil and Portugal (its 'max' metadata, which tells a valid
 * number from one that only has the right length), IANA's top-level domains as the `tlds` package
 * keeps them, linkify-it, and zxcvbn-ts's frequency lists of Portuguese and English words and
 * Brazilian first names. The browser gets none of it: the composer's preview is domain/contactPreview.ts.
 */

const require = createRequire(import.meta.url)
const foldWord = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()

const TOP_LEVEL_DOMAINS = new Set((require('tlds') as string[]).map((tld) => foldWord(tld)))

/** The endings of files file-type recognises (pdf, jpg, docx, mp4…), but those that are also top-level domains (zip, mov). */
const FILE_EXTENSIONS = new Set([...supportedExtensions].filter((extension) => !TOP_LEVEL_DOMAINS.has(extension)))

const COUNTRIES = new Set(['BR', 'PT'])

/**
 * The shapes a Brazilian or Portuguese number can have, checked before the numbering plans are asked
 * (each question costs tens of microseconds, and a run of digits is asked about many ways): with the
 * country code, national in Brazil (area code, with the trunk 0 and a carrier's code or not) or in
 * Portugal (nine digits), or local (eight or nine digits).
 */
const WITH_COUNTRY_CODE = /^(?:00)?(?:55\d{10,11}|351\d{9})$/
const NATIONAL = /^(?:0\d{0,2})?[1-9][1-9]\d{8,9}$|^[2-9]\d{8}$|^0[3589]00\d{6,7}$/
const LOCAL = /^[1-9]\d{7}$|^9\d{8}$/

function phoneVerdict(digits: string, international: boolean): PhoneVerdict {
  if (international || WITH_COUNTRY_CODE.test(digits)) {
    const parsed = parsePhoneNumberFromString(`+${digits.replace(/^00/, '')}`)
    // After a + (or 00) any country's valid number is a phone; without one, only Brazil's and Portugal's codes read as one.
    if (parsed?.isValid() && (international || (parsed.country && COUNTRIES.has(parsed.country)))) return 'valid'
    if (international) return undefined
  }
  if (NATIONAL.test(digits) && (isValidPhoneNumber(digits, 'BR') || isValidPhoneNumber(digits, 'PT'))) return 'valid'
  // Eight digits may be an old mobile or a landline without its area code: a phone only where words or the layout say so.
  if (LOCAL.test(digits)) return 'local'
  return undefined
}

/** How many of the most frequent words of each language are too common to be a name after "insta:" ("Instagram: posto todo dia"). */
const MOST_FREQUENT = 3000

/**
 * A set of words packed for memory: per length, the words sorted and joined in one string, searched
 * by halves. About 100,000 words take under 1 MiB so (a Set of them took about 6 MiB; the server's
 * memory after boot has a budget, docs/BENCHMARKS.md).
 */
function packedWords(words: Iterable<string>): (word: string) => boolean {
  const byLength = new Map<number, Set<string>>()
  for (const word of words) {
    if (!byLength.has(word.length)) byLength.set(word.length, new Set())
    byLength.get(word.length)!.add(word)
  }
  const packed = new Map([...byLength].map(([length, list]) => [length, [...list].sort().join('')]))
  return (word) => {
    const block = packed.get(word.length)
    if (!block) return false
    const size = word.length
    let low = 0
    let high = block.length / size - 1
    while (low <= high) {
      const middle = (low + high) >> 1
      const found = block.slice(middle * size, middle * size + size)
      if (found === word) return true
      if (found < word) low = middle + 1
      else high = middle - 1
    }
    return false
  }
}

/** The word lists, read once when first needed. */
function loadWords(): { all: (word: string) => boolean; frequent: Set<string> } {
  // Named one by one so that the dependency checker sees them.
  const lists = [
    require.resolve('@zxcvbn-ts/language-pt-br/src/commonWords.json'),
    require.resolve('@zxcvbn-ts/language-pt-br/src/wikipedia.json'),
    require.resolve('@zxcvbn-ts/language-pt-br/src/firstnames.json'),
    require.resolve('@zxcvbn-ts/language-en/src/commonWords.json'),
  ]
  const all: string[] = []
  const frequent = new Set<string>()
  for (const list of lists) {
    const words = JSON.parse(readFileSync(list, 'utf8')) as string[]
    for (const [rank, word] of words.entries()) {
      if (!/^[\p{L}'-]{2,}$/u.test(word)) continue
      const folded = /^[a-z]+$/.test(word) ? word : foldWord(word)
      all.push(folded)
      if (list.endsWith('commonWords.json') && rank < MOST_FREQUENT) frequent.add(folded)
    }
  }
  return { all: packedWords(all), frequent }
}

/** The same candidate sequences come back in every message that repeats them, and while a message is read again: kept, up to a bound. */
function remembered<T>(compute: (digits: string, international: boolean) => T, size = 2_000): (digits: string, international: boolean) => T {
  const memory = new Map<string, T>()
  return (digits, international) => {
    const key = international ? `+${digits}` : digits
    if (memory.has(key)) return memory.get(key)!
    if (memory.size >= size) memory.clear()
    const value = compute(digits, international)
    memory.set(key, value)
    return value
  }
}

let words: ReturnType<typeof loadWords> | undefined
const wordLists = () => (words ??= loadWords())

/** In the list, or its singular is ("barbeiros", "lavatórios"). */
const inListOrSingular = (has: (word: string) => boolean, token: string) =>
  has(token) || (token.endsWith('s') && has(token.slice(0, -1))) || (token.endsWith('es') && has(token.slice(0, -2)))

/** A diminutive ("direitinho", "rapidinho", "certinha"): the word it is made from. */
const DIMINUTIVE = /^([a-z]{3,}?)(?:z)?inh([oa])s?$/

/** A participle ("cadastrado", "vendida", "atendidos"): the lists hold the noun or the verb it is made from, not every form. */
const PARTICIPLE = /^([a-z]{3,})([ai])d[oa]s?$/

/** In the list, or its singular, the word its diminutive is made from or the verb or noun of its participle is ("escreve arroba direitinho"). */
function inList(has: (word: string) => boolean, token: string): boolean {
  if (inListOrSingular(has, token)) return true
  const participle = PARTICIPLE.exec(token)
  if (participle) {
    const [, stem, vowel] = participle
    const made = vowel === 'a' ? [`${stem}ar`, `${stem}o`] : [`${stem}er`, `${stem}ir`, `${stem}o`]
    if (made.some((word) => has(word))) return true
  }
  const diminutive = DIMINUTIVE.exec(token)
  return Boolean(diminutive) && [`${diminutive![1]}${diminutive![2]}`, `${diminutive![1]}o`, diminutive![1]].some((word) => word.length >= 4 && has(word))
}

function linkFinder(): ContactKnowledge['findLinks'] {
  const linkify = new LinkifyIt().set({ fuzzyEmail: false }).tlds([...TOP_LEVEL_DOMAINS], false)
  return (text) => (linkify.match(text) ?? []).filter((match) => match.schema !== 'mailto:').map((match) => ({ start: match.index, end: match.lastIndex }))
}

/** The server's knowledge; the bench builds it with a vocabulary rebuilt without a held-out family's entries. */
export function serverKnowledge(vocabulary: Vocabulary = DEFAULT_VOCABULARY): ContactKnowledge {
  return {
    phone: remembered(phoneVerdict),
    isTld: (label) => TOP_LEVEL_DOMAINS.has(label),
    isFileExtension: (label) => FILE_EXTENSIONS.has(label),
    isWord: (token) => inList(wordLists().all, token),
    isCommonWord: (token) => inList((word) => wordLists().frequent.has(word), token),
    findLinks: linkFinder(),
    vocabulary,
  }
}

/** Hides the contacts of a text (a chat message with its conversation's latest messages, or a text read alone). */
export const maskContacts: MaskContacts = createContactMasker(serverKnowledge())

/** A text as everybody but its author and admins reads it (decision 0029). */
export function publicText(original: string): string {
  return maskContacts(original).text
}

type StoredText = string | readonly string[] | null | undefined

/** The public form of a stored value: one text, a list of texts (specialties), or nothing. */
export function publicValue<T extends StoredText>(original: T): T {
  if (typeof original === 'string') return publicText(original) as T
  if (Array.isArray(original)) return original.map((text: string) => publicText(text)) as unknown as T
  return original
}
