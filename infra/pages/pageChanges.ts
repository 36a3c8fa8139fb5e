import { sql } from '@payloadcms/db-postgres'
import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool, PoolClient } from 'pg'
import { postgresAdapter } from '../database/adapter'
import type { Drizzle } from '../database/drizzle'
import type { PageCache } from './pageCache'

/**
 * How every instance of the app learns that content shown on public pages changed
 * (docs/decisions/0027-html-cache-and-invalidation.md): the write's own transaction sends a
 * NOTIFY, which PostgreSQL delivers to every listening instance when (and only if) it commits.
 * The writing instance also stops answering from its cache at once, until its NOTIFY comes back.
 */
export const PAGE_CHANGES_CHANNEL = 'navalha_public_pages'
/** A write never heard back (rolled back) stops holding the cache after this long. */
const UNHEARD_WRITE_MS = 10_000
const RECONNECT_MS = 1_000

const cachesByPayload = new WeakMap<Payload, Set<PageCache>>()

/** Called by the collections' hooks (hooks/refreshPublicPages.ts) for a write in `req`. */
export async function announcePageChange(req: PayloadRequest): Promise<void> {
  const token = randomUUID()
  for (const cache of cachesByPayload.get(req.payload) ?? []) cache.writeStarted(token, UNHEARD_WRITE_MS)
  const id = await req.transactionID
  const adapter = postgresAdapter(req.payload)
  const db: Drizzle = (id !== undefined ? adapter.sessions[String(id)]?.db : undefined) ?? adapter.drizzle
  await db.execute(sql`SELECT pg_notify(${PAGE_CHANGES_CHANNEL}, ${token})`)
}

/**
 * Keeps one connection of `pool` in LISTEN for the channel and empties `cache` on every
 * notification. While the connection is down the cache is off (a write could go unheard), and it
 * comes back once LISTEN is in place again. Stops when the pool ends.
 */
export function listenForPageChanges(payload: Payload, pool: Pool, cache: PageCache): void {
  let caches = cachesByPayload.get(payload)
  if (!caches) cachesByPayload.set(payload, (caches = new Set()))
  caches.add(cache)

  const connect = async () => {
    if (pool.ending) return cache.close()
    let client: PoolClient | undefined
    try {
      client = await pool.connect()
      const listening = client
      let lost = false
      const onLost = () => {
        if (lost) return
        lost = true
        cache.setOnline(false)
        listening.removeAllListeners('notification')
        try {
          listening.release(true)
        } catch {
          // already released by the pool's close
        }
        setTimeout(connect, RECONNECT_MS).unref()
      }
      listening.on('error', onLost)
      listening.on('end', onLost)
      listening.on('notification', (message) => {
        if (message.channel === PAGE_CHANGES_CHANNEL) cache.writeSettled(message.payload ?? '')
      })
      await listening.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`)
      if (!lost) cache.setOnline(true)
    } catch {
      cache.setOnline(false)
      try {
        client?.release(true)
      } catch {
        // released when the connection was lost
      }
      setTimeout(connect, RECONNECT_MS).unref()
    }
  }
  void connect()
}
