import type { FieldHook } from 'payload'
import { normalizeWebsite } from '#domain/contact'

export const normalizeWebsiteUrl: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  const url = normalizeWebsite(value)
  return url === '' ? null : (url ?? value)
}
