import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { CHAT_UNREAD_EMAIL_AFTER_MS, CHAT_UNREAD_EMAIL_EVERY_MS } from '#domain/chat'
import { unreadChatEmail } from '#domain/emails'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { queueEmail } from '#infra/email/sendEmailTask'
import { chatEmailOptOutUrl } from './emailOptOut'
import { hasOpenSocketSql } from './presence'
import { scheduleSweep } from '../sweeps'
import { requestTransaction } from '#utilities/requestTransaction'

/**
 * The chat's unread e-mail (issue 11, decision 0022): a party whose oldest unread message in a
 * conversation is older than 15 minutes, with no socket open on any instance, gets one e-mail
 * ("Você tem novas mensagens de …", a link, never the text), at most one per conversation every
 * 6 hours and only when a message arrived since the last one, unless the party turned it off.
 *
 * Every instance sweeps on a schedule. A sweep claims conversations in one statement that locks
 * them (FOR UPDATE SKIP LOCKED) and marks them e-mailed, and queues the e-mails in the same
 * transaction: two sweeps at once, here or on another instance, never claim the same one (the
 * second skips the locked row or, once the first committed, finds it no longer due), and a sweep
 * that fails rolls its claims back with its e-mails.
 */
const UNREAD_SWEEP_EVERY_MS = 60_000
/** Conversations claimed per side in one sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200

type Claimed = { conversation_id: number; recipient_id: number; email: string; recipient_name: string | null; other_name: string }

const sides = [
  { me: 'barber', other: 'shop', otherName: '(SELECT s.name FROM barbershops s WHERE s.id = c.barbershop_id)' },
  { me: 'shop', other: 'barber', otherName: '(SELECT b.name FROM barbers b WHERE b.id = c.barber_id)' },
] as const

/** The claim for one side: the due conversations, marked e-mailed up to their newest unread message. */
const claimSql = (side: (typeof sides)[number], unreadBefore: Date, emailedBefore: Date, now: Date) => {
  const { me, otherName } = side
  // The side's unread messages: the other party's, after the newest one this side has read.
  const unread = `FROM messages m WHERE m.conversation_id = c.id AND m.sender_id <> c.${me}_user_id AND m.id > c.${me}_read_up_to`
  return sql`
    WITH due AS (
      SELECT c.id, u.id AS recipient_id, u.email, u.name AS recipient_name, ${sql.raw(otherName)} AS other_name,
        (SELECT max(m.id) ${sql.raw(unread)}) AS up_to
      FROM conversations c JOIN users u ON u.id = c.${sql.raw(me)}_user_id
      WHERE c.${sql.raw(me)}_unread > 0
        AND u.chat_email_notifications
        AND (c.${sql.raw(me)}_emailed_at IS NULL OR c.${sql.raw(me)}_emailed_at <= ${emailedBefore})
        AND (SELECT min(m.created_at) ${sql.raw(unread)}) <= ${unreadBefore}
        AND (SELECT max(m.id) ${sql.raw(unread)}) > c.${sql.raw(me)}_emailed_up_to
        AND NOT ${sql.raw(hasOpenSocketSql(`c.${me}_user_id`))}
      ORDER BY c.id
      LIMIT ${SWEEP_BATCH}
      FOR UPDATE OF c SKIP LOCKED
    )
    UPDATE conversations c SET ${sql.raw(me)}_emailed_at = ${now}, ${sql.raw(me)}_emailed_up_to = due.up_to
    FROM due WHERE c.id = due.id
    RETURNING c.id AS conversation_id, due.recipient_id, due.email, due.recipient_name, due.other_name`
}

/** One sweep as of `now` (tests move it instead of waiting); answers how many e-mails it queued. */
export async function sweepUnreadChatEmails(payload: Payload, now = new Date()): Promise<number> {
  const unreadBefore = new Date(now.getTime() - CHAT_UNREAD_EMAIL_AFTER_MS)
  const emailedBefore = new Date(now.getTime() - CHAT_UNREAD_EMAIL_EVERY_MS)
  const baseUrl = payload.config.serverURL
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let queued = 0
  try {
    // The claim runs in the transaction of the Local API's writes below, and commits with them.
    const db = await requestTransaction(req, 'a fila de e-mails de conversa')
    for (const side of sides) {
      const { rows } = await db.execute(claimSql(side, unreadBefore, emailedBefore, now))
      for (const row of rows as Claimed[]) {
        const email = unreadChatEmail({
          name: row.recipient_name,
          business: side.me === 'shop',
          otherName: row.other_name,
          conversationUrl: `${baseUrl.replace(/\/+$/, '')}/chat/${row.conversation_id}`,
          optOutUrl: chatEmailOptOutUrl(baseUrl, payload.secret, row.recipient_id, now),
        })
        await queueEmail(req, row.email, email)
        queued++
      }
    }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  if (queued) flushEmailQueue(payload)
  return queued
}

/** Sweeps at boot and every minute, on one instance at a time; the returned stop waits for a sweep in progress. */
export const scheduleUnreadChatEmails = (payload: Payload) =>
  scheduleSweep(
    payload,
    'unread-chat-emails',
    UNREAD_SWEEP_EVERY_MS,
    () => sweepUnreadChatEmails(payload),
    'chat: falha ao verificar mensagens não lidas para e-mail',
  )
