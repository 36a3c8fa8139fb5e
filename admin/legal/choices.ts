import { LEGAL_DOCUMENTS, legalDocumentLabels } from '#domain/legal'

export const LEGAL_DOCUMENT_CHOICES = LEGAL_DOCUMENTS.map((id) => ({ id, name: legalDocumentLabels[id] }))
