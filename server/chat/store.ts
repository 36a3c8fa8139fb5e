import { sql } from '@payloadcms/db-postgres'
import { inPoolTransaction } from '#infra/database/poolTransaction'
import type { Payload } from 'payload'
import pg, { type Pool, type PoolClient } from 'pg'
import { mayReadHiredContact, type AccountFacts } from '#domain/account'
import {
  CHAT_PAGE_SIZE,
  CHAT_SENDS_PER_MINUTE,
  CHAT_SPLIT_CONTACT_MESSAGES,
  CHAT_SPLIT_CONTACT_WINDOW_MINUTES,
  sendMessageSchema,
  type ChatAttachment,
  type ChatConversation,
  type ChatMessage,
  type ChatSide,
  type ConversationStatus,
  type CounterpartContact,
} from '#domain/chat'
import type { ContactKind } from '#domain/contactMasking'
import type { Country } from '#domain/countries'
import { maskContacts } from '#infra/contactMasking'
import { accountMessages } from '#domain/messages/auth'
import { chatMessages } from '#domain/messages/chat'
import { DomainError, lockedAccountError } from '#domain/errors'
import { bodiesMaskedFor, onPool } from '#infra/chat/messagesAsRead'
import { settings } from '#infra/settings'
import { countChatAttempt, flagMaskedMessage, recordPause, refuseWhilePaused, type ChatPause } from './contactAttempts/store'

/**
 * The chat's reads and writes, in SQL on Payload's tables: a message, its conversation's counters
 * and its flag are written in one transaction, which the Local API cannot do with row locks, and
 * the inbox is one query instead of one per conversation. The collections (collections/
 * Conversations.ts, Messages.ts) refuse direct writes, so these functions are the only way in.
 * Payload stores number fields as `numeric`, which pg returns as text: counters are cast to int.
 */

/** The two parties of a conversation, as stored. */
export type ConversationParties = { id: number; barberUserId: number; shopUserId: number; status: ConversationStatus }

const sideOf = (parties: ConversationParties, userId: number): ChatSide | null =>
  parties.barberUserId === userId ? 'barber' : parties.shopUserId === userId ? 'barbershop' : null

/** The masking's context when a message is stored (domain/chat.ts): of it, up to 14 of the sender's are read, the other party's stepped over. */
const SPLIT_PHONE_MESSAGES = CHAT_SPLIT_CONTACT_MESSAGES
const SPLIT_PHONE_WINDOW = `${CHAT_SPLIT_CONTACT_WINDOW_MINUTES} minutes`
const scale = () => settings().rateLimitScale

type MessageRow = { id: number; seq: number; conversation_id: number; body: string; masked: boolean | null; created_at: Date; sender_id: number }

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  seq: row.seq,
  conversation: row.conversation_id,
  body: row.body,
  masked: row.masked === true,
  createdAt: row.created_at.toISOString(),
  sender: row.sender_id,
  attachments: [],
})

type SizedMedia = {
  id: number
  url?: string | null
  width?: number | null
  height?: number | null
  sizes?: Record<string, { url?: string | null } | undefined>
}

/** A photo as a message carries it: the addresses of its sizes (a size Payload did not make falls back to the original). */
export function toChatAttachment(file: SizedMedia): ChatAttachment | null {
  if (!file.url) return null
  const sized = (name: string) => file.sizes?.[name]?.url || file.url!
  return {
    id: file.id,
    thumbnailUrl: sized('thumbnail'),
    cardUrl: sized('card'),
    fullUrl: sized('full'),
    width: file.width ?? null,
    height: file.height ?? null,
  }
}

/**
 * The photos of `messages` (issue 30), in the order they were uploaded. URLs come from Payload,
 * which knows the storage (local disk or S3); the caller already checked that the reader is a party.
 */
export async function withAttachments(payload: Payload, pool: Pool, messages: ChatMessage[]): Promise<ChatMessage[]> {
  if (!messages.length) return messages
  const { rows } = await pool.query<{ id: number; message_id: number }>('SELECT id, message_id FROM media WHERE message_id = ANY($1::int[]) ORDER BY id', [
    messages.map((message) => message.id),
  ])
  if (!rows.length) return messages
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: rows.map((row) => row.id) } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const files = new Map((docs as SizedMedia[]).map((doc) => [doc.id, doc]))
  const byMessage = new Map<number, ChatAttachment[]>()
  for (const row of rows) {
    const file = files.get(row.id)
    const attachment = file && toChatAttachment(file)
    if (!attachment) continue
    byMessage.set(row.message_id, [...(byMessage.get(row.message_id) ?? []), attachment])
  }
  return messages.map((message) => ({ ...message, attachments: byMessage.get(message.id) ?? [] }))
}

