import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { AdminConversation, AdminConversationDetail } from '#domain/adminConversations'
import { adminMessages } from '#domain/messages'
import type { Conversation, User } from '#payload-types'
import { DomainError } from '#domain/errors'
import { parseFilter, toListArgs } from './listParams'

/** The most messages one show page reads; a longer conversation shows its newest ones. */
const SHOW_MESSAGES = 500

type Summary = { id: number; barber_name: string; shop_name: string; message_count: number; flag_count: number; open_flag_count: number }

/**
 * What spec §2 "Conversas" lists beside each conversation: both names, how many messages and
 * flags it has. One query for the whole page, on conversations the admin could already read.
 */
async function summaries(pool: Pool, ids: number[]): Promise<Map<number, Summary>> {
  if (!ids.length) return new Map()
  const { rows } = await pool.query<Summary>(
    `SELECT c.id, b.name AS barber_name, s.name AS shop_name,
            (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id)::int AS message_count,
            (SELECT count(*) FROM conversation_flags f WHERE f.conversation_id = c.id)::int AS flag_count,
            (SELECT count(*) FROM conversation_flags f WHERE f.conversation_id = c.id AND f.status = 'open')::int AS open_flag_count
       FROM conversations c JOIN barbers b ON b.id = c.barber_id JOIN barbershops s ON s.id = c.barbershop_id
      WHERE c.id = ANY($1::int[])`,
    [ids],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

const withSummary = (conversation: Conversation, summary: Summary | undefined): AdminConversation => ({
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
    const { rows } = await pool.query<{ id: number }>('SELECT DISTINCT conversation_id AS id FROM conversation_flags')
    where = { and: [where, { id: { in: rows.length ? rows.map((row) => row.id) : [0] } }] }
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
  const byId = await summaries(
    pool,
    result.docs.map((doc) => doc.id),
  )
  return { start: args.start, total: result.totalDocs, docs: result.docs.map((doc) => withSummary(doc, byId.get(doc.id))) }
}

/**
 * One conversation with its messages — originals of masked ones included, since the messages are
 * read as the admin (collections/Messages.ts) — and its flags. Reading the messages is what the
 * audit log records (hooks/recordConversationRead.ts), on this very read.
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
    summaries(pool, [conversation.id]),
  ])
  return { ...withSummary(conversation, byId.get(conversation.id)), messages: messages.docs.reverse(), flags: flags.docs }
}
