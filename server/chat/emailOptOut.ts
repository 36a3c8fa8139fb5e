import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { RequestHandler } from 'express'
import { CHAT_EMAIL_OPT_OUT_LINK_MS } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { turnOffChatEmails } from '#infra/users/store'
import { documentId } from '../http/documentId'
import { switchOffLink } from '../http/switchOffLink'

/**
 * The link in the chat's unread e-mail that turns that e-mail off without signing in: it carries
 * the user id and an expiry, signed with an HMAC keyed by PAYLOAD_SECRET, so it cannot be made
 * for another account nor changed. Opening it shows a page with one button; the button's POST
 * turns the preference off. A GET never changes anything, because mail scanners and link
 * previews open links in e-mails on their own.
 */
export const CHAT_EMAIL_OPT_OUT_PATH = '/api/chat/email-opt-out'

const signature = (secret: string, body: string) => createHmac('sha256', `navalha-chat-email-opt-out:${secret}`).update(body).digest('base64url')

export function chatEmailOptOutToken(secret: string, userId: number, now: Date): string {
  const body = `${userId}.${Math.floor((now.getTime() + CHAT_EMAIL_OPT_OUT_LINK_MS) / 1000)}`
  return `${body}.${signature(secret, body)}`
}

export type OptOutTokenCheck = { userId: number } | { problem: 'invalid' | 'expired' }

export function readChatEmailOptOutToken(secret: string, token: unknown, now = new Date()): OptOutTokenCheck {
  const match = typeof token === 'string' ? /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token) : null
  if (!match) return { problem: 'invalid' }
  const [, userId, expires, given] = match
  const expected = Buffer.from(signature(secret, `${userId}.${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(given!))) return { problem: 'invalid' }
  // Signed, yet naming no account a row can have (the key signed it by mistake): a refusal, not a 500.
  const id = documentId(userId)
  if (id === undefined) return { problem: 'invalid' }
  if (Number(expires) * 1000 < now.getTime()) return { problem: 'expired' }
  return { userId: id }
}

export const chatEmailOptOutUrl = (baseUrl: string, secret: string, userId: number, now: Date) =>
  `${baseUrl.replace(/\/+$/, '')}${CHAT_EMAIL_OPT_OUT_PATH}?token=${encodeURIComponent(chatEmailOptOutToken(secret, userId, now))}`

const link = switchOffLink({
  path: CHAT_EMAIL_OPT_OUT_PATH,
  title: chatMessages.optOutTitle,
  ask: chatMessages.optOutAsk,
  confirm: chatMessages.optOutConfirm,
  done: [chatMessages.optOutDone, chatMessages.optOutUndo],
  invalid: chatMessages.optOutInvalid,
  expired: chatMessages.optOutExpired,
  expiredStatus: 400,
  // The chat's link predates one-click unsubscribe: its e-mail names no List-Unsubscribe, so only the page's button posts.
  oneClick: false,
  read: readChatEmailOptOutToken,
  turnOff: turnOffChatEmails,
})

/** GET of the opt-out link: a page with one button (a GET never changes anything). */
export const optOutPage = link.page

/** The button's POST: turns the chat's e-mails off for the link's account. */
export const confirmOptOut = ({ payload, pool }: { payload: Payload; pool: Pool }): RequestHandler => link.confirm(payload.secret, pool)
