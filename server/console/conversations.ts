import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { AdminConversation, AdminConversationDetail, AdminMessage } from '#domain/adminConversations'
import type { ChatAttachment } from '#domain/chat'
import { adminMessages } from '#domain/messages/admin'
import type { Conversation, Message, User } from '#payload-types'
import { DomainError } from '#domain/errors'
import { relationId } from '#utilities/requestUser'
import { toChatAttachment } from '../chat'
import { conversationSummaries, flaggedConversationIds, type ConversationSummary } from './reads'
import { parseFilter, toListArgs } from './listParams'

/** The most messages one show page reads; a longer conversation shows its newest ones. */
const SHOW_MESSAGES = 500

const withSummary = (conversation: Conversation, summary: ConversationSummary | undefined): AdminConversation => ({
  ...conversation,
  barberName: summary?.barber_name ?? null,
  shopName: summary?.shop_name ?? null,
  messageCount: summary?.message_count ?? 0,
  flagCount: summary?.flag_count ?? 0,
  openFlagCount: summary?.open_flag_count ?? 0,
})

/**
 * The console's conversation list: react-admin's sort, range and filter as for any resource, plus
 * `flagged: true` ('com sinalizações'), which is not a field and becomes "id in the flagged ones".
 */
export async function listAdminConversations(payload: Payload, pool: Pool, user: User, query: Record<string, unknown>) {
  const { flagged, ...rest } = parseFilter(query.filter)
  if (flagged !== undefined && typeof flagged !== 'boolean') throw new DomainError('invalid', adminMessages.filterInvalid)
  const collection = payload.collections.conversations.config
  const args = toListArgs(payload.config, collection, [], { ...query, filter: JSON.stringify(rest) }, user)
  let where = args.where
  if (flagged) {
    const ids = await flaggedConversationIds(pool)
    where = { and: [where, { id: { in: ids.length ? ids : [0] } }] }
  }
  const result = await payload.find({
    collection: 'conversations',
    where,
    sort: args.sort,
    limit: args.limit,
    page: args.page,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const byId = await conversationSummaries(
    pool,
    result.docs.map((doc) => doc.id),
  )
  return { start: args.start, total: result.totalDocs, docs: result.docs.map((doc) => withSummary(doc, byId.get(doc.id))) }
}

/**
 * The photos of `messages` (issue 30), read as the admin: the media read rule lets admins in, and
 * that read is what the audit log records (collections/Media/hooks/recordChatPhotoRead.ts). In
 * upload order, as the chat lists them.
 */
async function withPhotos(payload: Payload, user: User, messages: Message[]): Promise<AdminMessage[]> {
  const byMessage = new Map<number, ChatAttachment[]>()
  if (messages.length) {
    const { docs } = await payload.find({
      collection: 'media',
      where: { and: [{ folder: { equals: 'chat-photos' } }, { message: { in: messages.map((message) => message.id) } }] },
      sort: 'id',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    })
    for (const doc of docs) {
      const attachment = toChatAttachment(doc)
      const message = relationId(doc.message) as number | undefined
      if (attachment && message !== undefined) byMessage.set(message, [...(byMessage.get(message) ?? []), attachment])
    }
  }
  return messages.map((message) => ({ ...message, attachments: byMessage.get(message.id) ?? [] }))
}

/**
 * One conversation with its messages — originals of masked ones included, since the messages are
 * read as the admin (collections/Messages.ts) — their photos, and its flags. Reading the messages
 * and the photos is what the audit log records (collections/Messages/hooks/recordConversationRead.ts,
 * collections/Media/hooks/recordChatPhotoRead.ts), on this very read.
 */
export async function showAdminConversation(payload: Payload, pool: Pool, user: User, id: number | string): Promise<AdminConversationDetail> {
  const conversation = await payload.findByID({ collection: 'conversations', id, depth: 0, overrideAccess: false, user })
  const [messages, flags, byId] = await Promise.all([
    payload.find({
      collection: 'messages',
      where: { conversation: { equals: conversation.id } },
      sort: '-createdAt',
      limit: SHOW_MESSAGES,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    payload.find({
      collection: 'conversation-flags',
      where: { conversation: { equals: conversation.id } },
      pagination: false,
      depth: 0,
      overrideAccess: false,
      user,
    }),
    conversationSummaries(pool, [conversation.id]),
  ])
  // An 'attempts' flag lists its messages (decision 0054): any older than the page's are read too, as the admin.
  const shown = new Set(messages.docs.map((message) => message.id))
  const missing = [...new Set(flags.docs.flatMap((flag) => (flag.attempts ?? []).map((attempt) => relationId(attempt) as number)))].filter(
    (id) => !shown.has(id),
  )
  const older = missing.length
    ? (
        await payload.find({
          collection: 'messages',
          where: { id: { in: missing } },
          sort: 'createdAt',
          pagination: false,
          depth: 0,
          overrideAccess: false,
          user,
        })
      ).docs
    : []
  return {
    ...withSummary(conversation, byId.get(conversation.id)),
    messages: await withPhotos(payload, user, messages.docs.reverse()),
    flags: flags.docs,
    olderAttempts: older,
  }
}
