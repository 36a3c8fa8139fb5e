import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { CONVERSATION_FLAG_KINDS, conversationFlagKindLabels } from '#domain/contactAttempts'

const recorded = { update: nobody }

/**
 * Raised when a message tried to share an outside contact before a hire (kind `contact`, one per
 * masked message), and when one sender kept trying in one conversation (kind `attempts`, at the
 * CONTACT_ATTEMPTS_FLAG_AT-th attempt in the window, listing those messages: decision 0054). Both
 * are written by the chat's send path only (server/chat/), and reviewed by admins.
 */
export const ConversationFlags: CollectionConfig = {
  slug: 'conversation-flags',
  labels: { singular: 'Alerta de conversa', plural: 'Alertas de conversa' },
  defaultSort: '-createdAt',
  access: {
    // Admins only: a party told what was flagged about it would learn how to word around the mask.
    read: isAdmin,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: { beforeOperation: [denyBulkWrites] },
  fields: [
    // What the chat recorded; admins review a flag by its status only.
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', required: true, index: true, access: recorded },
    { name: 'message', type: 'relationship', relationTo: 'messages', access: recorded },
    { name: 'barberUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true, access: recorded },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true, access: recorded },
    {
      name: 'kind',
      label: 'Tipo',
      type: 'select',
      required: true,
      defaultValue: 'contact',
      options: CONVERSATION_FLAG_KINDS.map((value) => ({ value, label: conversationFlagKindLabels[value] })),
      access: recorded,
    },
    /** Who kept trying (kind `attempts`); the masked messages it counted, whose originals admins read. */
    { name: 'sender', label: 'Quem tentou', type: 'relationship', relationTo: 'users', maxDepth: 0, index: true, access: recorded },
    { name: 'attempts', label: 'Tentativas', type: 'relationship', relationTo: 'messages', hasMany: true, maxDepth: 1, access: recorded },
    /** What was hidden, as domain/contactMasking.ts names it: phone, email, link, handle (comma-separated). */
    { name: 'reason', label: 'Motivo', type: 'text', required: true, access: recorded },
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
