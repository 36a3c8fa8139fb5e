import type { CollectionConfig } from 'payload'
import { hasBarberRole } from '#access/hasBarberRole'
import { ownerOnly } from '#access/ownerOnly'
import { nobody } from '#access/nobody'
import { assignOwner } from '#hooks/assignOwner'
import { denyBulkWrites } from '#hooks/denyBulkWrites'

/** Jobs a barber keeps for later ("Salvar Vaga"): private to that barber. */
export const SavedJobs: CollectionConfig = {
  slug: 'saved-jobs',
  labels: { singular: 'Vaga salva', plural: 'Vagas salvas' },
  defaultSort: '-createdAt',
  access: {
    read: ownerOnly,
    create: hasBarberRole,
    update: nobody,
    delete: ownerOnly,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [assignOwner],
  },
  indexes: [{ fields: ['user', 'job'], unique: true }],
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'job', label: 'Vaga', type: 'relationship', relationTo: 'jobs', required: true },
  ],
}
