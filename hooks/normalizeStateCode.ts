import type { FieldHook } from 'payload'
import { normalizeState, type Country } from '../domain/locations'

export const normalizeStateCode: FieldHook = ({ value, siblingData }) => {
  if (typeof value !== 'string') return value
  if (value.trim() === '') return null
  return normalizeState(value, ((siblingData as { country?: Country })?.country ?? 'BR') as Country)
}
