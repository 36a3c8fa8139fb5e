import type { PoolClient } from 'pg'
import { SYSTEM_ACTOR_EMAIL, type AuditAction } from '#domain/auditLog'
import type { ChatSide } from '#domain/chat'
import { pauseEndText } from '#domain/contactAttempts'
import type { Country } from '#domain/countries'
import { DomainError, ERROR_CODES } from '#domain/errors'
import { chatMessages } from '#domain/messages/chat'
import { settings } from '#infra/settings'

/**
 * The chat's second line of defence (issue 37, decision 0054): one sender's masked messages in one
 * conversation before a hire are attempts to pass a contact. Counted in PostgreSQL, inside the
 * send's transaction and under the conversation's row lock (server/chat/store.ts takes it before
 * anything else), so sends to one conversation from any number of instances are counted one after
 * another: exactly one send is the CONTACT_ATTEMPTS_FLAG_AT-th (the flag) and one the
 * CONTACT_ATTEMPTS_PAUSE_AT-th (the pause). The attempts are the messages themselves (their
 * originals are kept for admins already); only the pause and the flag are written.
 */

/** Each side's pause is a column of its conversation; the names are fixed here, never taken from input. */
const pauseColumn = (side: ChatSide) => (side === 'barber' ? 'barber_paused_until' : 'shop_paused_until')

/** What the sender is told after the send that paused them, and in every refusal until it ends. */
export type ChatPause = { until: string; message: string }

const pauseOf = (until: Date, country: Country): ChatPause => ({
  until: until.toISOString(),
  message: chatMessages.sendingPaused(pauseEndText(until, country)),
})

/** Refuses a sender whose messages in this conversation are paused, saying why and until when. */
export async function refuseWhilePaused(client: PoolClient, conversationId: number, side: ChatSide): Promise<void> {
  const { rows } = await client.query<{ until: Date; country: Country }>(
    `SELECT c.${pauseColumn(side)} AS until, s.country FROM conversations c JOIN barbershops s ON s.id = c.barbershop_id
      WHERE c.id = $1 AND c.${pauseColumn(side)} > now()`,
    [conversationId],
  )
  const row = rows[0]
  if (!row) return
  const pause = pauseOf(row.until, row.country)
  throw new DomainError('forbidden', pause.message, { code: ERROR_CODES.chatPaused, title: chatMessages.sendingPausedTitle, pausedUntil: pause.until })
}

type Conversation = { id: number; barberUserId: number; shopUserId: number; side: ChatSide }

/** The flag of a message masked before the hire: what it hid (`reasons`), for an admin to review. */
export async function flagMaskedMessage(client: PoolClient, conversation: Conversation, messageId: number, reasons: string[]): Promise<void> {
  await client.query(
    `INSERT INTO conversation_flags (conversation_id, message_id, barber_user_id, shop_user_id, reason, status) VALUES ($1, $2, $3, $4, $5, 'open')`,
    [conversation.id, messageId, conversation.barberUserId, conversation.shopUserId, reasons.join(',')],
  )
}

/**
 * Counts the masked message just stored (`messageId`) with the sender's earlier attempts in the
 * window, which starts again when a pause ends. Flags the conversation ('Tentativas de contato',
 * listing the attempts) at the flag threshold, once per window, with an entry in the audit log in
 * the same transaction. Answers the attempts when they reach the pause threshold: the send then
 * pauses its sender (server/chat/store.ts, the conversation's writer) and calls `recordPause`.
 */
export async function countChatAttempt(client: PoolClient, conversation: Conversation, senderId: number, messageId: number): Promise<number | null> {
  const { flagAt, pauseAt, windowHours } = settings().contactAttempts
  const pause = pauseColumn(conversation.side)
  const { rows: attempts } = await client.query<{ id: number }>(
    `SELECT m.id FROM messages m JOIN conversations c ON c.id = m.conversation_id
      WHERE m.conversation_id = $1 AND m.sender_id = $2 AND m.masked
        AND m.created_at > greatest(now() - make_interval(hours => $3), coalesce(c.${pause}, '-infinity'::timestamptz))
      ORDER BY m.id`,
    [conversation.id, senderId, windowHours],
  )
  const ids = attempts.map((row) => row.id)
  if (ids.length >= flagAt) await flagOnce(client, conversation, senderId, messageId, ids, windowHours)
  return ids.length < pauseAt ? null : ids.length
}

/** The audit entry of a pause the send began (`until`, in the shop's country), and what the sender is told. */
export async function recordPause(
  client: PoolClient,
  conversationId: number,
  senderId: number,
  attempts: number,
  until: Date,
  country: Country,
): Promise<ChatPause> {
  await audit(client, 'chatPause', conversationId, { sender: senderId, attempts, until: until.toISOString() })
  return pauseOf(until, country)
}

/** One 'attempts' flag per sender per window: the first send past the threshold raises it, later ones in the window do not. */
async function flagOnce(client: PoolClient, conversation: Conversation, senderId: number, messageId: number, ids: number[], windowHours: number) {
  const pause = pauseColumn(conversation.side)
  const { rowCount } = await client.query(
    `SELECT 1 FROM conversation_flags f JOIN conversations c ON c.id = f.conversation_id
      WHERE f.conversation_id = $1 AND f.sender_id = $2 AND f.kind = 'attempts'
        AND f.created_at > greatest(now() - make_interval(hours => $3), coalesce(c.${pause}, '-infinity'::timestamptz))`,
    [conversation.id, senderId, windowHours],
  )
  if (rowCount) return
  // The reason names what the attempts hid, from each message's own flag.
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO conversation_flags (conversation_id, message_id, barber_user_id, shop_user_id, sender_id, kind, reason, status)
     SELECT $1, $2, $3, $4, $5, 'attempts',
            coalesce((SELECT string_agg(DISTINCT hidden.what, ',' ORDER BY hidden.what)
                         FROM conversation_flags f, unnest(string_to_array(f.reason, ',')) AS hidden(what)
                        WHERE f.message_id = ANY($6::int[]) AND f.kind = 'contact'), 'phone'),
            'open'
     RETURNING id`,
    [conversation.id, messageId, conversation.barberUserId, conversation.shopUserId, senderId, ids],
  )
  const flagId = rows[0]!.id
  await client.query(
    `INSERT INTO conversation_flags_rels (parent_id, path, "order", messages_id)
     SELECT $1, 'attempts', position, id FROM unnest($2::int[]) WITH ORDINALITY AS attempt(id, position)`,
    [flagId, ids],
  )
  await audit(client, 'contactAttemptsFlag', conversation.id, { flag: flagId, sender: senderId, attempts: ids.length })
}

/** An audit entry written by the rules themselves, in the send's transaction (collections/AdminAuditLog). */
async function audit(client: PoolClient, action: AuditAction, conversationId: number, after: Record<string, unknown>) {
  await client.query(`INSERT INTO admin_audit_log (actor_email, action, resource, record_id, before, after) VALUES ($1, $2, 'conversations', $3, NULL, $4)`, [
    SYSTEM_ACTOR_EMAIL,
    action,
    String(conversationId),
    JSON.stringify(after),
  ])
}