const MESSAGE_COLUMNS = 'm.id, m.seq::int AS seq, m.conversation_id, m.body, m.masked, m.created_at, m.sender_id'

/** The conversation when `userId` is one of its parties; otherwise a 404 (a stranger learns nothing). */
export async function partiesFor(
  db: Pool | PoolClient,
  conversationId: number,
  userId: number,
  lock = false,
): Promise<ConversationParties & { side: ChatSide }> {
  const { rows } = await db.query<{ id: number; barber_user_id: number; shop_user_id: number; status: ConversationStatus }>(
    `SELECT id, barber_user_id, shop_user_id, status FROM conversations WHERE id = $1 AND (barber_user_id = $2 OR shop_user_id = $2)${lock ? ' FOR UPDATE' : ''}`,
    [conversationId, userId],
  )
  const row = rows[0]
  if (!row) throw new DomainError('notFound', chatMessages.conversationNotFound)
  const parties = { id: row.id, barberUserId: row.barber_user_id, shopUserId: row.shop_user_id, status: row.status }
  return { ...parties, side: sideOf(parties, userId)! }
}

type ConversationRow = ContactRow & {
  id: number
  status: ConversationStatus
  created_at: Date
  last_message_at: Date | null
  barber_user_id: number
  shop_user_id: number
  barber_id: number
  barbershop_id: number
  barber_unread: number
  shop_unread: number
  barber_read_up_to: number
  shop_read_up_to: number
  barber_name: string
  barber_photo: number | null
  shop_name: string
  shop_logo: number | null
  jobs: { id: number; title: string }[] | null
  hired: boolean
  last_id: number | null
  last_seq: number | null
  last_body: string | null
  last_masked: boolean | null
  last_created_at: Date | null
  last_sender_id: number | null
}

/** The pair's contact fields, for `CounterpartContact` (aliases b for the barber, s for the shop). */
const CONTACT_COLUMNS =
  'b.phone AS barber_phone, b.instagram AS barber_instagram, s.whatsapp AS shop_whatsapp, s.instagram AS shop_instagram, s.website AS shop_website'
type ContactRow = {
  barber_phone: string | null
  barber_instagram: string | null
  shop_whatsapp: string | null
  shop_instagram: string | null
  shop_website: string | null
  /** Whether the pair has a hire, and whether one was made while each side could hire (decision 0030). */
  hired: boolean
  barber_unlocked_at_hire: boolean | null
  shop_unlocked_at_hire: boolean | null
}

/** Whether the pair at `alias` (its barber_id and barbershop_id) has a hired application, and whether each side could hire at one of them. */
const pairHiresSql = (alias: string) => `
    EXISTS (SELECT 1 FROM applications h WHERE h.barber_id = ${alias}.barber_id AND h.barbershop_id = ${alias}.barbershop_id AND h.status = 'hired') AS hired,
    (SELECT bool_or(h.barber_unlocked_at_hire) FROM applications h
      WHERE h.barber_id = ${alias}.barber_id AND h.barbershop_id = ${alias}.barbershop_id AND h.status = 'hired') AS barber_unlocked_at_hire,
    (SELECT bool_or(h.shop_unlocked_at_hire) FROM applications h
      WHERE h.barber_id = ${alias}.barber_id AND h.barbershop_id = ${alias}.barbershop_id AND h.status = 'hired') AS shop_unlocked_at_hire`

/**
 * The other side's contact fields for `side`, or null: before the pair's hire, and for a locked
 * viewer whose lock came before the hire (decision 0030, the same rule as the profiles' fields).
 */
function counterpartContact(row: ContactRow, side: ChatSide, viewer: AccountFacts): CounterpartContact | null {
  if (!row.hired || !mayReadHiredContact(viewer, side === 'barber' ? row.barber_unlocked_at_hire : row.shop_unlocked_at_hire)) return null
  return side === 'barber'
    ? { phone: row.shop_whatsapp, instagram: row.shop_instagram, website: row.shop_website }
    : { phone: row.barber_phone, instagram: row.barber_instagram, website: null }
}

