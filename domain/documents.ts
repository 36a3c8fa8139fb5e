/**
 * Tax documents, one rule per kind, shared by the server and the forms.
 *
 * Brazil: CPF (people) and CNPJ (companies).
 * CPF: 11 digits, two mod-11 check digits.
 * CNPJ: 14 characters, two mod-11 check digits. Since July 2026 the Receita Federal also
 * issues alphanumeric CNPJs (IN RFB 2.229/2024): the first 12 characters may be A–Z or 0–9,
 * each valued as its ASCII code minus 48; the last two are still numeric check digits,
 * computed with the same weights. Numeric CNPJs are the special case of that rule.
 *
 * Portugal: NIF (people) and NIPC (companies), both 9 digits with one mod-11 check digit; the
 * first digits say who holds the number (docs/decisions/0020-portugal-documents-places-prices.md).
 */

import type { Country } from './locations'
import type { UserType } from './roles'

export const DOCUMENT_KINDS = ['cpf', 'cnpj', 'nif', 'nipc'] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

export const CPF_LENGTH = 11
export const CNPJ_LENGTH = 14
export const CPF_MASK_LENGTH = 14 // 000.000.000-00
export const CNPJ_MASK_LENGTH = 18 // 00.000.000/0000-00
export const NIF_LENGTH = 9
export const NIPC_LENGTH = 9
export const NIF_MASK_LENGTH = 11 // 000 000 000
export const NIPC_MASK_LENGTH = 11 // 000 000 000

const CNPJ_FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
const CNPJ_SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]

/** Keeps only the digits: how a CPF is stored. */
export function normalizeCpf(input: string): string {
  return input.replace(/\D/g, '')
}

/** Keeps only letters and digits, upper-cased: how a CNPJ (numeric or alphanumeric) is stored. */
export function normalizeCnpj(input: string): string {
  return input.replace(/[^0-9a-z]/gi, '').toUpperCase()
}

function mod11CheckDigit(values: number[], weights: number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += values[i] * weights[i]
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

/** length + 1 down to 2: the CPF's weights, and the NIF's for its eight digits. */
const descendingWeights = (length: number) => Array.from({ length }, (_, i) => length + 1 - i)

function allSameCharacter(value: string): boolean {
  return /^(.)\1*$/.test(value)
}

/** CPF check digits for the first nine digits. */
export function cpfCheckDigits(base: string): string {
  const values = [...base].map(Number)
  const first = mod11CheckDigit(values, descendingWeights(9))
  const second = mod11CheckDigit([...values, first], descendingWeights(10))
  return `${first}${second}`
}

export function isValidCpf(input: string): boolean {
  // Anything outside digits and the mask's punctuation is not a CPF at all.
  if (/[^0-9.\-\s]/.test(input)) return false
  const cpf = normalizeCpf(input)
  if (cpf.length !== CPF_LENGTH || allSameCharacter(cpf)) return false
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9))
}

const cnpjCharValue = (char: string) => char.charCodeAt(0) - 48

/** CNPJ check digits for the first twelve characters (digits or A–Z). */
export function cnpjCheckDigits(base: string): string {
  const values = [...base.toUpperCase()].map(cnpjCharValue)
  const first = mod11CheckDigit(values, CNPJ_FIRST_WEIGHTS)
  const second = mod11CheckDigit([...values, first], CNPJ_SECOND_WEIGHTS)
  return `${first}${second}`
}

export function isValidCnpj(input: string): boolean {
  // Anything outside letters, digits and the mask's punctuation is not a CNPJ at all.
  if (/[^0-9a-z.\-/\s]/i.test(input)) return false
  const cnpj = normalizeCnpj(input)
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || allSameCharacter(cnpj)) return false
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12))
}

/** Masks a CPF as the user types: 000.000.000-00 (extra characters are dropped). */
export function maskCpf(input: string): string {
  const d = normalizeCpf(input).slice(0, CPF_LENGTH)
  if (d.length <= 3) return d
  if (d.length <= 6) return `${d.slice(0, 3)}.${d.slice(3)}`
  if (d.length <= 9) return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)}`
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`
}

/**
 * Masks a CNPJ as the user types: 00.000.000/0000-00. Letters are accepted in the first twelve
 * positions (alphanumeric CNPJ); the two check digits are always numeric.
 */
export function maskCnpj(input: string): string {
  let chars = ''
  for (const char of normalizeCnpj(input)) {
    if (chars.length >= CNPJ_LENGTH) break
    if (chars.length >= 12 && !/\d/.test(char)) continue
    chars += char
  }
  const parts = [chars.slice(0, 2), chars.slice(2, 5), chars.slice(5, 8), chars.slice(8, 12), chars.slice(12, 14)]
  let masked = parts[0]
  if (parts[1]) masked += `.${parts[1]}`
  if (parts[2]) masked += `.${parts[2]}`
  if (parts[3]) masked += `/${parts[3]}`
  if (parts[4]) masked += `-${parts[4]}`
  return masked
}

