import type { PayloadRequest } from 'payload'
import { isLocked, mayReadHiredContact, type AccountFacts } from '#domain/account'
import { CHAT_SPLIT_CONTACT_MESSAGES, CHAT_SPLIT_CONTACT_WINDOW_MINUTES } from '#domain/chat'
import { maskContacts } from '#infra/contactMasking'
import { postgresAdapter } from '../database/adapter'
import { drizzleStatement } from '../database/sql'

/**
 * A chat message's contacts are revealed by its reader (decision 0051). Before a hire a message is
 * masked when stored (decision 0019) and everybody reads it so; after the hire it is stored as
 * typed, and that text reaches only a reader entitled to the pair's contacts: an account that may
 * hire, or a locked one that could hire when one of the pair's hires was made (`mayReadHiredContact`,
 * decision 0030). Every other reader gets what it would have read before the hire, masked here
 * with the same rules and the same context of earlier messages as the send path uses. Every read
 * path of messages asks this (the chat's REST and sockets, Payload's REST, the export).
 *
 * An account that may hire is entitled to every hire, so for it (every chat reader but the locked
 * ones, and every socket) this answers at once without a query: the hot path pays nothing.
 */

/** Who reads: the account and the dates its status comes from. */
export type ContactReader = AccountFacts & { id: number }

/** One SQL statement run where the caller is: the pool, a client in a transaction, or a request's transaction. */
export type SqlRunner = <T>(text: string, values: unknown[]) => Promise<T[]>

export const onPool =
  (db: { query: (text: string, values: unknown[]) => Promise<{ rows: unknown[] }> }): SqlRunner =>
  async <T>(text: string, values: unknown[]) =>
    (await db.query(text, values)).rows as T[]

/** The request's transaction when it has one (a second connection could wait for ever on a full pool), else the pool. */
export async function onRequest(req: PayloadRequest): Promise<SqlRunner> {
  const adapter = postgresAdapter(req.payload)
  const id = await req.transactionID
  const session = id !== undefined ? adapter.sessions?.[String(id)] : undefined
  if (!session) return onPool(adapter.pool)
  return async <T>(text: string, values: unknown[]) => (await session.db.execute(drizzleStatement(text, values))).rows as T[]
}

type Candidate = { id: number; body: string; sender_id: number | null; unlocked_at_hire: boolean | null }
type ContextRow = { message_id: number; sender_id: number | null; typed: string }

/**
 * The messages of the other party, among `messageIds`, that still hold their contacts as stored: the
 * ones masked when sent are already as everybody reads them. Each with whether the reader's side
 * could hire at one of the pair's hires (stamped on the application, decision 0030).
 */
const CANDIDATES_SQL = `
  SELECT m.id, m.body, m.sender_id,
    (SELECT bool_or(CASE WHEN c.barber_user_id = $2 THEN h.barber_unlocked_at_hire ELSE h.shop_unlocked_at_hire END) FROM applications h
      WHERE h.barber_id = c.barber_id AND h.barbershop_id = c.barbershop_id AND h.status = 'hired') AS unlocked_at_hire
  FROM messages m JOIN conversations c ON c.id = m.conversation_id
  WHERE m.id = ANY($1::int[]) AND m.sender_id IS DISTINCT FROM $2 AND m.masked IS NOT TRUE`

/** For each message, the conversation's messages before it that the send path reads as context, as typed, oldest first. */
const CONTEXT_SQL = `
  SELECT m.id AS message_id, p.sender_id, coalesce(p.original_body, p.body) AS typed
  FROM messages m CROSS JOIN LATERAL (
    SELECT e.id, e.sender_id, e.original_body, e.body FROM messages e
     WHERE e.conversation_id = m.conversation_id AND e.id < m.id
       AND e.created_at > m.created_at - make_interval(mins => ${CHAT_SPLIT_CONTACT_WINDOW_MINUTES})
     ORDER BY e.id DESC LIMIT ${CHAT_SPLIT_CONTACT_MESSAGES}) p
  WHERE m.id = ANY($1::int[])
  ORDER BY m.id, p.id`

/**
 * The bodies `reader` reads otherwise than stored, by message id: the other party's messages in a
 * conversation whose contacts the reader may not read, masked. Empty for a reader entitled to them.
 */
export async function bodiesMaskedFor(run: SqlRunner, reader: ContactReader, messageIds: number[], now: Date = new Date()): Promise<Map<number, string>> {
  if (!messageIds.length || !isLocked(reader, now)) return new Map()
  const candidates = (await run<Candidate>(CANDIDATES_SQL, [messageIds, reader.id])).filter((row) => !mayReadHiredContact(reader, row.unlocked_at_hire, now))
  return maskedInContext(run, candidates)
}

/**
 * `messages` masked as the send path masks a message before a hire, each with its context of earlier
 * messages: by id, the ones that hide something.
 */
async function maskedInContext(run: SqlRunner, messages: Pick<Candidate, 'id' | 'body' | 'sender_id'>[]): Promise<Map<number, string>> {
  const masked = new Map<number, string>()
  if (!messages.length) return masked
  const context = new Map<number, ContextRow[]>()
  for (const row of await run<ContextRow>(CONTEXT_SQL, [messages.map((row) => row.id)])) {
    const rows = context.get(row.message_id) ?? []
    rows.push(row)
    context.set(row.message_id, rows)
  }
  for (const message of messages) {
    const previousMessages = (context.get(message.id) ?? []).map((row) => ({ text: row.typed, fromOtherParty: row.sender_id !== message.sender_id }))
    const result = maskContacts(message.body, { previousMessages })
    if (result.masked || result.completesSplitContact) masked.set(message.id, result.text)
  }
  return masked
}

/**
 * A message as anyone may read it, whatever their hires: what a notification carries (a push shows
 * on a locked screen, decision 0040). Masked like a message stored before a hire, with the same
 * context of earlier messages as the chat, so a phone split across two messages after the hire does
 * not arrive whole in two notifications that each look harmless.
 */
export async function bodyForEveryone(run: SqlRunner, message: { id: number; body: string; sender: number; masked?: boolean }): Promise<string> {
  if (message.masked) return message.body
  const masked = await maskedInContext(run, [{ id: message.id, body: message.body, sender_id: message.sender }])
  return masked.get(message.id) ?? message.body
}