const conversationQuery = (where: string) => `
  SELECT c.id, c.status, c.created_at, c.last_message_at, c.barber_user_id, c.shop_user_id, c.barber_id, c.barbershop_id,
    c.barber_unread::int AS barber_unread, c.shop_unread::int AS shop_unread,
    c.barber_read_up_to::int AS barber_read_up_to, c.shop_read_up_to::int AS shop_read_up_to,
    b.name AS barber_name, b.photo_id AS barber_photo, ${CONTACT_COLUMNS},
    s.name AS shop_name, s.logo_id AS shop_logo,
    (SELECT json_agg(json_build_object('id', j.id, 'title', j.title) ORDER BY a.created_at)
       FROM applications a JOIN jobs j ON j.id = a.job_id
      WHERE a.barber_id = c.barber_id AND a.barbershop_id = c.barbershop_id) AS jobs,
    ${pairHiresSql('c')},
    lm.id AS last_id, lm.seq::int AS last_seq, lm.body AS last_body, lm.masked AS last_masked, lm.created_at AS last_created_at, lm.sender_id AS last_sender_id
  FROM conversations c
  JOIN barbers b ON b.id = c.barber_id
  JOIN barbershops s ON s.id = c.barbershop_id
  LEFT JOIN LATERAL (SELECT id, seq, body, masked, created_at, sender_id FROM messages m WHERE m.conversation_id = c.id ORDER BY m.id DESC LIMIT 1) lm ON true
  WHERE ${where}
  ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC`

/** Thumbnail URLs of media documents, through Payload (it knows the storage and the sizes). */
async function pictureUrls(payload: Payload, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))]
  if (!wanted.length) return new Map()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: wanted } }, depth: 0, pagination: false, overrideAccess: false })
  return new Map(
    docs.map((doc) => {
      const sizes = (doc as { sizes?: Record<string, { url?: string | null } | undefined> }).sizes
      return [doc.id, sizes?.thumbnail?.url ?? sizes?.card?.url ?? doc.url ?? ''] as const
    }),
  )
}

/** Who reads: the user and the dates its account status comes from. */
export type ChatViewer = AccountFacts & { id: number }

/**
 * `messages` as `viewer` may read them (decision 0051): a message written after the hire keeps its
 * contacts only for a reader entitled to the pair's (decision 0030), masked for anyone else. No query
 * for a viewer that may hire, which is every reader but the locked ones.
 */
export async function asReadBy(db: Pool | PoolClient, viewer: ChatViewer, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const theirs = messages.filter((message) => message.sender !== viewer.id).map((message) => message.id)
  const masked = await bodiesMaskedFor(onPool(db), viewer, theirs)
  if (!masked.size) return messages
  return messages.map((message) => (masked.has(message.id) ? { ...message, body: masked.get(message.id)!, masked: true } : message))
}

/** The conversation's newest message, as stored. */
const lastMessageOf = (row: ConversationRow): ChatMessage | null =>
  row.last_id === null
    ? null
    : toMessage({
        id: row.last_id,
        seq: row.last_seq!,
        conversation_id: row.id,
        body: row.last_body!,
        masked: row.last_masked,
        created_at: row.last_created_at!,
        sender_id: row.last_sender_id!,
      })

async function toConversations(payload: Payload, pool: Pool, rows: ConversationRow[], viewer: ChatViewer): Promise<ChatConversation[]> {
  const userId = viewer.id
  const [urls, lastMessages] = await Promise.all([
    pictureUrls(
      payload,
      rows.map((row) => (row.barber_user_id === userId ? row.shop_logo : row.barber_photo)),
    ),
    asReadBy(
      pool,
      viewer,
      rows.map(lastMessageOf).filter((message) => message !== null),
    ),
  ])
  const lastById = new Map(lastMessages.map((message) => [message.conversation, message]))
  return rows.map((row) => {
    const side: ChatSide = row.barber_user_id === userId ? 'barber' : 'barbershop'
    const otherPicture = side === 'barber' ? row.shop_logo : row.barber_photo
    return {
      id: row.id,
      status: row.status,
      side,
      other:
        side === 'barber'
          ? {
              userId: row.shop_user_id,
              profileId: row.barbershop_id,
              side: 'barbershop',
              name: row.shop_name,
              photoUrl: (otherPicture && urls.get(otherPicture)) || null,
            }
          : {
              userId: row.barber_user_id,
              profileId: row.barber_id,
              side: 'barber',
              name: row.barber_name,
              photoUrl: (otherPicture && urls.get(otherPicture)) || null,
            },
      jobs: row.jobs ?? [],
      lastMessage: lastById.get(row.id) ?? null,
      lastMessageAt: row.last_message_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      unread: side === 'barber' ? row.barber_unread : row.shop_unread,
      otherReadUpTo: side === 'barber' ? row.shop_read_up_to : row.barber_read_up_to,
      hired: row.hired,
      // Spec pitch: contacts are released only once a barber is officially selected.
      contact: counterpartContact(row, side, viewer),
    }
  })
}

