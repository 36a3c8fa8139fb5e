import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { QuotaKind } from '#domain/quota'
import { requestTransaction, type Drizzle } from '#utilities/requestTransaction'

/** Advisory lock namespace for "this account's quota is being counted" ("quot" in ASCII). */
const QUOTA_LOCK = 0x71756f74

/** Advisory lock namespace for "this author's attempts are being counted" ("txat" in ASCII). */
const TEXT_ATTEMPTS_LOCK = 0x74786174

/** Takes the account's quota lock until the transaction `db` ends: its uses are counted one request at a time (./enforceMonthlyQuota.ts). */
export async function lockQuota(db: Drizzle, userId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${userId})`)
}

/**
 * The account's uses of `kind` since `since`, counted under the account's lock held until the
 * transaction `db` ends (./enforceMonthlyQuota.ts).
 */
export async function quotaUsesSince(db: Drizzle, userId: number, kind: QuotaKind, since: Date): Promise<number> {
  await lockQuota(db, userId)
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS used FROM quota_uses WHERE user_id = ${userId} AND kind = ${kind} AND created_at >= ${since.toISOString()}`,
  )
  return Number(rows[0]?.used ?? 0)
}

/** Records one use of `kind` by the account at `now`, in the transaction `db` (./enforceMonthlyQuota.ts). */
export async function recordQuotaUse(db: Drizzle, userId: number, kind: QuotaKind, now: Date): Promise<void> {
  await db.execute(sql`INSERT INTO quota_uses (user_id, kind, created_at, updated_at) VALUES (${userId}, ${kind}, ${now.toISOString()}, ${now.toISOString()})`)
}

/** Takes the author's lock until `req`'s transaction ends: one author's saves are counted one at a time (./recordTextAttempts.ts). */
export async function lockTextAttempts(req: PayloadRequest, userId: number): Promise<void> {
  const db = await requestTransaction(req, 'a contagem de tentativas de contato')
  await db.execute(sql`SELECT pg_advisory_xact_lock(${TEXT_ATTEMPTS_LOCK}, ${userId})`)
}
