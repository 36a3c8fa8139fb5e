import type { Request } from 'express'
import type { IncomingMessage } from 'node:http'
import { jwtVerify } from 'jose'
import { JWT_AUTH_VERSION, type Payload } from 'payload'
import type { Pool } from 'pg'
import type { Viewer } from '#domain/viewer'

import { readViewer } from './reads'
/**
 * Who is asking, for the hottest read paths: the same decision as Payload's JWT strategy
 * (token from the session cookie or an Authorization header, CSRF rules for the cookie, a
 * signature and expiry check, a live session of a verified user), done with one indexed query
 * instead of Payload's full user read. tests/integration/session.int.test.ts holds it to
 * Payload's answer for every kind of request.
 */

/** A cookie's value from the Cookie header; a value that is not valid percent-encoding is no value. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}

/**
 * The session cookie exactly as Payload's parseCookies reads it (payload/dist/utilities/parseCookies.js),
 * so that a page and Payload's API never take different tokens from one header: the last cookie of
 * that name wins, its name trimmed but not its value, decoded by decodeURI, a badly encoded one skipped.
 */
function payloadCookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  let value: string | undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if ((index === -1 ? part : part.slice(0, index)).trim() !== name) continue
    try {
      value = decodeURI(index === -1 ? '' : part.slice(index + 1))
    } catch {
      // skipped, as Payload skips it
    }
  }
  return value
}

/** Payload's extractJWT, in its configured order (JWT header, Bearer header, cookie by default). */
function extractToken(payload: Payload, req: IncomingMessage): string | undefined {
  const { csrf, cookiePrefix, auth } = payload.config
  const authorization = req.headers.authorization
  for (const method of auth.jwtOrder) {
    // An empty token after the scheme is none: Payload goes on to the next method (the cookie).
    if (method === 'JWT' && authorization?.startsWith('JWT ') && authorization.length > 4) return authorization.slice(4)
    if (method === 'Bearer' && authorization?.startsWith('Bearer ') && authorization.length > 7) return authorization.slice(7)
    if (method === 'cookie') {
      const token = payloadCookieValue(req.headers.cookie, `${cookiePrefix}-token`)
      if (!token) continue
      const origin = req.headers.origin
      if (origin) {
        if (csrf.length === 0 || csrf.includes(origin)) return token
        continue
      }
      if (csrf.length === 0) return token
      const site = req.headers['sec-fetch-site']
      if (site === 'same-origin' || site === 'same-site' || site === 'none') return token
    }
  }
  return undefined
}

/**
 * Who the session token of a request claims to be: signature, expiry and CSRF checked; the session
 * itself not yet (a `Viewer` once it is, `sessionViewer`).
 */
export type SessionClaim = { userId: number; sessionId: string }

const keys = new WeakMap<Payload, Uint8Array>()

/**
 * Tokens whose signature was checked, per Payload instance (its secret), with the claims' time
 * limits: a signature is a property of the token and the secret, so a token checked once need not
 * be checked again on the next request (jose's check was most of a signed-in list's extra CPU,
 * issue 29). Expiry and not-before are checked every time, as jose does; whether the session is
 * live is asked of the database every time. Nothing here can differ between instances: each
 * holds what it would compute itself. Bounded; cleared when full.
 */
type Checked = { claim: SessionClaim; exp?: number; nbf?: number }
const checkedTokens = new WeakMap<Payload, Map<string, Checked>>()
const CHECKED_TOKENS_BOUND = 2000

/** jose's time rules (no clock tolerance): expired when `exp` ≤ now, early when `nbf` > now, in whole seconds. */
function inTime({ exp, nbf }: Checked): boolean {
  const now = Math.floor(Date.now() / 1000)
  return !(exp !== undefined && exp <= now) && !(nbf !== undefined && nbf > now)
}

export async function sessionClaim(payload: Payload, req: IncomingMessage): Promise<SessionClaim | null> {
  const token = extractToken(payload, req)
  if (!token) return null
  let checked = checkedTokens.get(payload)
  if (!checked) checkedTokens.set(payload, (checked = new Map()))
  const known = checked.get(token)
  if (known) return inTime(known) ? known.claim : null
  let key = keys.get(payload)
  if (!key) keys.set(payload, (key = new TextEncoder().encode(payload.secret)))
  try {
    const { payload: claims, protectedHeader } = await jwtVerify(token, key)
    if (protectedHeader.authVersion !== JWT_AUTH_VERSION || claims.collection !== 'users') return null
    if (typeof claims.id !== 'number' || typeof claims.sid !== 'string') return null
    const claim = { userId: claims.id, sessionId: claims.sid }
    if (checked.size >= CHECKED_TOKENS_BOUND) checked.clear()
    checked.set(token, { claim, exp: claims.exp, nbf: claims.nbf })
    return claim
  } catch {
    return null // a bad or expired token is a visitor, as in Payload
  }
}

/** Who is asking, from the session cookie: a live session of a verified user, or null for a visitor. */
export async function sessionViewer(payload: Payload, pool: Pool, req: Request): Promise<Viewer | null> {
  const claim = await sessionClaim(payload, req)
  if (!claim) return null
  return readViewer(pool, claim)
}
