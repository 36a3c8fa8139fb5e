import type { Request, Response } from 'express'
import type { Pool } from 'pg'

/** `{"status":"ok"}` only after a real round-trip to the database; 503 otherwise. */
export function health(pool: Pool, timeoutMs = 2000) {
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store')
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        pool.query('SELECT 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
        }),
      ])
      res.json({ status: 'ok' })
    } catch {
      res.status(503).json({ status: 'unavailable' })
    } finally {
      clearTimeout(timer)
    }
  }
}
