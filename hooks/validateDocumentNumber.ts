import type { TextFieldSingleValidation } from 'payload'
import { isValidDocument, type DocumentKind } from '../domain/documents'
import { documentMessages } from '../domain/messages'

export const validateDocumentNumber =
  (kind: DocumentKind, { required = true } = {}): TextFieldSingleValidation =>
  (value) => {
    if (!value) return required ? documentMessages[kind].required : true
    return isValidDocument(kind, value) ? true : documentMessages[kind].invalid
  }
