import type { TextFieldSingleValidation } from 'payload'
import { isValidState, type Country } from '../domain/locations'
import { genericMessages, profileMessages } from '../domain/messages'

/** A Brazilian UF (2 letters) in Brazil, the district's name in Portugal. */
export const validateState =
  ({ required = false } = {}): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    if (!value) return required ? genericMessages.required : true
    const country = ((siblingData as { country?: Country })?.country ?? 'BR') as Country
    return isValidState(value, country) ? true : profileMessages.stateInvalid
  }
