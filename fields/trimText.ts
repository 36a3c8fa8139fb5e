import type { FieldHook } from 'payload'

/** Surrounding spaces never count: "  Corte " is stored as "Corte"; an empty text becomes null. */
export const trimText: FieldHook = ({ value }) => {
  if (typeof value !== 'string') return value
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed
}
