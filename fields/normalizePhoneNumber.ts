import type { FieldHook } from 'payload'
import { normalizePhone } from '#domain/contact'
import { rowCountry } from '#utilities/rowCountry'

/**
 * Phones are stored in E.164, read in the row's country when typed without a code ('912 345 678'
 * is Portuguese only on a Portuguese profile); a value that is not a phone is kept as typed so
 * validation can say so.
 */
export const normalizePhoneNumber: FieldHook = ({ value, siblingData, originalDoc }) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  return normalizePhone(value, rowCountry(siblingData, originalDoc)) ?? value
}
