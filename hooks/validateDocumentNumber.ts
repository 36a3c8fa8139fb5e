import type { TextFieldSingleValidation } from 'payload'
import { isValidDocument, type DocumentKind } from '../domain/documents'
import { documentMessages } from '../domain/messages'

export const validateDocumentNumber =
  (kind: DocumentKind): TextFieldSingleValidation =>
  (value) => {
    if (!value) return documentMessages[kind].required
    return isValidDocument(kind, value) ? true : documentMessages[kind].invalid
  }
