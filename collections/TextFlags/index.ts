import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { denyBulkWrites } from '#hooks/denyBulkWrites'

const recorded = { update: nobody }

/**
 * An author who saved public texts with contacts CONTACT_ATTEMPTS_FLAG_AT times within the window
 * (decision 0054), for moderation: the attempts it counted, each with the texts as written. The
 * profile stays as it is (its texts are already masked); admins review the flag by its status.
 */
export const TextFlags: CollectionConfig = {
  slug: 'text-flags',
  labels: { singular: 'Alerta de texto público', plural: 'Alertas de textos públicos' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: isAdmin, delete: isAdmin },
  hooks: { beforeOperation: [denyBulkWrites] },
  fields: [
    { name: 'user', label: 'Autor', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true, access: recorded },
    { name: 'attempts', label: 'Tentativas', type: 'relationship', relationTo: 'text-attempts', hasMany: true, maxDepth: 1, access: recorded },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: 'Aberto' },
        { value: 'reviewed', label: 'Revisado' },
        { value: 'dismissed', label: 'Descartado' },
      ],
    },
  ],
}
