import { isValidCnpj, isValidCpf, isValidNif } from '../documents'
import { BARRIER, JOINER } from './fold'
import type { ContactKnowledge } from './knowledge'
import type { Span } from './spans'

/**
 * Phones. Every run of digits (with what people put between them) is cut into candidate sequences,
 * and the numbering plans of Brazil and Portugal (libphonenumber-js on the server) say which are
 * numbers: a valid one is hidden whatever word precedes it; a run that is no number in either
 * country (a protocol, an order, a CEP, a price) stays. A local number (valid once an area code is
 * put before it) is hidden where a phone word, a network or a phone's layout says it is one.
 */

const NO_DIGIT_BEFORE = String.raw`(?<![\d.,])`
const NO_DIGIT_AFTER = String.raw`(?![.,/-]?\d)`
/** Numbers that read as something else, blanked first so that no run of digits crosses them. */
/** A sum: up to millions, grouped by thousands or not. Nine digits after a currency sign are a phone behind a $, not a price. */
const AMOUNT = String.raw`(?:\d{1,3}(?:[.,]\d{3})+|\d{1,7})(?:[.,]\d{1,2})?(?![\d.,]*\d)`
const NOT_A_PHONE = new RegExp(
  String.raw`(?:r\$|us\$|\$|€|eur(?![a-z]))\s?${AMOUNT}` + // R$ 2.500,00 · € 900
    String.raw`|(?<![\d.,])${AMOUNT}\s?(?:(?:reais|real|euros?|contos?|mil|k|pila)(?![a-z])|€(?:\s?${AMOUNT})?)` + // 2.500 reais · 30 mil · 5k · 900 €
    [
      String.raw`\d{1,3}(?:\.\d{3})+,\d{2}`, // 12.345.678,00
      String.raw`\d{1,3}(?:[.,]\d{1,2})?\s?(?:%|por\s?cento)`, // 50% · 12,5 por cento (eleven digits before a % are a phone)
      String.raw`\d{1,2}\s?(?:h|hs|hrs|horas?)(?![a-z])(?:\s?\d{2}(?!\d))?|\d{1,2}h\d{2}|\d{1,2}:\d{2}(?::\d{2})?`, // 9h · 18h30 · 09:00
      // A day and a month (not "77/43", the end of a number laid out with slashes), not after digits and a slash.
      String.raw`(?<!\d\/)(?:[0-2]?\d|3[01])\/(?:0?\d|1[0-2])(?:\/\d{2,4})?|(?<!\d\/)(?:0?\d|1[0-2])\/\d{4}`, // 12/03 · 12/03/2026 · 03/2026
      String.raw`(\d{1,2})([.-])(\d{1,2})\2\d{2,4}|\d{4}-\d{2}-\d{2}`, // 12-03-2026 · 12.03.26 · 2026-03-12
      String.raw`\d{2}\.?\d{3}-\d{3}|cep\D{0,3}\d{8}|\d{4}-\d{3}`, // CEP 01310-100 · 01.310-100 · código postal 4000-447
      String.raw`\d{3}\.\d{3}\.\d{3}-\d{2}|\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}`, // CPF · CNPJ, laid out as documents are
      String.raw`\d+,\d{1,2}`, // nota 4,8
      String.raw`\d{1,2}[°º]`, // 1º, 2ª (folded to °): an ordinal before a sum in a list
      String.raw`\d{5}\.\d{5}\s\d{5}\.\d{6}\s\d{5}\.\d{6}\s\d\s\d{14}`, // a boleto's line: 23790.12345 60000.123456 78000.987654 1 99990000015000
    ]
      .map((pattern) => `|${NO_DIGIT_BEFORE}(?:${pattern})${NO_DIGIT_AFTER}`)
      .join('') +
    // 2019-2023, but not the end of (11) 2000-1900
    String.raw`|(?<!\d[^\p{L}\p{N}]{0,3})(?:19|20)\d{2}\s?[-–/,]?\s?(?:19|20)\d{2}(?![^\p{L}\p{N}]{0,3}\d)`,
  'gu',
)
/**
 * Digits and what people put between them: spaces, dots, dashes, brackets, slashes, line breaks, emoji, or the
 * mark said in words ("81 ponto 99 ponto 612 ponto 3340", "912 traço 345 traço 678"); not sentence punctuation.
 */
