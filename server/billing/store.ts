import type { Pool } from 'pg'
import type { QuotaKind } from '#domain/quota'

/** Records a provider's event as processed; a second delivery of the same event (two at once) leaves the one record. */
export async function recordBillingEvent(pool: Pool, eventId: string, type: string): Promise<void> {
  await pool.query('INSERT INTO billing_events (event_id, type) VALUES ($1, $2) ON CONFLICT (event_id) DO NOTHING', [eventId, type])
}

/** How many applications (barbers) or opened jobs (shops) the account used since `since`. */
export async function quotaUsedSince(pool: Pool, userId: number, kind: QuotaKind, since: Date): Promise<number> {
  const { rows } = await pool.query<{ used: number }>('SELECT count(*)::int AS used FROM quota_uses WHERE user_id = $1 AND kind = $2 AND created_at >= $3', [
    userId,
    kind,
    since,
  ])
  return rows[0]?.used ?? 0
}
