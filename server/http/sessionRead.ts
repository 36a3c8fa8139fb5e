import type { Request } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { deriveAccountStatus } from '#domain/account'
import { DomainError } from '#domain/errors'
import { genericMessages } from '#domain/messages/common'
import { accountPerks } from '#domain/perks'
import type { Role } from '#domain/roles'
import type { Session } from '#domain/session'
import { hasCredentials } from './auth'
import { readShellSession, type ShellSessionRow } from './reads'
import { sessionClaim } from './session'

/**
 * The page's session (what `readSession` answers through Payload: its JWT strategy's user read,
 * the profile's find, the plan's findByID) in one SQL statement, for the app shell of a signed-in
 * screen (issue 42, decision 0060). The token is checked as `sessionClaim` checks it (Payload's
 * secret, signature, expiry, auth version, CSRF rules for the cookie), and the statement answers
 * only for a live session of a verified user (`liveSessionSql`), read at every request: nothing
 * here is kept between requests but the signatures already checked, so a logout, a deletion or a
 * change of plan on any instance holds at once on every other. tests/integration/session-read.int.test.ts
 * holds the answer equal to `readSession`'s for generated states.
 */
/** A date as Payload answers it: ISO 8601 in UTC with milliseconds. */
const iso = (value: Date | null) => (value === null ? null : value.toISOString())

export async function readSessionDirect(payload: Payload, pool: Pool, req: Request, now: Date = new Date()): Promise<Session> {
  // As `currentUser`: a request it takes for a visitor (the page cache keys visitors' pages by that) is one here.
  if (!hasCredentials(req)) return { user: null, profile: null }
  const claim = await sessionClaim(payload, req)
  // Users' ids are PostgreSQL integers: any other number (only a holder of the secret could sign one) names nobody,
  // and must not reach the statement as an error taken for an outage.
  if (!claim || !Number.isInteger(claim.userId) || claim.userId < 1 || claim.userId > 2147483647) return { user: null, profile: null }
  let row: ShellSessionRow | undefined
  try {
    // Named: each pooled connection parses and plans it once, not on every request.
    row = await readShellSession(pool, claim)
  } catch {
    // As `currentUser`: a database out of reach is not a signed-out visitor.
    throw new DomainError('unavailable', genericMessages.unavailable)
  }
  if (!row) return { user: null, profile: null }
  const account = {
    roles: row.roles,
    trialEndsAt: iso(row.trial_ends_at),
    subscriptionStatus: row.subscription_status,
    subscriptionEnd: iso(row.subscription_end),
    subscriptionGraceEndsAt: iso(row.subscription_grace_ends_at),
  }
  const type = row.user_type ?? (row.roles.includes('barbershop') ? 'barbershop' : row.roles.includes('barber') ? 'barber' : null)
  const [id, complete, completeness, country] =
    type === 'barber'
      ? [row.barber_id, row.barber_complete, row.barber_completeness, row.barber_country]
      : [row.shop_id, row.shop_complete, row.shop_completeness, row.shop_country]
  const profile: Session['profile'] =
    type && id !== null ? { type, id, complete: Boolean(complete), completeness: completeness ?? 0, country: country === 'PT' ? 'PT' : 'BR' } : null
  // `readAccountPerks` reads the plan only while it is paid for; accountPerks looks at it only then.
  const plan = row.plan_months === null ? null : { months: row.plan_months, audience: row.plan_audience }
  return {
    user: {
      id: row.id,
      email: row.email,
      name: row.original_name ?? row.name,
      roles: row.roles as Role[],
      userType: row.user_type,
      accountStatus: deriveAccountStatus(account, now),
      trialEndsAt: account.trialEndsAt,
      subscriptionStatus: row.subscription_status,
      subscriptionEnd: account.subscriptionEnd,
      pendingEmail: row.pending_email,
      chatEmailNotifications: row.chat_email_notifications !== false,
      earlyAccessEmails: row.early_access_emails !== false,
      invitationsEnabled: row.invitations_enabled !== false,
      trialDocumentUsed: row.trial_document_used === true,
      perks: accountPerks(account, plan, now),
    },
    profile,
  }
}
