import type { FieldHook } from 'payload'
import { normalizePhone } from '../domain/contact'

/** Phones are stored in E.164; a value that is not a phone is kept as typed so validation can say so. */
export const normalizePhoneNumber: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  return normalizePhone(value) ?? value
}
