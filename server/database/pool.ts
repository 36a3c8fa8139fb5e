import pg from 'pg'

/**
 * The pg Pool that Payload's Postgres adapter uses (passed in as its `pg` dependency). Payload
 * checks one client out at connect and never gives it back, so a plain `pool.end()` never
 * settles; this pool keeps track of its connections so the server can close all of them.
 * A connection that dies (database restart, shutdown) is reported, never an uncaught error.
 */
export class ClosablePool extends pg.Pool {
  private readonly connections = new Set<pg.PoolClient>()
  onConnectionError: (error: Error) => void = () => {}

  constructor(options?: pg.PoolConfig) {
    super(options)
    this.on('connect', (client) => {
      this.connections.add(client)
      client.on('error', (error) => this.onConnectionError(error))
      client.once('end', () => this.connections.delete(client))
    })
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
