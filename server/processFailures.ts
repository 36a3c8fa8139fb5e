import { AsyncLocalStorage } from 'node:async_hooks'
import type { NextFunction, Request, Response } from 'express'
import type { Logger } from 'pino'

/**
 * The logger of the request a piece of asynchronous work belongs to (pino-http's `req.log`, which
 * carries the method and URL). Node runs `unhandledRejection` and `uncaughtException` listeners
 * in the async context of the failure, so the log says which request was in flight.
 */
const requestLogger = new AsyncLocalStorage<Logger>()

/** Express middleware, after pino-http: the rest of the request runs with its logger in context. */
export function trackRequest(req: Request, _res: Response, next: NextFunction) {
  requestLogger.run(req.log, next)
}

const loggerInContext = (fallback: Logger) => requestLogger.getStore() ?? fallback

/**
 * The last line of defence (decision 0014). A promise that failed with nobody awaiting it is a
 * bug, but one that leaves the process consistent: it is logged, with its request, and the server
 * keeps serving everyone else. An exception nobody caught may have left anything half done, so
 * the process still ends, but cleanly: `shutdown` closes the HTTP server and the database (the
 * embedded PostgreSQL too) and exits with a failure code for the supervisor to restart it.
 * `logger` is asked at the moment of the failure: the handlers are installed before the server's
 * own logger exists.
 */
export function handleProcessFailures({ logger, shutdown }: { logger: () => Logger; shutdown: () => void }) {
  process.on('unhandledRejection', (reason) => {
    loggerInContext(logger()).error({ err: reason }, 'promessa rejeitada sem tratamento; o servidor continua')
  })
  process.on('uncaughtException', (error) => {
    loggerInContext(logger()).fatal({ err: error }, 'exceção não tratada; encerrando')
    shutdown()
  })
}
