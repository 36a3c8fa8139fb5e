import type { TextFieldSingleValidation } from 'payload'
import { normalizeState, type Country } from '#domain/locations'
import { cepState, normalizePostalCode, postalCodeMessages } from '#domain/postalCodes'

/** A CEP in Brazil (and of the state given, when one is), a código postal in Portugal; optional. */
export const validatePostalCode: TextFieldSingleValidation = (value, { siblingData, data }) => {
  if (!value) return true
  const row = { ...(data as Record<string, unknown>), ...(siblingData as Record<string, unknown>) }
  const country: Country = row.country === 'PT' ? 'PT' : 'BR'
  if (!normalizePostalCode(value, country)) return postalCodeMessages.invalid[country]
  if (country === 'BR' && typeof row.state === 'string' && row.state) {
    const uf = cepState(value)
    if (uf && uf !== normalizeState(row.state, 'BR')) return postalCodeMessages.otherState(uf)
  }
  return true
}
