import type { FieldHook } from 'payload'
import { normalizeState } from '#domain/locations'
import { rowCountry } from '#utilities/rowCountry'

export const normalizeStateCode: FieldHook = ({ value, siblingData, originalDoc }) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  return normalizeState(value, rowCountry(siblingData, originalDoc))
}
