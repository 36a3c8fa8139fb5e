import type { Pool } from 'pg'
import { EXPORTS_PER_DAY } from '#domain/privacy'
import { countHit } from '#infra/rateLimits/store'

const DAY_MS = 24 * 60 * 60_000

/** The `rate_limit_hits` key counting an account's exports. */
export const exportLimitKey = (userId: number) => `account-export:${userId}`

/**
 * Counts one more export of the account and says whether it may go: EXPORTS_PER_DAY in a window
 * of 24 hours from the first, counted in PostgreSQL (`rate_limit_hits`, as infra/email/accountEmails.ts
 * counts account e-mails) so every instance counts the same downloads. One statement decides it
 * under the row's lock: two downloads at once are counted one after the other.
 */
export async function mayExportAgain(pool: Pool, userId: number): Promise<boolean> {
  const { hits } = await countHit(pool, exportLimitKey(userId), DAY_MS)
  return hits <= EXPORTS_PER_DAY
}
