import type { TextFieldSingleValidation } from 'payload'
import { normalizePhone } from '../domain/contact'
import { genericMessages, profileMessages } from '../domain/messages'

export const validatePhoneNumber =
  ({ required = false } = {}): TextFieldSingleValidation =>
  (value) => {
    if (!value) return required ? genericMessages.required : true
    return normalizePhone(value) ? true : profileMessages.phoneInvalid
  }
