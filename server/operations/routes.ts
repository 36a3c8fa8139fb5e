import { Router, type Request, type Response } from 'express'
import { RETRY_AFTER_SECONDS, type DatabaseAvailability } from '#infra/database/availability'
import type { ChatPiece } from '../chat'
import type { AppContext } from '../context'
import type { MetricsPiece } from './metrics'
import { ready } from './ready'

/** `{"status":"ok"}` only after a real round-trip to the database; 503 otherwise. */
function health(database: DatabaseAvailability) {
  return async (_req: Request, res: Response) => {
    res.setHeader('cache-control', 'no-store')
    if (await database.check()) return void res.json({ status: 'ok' })
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
    // one-error-exit: a probe's own body, which load balancers read, not an error body
    res.status(503).json({ status: 'unavailable' })
  }
}

/** What the balancer and the operators ask: /api/health, /api/ready and /metrics. */
export function operationRoutes({ database, pool, chat, metrics }: AppContext & ChatPiece & MetricsPiece): Router {
  const router = Router()
  router.get('/api/health', health(database))
  router.get('/api/ready', ready({ database, pool, chat }))
  router.get('/metrics', metrics.handler)
  return router
}
