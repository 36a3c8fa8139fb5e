import { DomainError } from '#domain/errors'
import { sql } from '@payloadcms/db-postgres'
import { type CollectionBeforeChangeHook } from 'payload'
import type { SupportTicket } from '#payload-types'
import { SUPPORT_TICKETS_PER_HOUR, supportMessages } from '#domain/support'
import { requestUser } from '#utilities/requestUser'
import { requestTransaction } from '#utilities/requestTransaction'
import { settings } from '#infra/settings'

/** Advisory lock namespace for "this account's tickets are being counted" ("tick" in ASCII). */
const TICKET_LOCK = 0x7469636b
const HOUR_MS = 60 * 60 * 1000
/** RATE_LIMIT_SCALE multiplies every rate limit, this one too (server/http/rateLimits.ts; tests raise it). */
const scale = () => settings().rateLimitScale

/**
 * At most SUPPORT_TICKETS_PER_HOUR tickets per account in any hour, counted in the database under
 * a per-account advisory lock held until the ticket commits: the count survives restarts, holds
 * across servers, and parallel requests at the boundary cannot both get through. Locked accounts
 * are not refused here or anywhere: support is how they get help.
 */
export const limitTicketRate: CollectionBeforeChangeHook<SupportTicket> = async ({ data, operation, req }) => {
  const user = requestUser(req)
  if (operation !== 'create' || !user) return data
  const db = await requestTransaction(req, 'o limite de chamados')
  await db.execute(sql`SELECT pg_advisory_xact_lock(${TICKET_LOCK}, ${user.id})`)
  const since = new Date(Date.now() - HOUR_MS).toISOString()
  const { rows } = await db.execute(sql`SELECT count(*)::int AS opened FROM support_tickets WHERE user_id = ${user.id} AND created_at >= ${since}`)
  if (Number(rows[0]?.opened ?? 0) >= SUPPORT_TICKETS_PER_HOUR * scale()) throw new DomainError('tooMany', supportMessages.tooMany)
  return data
}
