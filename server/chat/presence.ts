import { inPoolTransaction } from '#infra/database/poolTransaction'
import { randomUUID } from 'node:crypto'
import type { Pool, PoolClient } from 'pg'

/**
 * Who has the chat open, across every instance on the database: one row per (user, instance)
 * with that instance's open sockets for the user, refreshed by a heartbeat. It answers two
 * questions that one instance's memory cannot: may this user open one more socket (the cap holds
 * for the cluster, not per instance), and is this user away (the unread e-mail goes only then).
 *
 * Each instance keeps its own count in memory and writes it under a per-user advisory lock, so
 * a handshake here and a disconnect there never interleave between the sum and the write. An
 * instance that dies without closing stops refreshing its rows: they are ignored once older than
 * PRESENCE_STALE_SECONDS and deleted later by any instance. The table is UNLOGGED (no WAL): after a
 * database crash it comes back empty and the next heartbeat writes every live socket again.
 * Like the Socket.IO adapter's own table it is not a Payload collection and is created at start.
 */
const PRESENCE_HEARTBEAT_MS = 20_000
const PRESENCE_STALE_SECONDS = 60
/** Rows of instances gone for this long are deleted. */
const PRESENCE_FORGET = '10 minutes'
/** The advisory lock class of presence writes ("pres" in ASCII); the key is the user id. */
const PRESENCE_LOCK = 0x70726573

const PRESENCE_TABLE_SQL = `CREATE UNLOGGED TABLE IF NOT EXISTS chat_presence (
  user_id integer NOT NULL,
  instance_id text NOT NULL,
  sockets integer NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, instance_id)
)`

/** SQL true when the user (an integer expression) has an open socket on a live instance. */
export const hasOpenSocketSql = (userId: string) =>
  `EXISTS (SELECT 1 FROM chat_presence p WHERE p.user_id = ${userId} AND p.sockets > 0 AND p.seen_at > now() - interval '${PRESENCE_STALE_SECONDS} seconds')`

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
    await this.pool.query(PRESENCE_TABLE_SQL)
    this.timer = setInterval(() => void this.track(this.heartbeat()).catch(this.onError), PRESENCE_HEARTBEAT_MS)
    this.timer.unref()
  }

  private locked<T>(userId: number, work: (client: PoolClient) => Promise<T>): Promise<T> {
    const written = inPoolTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1, $2)', [PRESENCE_LOCK, userId])
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
    const count = this.local.get(userId) ?? 0
    return count > 0
      ? client.query(
          `INSERT INTO chat_presence (user_id, instance_id, sockets, seen_at) VALUES ($1, $2, $3, now())
           ON CONFLICT (user_id, instance_id) DO UPDATE SET sockets = EXCLUDED.sockets, seen_at = now()`,
          [userId, this.instanceId, count],
        )
      : client.query('DELETE FROM chat_presence WHERE user_id = $1 AND instance_id = $2', [userId, this.instanceId])
  }

  /** Counts one more socket for the user unless it already has `max` open on live instances. */
  admit(userId: number, max: number): Promise<boolean> {
    return this.locked(userId, async (client) => {
      const { rows } = await client.query<{ open: number }>(
        `SELECT coalesce(sum(sockets), 0)::int AS open FROM chat_presence
          WHERE user_id = $1 AND seen_at > now() - interval '${PRESENCE_STALE_SECONDS} seconds'`,
        [userId],
      )
      if (rows[0]!.open >= max) return false
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
    const { rows } = await this.pool.query<{ user_id: number }>('UPDATE chat_presence SET seen_at = now() WHERE instance_id = $1 RETURNING user_id', [
      this.instanceId,
    ])
    const alive = new Set(rows.map((row) => row.user_id))
    for (const userId of this.local.keys()) if (!alive.has(userId)) await this.locked(userId, (client) => this.write(client, userId))
    await this.pool.query(`DELETE FROM chat_presence WHERE seen_at < now() - interval '${PRESENCE_FORGET}'`)
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await Promise.allSettled(this.writing)
    this.local.clear()
    await this.pool.query('DELETE FROM chat_presence WHERE instance_id = $1', [this.instanceId])
  }
}
