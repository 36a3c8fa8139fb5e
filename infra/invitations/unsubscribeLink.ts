import { createHmac, timingSafeEqual } from 'node:crypto'
import { DAY_MS } from '#domain/account'
import { INVITATION_UNSUBSCRIBE_DAYS } from '#domain/invitations'

/**
 * The one-click unsubscribe link of an invitation e-mail (RFC 8058, decision 0067), built where the
 * e-mail is queued (collections/Invitations/hooks/notifyInvitation.ts) and read by its pages
 * (server/invitations/unsubscribe.ts). It names the account and the moment it was made, signed with
 * an HMAC keyed by PAYLOAD_SECRET under its own purpose, so it cannot be made for another account
 * nor serve as the chat's or an alert's link; it works INVITATION_UNSUBSCRIBE_DAYS.
 */
export const INVITATION_UNSUBSCRIBE_PATH = '/api/invitations/unsubscribe'

const signature = (secret: string, body: string) => createHmac('sha256', `navalha-invitation-unsubscribe:${secret}`).update(body).digest('base64url')

export function invitationUnsubscribeToken(secret: string, userId: number, issuedAt: Date): string {
  const body = `${userId}.${Math.floor(issuedAt.getTime() / 1000)}`
  return `${body}.${signature(secret, body)}`
}

export const invitationUnsubscribeUrl = (baseUrl: string, secret: string, userId: number, issuedAt: Date) =>
  `${baseUrl.replace(/\/+$/, '')}${INVITATION_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(invitationUnsubscribeToken(secret, userId, issuedAt))}`

export type UnsubscribeCheck = { userId: number } | { problem: 'invalid' | 'expired' }

export function readInvitationUnsubscribeToken(secret: string, token: unknown, now = new Date()): UnsubscribeCheck {
  const match = typeof token === 'string' ? /^(\d{1,10})\.(\d{1,12})\.([\w-]{43})$/.exec(token) : null
  if (!match) return { problem: 'invalid' }
  const [, userId, issued, given] = match
  if (!timingSafeEqual(Buffer.from(signature(secret, `${userId}.${issued}`)), Buffer.from(given!))) return { problem: 'invalid' }
  const id = Number(userId)
  // Signed, yet naming an id no row can have: a refusal, not the database's out-of-range 500.
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return { problem: 'invalid' }
  if (now.getTime() - Number(issued) * 1000 > INVITATION_UNSUBSCRIBE_DAYS * DAY_MS) return { problem: 'expired' }
  return { userId: id }
}
