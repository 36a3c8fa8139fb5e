import { genericMessages } from '#domain/messages/common'

/** Length rules with the spec's own wording instead of the library's default text. */
export const validateLength =
  ({ min, max, tooShort, tooLong, required = true }: { min?: number; max?: number; tooShort?: string; tooLong?: string; required?: boolean }) =>
  (value: string | null | undefined): string | true => {
    const text = typeof value === 'string' ? value.trim() : ''
    if (!text) return required ? (tooShort ?? genericMessages.required) : true
    if (min !== undefined && text.length < min) return tooShort ?? `Use pelo menos ${min} caracteres.`
    if (max !== undefined && text.length > max) return tooLong ?? `Use no máximo ${max} caracteres.`
    return true
  }
