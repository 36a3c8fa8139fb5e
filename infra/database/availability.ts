import type { Request } from 'express'
import type { Pool } from 'pg'
import { databaseUnreachable } from '../errors/explainDatabaseError'

/** What a client is told to wait (`Retry-After`, in seconds) while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5

/** One `SELECT 1`, bounded in time: whether the database answers now. */
async function answers(pool: Pool, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      pool.query('SELECT 1'),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
      }),
    ])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Whether the database can be reached, as the pool last saw it. A connection that cannot be
 * opened or is lost marks it down, a new one marks it up. While it is up, asking costs nothing;
 * once it is down, one round trip (shared by everyone asking at that moment) decides, so the
 * first request after a recovery is served. Payload's session check swallows a failed user
 * lookup and carries on as an anonymous visitor; asking here after the fact tells a 401 or a
 * `{ user: null }` that only the outage caused from a real one.
 */
export class DatabaseAvailability {
  private down = false
  private probe: Promise<boolean> | undefined

  constructor(
    private readonly pool: Pool,
    private readonly timeoutMs = 2000,
  ) {}

  markDown() {
    this.down = true
  }

  markUp() {
    this.down = false
  }

  /** A round trip now (the health check); its answer becomes the state. */
  check(): Promise<boolean> {
    this.probe ??= answers(this.pool, this.timeoutMs)
      .then((reachable) => {
        this.down = !reachable
        return reachable
      })
      .finally(() => {
        this.probe = undefined
      })
    return this.probe
  }

  async unavailable(): Promise<boolean> {
    return this.down && !(await this.check())
  }
}

/** The availability the app serving `req` keeps (createApp puts it in `app.locals`). */
export const databaseAvailability = (req: Request): DatabaseAvailability => req.app.locals.database

/** Whether `error`, raised while serving `req`, is the database being out of reach: then the answer is a 503. */
export const isOutage = (req: Request, error: unknown): Promise<boolean> => isOutageOf(databaseAvailability(req), error)

/** The same question asked of an availability directly (paths that do not go through Express). */
export async function isOutageOf(database: DatabaseAvailability, error: unknown): Promise<boolean> {
  if (databaseUnreachable(error)) database.markDown()
  return database.unavailable()
}
