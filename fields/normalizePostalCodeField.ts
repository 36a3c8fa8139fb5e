import type { FieldHook } from 'payload'
import { normalizePostalCode } from '#domain/postalCodes'
import { rowCountry } from '#utilities/rowCountry'

/** '01310100', '01310-100' and ' 01310 100 ' are stored as '01310-100'; a value that is no postal code stays as typed, to be refused. */
export const normalizePostalCodeField: FieldHook = ({ value, siblingData, originalDoc }) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  return normalizePostalCode(value, rowCountry(siblingData, originalDoc)) ?? value.trim()
}
