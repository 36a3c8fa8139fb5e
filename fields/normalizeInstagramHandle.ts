import type { FieldHook } from 'payload'
import { normalizeInstagram } from '#domain/contact'

export const normalizeInstagramHandle: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  const handle = normalizeInstagram(value)
  return handle === '' ? null : (handle ?? value)
}
