import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { SupportTicket } from '#payload-types'
import { SUPPORT_TICKETS_PER_HOUR, supportMessages } from '#domain/support'
import { requestUser } from '#utilities/requestUser'
import { ticketsOpenedSince } from '../store'
import { settings } from '#infra/settings'

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
  const opened = await ticketsOpenedSince(req, user.id, new Date(Date.now() - HOUR_MS))
  if (opened >= SUPPORT_TICKETS_PER_HOUR * scale()) throw new DomainError('tooMany', supportMessages.tooMany)
  return data
}
