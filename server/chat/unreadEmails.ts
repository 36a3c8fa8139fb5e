import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { CHAT_UNREAD_EMAIL_AFTER_MS, CHAT_UNREAD_EMAIL_EVERY_MS } from '#domain/chat'
import { unreadChatEmail } from '#domain/emails'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { queueEmail } from '#infra/email/sendEmailTask'
import { chatEmailOptOutUrl } from './emailOptOut'
import { claimUnreadEmailsSql } from './store'
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
type Claimed = { conversation_id: number; recipient_id: number; email: string; recipient_name: string | null; other_name: string }

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
    for (const side of ['barber', 'shop'] as const) {
      const { rows } = await db.execute(claimUnreadEmailsSql(side, unreadBefore, emailedBefore, now))
      for (const row of rows as Claimed[]) {
        const email = unreadChatEmail({
          name: row.recipient_name,
          business: side === 'shop',
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