const INBOX_LIMIT = 200

/** The caller's conversations, newest activity first. */
export async function listConversations(payload: Payload, pool: Pool, viewer: ChatViewer): Promise<ChatConversation[]> {
  const { rows } = await pool.query<ConversationRow>(`${conversationQuery('c.barber_user_id = $1 OR c.shop_user_id = $1')} LIMIT ${INBOX_LIMIT}`, [viewer.id])
  return toConversations(payload, pool, rows, viewer)
}

export async function getConversation(payload: Payload, pool: Pool, conversationId: number, viewer: ChatViewer): Promise<ChatConversation> {
  const { rows } = await pool.query<ConversationRow>(conversationQuery('c.id = $1 AND (c.barber_user_id = $2 OR c.shop_user_id = $2)'), [
    conversationId,
    viewer.id,
  ])
  if (!rows[0]) throw new DomainError('notFound', chatMessages.conversationNotFound)
  return (await toConversations(payload, pool, rows, viewer))[0]!
}

/** Messages from the other party the user has not read, over all its conversations (the header's badge). */
export async function unreadTotal(pool: Pool, userId: number): Promise<number> {
  const { rows } = await pool.query<{ total: number }>(
    `SELECT coalesce(sum(CASE WHEN barber_user_id = $1 THEN barber_unread ELSE shop_unread END), 0)::int AS total
       FROM conversations WHERE barber_user_id = $1 OR shop_user_id = $1`,
    [userId],
  )
  return rows[0]?.total ?? 0
}

export type Cursor = { after?: number; before?: number }

/** A page of at most CHAT_PAGE_SIZE messages, oldest first: after a message, before one, or the newest; as `viewer` may read them. */
export async function listMessages(
  pool: Pool,
  conversationId: number,
  cursor: Cursor,
  viewer: ChatViewer,
): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const take = CHAT_PAGE_SIZE + 1
  let rows: MessageRow[]
  if (cursor.after !== undefined) {
    ;({ rows } = await pool.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.id > $2 ORDER BY m.id ASC LIMIT ${take}`,
      [conversationId, cursor.after],
    ))
  } else {
    ;({ rows } = await pool.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE m.conversation_id = $1 AND m.id < $2 ORDER BY m.id DESC LIMIT ${take}`,
      [conversationId, cursor.before ?? 2_147_483_647],
    ))
    rows.reverse()
  }
  const hasMore = rows.length > CHAT_PAGE_SIZE
  if (hasMore) rows = cursor.after !== undefined ? rows.slice(0, CHAT_PAGE_SIZE) : rows.slice(1)
  return { messages: await asReadBy(pool, viewer, rows.map(toMessage)), hasMore }
}

/** The barber and shop records and accounts a conversation is between. */
type ConversationPair = { barberId: number; barbershopId: number; barberUserId: number; shopUserId: number }

/**
 * The pair an application puts in touch, for `userId` to open their conversation: the shop from
 * any applicant of its jobs, the barber once the shop accepted or hired it.
 */
export async function pairOfApplication(pool: Pool, applicationId: number, userId: number): Promise<ConversationPair> {
  const { rows } = await pool.query<{ barber_id: number; barbershop_id: number; barber_user_id: number; shop_user_id: number; status: string }>(
    'SELECT barber_id, barbershop_id, barber_user_id, shop_user_id, status FROM applications WHERE id = $1',
    [applicationId],
  )
  const application = rows[0]
  if (!application) throw new DomainError('notFound', chatMessages.applicationNotFound)
  if (application.shop_user_id !== userId && application.barber_user_id !== userId) throw new DomainError('forbidden', chatMessages.notYourApplication)
  if (application.barber_user_id === userId && application.status !== 'accepted' && application.status !== 'hired') {
    throw new DomainError('forbidden', chatMessages.barberMustWaitAcceptance)
  }
  return {
    barberId: application.barber_id,
    barbershopId: application.barbershop_id,
    barberUserId: application.barber_user_id,
    shopUserId: application.shop_user_id,
  }
}

export type OpenedConversation = { conversation: ConversationParties; created: boolean }

