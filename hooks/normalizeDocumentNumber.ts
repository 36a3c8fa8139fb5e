import type { FieldHook } from 'payload'
import { normalizeDocument, type DocumentKind } from '../domain/documents'

/** CPF and CNPJ arrive masked or not; they are stored as their bare characters. */
export const normalizeDocumentNumber =
  (kind: DocumentKind): FieldHook =>
  ({ value }) =>
    typeof value === 'string' ? normalizeDocument(kind, value) : value