const DIGIT_RUN = new RegExp(
  String.raw`(?:(?:\+|\b00)\s?)?\d+(?:(?:[^\p{L}\p{N}${BARRIER}${JOINER};:!?…]{1,3}|\s?(?:\.{2,3}|…)\s?|\s(?:ponto|traco|tracinho|hifen|barra)\s)\d+)*`,
  'gu',
)
const DIGITS = /\d+/g
/** Words around a number that make it a phone: "me liga", "zap", "telemóvel", 📞. */
export const PHONE_WORDS =
  /(?<![a-z])(?:tel|telefone|fone|cel|celular|whats[a-z]*|wpp|zap[a-z]*|liga|ligar|ligue|numero|contato|contacto|chama|chamar|sms|ddd|fixo|recado|telemovel|tlm|tlf|disca|discar)(?![a-z])|[☎📞📱]/gu
/** The same words but "número", which numbers a reference as well as a phone. */
export const PHONE_CALLED = new RegExp(PHONE_WORDS.source.replace('|numero|', '|'), 'u')
/** A document's name before its number: a number that passes the document's check digits there is that document. */
const DOCUMENT_WORD = /(?<![a-z])(cpf|cnpj|nif|nipc|contribuinte)(?![a-z])[^\d]{0,12}$/

export type Group = { start: number; end: number; digits: string }
export type DigitRun = {
  start: number
  end: number
  groups: Group[]
  international: boolean
  /** After a reference's name ("protocolo", "referência da encomenda", "contrato"): only a number valid as written is a phone there. */
  reference: boolean
  /** Led by a year ("2023/0457", "2019-0045-77"): a document's or a process's number of that year, unless valid as written. */
  yearLed: boolean
}

/**
 * What a code, an order or a contract is called before its number, in the same sentence: "protocolo 2026-1187-4432",
 * "referência da encomenda é 7781-2290", "o talão da assistência tem o número 226 118 09".
 */
const REFERENCE_WORD =
  /(?<![a-z])(?:protocolo|referencia|ref|encomenda|pedido|contrato|processo|ordem de servico|os|nf|nota fiscal|nota|fatura|boleto|codigo|cod|ticket|chamado|reserva|matricula|registro|inscricao|rastreio|rastreamento|senha|lote|serie|apolice|guia|cadastro|talao|recibo|comprovante|socio)(?![a-z])(?:[^\d]{0,16}|[^\d.!?;\n]{0,40})$/
/**
 * A mobile, with its area code (Brazil: a 9 after it) or Portugal's 9x, the country's code before or not: what a
 * reference's number is not by chance, so a mobile after a reference's name is still a phone.
 */
const MOBILE = /^(?:0?55)?[1-9]{2}9\d{8}$|^(?:0?0?351)?9[1-6]\d{7}$/

export const joined = (groups: Group[]) => groups.map((group) => group.digits).join('')

/** A year, then a slash ("2023/0457"), or then two groups more ("2019-0045-77"): how a licence, an enrolment or a process is numbered, not a phone. */
const YEAR = /^(?:19|20)\d{2}$/
function ledByYear(text: string, groups: Group[]): boolean {
  if (groups.length < 2 || !YEAR.test(groups[0].digits)) return false
  return text.slice(groups[0].end, groups[1].start).includes('/') || (groups.length >= 3 && groups.at(-1)!.digits.length !== 4)
}

/** A document written after its name ("CPF 123.456.789-09"): checked by its digits, not guessed from the word. */
function isDocument(text: string, start: number, digits: string): boolean {
  const word = DOCUMENT_WORD.exec(text.slice(Math.max(0, start - 30), start))?.[1]
  if (!word) return false
  if (word === 'cpf') return isValidCpf(digits)
  if (word === 'cnpj') return isValidCnpj(digits)
  return isValidNif(digits)
}

/** A sum or a share: what a phone's last group is dressed as ("11 98765-4321 reais", "91-000-0000€", "… 4321%"). */
const QUANTITY = /r\$|\$|€|eur|reais|real|euro|conto|mil|k|pila|%|por\s?cento/
/** Thousands grouped (20.000.000 €) or six digits and more in one block: a sum as written, read on its own. */
const WRITTEN_AS_A_SUM = /\d[.,]\d{3}(?!\d)|\d{6}/
/** Digits written just after, joined to the sum by what phones are laid out with ("R$ 910 000 000"). */
const DIGITS_GLUED_AFTER = /^(?:[\s./-]{1,3}\(?\d+\)?)+/
/** A currency sign just before digits, or a unit or share just after them: those digits are a sum of their own. */
const SUM_ENDS = /(?:r\$|\$|€|eur)\s?$/i
const SUM_STARTS = /^\s?(?:%|€|reais|real|euros?|contos?|mil|k(?![a-z])|pila|por\s?cento)/i
/** The cents of a sum: not part of a phone dressed as one. */
const CENTS = /[.,]\d{1,2}(?!\d)/
/** Digits written just before, joined to the sum by what phones are laid out with. */
const DIGITS_GLUED_BEFORE = /(?:\+\s?)?(?:\(?\d+\)?[\s./-]{1,3})+$/

