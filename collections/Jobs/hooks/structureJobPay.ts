import { invalidFields } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import { maskContacts } from '#infra/contactMasking'
import { formatPay, isPayKind, NO_PAY, PAY_NOTE_MAX, parsePay, PAY_FIELDS, payMessages, payProblems, type Pay } from '#domain/pay'
import type { Job } from '#payload-types'
import { rowCountry } from '#utilities/rowCountry'
import { CHAIR_RENTAL, splitChairRental } from '#domain/rent'

const STRUCTURE = Object.values(PAY_FIELDS)

const numberOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : typeof value === 'number' ? value : Number.NaN)
/** Nothing, an empty text and a missing value are the same pay. */
const comparable = (value: unknown) => JSON.stringify(value === undefined || value === '' ? null : value)
const textOrNull = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/**
 * The spec's free-text salary as a structure, unless a contact is written in it ('R$ 2.500 · chama
 * no 11 96117-4512'): then the whole text is the note, for the contact policy to mask as written.
 * Read for amounts, the phone's digits became the pay ('R$ 17.934/mês') and what was left of the
 * number ('611745') no longer looked like a phone to the policy, so it was shown to everybody.
 */
function readSalary(written: string | null): Pay {
  const text = written?.replace(/\s+/g, ' ').trim()
  if (text && maskContacts(text).masked) return { ...NO_PAY, note: text.slice(0, PAY_NOTE_MAX) }
  return parsePay(written)
}

/**
 * A job's pay is stored as a structure (kind, range, commission, note; decision 0036). A write that
 * names any part of it is checked as the whole row will store it; a write of the spec's free-text
 * `salary` alone is read into the structure by `parsePay`, what it cannot read kept as the note.
 * Either way `salary` becomes the pay as the cards show it ('R$ 2.500 – R$ 3.000/mês'), so every
 * reader of the old column (e-mails, the console) shows the same words. Runs before the contact
 * policy, which then stores the note and the salary in their public form. On a chair rental the
 * free text's fixed amount becomes the rent instead (domain/rent.ts, decision 0066).
 */
export const structureJobPay: CollectionBeforeChangeHook<Job> = ({ data, originalDoc }) => {
  if (!data) return data
  const row = { ...originalDoc, ...data } as Record<string, unknown>
  // Payload hands a create every field (null when not sent), and a client may echo a whole record:
  // what counts is what this write changes.
  const stored = (originalDoc ?? {}) as Record<string, unknown>
  const changed = (field: string) => field in data && comparable((data as Record<string, unknown>)[field]) !== comparable(stored[field])
  const structured = STRUCTURE.some(changed)
  let pay: Pay
  if (structured) {
    const kind = row.payKind ?? null
    if (kind !== null && !isPayKind(kind)) throw invalidFields([{ path: 'payKind', message: payMessages.kindInvalid }])
    pay = { kind, min: numberOrNull(row.payMin), max: numberOrNull(row.payMax), commission: numberOrNull(row.payCommission), note: textOrNull(row.payNote) }
  } else if (changed('salary')) {
    pay = readSalary(typeof data.salary === 'string' ? data.salary : null)
    // A chair rental's free-text amount is the rent the barber pays (issue 40), unless the write names the rent itself.
    if (row.contractType === CHAIR_RENTAL && !('rent' in data && data.rent && (data.rent.amount != null || data.rent.period != null))) {
      const split = splitChairRental(pay)
      pay = split.pay
      if (split.rent.amount !== null) data.rent = split.rent
    }
  } else {
    return data
  }
  const problems = payProblems(pay).map(({ path, message }) => ({ path: structured ? path : 'salary', message }))
  if (problems.length) throw invalidFields(problems)
  const kept = pay.kind || pay.note ? pay : NO_PAY
  Object.assign(data, {
    payKind: kept.kind,
    payMin: kept.min,
    payMax: kept.max,
    payCommission: kept.commission,
    payNote: kept.note,
    salary: kept.kind || kept.note ? formatPay(kept, rowCountry(row)) : null,
  })
  return data
}
