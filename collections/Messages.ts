import type { CollectionConfig } from 'payload'
import { isAdmin } from '../access/isAdmin'
import { partiesOrAdmin } from '../access/partiesOrAdmin'
import { denyBulkWrites } from '../hooks/denyBulkWrites'

/** Chat messages. Outside contacts are masked before a hire; the original is kept for admins only. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Mensagem', plural: 'Mensagens' },
  defaultSort: 'createdAt',
  access: {
    read: partiesOrAdmin,
    create: isAdmin,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [denyBulkWrites] },
  indexes: [{ fields: ['conversation', 'createdAt'] }],
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'sender', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true },
    { name: 'barberUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'body', label: 'Mensagem', type: 'textarea', required: true, maxLength: 4000 },
    { name: 'originalBody', type: 'textarea', access: { read: isAdmin } },
    { name: 'masked', type: 'checkbox', defaultValue: false },
    { name: 'readAt', type: 'date' },
  ],
}