/**
 * The runs of digits that may be phones. Sums, shares, times, dates, postal codes and documents are
 * blanked first, except a sum that, read with the digits glued before it, is a number
 * (`isNumber`): a phone does not become a price by putting 'reais' or a % after it.
 */
export function digitRuns(text: string, isNumber: (digits: string) => boolean = () => false): DigitRun[] {
  const blanked = text.replace(
    NOT_A_PHONE,
    (whole: string, day: string | undefined, separator: string | undefined, month: string | undefined, offset: number) => {
      if (separator && (Number(day) > 31 || Number(month) > 12 || Number(day) === 0 || Number(month) === 0)) return whole
      // "R$ 21.998.450.371", "€ 912.345.678": hundreds of millions nobody pays in this trade, whose ten digits and more make a number, are that number dressed as a sum.
      const units = (/\d(?:[\d.]*\d)?/.exec(whole)?.[0] ?? '').replace(/\D/g, '')
      if ((units.length >= 10 || (units.length === 9 && MOBILE.test(units))) && isNumber(units)) return whole
      if (QUANTITY.test(whole) && !WRITTEN_AS_A_SUM.test(whole)) {
        const glued = DIGITS_GLUED_BEFORE.exec(text.slice(Math.max(0, offset - 24), offset))?.[0] ?? ''
        const gluedAfter = DIGITS_GLUED_AFTER.exec(text.slice(offset + whole.length, offset + whole.length + 24))?.[0] ?? ''
        // Digits that are a sum of their own ("R$ 5479 18%", "20 30 reais") join nothing.
        const before = SUM_ENDS.test(text.slice(Math.max(0, offset - glued.length - 4), offset - glued.length)) ? '' : glued
        const afterEnd = offset + whole.length + gluedAfter.length
        const after = SUM_STARTS.test(text.slice(afterEnd, afterEnd + 12)) ? '' : gluedAfter
        const digits = (written: string) => written.replace(/\D/g, '')
        const amount = digits(whole.replace(CENTS, ''))
        const readings = [digits(before) + amount, amount + digits(after), digits(before) + amount + digits(after)]
        if (readings.some((reading) => reading.length > amount.length && isNumber(reading))) return whole
      }
      return BARRIER.repeat(whole.length)
    },
  )
  const runs: DigitRun[] = []
  for (const match of blanked.matchAll(DIGIT_RUN)) {
    const groups = [...match[0].matchAll(DIGITS)].map((group) => ({
      start: match.index + group.index,
      end: match.index + group.index + group[0].length,
      digits: group[0],
    }))
    if (isDocument(text, match.index, joined(groups))) continue
    const reference = REFERENCE_WORD.test(text.slice(Math.max(0, match.index - 60), match.index))
    runs.push({
      start: match.index,
      end: match.index + match[0].length,
      groups,
      international: /^(?:\+|00)/.test(match[0]),
      reference,
      yearLed: ledByYear(text, groups),
    })
  }
  return runs
}

/** Written the way phones are, ending in 4 + 4 or 5 + 4 digits, and not two round sums ("1500-2000"). */
function looksLikePhone(groups: Group[]): boolean {
  const [last, beforeLast] = [groups.at(-1)!.digits, groups.at(-2)?.digits ?? '']
  return last.length === 4 && (beforeLast.length === 4 || beforeLast.length === 5) && !(last.endsWith('00') && beforeLast.endsWith('00'))
}

/** Groups as a phone's are written (4 + 4 or 5 + 4 at the end, or groups of three: "213-456-789"), not one block nor "8877-6655-21". */
function laidOutAsPhone(groups: Group[]): boolean {
  return groups.length > 1 && (looksLikePhone(groups) || groups.every((group) => group.digits.length === 3))
}

/**
 * Four numbers or more of one to three digits, each greater than the one before: a price table
 * ("35 / 40 / 45 / 60 / 80"), free hours ("9 10 11 14 15"), days of a month. A number given in
 * pieces goes up so by chance once in dozens of times.
 */
