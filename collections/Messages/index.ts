import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { partiesOrAdmin } from '#access/partiesOrAdmin'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { maskBodyForReader } from './hooks/maskBodyForReader'
import { recordConversationRead } from './hooks/recordConversationRead'

/**
 * Chat messages, written only by POST /api/chat/conversations/:id/messages (server/chat/), which
 * masks outside contacts before a hire: `body` is what both parties read, `originalBody` (admins
 * only) what the sender typed when something was hidden. After the hire `body` is as typed, and a
 * party not entitled to the pair's contacts reads it masked (decision 0051). Every admin read is
 * audit-logged.
 */
export const Messages: CollectionConfig = {
  slug: 'messages',
  labels: { singular: 'Mensagem', plural: 'Mensagens' },
  defaultSort: 'createdAt',
  access: {
    read: partiesOrAdmin,
    create: nobody,
    update: nobody,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [denyBulkWrites], afterRead: [maskBodyForReader], afterOperation: [recordConversationRead] },
  indexes: [{ fields: ['conversation', 'createdAt'] }, { fields: ['sender', 'createdAt'] }, { fields: ['conversation', 'seq'], unique: true }],
  fields: [
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true },
    { name: 'sender', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true },
    { name: 'barberUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'body', label: 'Mensagem', type: 'textarea', required: true },
    { name: 'originalBody', type: 'textarea', access: { read: isAdmin } },
    { name: 'masked', type: 'checkbox', defaultValue: false },
    // 1, 2, 3… within the conversation, in commit order, set by a database trigger on every insert
    // (migration message_sequence): a client that sees 5 after 3 knows it missed 4.
    { name: 'seq', label: 'Nº na conversa', type: 'number', access: { create: nobody, update: nobody }, admin: { readOnly: true } },
  ],
}
