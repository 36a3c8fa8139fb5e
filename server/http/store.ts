import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import type { Pool } from 'pg'

/** Expired windows are deleted once every this many counts (any instance), so the table stays small. */
const SWEEP_EVERY = 500

/**
 * express-rate-limit's counts in PostgreSQL (the UNLOGGED table `rate_limit_hits`, migration
 * 20261124_004500_rate_limit_hits), so every instance of the app counts the same tries: with the
 * library's memory store, N instances behind a load balancer allowed N times the failed logins.
 * One statement per count: the window restarts when it has run out, else the count goes up.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false
  readonly prefix: string
  private windowMs = 60_000
  private counts = 0

  constructor(
    private readonly pool: Pool,
    /** Tells the limiters apart: two limiters may count the same IP. */
    name: string,
  ) {
    this.prefix = `${name}:`
  }

  init(options: Options) {
    this.windowMs = options.windowMs
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>('SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1 AND reset_at > now()', [
      this.prefix + key,
    ])
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limit_hits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2 / 1000.0))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs],
    )
    if (++this.counts % SWEEP_EVERY === 0) await this.pool.query('DELETE FROM rate_limit_hits WHERE reset_at < now()')
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at }
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()', [this.prefix + key])
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key])
  }
}
