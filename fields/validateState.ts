import type { TextFieldSingleValidation } from 'payload'
import { isValidState, type Country } from '#domain/locations'
import { genericMessages } from '#domain/messages/common'
import { placeMessages } from '#domain/messages/profiles'

/** A Brazilian UF (2 letters) in Brazil, a distrito or autonomous region in Portugal. */
export const validateState =
  ({ required = false } = {}): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    if (!value) return required ? genericMessages.required : true
    const country: Country = (siblingData as { country?: string })?.country === 'PT' ? 'PT' : 'BR'
    return isValidState(value, country) ? true : placeMessages[country].state
  }