/** The pair's one conversation, created when missing (two racing requests end with the same one). */
export async function openConversationForPair(pool: Pool, pair: ConversationPair): Promise<OpenedConversation> {
  const inserted = await pool.query<{ id: number; status: ConversationStatus }>(
    `INSERT INTO conversations (barber_id, barbershop_id, barber_user_id, shop_user_id, status, barber_unread, shop_unread, barber_read_up_to, shop_read_up_to)
     VALUES ($1, $2, $3, $4, 'open', 0, 0, 0, 0)
     ON CONFLICT (barber_id, barbershop_id) DO NOTHING RETURNING id, status`,
    [pair.barberId, pair.barbershopId, pair.barberUserId, pair.shopUserId],
  )
  const created = inserted.rows[0]
  const row =
    created ??
    (
      await pool.query<{ id: number; status: ConversationStatus }>('SELECT id, status FROM conversations WHERE barber_id = $1 AND barbershop_id = $2', [
        pair.barberId,
        pair.barbershopId,
      ])
    ).rows[0]!
  return { conversation: { id: row.id, status: row.status, barberUserId: pair.barberUserId, shopUserId: pair.shopUserId }, created: Boolean(created) }
}

/** The pair's conversation when it exists; otherwise the paywall's refusal (only locked accounts ask). */
export async function existingConversationForPair(pool: Pool, pair: ConversationPair): Promise<OpenedConversation> {
  const { rows } = await pool.query<{ id: number; status: ConversationStatus }>(
    'SELECT id, status FROM conversations WHERE barber_id = $1 AND barbershop_id = $2',
    [pair.barberId, pair.barbershopId],
  )
  const row = rows[0]
  if (!row) throw lockedAccountError(accountMessages.trialExpiredChat)
  return { conversation: { id: row.id, status: row.status, barberUserId: pair.barberUserId, shopUserId: pair.shopUserId }, created: false }
}

/** `pause`: this send was the attempt that paused its sender here (decision 0054). */
export type SentMessage = { message: ChatMessage; parties: ConversationParties; reasons: ContactKind[]; pause: ChatPause | null }

/**
 * Stores a message: the sender must be a party of an open conversation and under the send rate;
 * before the pair's hire its contacts are masked (domain/contactMasking.ts) and a flag is raised,
 * and photos are refused (issue 30: an image can carry a phone number). Photos must be the
 * sender's own chat photos uploaded for this conversation and not yet sent; attaching one shares it
 * with the other party. Message, photos, conversation counters and flag commit together or not at all.
 */
export async function storeMessage(pool: Pool, conversationId: number, senderId: number, text: string, attachments: number[] = []): Promise<SentMessage> {
  const message = parseSentMessage({ body: text, attachments })
  return oneAtATime(conversationId, () => storeMessageNow(pool, conversationId, senderId, message.body, message.attachments))
}

/**
 * A message's own rules (domain/chat.ts `sendMessageSchema`: a text of at most
 * CHAT_MESSAGE_MAX_LENGTH characters, trimmed, or photos, or both), checked by the store itself
 * whoever calls it: the Messages collection lets no one else create a message, so no Payload
 * validation runs on one.
 */
export function parseSentMessage(input: unknown): { body: string; attachments: number[] } {
  const parsed = sendMessageSchema.safeParse(input)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  throw new DomainError('invalid', issue?.message ?? chatMessages.bodyRequired, { field: issue?.path[0] === 'attachments' ? 'attachments' : 'body' })
}

/**
 * Sends to one conversation, one at a time per process. Each send locks the conversation's row;
 * a burst of sends to one conversation would otherwise hold every pooled connection waiting for
 * that lock and starve every other request (measured: 300 sends at once answered 93 with 503/500).
 * Across instances the row lock still orders them; this only keeps the waiting off the pool.
 * The map holds a conversation only while sends to it are under way.
 */
const sending = new Map<number, Promise<unknown>>()

function oneAtATime<T>(conversationId: number, work: () => Promise<T>): Promise<T> {
  const previous = sending.get(conversationId) ?? Promise.resolve()
  const mine = previous.then(work, work)
  const tail = mine.catch(() => {})
  sending.set(conversationId, tail)
  void tail.then(() => {
    if (sending.get(conversationId) === tail) sending.delete(conversationId)
  })
  return mine
}

