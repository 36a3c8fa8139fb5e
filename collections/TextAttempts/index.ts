import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { denyBulkWrites } from '#hooks/denyBulkWrites'

/**
 * One save of a public text (a bio, a shop's description, a job, a review… every field of
 * domain/contactPolicy.ts) in which its author wrote something the policy hides: the texts as
 * written, for admins only (decision 0054). Written by hooks/recordTextAttempts.ts alone, in the
 * save's own transaction; counted to flag an author who keeps trying (collections/TextFlags).
 */
export const TextAttempts: CollectionConfig = {
  slug: 'text-attempts',
  labels: { singular: 'Tentativa de contato em texto público', plural: 'Tentativas de contato em textos públicos' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  hooks: { beforeOperation: [denyBulkWrites] },
  fields: [
    { name: 'user', label: 'Autor', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    /** The collection and the record the texts were saved in ('barbers', '12'). */
    { name: 'resource', label: 'Recurso', type: 'text', required: true },
    { name: 'recordId', label: 'Registro', type: 'text', required: true },
    /** `[{ field, text }]`: each text of the save that had something hidden, as its author wrote it. */
    { name: 'texts', label: 'Textos como escritos', type: 'json', required: true },
  ],
}
