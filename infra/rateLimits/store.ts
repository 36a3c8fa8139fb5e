import type { Pool, PoolClient } from 'pg'

/** The pool, or one of its clients inside a transaction. */
type Queryable = Pick<Pool | PoolClient, 'query'>

export type Hit = { hits: number; resetAt: Date; retryAfterSeconds: number }

/**
 * The one writer of `rate_limit_hits` (the UNLOGGED table of migration 20261124_004500_rate_limit_hits):
 * the login and request limits (server/http/store.ts), the caps on e-mails to an address
 * (infra/email/accountEmails.ts) and the export limit (server/privacy/store.ts) all count
 * here, so every instance counts the same tries. Counts one more hit of `key`: one upsert under
 * the row's lock restarts the window when it has run out, else adds one, so counts at once are
 * counted one after the other.
 */
export async function countHit(db: Queryable, key: string, windowMs: number): Promise<Hit> {
  const { rows } = await db.query<{ hits: number; reset_at: Date; retry_after: number }>(
    `INSERT INTO rate_limit_hits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
       reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
     RETURNING hits, reset_at, ceil(extract(epoch FROM reset_at - now()))::int AS retry_after`,
    [key, windowMs],
  )
  const row = rows[0]!
  return { hits: row.hits, resetAt: row.reset_at, retryAfterSeconds: row.retry_after }
}

/** Takes one hit of a live window back (express-rate-limit's `decrement`). */
export async function takeBackHit(db: Queryable, key: string): Promise<void> {
  await db.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()', [key])
}

export async function forgetHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_hits WHERE key = $1', [key])
}

/** Deletes the windows that have run out; answers how many. */
export async function forgetExpiredHits(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limit_hits WHERE reset_at < now()')
  return rowCount ?? 0
}
