import type { FieldHook } from 'payload'
import { cleanDisplayText } from '#domain/text'

/**
 * Names, titles and other one-line texts are stored as they display (domain/text.ts): on one
 * line, without invisible characters, trimmed. An empty text becomes null; in a list of texts
 * (specialties) an empty item is dropped.
 */
export const normalizeDisplayText: FieldHook = ({ value }) => {
  if (Array.isArray(value)) return value.map((item) => (typeof item === 'string' ? cleanDisplayText(item) : item)).filter((item) => item !== '')
  if (typeof value !== 'string') return value
  const text = cleanDisplayText(value)
  return text === '' ? null : text
}
