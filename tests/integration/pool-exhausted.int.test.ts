/**
 * When every database connection is taken and none frees up (a burst of slow queries, a
 * database that accepts connections but stops answering), a request waits at most the pool's
 * connection timeout and answers 503 with Retry-After, then the server serves again as soon as
 * connections come back. Before the timeout existed such a request waited for ever.
 */
import type { PoolClient } from 'pg'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp()

describe('an exhausted connection pool', () => {
  it('answers 503 with Retry-After within the timeout, then serves again', async () => {
    const pool = postgresAdapter(app.payload).pool
    const held: PoolClient[] = []
    // The sweeps run once at boot (server/sweeps.ts): wait until only the two connections kept for
    // good are out (Payload's own and the page cache's LISTEN), so none comes back to the pool
    // while the request waits.
    await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 15_000 }).toBeLessThanOrEqual(2)
    try {
      while (pool.totalCount < (pool.options.max ?? 10) || pool.idleCount > 0) held.push(await pool.connect())
      const started = Date.now()
      const response = await fetch(`${app.url}/api/jobs?limit=1`)
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(Date.now() - started).toBeLessThan(30_000)
    } finally {
      for (const client of held) client.release()
    }
    await expect.poll(async () => (await fetch(`${app.url}/api/jobs?limit=1`)).status, { timeout: 15_000 }).toBe(200)
  })
})
