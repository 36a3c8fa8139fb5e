import { inPoolTransaction } from '#infra/database/poolTransaction'
import { randomUUID } from 'node:crypto'
import type { Pool, PoolClient } from 'pg'
import { createPresenceTable, forgetGoneInstances, lockPresence, openSockets, refreshPresence, removeInstancePresence, writePresence } from './store'

/**
 * Who has the chat open, across every instance on the database: one row per (user, instance)
 * with that instance's open sockets for the user, refreshed by a heartbeat (the table and its
 * statements are in ./store.ts). It answers two questions that one instance's memory cannot: may
 * this user open one more socket (the cap holds for the cluster, not per instance), and is this
 * user away (the unread e-mail goes only then).
 *
 * Each instance keeps its own count in memory and writes it under a per-user advisory lock, so
 * a handshake here and a disconnect there never interleave between the sum and the write. An
 * instance that dies without closing stops refreshing its rows: they are ignored once older than
 * PRESENCE_STALE_SECONDS and deleted later by any instance. The table is UNLOGGED (no WAL): after a
 * database crash it comes back empty and the next heartbeat writes every live socket again.
 */
const PRESENCE_HEARTBEAT_MS = 20_000

export class ChatPresence {
  readonly instanceId = randomUUID()
  private readonly local = new Map<number, number>()
  private timer: NodeJS.Timeout | undefined
  /** Writes under way: stop() waits for them, so none is still holding a connection when the pool closes. */
  private readonly writing = new Set<Promise<unknown>>()
  private stopped = false

  constructor(
    private readonly pool: Pool,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    await createPresenceTable(this.pool)
    this.timer = setInterval(() => void this.track(this.heartbeat()).catch(this.onError), PRESENCE_HEARTBEAT_MS)
    this.timer.unref()
  }

  private locked<T>(userId: number, work: (client: PoolClient) => Promise<T>): Promise<T> {
    const written = inPoolTransaction(this.pool, async (client) => {
      await lockPresence(client, userId)
      return work(client)
    })
    return this.track(written)
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.writing.add(work)
    const forget = () => void this.writing.delete(work)
    void work.then(forget, forget)
    return work
  }

  private write(client: PoolClient, userId: number) {
    return writePresence(client, userId, this.instanceId, this.local.get(userId) ?? 0)
  }

  /** Counts one more socket for the user unless it already has `max` open on live instances. */
  admit(userId: number, max: number): Promise<boolean> {
    return this.locked(userId, async (client) => {
      if ((await openSockets(client, userId)) >= max) return false
      this.local.set(userId, (this.local.get(userId) ?? 0) + 1)
      try {
        await this.write(client, userId)
      } catch (error) {
        this.release(userId)
        throw error
      }
      return true
    })
  }

  private release(userId: number) {
    const left = (this.local.get(userId) ?? 1) - 1
    if (left > 0) this.local.set(userId, left)
    else this.local.delete(userId)
  }

  /** One socket of the user closed. */
  async leave(userId: number): Promise<void> {
    // Closing: every socket is being let go at once, and stop() removes this instance's rows.
    if (this.stopped) return
    await this.locked(userId, async (client) => {
      this.release(userId)
      await this.write(client, userId)
    })
  }

  /** Keeps this instance's rows alive, writes back rows lost with a database crash, forgets dead instances. */
  async heartbeat(): Promise<void> {
    const alive = new Set(await refreshPresence(this.pool, this.instanceId))
    for (const userId of this.local.keys()) if (!alive.has(userId)) await this.locked(userId, (client) => this.write(client, userId))
    await forgetGoneInstances(this.pool)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await Promise.allSettled(this.writing)
    this.local.clear()
    await removeInstancePresence(this.pool, this.instanceId)
  }
}
