import type { CollectionConfig } from 'payload'
import { anyone } from '#access/anyone'
import { isAdminOrEditor } from '#access/isAdminOrEditor'
import { nobody } from '#access/nobody'
import { LEGAL_DOCUMENTS, legalDocumentLabels } from '#domain/legal'
import { validateRichText } from '#fields/validateRichText'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { numberLegalVersion } from './hooks/numberLegalVersion'
import { refreshPublicPagesAfterChange } from '#hooks/refreshPublicPages'

/**
 * The terms of use (/termos) and the privacy policy (/privacidade), one row per published version
 * (issue 25, decision 0034). Editors publish a version by creating it: the server numbers it (the
 * document's last version + 1) and dates it; the newest is the one in force. A published version
 * never changes and is never deleted, because people's consents name it: a correction is a new
 * version, and signed-in people are asked to accept it on their next visit. Every version is
 * public (a person may read what they accepted).
 */
export const LegalDocuments: CollectionConfig = {
  slug: 'legal-documents',
  labels: { singular: 'Documento legal', plural: 'Documentos legais' },
  defaultSort: '-publishedAt',
  access: { read: anyone, create: isAdminOrEditor, update: nobody, delete: nobody },
  indexes: [{ fields: ['document', 'version'], unique: true }],
  hooks: { beforeOperation: [denyBulkWrites], beforeChange: [numberLegalVersion], afterChange: [refreshPublicPagesAfterChange] },
  fields: [
    {
      name: 'document',
      label: 'Documento',
      type: 'select',
      required: true,
      options: LEGAL_DOCUMENTS.map((value) => ({ value, label: legalDocumentLabels[value] })),
    },
    // Set by numberLegalVersion on creation; whatever a client sends is replaced.
    { name: 'version', label: 'Versão', type: 'number', required: true, min: 1, access: { create: nobody, update: nobody } },
    { name: 'publishedAt', label: 'Publicado em', type: 'date', required: true, access: { create: nobody, update: nobody } },
    { name: 'body', label: 'Texto', type: 'richText', required: true, validate: validateRichText({ required: true }) },
    // What changed since the previous version, shown to signed-in people when they are asked to accept it.
    { name: 'changes', label: 'O que mudou', type: 'textarea', maxLength: 1500 },
  ],
}
