import type { Request } from 'express'
import { executeAuthStrategies, type Payload } from 'payload'
import type { User } from '#payload-types'
import { accountMessages } from '#domain/messages/auth'
import { genericMessages } from '#domain/messages/common'
import { databaseAvailability } from '#infra/database/availability'
import { toFetchHeaders } from './bridge'
import { DomainError } from '#domain/errors'

const resolvedUsers = new WeakMap<Request, Promise<User | null>>()

/**
 * The signed-in user of an Express request, by the same strategies as Payload's REST API (session
 * cookie or JWT header, CSRF origin check, live session). Visitors without credentials cost
 * nothing: no token, no lookup. Resolved once per request, however many parts of the request ask
 * (a server-rendered page asks for the session and for the page's own data).
 */
export function currentUser(payload: Payload, req: Request): Promise<User | null> {
  let user = resolvedUsers.get(req)
  if (!user) {
    user = resolveUser(payload, req)
    resolvedUsers.set(req, user)
  }
  return user
}

/**
 * A session cookie's name as the token readers take it (server/http/session.ts: the name trimmed), so
 * that 'payload-token =…' counts too: a request whose token the reads would use is never a visitor's,
 * whose rendered page is kept for every other visitor (issue 40: a barber's applied marks were).
 */
const SESSION_COOKIE = /(?:^|;)\s*payload-token\s*=/

/** Whether the request carries a session token at all; without one it is a visitor, whatever else it sends. */
export const hasCredentials = (req: Request) => Boolean(req.headers.authorization) || SESSION_COOKIE.test(req.headers.cookie ?? '')

async function resolveUser(payload: Payload, req: Request): Promise<User | null> {
  if (!hasCredentials(req)) return null
  // Not payload.auth(): that also evaluates every collection's access rules for a permissions map.
  const { user } = await executeAuthStrategies({ headers: toFetchHeaders(req.headers), payload, canSetHeaders: false })
  // The strategies answer "nobody" when the user lookup fails: while the database is out of reach
  // that is not a signed-out visitor.
  if (!user && (await databaseAvailability(req).unavailable())) throw new DomainError('unavailable', genericMessages.unavailable)
  return (user as User | null) ?? null
}

/** The signed-in user, or a 401 'Faça login para continuar.'. */
export async function requireUser(payload: Payload, req: Request): Promise<User> {
  const user = await currentUser(payload, req)
  if (!user) throw new DomainError('unauthenticated', accountMessages.loginRequiredDetail)
  return user
}
