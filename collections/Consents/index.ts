import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '#access/adminOrOwner'
import { nobody } from '#access/nobody'
import { LEGAL_DOCUMENTS, legalDocumentLabels } from '#domain/legal'
import { denyBulkWrites } from '#hooks/denyBulkWrites'

/**
 * Which version of the terms and of the privacy policy each person accepted, when, and from which
 * address (issue 25, decision 0034): the proof of consent LGPD art. 8 § 2 and GDPR art. 7(1) ask
 * for. Written only by the server (at sign-up, and by POST /api/me/consents), never through the
 * API; read by the person and by admins. Holds personal data (the account and an IP address).
 */
export const Consents: CollectionConfig = {
  slug: 'consents',
  labels: { singular: 'Aceite', plural: 'Aceites' },
  defaultSort: '-acceptedAt',
  access: { read: adminOrOwner, create: nobody, update: nobody, delete: nobody },
  indexes: [{ fields: ['user', 'document', 'version'], unique: true }],
  hooks: { beforeOperation: [denyBulkWrites] },
  fields: [
    { name: 'user', label: 'Conta', type: 'relationship', relationTo: 'users', required: true, index: true },
    {
      name: 'document',
      label: 'Documento',
      type: 'select',
      required: true,
      options: LEGAL_DOCUMENTS.map((value) => ({ value, label: legalDocumentLabels[value] })),
    },
    { name: 'version', label: 'Versão', type: 'number', required: true, min: 1 },
    { name: 'acceptedAt', label: 'Aceito em', type: 'date', required: true },
    { name: 'ipAddress', label: 'Endereço IP', type: 'text', maxLength: 64 },
  ],
}
