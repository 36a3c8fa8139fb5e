import type { Request, Response } from 'express'
import { RETRY_AFTER_SECONDS, type DatabaseAvailability } from '#infra/database/availability'

/** `{"status":"ok"}` only after a real round-trip to the database; 503 otherwise. */
export function health(database: DatabaseAvailability) {
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store')
    if (await database.check()) return void res.json({ status: 'ok' })
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
    res.status(503).json({ status: 'unavailable' })
  }
}
