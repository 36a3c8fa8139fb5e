import type { TextFieldSingleValidation } from 'payload'
import { documentRules, isValidDocument, type DocumentKind } from '#domain/documents'
import type { Country } from '#domain/locations'
import { documentCountryMessages, documentMessages } from '#domain/messages/documents'
import { rowCountry } from '#utilities/rowCountry'

/**
 * A document of its kind, and of the profile's country: a Portuguese profile holds a NIF or NIPC,
 * never a CPF or CNPJ. `requiredIn` names the country whose profiles must have it.
 */
export const validateDocumentNumber =
  (kind: DocumentKind, { requiredIn }: { requiredIn?: Country } = {}): TextFieldSingleValidation =>
  (value, { siblingData }) => {
    const country = rowCountry(siblingData)
    if (!value) return requiredIn === country ? documentMessages[kind].required : true
    if (documentRules[kind].country !== country) return documentCountryMessages[kind]
    return isValidDocument(kind, value) ? true : documentMessages[kind].invalid
  }
