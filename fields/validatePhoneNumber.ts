import type { TextFieldSingleValidation } from 'payload'
import { normalizePhone } from '#domain/contact'
import { genericMessages } from '#domain/messages/common'
import { phoneInvalidMessages } from '#domain/messages/profiles'
import { rowCountry } from '#utilities/rowCountry'

export const validatePhoneNumber =
  ({ required = false } = {}): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    if (!value) return required ? genericMessages.required : true
    const country = rowCountry(siblingData)
    return normalizePhone(value, country) ? true : phoneInvalidMessages[country]
  }
