import type { RichTextFieldValidation } from 'payload'
import { checkRichText } from '#domain/richText'
import { genericMessages } from '#domain/messages/common'

export const validateRichText =
  ({ required = false } = {}): RichTextFieldValidation =>
  (value) => {
    if (value === null || value === undefined) return required ? genericMessages.required : true
    const result = checkRichText(value)
    return result.ok ? true : result.reason
  }
