import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { partiesOrAdmin } from '../access/partiesOrAdmin'
import { deleteDependents } from '../hooks/deleteDependents'
import { denyBulkWrites } from '../hooks/denyBulkWrites'

/** One conversation per barber–shop pair; opened by the system when a shop accepts an application. */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: { singular: 'Conversa', plural: 'Conversas' },
  defaultSort: '-lastMessageAt',
  access: {
    read: partiesOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeDelete: [
      deleteDependents([
        { collection: 'conversation-flags', field: 'conversation' },
        { collection: 'messages', field: 'conversation' },
      ]),
    ],
  },
  indexes: [{ fields: ['barber', 'barbershop'], unique: true }],
  fields: [
    { name: 'barber', label: 'Barbeiro', type: 'relationship', relationTo: 'barbers', required: true, index: true },
    { name: 'barbershop', label: 'Barbearia', type: 'relationship', relationTo: 'barbershops', required: true, index: true },
    { name: 'barberUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: 'Aberta' },
        { value: 'closed', label: 'Fechada' },
      ],
    },
    { name: 'lastMessageAt', label: 'Última mensagem', type: 'date', index: true },
  ],
}