/**
 * First digits the Autoridade Tributária gives natural persons: 1 and 2, 3 since June 2019, and 45
 * for non-residents whose only Portuguese income is taxed at source. Decreto-Lei 14/2013 reserves
 * 1 to 4 for people, but no 4x range other than 45 has been issued, so any other is refused.
 */
export const NIF_PREFIXES = ['1', '2', '3', '45'] as const
export type NifPrefix = (typeof NIF_PREFIXES)[number]

/**
 * First digits of every holder that is not a natural person: 5 companies and other legal persons
 * in the RNPC, 6 public administration, 70/74/75 undivided estates, 71 non-resident entities taxed
 * at source, 72 investment funds, 77 numbers the AT assigns ex officio, 78 non-residents claiming
 * a VAT refund, 79 Expo 98, 90/91 condominiums, irregular companies and estates of sole traders,
 * 98 non-residents without a permanent establishment, 99 civil partnerships without legal
 * personality. 8 was the sole traders' range: it is no longer issued nor accepted by the AT.
 */
export const NIPC_PREFIXES = ['5', '6', '70', '71', '72', '74', '75', '77', '78', '79', '90', '91', '98', '99'] as const
export type NipcPrefix = (typeof NIPC_PREFIXES)[number]

/** Keeps only the digits: how a NIF is stored (the PT of its EU VAT form goes too). */
export function normalizeNif(input: string): string {
  return input.replace(/\D/g, '')
}

/** Keeps only the digits: how a NIPC is stored (the PT of its EU VAT form goes too). */
export function normalizeNipc(input: string): string {
  return normalizeNif(input)
}

/** The check digit of a NIF or NIPC for its first eight digits (weights 9 to 2, mod 11). */
export function nifCheckDigit(base: string): string {
  return String(mod11CheckDigit([...base].map(Number), descendingWeights(8)))
}

function isValidPortugueseTaxNumber(input: string, prefixes: readonly string[]): boolean {
  // Digits, the mask's punctuation and the PT in front of an EU VAT number; anything else is not one.
  if (!/^\s*(PT)?[0-9.\-\s]*$/i.test(input)) return false
  const digits = normalizeNif(input)
  if (digits.length !== NIF_LENGTH || allSameCharacter(digits)) return false
  if (!prefixes.some((prefix) => digits.startsWith(prefix))) return false
  return digits[8] === nifCheckDigit(digits.slice(0, 8))
}

/** A natural person's NIF: right length, a person's first digits, the check digit. */
export function isValidNif(input: string): boolean {
  return isValidPortugueseTaxNumber(input, NIF_PREFIXES)
}

/** A legal person's NIPC: right length, a non-person's first digits, the check digit. */
export function isValidNipc(input: string): boolean {
  return isValidPortugueseTaxNumber(input, NIPC_PREFIXES)
}

/** Masks a NIF as the user types: 000 000 000 (extra characters are dropped). */
export function maskNif(input: string): string {
  return normalizeNif(input)
    .slice(0, NIF_LENGTH)
    .replace(/(\d{3})(?=\d)/g, '$1 ')
}

/** Masks a NIPC as the user types: 000 000 000 (extra characters are dropped). */
export function maskNipc(input: string): string {
  return maskNif(input)
}

/** A source of integers in [0, max): Math.random by default, a seeded generator in seeds and tests. */
export type RandomInt = (max: number) => number
const defaultRandomInt: RandomInt = (max) => Math.floor(Math.random() * max)

/** A random valid CPF (digits only). Used for demo data and tests: never a real person's on purpose. */
export function generateCpf(randomInt: RandomInt = defaultRandomInt): string {
  let base: string
  do {
    base = Array.from({ length: 9 }, () => randomInt(10)).join('')
  } while (allSameCharacter(base))
  return base + cpfCheckDigits(base)
}

const CNPJ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

/** A random valid CNPJ; `alphanumeric` draws the first twelve characters from A–Z and 0–9. */
export function generateCnpj(randomInt: RandomInt = defaultRandomInt, options: { alphanumeric?: boolean } = {}): string {
  const alphabet = options.alphanumeric ? CNPJ_ALPHABET : CNPJ_ALPHABET.slice(0, 10)
  let base: string
  do {
    // Root (8) + branch 0001 keeps numeric demo CNPJs looking like a company's headquarters.
    const root = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('')
    base = root + (options.alphanumeric ? Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('') : '0001')
  } while (allSameCharacter(base))
  return base + cnpjCheckDigits(base)
}

