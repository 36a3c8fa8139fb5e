import type { TextFieldSingleValidation } from 'payload'
import { isValidCity } from '#domain/locations'
import { placeMessages } from '#domain/messages/profiles'
import { rowCountry } from '#utilities/rowCountry'

/** In Portugal the city is a concelho of the row's distrito; in Brazil any name (cities stay free text). */
export const validateCity: TextFieldSingleValidation = (value, { siblingData }) => {
  if (!value) return true
  const country = rowCountry(siblingData)
  const state = (siblingData as { state?: unknown })?.state
  return isValidCity(value, typeof state === 'string' ? state : '', country) ? true : placeMessages[country].city
}
