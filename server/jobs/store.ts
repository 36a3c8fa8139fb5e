import { sql } from '@payloadcms/db-postgres'
import type { Drizzle } from '#utilities/requestTransaction'

/** At most this many jobs a transaction of the expiry sweep: a bounded transaction; the next run takes the rest. */
const EXPIRY_BATCH = 100

export type ExpiringJob = { id: number; title: string; shopName: string | null; country: string | null; publishedAt: Date; email: string | null }

/**
 * Claims the jobs whose 7-day notice is due as of `now` (published at or before `noticeFrom`, not
 * yet at `expireFrom`, not yet told) and marks them told, in the sweep's transaction, which queues
 * their e-mails too (./expiry.ts): locked with SKIP LOCKED, so a second sweep running at the same
 * time takes other rows, and once this commits it finds them told. The mark is cleared by a renewal
 * (stampJobPublication), so each publication gets one notice.
 */
export async function claimExpiryNotices(db: Drizzle, now: Date, noticeFrom: Date, expireFrom: Date): Promise<ExpiringJob[]> {
  const { rows } = await db.execute(sql`
    UPDATE jobs j SET expiry_notice_sent_at = ${now.toISOString()}
      FROM (SELECT id FROM jobs
             WHERE status = 'active' AND expiry_notice_sent_at IS NULL
               AND published_at <= ${noticeFrom.toISOString()} AND published_at > ${expireFrom.toISOString()}
             ORDER BY id LIMIT ${EXPIRY_BATCH} FOR UPDATE SKIP LOCKED) due
     WHERE j.id = due.id
    RETURNING j.id, j.title, j.shop_name AS "shopName", j.country, j.published_at AS "publishedAt",
              (SELECT u.email FROM users u WHERE u.id = j.shop_user_id AND u.removed_at IS NULL) AS email`)
  return rows.map((row) => ({ ...(row as ExpiringJob), id: Number(row.id), publishedAt: new Date(row.publishedAt as string) }))
}

/**
 * The open jobs published at or before `expireFrom` (60 days before the sweep's now), locked in the
 * sweep's transaction until it closes them: a renewal committed first moved its `published_at` and
 * is not found; one that comes after waits for the lock and then reopens the job (decision 0068).
 * `skip`: the jobs this sweep could not close, left for the next one.
 */
export async function lockJobsToExpire(db: Drizzle, expireFrom: Date, skip: number[] = [], limit = 1): Promise<number[]> {
  const { rows } = await db.execute(sql`
    SELECT id FROM jobs WHERE status = 'active' AND published_at <= ${expireFrom.toISOString()}
       AND NOT (id = ANY(${`{${skip.join(',')}}`}::int[]))
     ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED`)
  return rows.map((row) => Number(row.id))
}

/**
 * Locks one job's row until the renewal's transaction ends (./renewJob.ts), before the renewal reads
 * it: two renewals of one closed job at once are then one reopening and one renewal of an open job
 * (the plan's quota counted once, not per request), and a renewal behind the expiry sweep reads the
 * job the sweep closed, not the open one it started from.
 */
export async function lockJobForRenewal(db: Drizzle, id: number): Promise<void> {
  await db.execute(sql`SELECT id FROM jobs WHERE id = ${id} FOR UPDATE`)
}
