/**
 * Brazilian tax documents: CPF (people) and CNPJ (companies).
 *
 * CPF: 11 digits, two mod-11 check digits.
 * CNPJ: 14 characters, two mod-11 check digits. Since July 2026 the Receita Federal also
 * issues alphanumeric CNPJs (IN RFB 2.229/2024): the first 12 characters may be A–Z or 0–9,
 * each valued as its ASCII code minus 48; the last two are still numeric check digits,
 * computed with the same weights. Numeric CNPJs are the special case of that rule.
 */

export type DocumentKind = 'cpf' | 'cnpj'

export const CPF_LENGTH = 11
export const CNPJ_LENGTH = 14
export const CPF_MASK_LENGTH = 14 // 000.000.000-00
export const CNPJ_MASK_LENGTH = 18 // 00.000.000/0000-00

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

export function normalizeDocument(kind: DocumentKind, input: string): string {
  return kind === 'cpf' ? normalizeCpf(input) : normalizeCnpj(input)
}

function mod11CheckDigit(values: number[], weights: number[]): number {
  let sum = 0
  for (let i = 0; i < weights.length; i++) sum += values[i] * weights[i]
  const remainder = sum % 11
  return remainder < 2 ? 0 : 11 - remainder
}

const cpfWeights = (length: number) => Array.from({ length }, (_, i) => length + 1 - i)

function allSameCharacter(value: string): boolean {
  return /^(.)\1*$/.test(value)
}

/** CPF check digits for the first nine digits. */
export function cpfCheckDigits(base: string): string {
  const values = [...base].map(Number)
  const first = mod11CheckDigit(values, cpfWeights(9))
  const second = mod11CheckDigit([...values, first], cpfWeights(10))
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

export function isValidDocument(kind: DocumentKind, input: string): boolean {
  return kind === 'cpf' ? isValidCpf(input) : isValidCnpj(input)
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

export function maskDocument(kind: DocumentKind, input: string): string {
  return kind === 'cpf' ? maskCpf(input) : maskCnpj(input)
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