function portugueseTaxNumber(prefix: string, randomInt: RandomInt): string {
  // No redraw for all-same digits: eight equal digits get check digit 0, so only 000 000 000 could
  // come out, and no prefix starts with 0.
  const base = prefix + Array.from({ length: 8 - prefix.length }, () => randomInt(10)).join('')
  return base + nifCheckDigit(base)
}

/** A random valid NIF (digits only), in any person's range unless `prefix` picks one. For demo data and tests. */
export function generateNif(randomInt: RandomInt = defaultRandomInt, options: { prefix?: NifPrefix } = {}): string {
  return portugueseTaxNumber(options.prefix ?? NIF_PREFIXES[randomInt(NIF_PREFIXES.length)], randomInt)
}

/** A random valid NIPC (digits only), a company's (5) unless `prefix` picks another range. For demo data and tests. */
export function generateNipc(randomInt: RandomInt = defaultRandomInt, options: { prefix?: NipcPrefix } = {}): string {
  return portugueseTaxNumber(options.prefix ?? '5', randomInt)
}

export type DocumentLabel = 'CPF' | 'CNPJ' | 'NIF' | 'NIPC'

/** Everything a form needs to ask for a document, and the rule the server holds it to. */
export type DocumentRule = {
  label: DocumentLabel
  country: Country
  /** Characters once stored (normalized). */
  length: number
  /** Characters once masked: the input's maxLength. */
  maskLength: number
  placeholder: string
  inputMode: 'numeric' | 'text'
  normalize: (input: string) => string
  isValid: (input: string) => boolean
  mask: (input: string) => string
}

export const documentRules: Record<DocumentKind, DocumentRule> = {
  cpf: {
    label: 'CPF',
    country: 'BR',
    length: CPF_LENGTH,
    maskLength: CPF_MASK_LENGTH,
    placeholder: '000.000.000-00',
    inputMode: 'numeric',
    normalize: normalizeCpf,
    isValid: isValidCpf,
    mask: maskCpf,
  },
  cnpj: {
    label: 'CNPJ',
    country: 'BR',
    length: CNPJ_LENGTH,
    maskLength: CNPJ_MASK_LENGTH,
    placeholder: '00.000.000/0000-00',
    // Alphanumeric CNPJs have letters.
    inputMode: 'text',
    normalize: normalizeCnpj,
    isValid: isValidCnpj,
    mask: maskCnpj,
  },
  nif: {
    label: 'NIF',
    country: 'PT',
    length: NIF_LENGTH,
    maskLength: NIF_MASK_LENGTH,
    placeholder: '000 000 000',
    inputMode: 'numeric',
    normalize: normalizeNif,
    isValid: isValidNif,
    mask: maskNif,
  },
  nipc: {
    label: 'NIPC',
    country: 'PT',
    length: NIPC_LENGTH,
    maskLength: NIPC_MASK_LENGTH,
    placeholder: '000 000 000',
    inputMode: 'numeric',
    normalize: normalizeNipc,
    isValid: isValidNipc,
    mask: maskNipc,
  },
}

export function normalizeDocument(kind: DocumentKind, input: string): string {
  return documentRules[kind].normalize(input)
}

export function isValidDocument(kind: DocumentKind, input: string): boolean {
  return documentRules[kind].isValid(input)
}

export function maskDocument(kind: DocumentKind, input: string): string {
  return documentRules[kind].mask(input)
}

const documentByCountry: Record<Country, Record<UserType, DocumentKind>> = {
  BR: { barber: 'cpf', barbershop: 'cnpj' },
  PT: { barber: 'nif', barbershop: 'nipc' },
}

/** The document an account gives: a person's for a barber, a company's for a shop, of the account's country. */
export function documentKindFor(userType: UserType, country: Country = 'BR'): DocumentKind {
  return documentByCountry[country][userType]
}

/**
 * The documents a profile may hold, one per country: a barber's CPF or NIF, a shop's CNPJ or NIPC.
 * Each has its own column (unique, so unique within its country); the profile's country says which
 * one it must have.
 */
/** Whether a field name is one of the document columns (cpf, cnpj, nif, nipc). */
export const isDocumentKind = (name: string): name is DocumentKind => (DOCUMENT_KINDS as readonly string[]).includes(name)

export const profileDocumentKinds: Record<UserType, readonly DocumentKind[]> = {
  barber: ['cpf', 'nif'],
  barbershop: ['cnpj', 'nipc'],
}

/** The document a profile holds, whichever of its country's kinds, or null when it has none yet. */
export function profileDocument(
  userType: UserType,
  profile: Partial<Record<DocumentKind, string | null>> | null | undefined,
): { kind: DocumentKind; value: string } | null {
  for (const kind of profileDocumentKinds[userType]) {
    const value = profile?.[kind]
    if (value) return { kind, value }
  }
  return null
}