function ascendingList(groups: Group[]): boolean {
  if (groups.length < 4 || groups.some((group) => group.digits.length > 3 || /^0\d/.test(group.digits))) return false
  return groups.every((group, index) => index === 0 || Number(group.digits) > Number(groups[index - 1].digits))
}

/** Whether these digits are a phone: valid as written, or local where a phone word or the layout says so. */
export function isPhone(knowledge: ContactKnowledge, digits: string, international: boolean, hinted: boolean): boolean {
  if (digits.length < 8 || digits.length > 15) return false
  const verdict = knowledge.phone(digits, international)
  return verdict === 'valid' || (verdict === 'local' && hinted)
}

/**
 * Phones inside each run: the longest valid sequence of groups from each start, then what is only
 * local. `disguised` tells whether digits were written in other characters (keycaps, words, other
 * scripts): nobody disguises an order number, so that counts as a phone's layout. After a reference's
 * name, digits in one block as a system prints them ("meu número de cadastro no sindicato é 1139847201") or
 * in groups no phone has ("9988-7765-43") are that reference's number even where a landline is valid so,
 * unless a phone is called so by another word than "número" (`phoneCalled`); laid out as a phone
 * ("matrícula: 213-456-789"), or a mobile, they stay a phone.
 */
export function findPhones(
  knowledge: ContactKnowledge,
  runs: DigitRun[],
  phoneWords: boolean,
  spans: Span[],
  disguised: (start: number, end: number) => boolean,
  phoneCalled: boolean,
): Set<Group> {
  const taken = new Set<Group>()
  for (const run of runs) {
    const { groups } = run
    if (ascendingList(groups)) continue
    for (const wanted of run.reference ? (['valid'] as const) : (['valid', 'local'] as const)) {
      for (let first = 0; first < groups.length; first++) {
        let last = -1
        // Grown one group at a time: a run of a thousand groups is read in steps of its length, not of its square.
        let digits = ''
        for (let end = first; end < groups.length && !taken.has(groups[end]); end++) {
          digits += groups[end].digits
          if (digits.length > 15) break
          const verdict = digits.length >= 8 ? knowledge.phone(digits, run.international && first === 0) : undefined
          // A local number's layout says "phone" only when it is the whole run: 2026-1187-4432 is a protocol.
          const whole = first === 0 && end === groups.length - 1
          const laidOut =
            whole && !run.yearLed && (looksLikePhone(groups) || groups.every((group) => group.digits.length === 1) || disguised(run.start, run.end))
          const referenceOnly = run.reference && !laidOutAsPhone(groups) && !phoneCalled && !MOBILE.test(digits)
          if (wanted === 'valid' ? verdict === 'valid' && !referenceOnly : verdict === 'local' && (phoneWords || laidOut)) last = end
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

/** A number written backwards ("1234 56789 11", "ao contrário: 12345678911"): valid read the other way, laid out or said so. */
export function findReversedPhones(knowledge: ContactKnowledge, text: string, runs: DigitRun[], taken: Set<Group>, spans: Span[]) {
  const said = REVERSED_WORDS.test(text)
  const areaCode = said ? AREA_CODE_SAID.exec(text)?.[1].replace(/\s/, '') : undefined
  for (const run of runs) {
    if (areaCode && joined(run.groups) === areaCode) continue
    if (run.groups.some((group) => taken.has(group)) || ((run.yearLed || run.reference) && !said)) continue
    const backwards = run.groups.map((group) => ({ ...group, digits: reversedDigits(group.digits) })).reverse()
    const digits = joined(backwards)
    // "de trás pra frente é 109876549 e o ddd 27": the area code said apart, forwards, goes before the number read backwards.
    const withArea = said && areaCode && digits.length >= 8 && knowledge.phone(areaCode + digits, false) === 'valid'
    if (withArea || (digits.length >= 9 && knowledge.phone(digits, false) === 'valid' && (said || (backwards.length > 1 && looksLikePhone(backwards))))) {
      run.groups.forEach((group) => taken.add(group))
      spans.push({ start: run.start, end: run.end, kind: 'phone' })
    }
  }
}

const AREA_CODE_SAID = /(?<![a-z])ddd\W{0,3}(?:eh\s+)?(\d\s?\d)(?!\d)/

/** An area code named as such ("DDD 11") goes with the number found beside it. */
export const AREA_CODE = /(?<![a-z])ddd\W{0,3}(?:eh\s+)?\d\s?\d(?!\d)/g
