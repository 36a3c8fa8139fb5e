import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The one-click unsubscribe link of the annual plan's 'Nova vaga em {cidade}' e-mails (RFC 8058,
 * decision 0068), made when the e-mail is queued (collections/Jobs/hooks/alertEarlyAccessBarbers.ts)
 * and read by its pages (server/alerts/earlyAccessOptOut.ts). It names the account and the second
 * it was made, signed with an HMAC keyed by PAYLOAD_SECRET (its own purpose in the key, so no other
 * link's token is one of these), so it cannot be made for another account nor changed. It works
 * EARLY_ACCESS_UNSUBSCRIBE_DAYS, as an alert's link does.
 */
export const EARLY_ACCESS_UNSUBSCRIBE_PATH = '/api/early-access/unsubscribe'
export const EARLY_ACCESS_UNSUBSCRIBE_DAYS = 60
const DAY_MS = 24 * 60 * 60 * 1000

const signature = (secret: string, body: string) => createHmac('sha256', `navalha-early-access-unsubscribe:${secret}`).update(body).digest('base64url')

export function earlyAccessUnsubscribeToken(secret: string, userId: number, issuedAt: Date): string {
  const body = `${Math.floor(issuedAt.getTime() / 1000)}.${userId}`
  return `${body}.${signature(secret, body)}`
}

export const earlyAccessUnsubscribeUrl = (baseUrl: string, secret: string, userId: number, issuedAt: Date) =>
  `${baseUrl.replace(/\/+$/, '')}${EARLY_ACCESS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(earlyAccessUnsubscribeToken(secret, userId, issuedAt))}`

/** The headers that let a mail client offer its own unsubscribe button, which POSTs to the link. */
export const oneClickUnsubscribeHeaders = (url: string) => ({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

export type EarlyAccessTokenCheck = { userId: number } | { problem: 'invalid' | 'expired' }

/** Signed ids up to PostgreSQL's integer; anything else is refused before the database sees it. */
const MAX_ID = 2_147_483_647

export function readEarlyAccessUnsubscribeToken(secret: string, token: unknown, now = new Date()): EarlyAccessTokenCheck {
  const match = typeof token === 'string' ? /^(\d{1,12})\.([1-9]\d{0,9})\.([\w-]{43})$/.exec(token) : null
  if (!match) return { problem: 'invalid' }
  const [, issued, userId, given] = match
  if (!timingSafeEqual(Buffer.from(signature(secret, `${issued}.${userId}`)), Buffer.from(given!))) return { problem: 'invalid' }
  const id = Number(userId)
  if (id > MAX_ID) return { problem: 'invalid' }
  if (now.getTime() - Number(issued) * 1000 > EARLY_ACCESS_UNSUBSCRIBE_DAYS * DAY_MS) return { problem: 'expired' }
  return { userId: id }
}
