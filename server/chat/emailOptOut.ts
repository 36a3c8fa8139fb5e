import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { RequestHandler, Response } from 'express'
import { CHAT_EMAIL_OPT_OUT_LINK_MS } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { ACCOUNT_SECURITY_PATH } from '#domain/session'
import { turnOffChatEmails } from '#infra/users/store'
import { documentId } from '../http/documentId'
import { emailLinkPage, escapeHtml } from '../http/emailLinkPage'

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

const page = (res: Response, status: number, body: string) => emailLinkPage(res, status, chatMessages.optOutTitle, body)

const settingsLink = `<a class="button" href="${ACCOUNT_SECURITY_PATH}">Abrir Segurança da conta</a>`

function refuse(res: Response, problem: 'invalid' | 'expired') {
  page(res, 400, `<p role="alert">${escapeHtml(problem === 'expired' ? chatMessages.optOutExpired : chatMessages.optOutInvalid)}</p>${settingsLink}`)
}

/** GET of the opt-out link: a page with one button (a GET never changes anything). */
export function optOutPage(secret: string): RequestHandler {
  return (req, res) => {
    const token = req.query.token
    const check = readChatEmailOptOutToken(secret, token)
    if ('problem' in check) return refuse(res, check.problem)
    page(
      res,
      200,
      `<p>${escapeHtml(chatMessages.optOutAsk)}</p><form method="post" action="${CHAT_EMAIL_OPT_OUT_PATH}">` +
        `<input type="hidden" name="token" value="${escapeHtml(String(token))}"><button type="submit">${escapeHtml(chatMessages.optOutConfirm)}</button></form>`,
    )
  }
}

/** The button's POST: turns the chat's e-mails off for the link's account. */
export function confirmOptOut({ payload, pool }: { payload: Payload; pool: Pool }): RequestHandler {
  return async (req, res) => {
    const check = readChatEmailOptOutToken(payload.secret, (req.body as { token?: unknown } | undefined)?.token)
    if ('problem' in check) return refuse(res, check.problem)
    // A deleted account has nothing to turn off; the answer is the same, so the link reveals nothing.
    await turnOffChatEmails(pool, check.userId)
    page(res, 200, `<p role="status">${escapeHtml(chatMessages.optOutDone)}</p><p>${escapeHtml(chatMessages.optOutUndo)}</p>${settingsLink}`)
  }
}
