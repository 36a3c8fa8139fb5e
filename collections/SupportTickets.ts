import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '../access/adminOrOwner'
import { isAdmin } from '../access/isAdmin'
import { isAuthenticated } from '../access/isAuthenticated'
import { assignOwner } from '../hooks/assignOwner'
import { denyBulkWrites } from '../hooks/denyBulkWrites'
import { normalizeDisplayText } from '../hooks/normalizeDisplayText'
import { trimText } from '../hooks/trimText'

/** Support requests: the author sees its own, admins answer all. */
export const SupportTickets: CollectionConfig = {
  slug: 'support-tickets',
  labels: { singular: 'Chamado de suporte', plural: 'Chamados de suporte' },
  admin: { useAsTitle: 'subject' },
  defaultSort: '-createdAt',
  access: {
    read: adminOrOwner,
    create: isAuthenticated,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [assignOwner],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'subject', label: 'Assunto', type: 'text', required: true, maxLength: 140, hooks: { beforeValidate: [normalizeDisplayText] } },
    { name: 'message', label: 'Mensagem', type: 'textarea', required: true, maxLength: 5000, hooks: { beforeValidate: [trimText] } },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      options: [
        { value: 'open', label: 'Aberto' },
        { value: 'answered', label: 'Respondido' },
        { value: 'closed', label: 'Encerrado' },
      ],
      access: { create: isAdmin, update: isAdmin },
    },
    { name: 'reply', label: 'Resposta', type: 'textarea', maxLength: 5000, access: { create: isAdmin, update: isAdmin } },
  ],
}
