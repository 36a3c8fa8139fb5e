import type { FieldHook } from 'payload'
import { normalizeDocument, type DocumentKind } from '#domain/documents'

/** CPF and CNPJ arrive masked or not; they are stored as their bare characters (none: null, never ''). */
export const normalizeDocumentNumber =
  (kind: DocumentKind): FieldHook =>
  ({ value }) => {
    if (typeof value !== 'string') return value
    const normalized = normalizeDocument(kind, value)
    return normalized === '' ? null : normalized
  }
