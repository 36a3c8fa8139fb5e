import type { FieldHook } from 'payload'
import { normalizeCity } from '#domain/locations'
import { normalizeDisplayText } from './normalizeDisplayText'
import { rowCountry } from '#utilities/rowCountry'

/** A city as typed in Brazil; in Portugal the concelho's official name within its distrito ('vila nova de gaia' is 'Vila Nova de Gaia'). */
export const normalizeCityName: FieldHook = (args) => {
  const value = normalizeDisplayText(args)
  if (typeof value !== 'string' || value === '') return value
  const country = rowCountry(args.siblingData, args.originalDoc)
  const state = (args.siblingData as { state?: unknown })?.state ?? (args.originalDoc as { state?: unknown } | undefined)?.state
  return typeof state === 'string' ? normalizeCity(value, state, country) : value
}
