import pg from 'pg'

/**
 * The pg Pool that Payload's Postgres adapter uses (passed in as its `pg` dependency). Payload
 * checks one client out at connect and never gives it back, so a plain `pool.end()` never
 * settles; this pool keeps track of its connections so the server can close all of them.
 * A connection that cannot be opened or dies (database down, restart, shutdown) is reported,
 * never an uncaught error.
 */
export class ClosablePool extends pg.Pool {
  private readonly connections = new Set<pg.PoolClient>()
  /** Told when a connection cannot be opened (the database is down or refuses us) or is lost. */
  onConnectionError: (error: Error) => void = () => {}

  override connect(): Promise<pg.PoolClient>
  override connect(callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void): void
  override connect(callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void) {
    if (!callback) {
      return super.connect().catch((error: Error) => {
        this.onConnectionError(error)
        throw error
      })
    }
    super.connect((error, client, done) => {
      if (error) this.onConnectionError(error)
      callback(error, client, done)
    })
  }

  constructor(options?: pg.PoolConfig) {
    super(options)
    this.on('connect', (client) => {
      this.connections.add(client)
      client.on('error', (error) => this.onConnectionError(error))
    })
    // Until the pool lets go of it: a connection lost while checked out (the one Payload keeps)
    // still counts for pool.end() until it is released.
    this.on('remove', (client) => this.connections.delete(client))
  }

  /** Ends every connection, including one never given back, and the pool itself. */
  async close(): Promise<void> {
    const ended = this.end()
    for (const client of this.connections) {
      try {
        client.release(true)
      } catch {
        // idle: pool.end() is already closing it
      }
    }
    await ended
  }
}

export const trackedPg = { ...pg, Pool: ClosablePool } as typeof pg
