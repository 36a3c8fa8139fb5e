import type { CollectionConfig } from 'payload'
import { adminOrAuthorField } from '#access/adminOrAuthorField'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { partiesOrAdmin } from '#access/partiesOrAdmin'
import { deleteDependents } from '#hooks/deleteDependents'
import { denyBulkWrites } from '#hooks/denyBulkWrites'

/**
 * One conversation per barber–shop pair, opened from an application between them through
 * POST /api/chat/conversations (server/chat/): that route and the send route are the only writers,
 * so masking, limits and counters cannot be skipped through Payload's REST API. Unread counters
 * and read marks are kept per side and written in the same transaction as each message.
 */
export const Conversations: CollectionConfig = {
  slug: 'conversations',
  labels: { singular: 'Conversa', plural: 'Conversas' },
  defaultSort: '-lastMessageAt',
  access: {
    read: partiesOrAdmin,
    create: nobody,
    update: nobody,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeDelete: [
      deleteDependents([
        { collection: 'conversation-flags', field: 'conversation' },
        { collection: 'messages', field: 'conversation' },
        // Chat photos go with their conversation, whichever party's account is deleted (issue 30).
        { collection: 'media', field: 'conversation' },
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
    { name: 'barberUnread', label: 'Não lidas (barbeiro)', type: 'number', required: true, defaultValue: 0 },
    { name: 'shopUnread', label: 'Não lidas (barbearia)', type: 'number', required: true, defaultValue: 0 },
    /** The id of the newest message each side has seen: the other side's messages up to it show as read. */
    { name: 'barberReadUpTo', type: 'number', required: true, defaultValue: 0 },
    { name: 'shopReadUpTo', type: 'number', required: true, defaultValue: 0 },
    /**
     * The unread e-mail (server/chat/unreadEmails.ts): when each side was last e-mailed about this
     * conversation and the newest message that e-mail covered, so one goes at most every 6 hours
     * and only when something arrived since. Written by the sweep only.
     */
    { name: 'barberEmailedAt', type: 'date' },
    { name: 'barberEmailedUpTo', type: 'number', required: true, defaultValue: 0 },
    { name: 'shopEmailedAt', type: 'date' },
    { name: 'shopEmailedUpTo', type: 'number', required: true, defaultValue: 0 },
    /**
     * Until when each side may not send here, after CONTACT_ATTEMPTS_PAUSE_AT attempts to pass a
     * contact before a hire (decision 0054): written by the send path only, which also refuses.
     * Read by admins and the paused side only: the counterpart is not told of the other's pause.
     */
    {
      name: 'barberPausedUntil',
      label: 'Envio do barbeiro pausado até',
      type: 'date',
      admin: { readOnly: true },
      access: { read: adminOrAuthorField(['barberUser']) },
    },
    {
      name: 'shopPausedUntil',
      label: 'Envio da barbearia pausado até',
      type: 'date',
      admin: { readOnly: true },
      access: { read: adminOrAuthorField(['shopUser']) },
    },
  ],
}

/** The fields a new conversation starts with by default: its status and its read, unread and e-mailed marks at zero. */
export type ConversationFilledFields = 'status' | 'barberUnread' | 'shopUnread' | 'barberReadUpTo' | 'shopReadUpTo' | 'barberEmailedUpTo' | 'shopEmailedUpTo'
