import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import type { Pool } from 'pg'
import { countHit, forgetExpiredHits, forgetHits, takeBackHit } from '#infra/rateLimits/store'

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
    const hit = await countHit(this.pool, this.prefix + key, this.windowMs)
    if (++this.counts % SWEEP_EVERY === 0) await forgetExpiredHits(this.pool)
    return { totalHits: hit.hits, resetTime: hit.resetAt }
  }

  async decrement(key: string): Promise<void> {
    await takeBackHit(this.pool, this.prefix + key)
  }

  async resetKey(key: string): Promise<void> {
    await forgetHits(this.pool, this.prefix + key)
  }
}

/** Records a solved challenge's nonce until its expiry; answers whether it was its first use (./proofOfWork.ts). */
export async function recordProofUsed(pool: Pool, nonce: unknown, expiresAt: unknown): Promise<boolean> {
  const { rowCount } = await pool.query('INSERT INTO proof_of_work_used (nonce, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (nonce) DO NOTHING', [
    nonce,
    expiresAt,
  ])
  return rowCount === 1
}

/** Forgets the nonces whose challenges expired (now and then, from ./proofOfWork.ts). */
export async function forgetExpiredProofs(pool: Pool): Promise<void> {
  await pool.query('DELETE FROM proof_of_work_used WHERE expires_at < now()')
}
