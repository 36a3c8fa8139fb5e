import type { CollectionBeforeChangeHook } from 'payload'
import { invalidFields } from '#domain/errors'
import { isRentPeriod, rentProblems, type Rent } from '#domain/rent'
import type { Job } from '#payload-types'

const amountOrNull = (value: unknown) => (value === null || value === undefined || value === '' ? null : typeof value === 'number' ? value : Number.NaN)

/**
 * A job's rent (issue 40, decision 0066) checked as the row will store it: only a 'Aluguel de
 * cadeira' job has one, with a positive, bounded amount in cents and a period. A job that stops
 * being a chair rental must drop its rent in the same write, so no rent is left behind unseen.
 */
export const checkChairRent: CollectionBeforeChangeHook<Job> = ({ data, originalDoc }) => {
  if (!data) return data
  const given = (data as { rent?: Partial<Record<keyof Rent, unknown>> | null }).rent
  const stored = originalDoc?.rent
  // A write naming part of the rent keeps the stored rest, as Payload stores a group.
  const source = given === null ? null : { ...stored, ...given }
  const period = source?.period ?? null
  const rent = { amount: amountOrNull(source?.amount), period: period === null || isRentPeriod(period) ? period : ('invalid' as never) }
  const contractType = data.contractType ?? originalDoc?.contractType ?? null
  const problems = rentProblems(rent, contractType)
  if (problems.length) throw invalidFields(problems)
  return data
}
