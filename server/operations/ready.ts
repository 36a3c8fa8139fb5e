import type { Request, Response } from 'express'
import type { Pool } from 'pg'
import { RETRY_AFTER_SECONDS, type DatabaseAvailability } from '#infra/database/availability'
import { migrations } from '#migrations/index'
import type { ChatHub } from '../chat'
import { appliedMigrations } from './reads'

/**
 * GET /api/ready, readiness apart from liveness (/api/health): the database answers, every
 * migration this version ships is applied, and the chat's PostgreSQL adapter holds its LISTEN
 * connection (without it, this instance's sockets miss what the others send). 200 with each check
 * when all hold; 503 naming the failing ones otherwise. A balancer may route to an instance only
 * while it is ready; it restarts one only when /api/health fails.
 */
export function ready({ database, pool, chat }: { database: DatabaseAvailability; pool: Pool; chat: ChatHub }) {
  const names = migrations.map((migration) => migration.name)
  // Applied migrations stay applied: once they all are, they need no second look.
  let migrated = false
  const migrationsApplied = async () => {
    if (migrated) return true
    const applied = new Set(await appliedMigrations(pool))
    migrated = names.every((name) => applied.has(name))
    return migrated
  }
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store')
    const databaseUp = await database.check()
    const checks = {
      database: databaseUp,
      migrations: databaseUp ? await migrationsApplied().catch(() => false) : false,
      realtime: chat.adapterListening,
    }
    if (Object.values(checks).every(Boolean)) return void res.json({ status: 'ready', checks })
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
    // one-error-exit: a probe's own body, which load balancers read, not an error body
    res.status(503).json({ status: 'unavailable', checks })
  }
}