async function storeMessageNow(pool: Pool, conversationId: number, senderId: number, text: string, attachments: number[]): Promise<SentMessage> {
  return inPoolTransaction(pool, async (client) => {
    const parties = await partiesFor(client, conversationId, senderId, true)
    if (parties.status === 'closed') throw new DomainError('conflict', chatMessages.conversationClosed)
    // A party that deleted its account (decision 0035) keeps the conversation for the other, who can no longer write to it.
    const removed = await client.query('SELECT 1 FROM users WHERE id IN ($1, $2) AND removed_at IS NOT NULL', [parties.barberUserId, parties.shopUserId])
    if (removed.rowCount) throw new DomainError('conflict', chatMessages.counterpartRemoved)
    // One sender's sends are counted one at a time, whichever conversation or instance they reach.
    await client.query('SELECT pg_advisory_xact_lock(1163022689, $1)', [senderId])
    const recent = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM messages WHERE sender_id = $1 AND created_at > now() - interval '1 minute'`,
      [senderId],
    )
    if (recent.rows[0]!.count >= CHAT_SENDS_PER_MINUTE * scale()) throw new DomainError('tooMany', chatMessages.sendingTooFast)

    const hired = await client.query(
      `SELECT 1 FROM applications a JOIN conversations c ON c.barber_id = a.barber_id AND c.barbershop_id = a.barbershop_id
        WHERE c.id = $1 AND a.status = 'hired' LIMIT 1`,
      [conversationId],
    )
    if (attachments.length && !hired.rowCount) throw new DomainError('forbidden', chatMessages.photosAfterHire, { field: 'attachments' })
    // After repeated attempts the sender waits; once the pair has a hire the contacts are theirs anyway.
    if (!hired.rowCount) await refuseWhilePaused(client, conversationId, parties.side)
    let body = text
    let reasons: ContactKind[] = []
    if (!hired.rowCount && text) {
      // Both parties' latest messages, as typed, so a phone split across messages is caught even with a reply between.
      const previous = await client.query<{ text: string; sender_id: number }>(
        `SELECT coalesce(original_body, body) AS text, sender_id FROM messages
          WHERE conversation_id = $1 AND created_at > now() - interval '${SPLIT_PHONE_WINDOW}'
          ORDER BY id DESC LIMIT ${SPLIT_PHONE_MESSAGES}`,
        [conversationId],
      )
      const previousMessages = previous.rows.map((row) => ({ text: row.text, fromOtherParty: row.sender_id !== senderId })).reverse()
      const result = maskContacts(text, { previousMessages })
      if (result.masked || result.completesSplitContact) {
        body = result.text
        reasons = result.reasons.length ? result.reasons : ['phone']
      }
    }
    const masked = reasons.length > 0
    const { rows } = await client.query<MessageRow>(
      `INSERT INTO messages (conversation_id, sender_id, barber_user_id, shop_user_id, body, original_body, masked)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id, seq::int AS seq, conversation_id, body, masked, created_at, sender_id`,
      [conversationId, senderId, parties.barberUserId, parties.shopUserId, body, masked ? text : null, masked],
    )
    const stored = rows[0]!
    if (attachments.length) {
      const otherParty = parties.side === 'barber' ? parties.shopUserId : parties.barberUserId
      const attached = await client.query(
        `UPDATE media SET message_id = $1, shared_with_id = $2, updated_at = now()
          WHERE id = ANY($3::int[]) AND user_id = $4 AND folder = 'chat-photos' AND conversation_id = $5 AND message_id IS NULL`,
        [stored.id, otherParty, attachments, senderId, conversationId],
      )
      if (attached.rowCount !== attachments.length) throw new DomainError('invalid', chatMessages.photoInvalid, { field: 'attachments' })
    }
    // Sending means the sender has read everything before it; the other side has one more unread.
    const [mine, theirs] = parties.side === 'barber' ? ['barber', 'shop'] : ['shop', 'barber']
    await client.query(
      `UPDATE conversations SET last_message_at = $2, updated_at = now(),
         ${theirs}_unread = ${theirs}_unread + 1, ${mine}_unread = 0, ${mine}_read_up_to = $3
       WHERE id = $1`,
      [conversationId, stored.created_at, stored.id],
    )
    if (masked) await flagMaskedMessage(client, parties, stored.id, reasons)
    const attempts = masked ? await countChatAttempt(client, parties, senderId, stored.id) : null
    const pause = attempts === null ? null : await pauseSender(client, parties, senderId, attempts)
    return { message: toMessage(stored), parties, reasons, pause }
  })
}

/** Pauses the sender's messages in the conversation after repeated attempts (decision 0054), in the send's transaction. */
async function pauseSender(client: PoolClient, parties: ConversationParties & { side: ChatSide }, senderId: number, attempts: number): Promise<ChatPause> {
  const pause = parties.side === 'barber' ? 'barber_paused_until' : 'shop_paused_until'
  const { rows } = await client.query<{ until: Date; country: Country }>(
    `UPDATE conversations c SET ${pause} = now() + make_interval(hours => $2) FROM barbershops s
      WHERE c.id = $1 AND s.id = c.barbershop_id RETURNING c.${pause} AS until, s.country`,
    [parties.id, settings().contactAttempts.pauseHours],
  )
  const row = rows[0]!
  return recordPause(client, parties.id, senderId, attempts, row.until, row.country)
}

/*
 * Presence (./presence.ts): the chat_presence table, one row per (user, instance) with that
 * instance's open sockets for the user. Like the Socket.IO adapter's own table it is not a Payload
 * collection and is created at start.
 */

/** Rows not refreshed for this long are ignored: their instance is gone. */
const PRESENCE_STALE_SECONDS = 60
/** Rows of instances gone for this long are deleted. */
const PRESENCE_FORGET = '10 minutes'
/** The advisory lock class of presence writes ("pres" in ASCII); the key is the user id. */
const PRESENCE_LOCK = 0x70726573

const PRESENCE_TABLE_SQL = `CREATE UNLOGGED TABLE IF NOT EXISTS chat_presence (
  user_id integer NOT NULL,
  instance_id text NOT NULL,
  sockets integer NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, instance_id)
)`

/** SQL true when the user (an integer expression) has an open socket on a live instance. */
const hasOpenSocketSql = (userId: string) =>
  `EXISTS (SELECT 1 FROM chat_presence p WHERE p.user_id = ${userId} AND p.sockets > 0 AND p.seen_at > now() - interval '${PRESENCE_STALE_SECONDS} seconds')`

/** Creates the presence table when missing. */
export async function createPresenceTable(pool: Pool): Promise<void> {
  await pool.query(PRESENCE_TABLE_SQL)
}

/** Takes the user's presence lock until the transaction on `client` ends. */
export async function lockPresence(client: PoolClient, userId: number): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [PRESENCE_LOCK, userId])
}

/** The user's open sockets on live instances. */
export async function openSockets(client: PoolClient, userId: number): Promise<number> {
  const { rows } = await client.query<{ open: number }>(
    `SELECT coalesce(sum(sockets), 0)::int AS open FROM chat_presence
      WHERE user_id = $1 AND seen_at > now() - interval '${PRESENCE_STALE_SECONDS} seconds'`,
    [userId],
  )
  return rows[0]!.open
}

/** Writes the instance's count of the user's sockets: its row while any is open, none once all are closed. */
export function writePresence(client: PoolClient, userId: number, instanceId: string, sockets: number) {
  return sockets > 0
    ? client.query(
        `INSERT INTO chat_presence (user_id, instance_id, sockets, seen_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id, instance_id) DO UPDATE SET sockets = EXCLUDED.sockets, seen_at = now()`,
        [userId, instanceId, sockets],
      )
    : client.query('DELETE FROM chat_presence WHERE user_id = $1 AND instance_id = $2', [userId, instanceId])
}

/** Refreshes the instance's rows; the users whose row was still there. */
export async function refreshPresence(pool: Pool, instanceId: string): Promise<number[]> {
  const { rows } = await pool.query<{ user_id: number }>('UPDATE chat_presence SET seen_at = now() WHERE instance_id = $1 RETURNING user_id', [instanceId])
  return rows.map((row) => row.user_id)
}

/** Deletes the rows of instances gone for PRESENCE_FORGET. */
export async function forgetGoneInstances(pool: Pool): Promise<void> {
  await pool.query(`DELETE FROM chat_presence WHERE seen_at < now() - interval '${PRESENCE_FORGET}'`)
}

/** Deletes the instance's rows (it is closing). */
export async function removeInstancePresence(pool: Pool, instanceId: string): Promise<void> {
  await pool.query('DELETE FROM chat_presence WHERE instance_id = $1', [instanceId])
}

/** Conversations claimed per side in one sweep of the unread e-mails (server/chat/unreadEmails.ts); the next sweep takes the rest. */
const UNREAD_EMAIL_BATCH = 200

const UNREAD_EMAIL_OTHER_NAME = {
  barber: '(SELECT s.name FROM barbershops s WHERE s.id = c.barbershop_id)',
  shop: '(SELECT b.name FROM barbers b WHERE b.id = c.barber_id)',
} as const

/**
 * The unread e-mails' claim for one side: the due conversations, locked (FOR UPDATE SKIP LOCKED)
 * and marked e-mailed up to their newest unread message, in the sweep's transaction.
 */
export const claimUnreadEmailsSql = (me: keyof typeof UNREAD_EMAIL_OTHER_NAME, unreadBefore: Date, emailedBefore: Date, now: Date) => {
  // The side's unread messages: the other party's, after the newest one this side has read.
  const unread = `FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> c.${me}_user_id AND m.id > c.${me}_read_up_to`
  return sql`
    WITH due AS (
      SELECT c.id, u.id AS recipient_id, u.email, u.name AS recipient_name, ${sql.raw(UNREAD_EMAIL_OTHER_NAME[me])} AS other_name,
        (SELECT max(m.id) ${sql.raw(unread)}) AS up_to
      FROM conversations c JOIN users u ON u.id = c.${sql.raw(me)}_user_id
      WHERE c.${sql.raw(me)}_unread > 0
        AND u.chat_email_notifications
        AND (c.${sql.raw(me)}_emailed_at IS NULL OR c.${sql.raw(me)}_emailed_at <= ${emailedBefore})
        AND (SELECT min(m.created_at) ${sql.raw(unread)}) <= ${unreadBefore}
        AND (SELECT max(m.id) ${sql.raw(unread)}) > c.${sql.raw(me)}_emailed_up_to
        AND NOT ${sql.raw(hasOpenSocketSql(`c.${me}_user_id`))}
      ORDER BY c.id
      LIMIT ${UNREAD_EMAIL_BATCH}
      FOR UPDATE OF c SKIP LOCKED
    )
    UPDATE conversations c SET ${sql.raw(me)}_emailed_at = ${now}, ${sql.raw(me)}_emailed_up_to = due.up_to
    FROM due WHERE c.id = due.id
    RETURNING c.id AS conversation_id, due.recipient_id, due.email, due.recipient_name, due.other_name`
}

/** Marks everything in the conversation as read by the user's side; the id read up to. */
export async function markRead(pool: Pool, conversationId: number, userId: number): Promise<{ parties: ConversationParties; side: ChatSide; upTo: number }> {
  const parties = await partiesFor(pool, conversationId, userId)
  const prefix = parties.side === 'barber' ? 'barber' : 'shop'
  const { rows } = await pool.query<{ up_to: number }>(
    `UPDATE conversations SET ${prefix}_unread = 0,
       ${prefix}_read_up_to = greatest(${prefix}_read_up_to, coalesce((SELECT max(id) FROM messages WHERE conversation_id = $1), 0))
     WHERE id = $1 RETURNING ${prefix}_read_up_to::int AS up_to`,
    [conversationId],
  )
  return { parties, side: parties.side, upTo: rows[0]?.up_to ?? 0 }
}

export async function setStatus(pool: Pool, conversationId: number, userId: number, status: ConversationStatus): Promise<ConversationParties> {
  const parties = await partiesFor(pool, conversationId, userId)
  await pool.query('UPDATE conversations SET status = $2, updated_at = now() WHERE id = $1', [conversationId, status])
  return { ...parties, status }
}

/**
 * The other side's contact for one of the caller's applications (the applicant card, the barber's
 * application), released only once the pair has a hired application (spec §1), and to a locked
 * caller only for a hire made before its lock (decision 0030): the same rule and the same fields
 * as a conversation's `contact`.
 */
export async function hiredContact(pool: Pool, applicationId: number, viewer: ChatViewer): Promise<CounterpartContact> {
  const { rows } = await pool.query<ContactRow & { barber_user_id: number }>(
    `SELECT a.barber_user_id, ${CONTACT_COLUMNS}, ${pairHiresSql('a')}
     FROM applications a JOIN barbers b ON b.id = a.barber_id JOIN barbershops s ON s.id = a.barbershop_id
     WHERE a.id = $1 AND (a.barber_user_id = $2 OR a.shop_user_id = $2)`,
    [applicationId, viewer.id],
  )
  const row = rows[0]
  if (!row) throw new DomainError('notFound', chatMessages.applicationNotFound)
  if (!row.hired) throw new DomainError('forbidden', chatMessages.contactAfterHire)
  const contact = counterpartContact(row, row.barber_user_id === viewer.id ? 'barber' : 'barbershop', viewer)
  if (!contact) throw lockedAccountError(accountMessages.trialExpiredContact)
  return contact
}

/** The adapter's table, as its documentation gives it. */
const ATTACHMENTS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT NOW(),
  payload bytea
)`

/**
 * The Socket.IO adapter's own small pool (it keeps one connection in LISTEN for good, apart from
 * Payload's) and its table. The adapter keeps its LISTEN client checked out without an error
 * listener: a database restart would be an uncaught 'error' event, so `lost` hears it; the adapter
 * reconnects by itself once the client ends.
 */
export async function openAdapterPool(databaseUrl: string, lost: (error: Error) => void): Promise<pg.Pool> {
  const adapterPool = new pg.Pool({ connectionString: databaseUrl, max: 3 })
  adapterPool.on('error', lost)
  adapterPool.on('connect', (client) => client.on('error', lost))
  await adapterPool.query(ATTACHMENTS_TABLE_SQL)
  return adapterPool
}
