import type { ErrorRequestHandler, Request, Response } from 'express'
import type { Logger } from 'pino'
import { DomainError, wireErrorBody, type FailureDetails, type WireErrorBody } from '#domain/errors'
import { genericMessages, wireMessages } from '#domain/messages/common'
import { databaseAvailability, isOutageOf, RETRY_AFTER_SECONDS, type DatabaseAvailability } from '#infra/database/availability'

/** Answers a failure in the one wire shape (domain/errors.ts). */
export function sendError(res: Response, status: number, message: string, details?: FailureDetails) {
  res.status(status).json(wireErrorBody({ message, ...details }))
}

/** 503 while the database cannot be reached, with when to try again. */
export function sendUnavailable(res: Response) {
  res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
  sendError(res, 503, genericMessages.unavailable)
}

/** What a failure is answered with: a status and a Portuguese message (and the rule's details). */
type FailureAnswer = { status: number; message: string; details?: FailureDetails }

type FailureLike = { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown; message?: string; code?: unknown; errno?: unknown }

const BODY_READ_FAILURES = new Set(['request.aborted', 'request.size.invalid', 'stream.not.readable'])

/**
 * A request body body-parser could not read, in Portuguese: its own messages are English
 * ('unsupported content encoding "compress"', 'request aborted') and for a corrupt compressed body
 * it passes on zlib's ('incorrect header check', 'Decompression failed').
 */
function unreadableBody(error: FailureLike | undefined): FailureAnswer | undefined {
  if (error?.type === 'encoding.unsupported') return { status: 415, message: wireMessages.compressionNotAccepted }
  if (error?.type === 'charset.unsupported') return { status: 415, message: wireMessages.charsetNotAccepted }
  if (typeof error?.errno === 'number' && typeof error.code === 'string' && /^(Z_|ERR_)/.test(error.code)) {
    return { status: 400, message: wireMessages.corruptCompressedBody }
  }
  if (typeof error?.type === 'string' && BODY_READ_FAILURES.has(error.type)) return { status: 400, message: wireMessages.bodyUnreadable }
  return undefined
}

/**
 * The last word on errors: a clear Portuguese message and a 4xx for bad input, a 503 while the
 * database cannot be reached (whatever the error it caused: a lookup that failed may surface as
 * a 401 or a 404), a generic 500 otherwise, and never a stack trace in the response. Shared by
 * Express's error handler and the lean read paths (server/leanReads.ts).
 */
async function answerFailure(
  error: FailureLike | undefined,
  database: DatabaseAvailability,
  logger: Logger,
  request: { url: string; method?: string },
): Promise<FailureAnswer> {
  const status = Number(error?.status ?? error?.statusCode) || 500
  if (status === 503 || (await isOutageOf(database, error))) return { status: 503, message: genericMessages.unavailable }
  if (status >= 500) {
    logger.error({ err: error, url: request.url, method: request.method }, 'erro interno')
    return { status: 500, message: genericMessages.internal }
  }
  if (error instanceof DomainError) return { status, message: error.message, details: error.details }
  const unreadable = unreadableBody(error)
  if (unreadable) return unreadable
  if (error?.type === 'entity.too.large' || status === 413) return { status: 413, message: genericMessages.bodyTooLarge }
  if (error?.type === 'entity.parse.failed') return { status: 400, message: genericMessages.invalidRequest }
  return {
    status,
    message: typeof error?.expose === 'boolean' && !error.expose ? genericMessages.invalidRequest : error?.message || genericMessages.invalidRequest,
  }
}

/**
 * The edge: any error, ours (`DomainError`), a library's or an outage, as the status and the one
 * wire body. Express's error handler, the lean read path, the console's facade and the chat's
 * acknowledgements all answer through it.
 */
export async function failureReply(
  error: unknown,
  database: DatabaseAvailability,
  logger: Logger,
  request: { url: string; method?: string },
): Promise<{ status: number; body: WireErrorBody }> {
  const answer = await answerFailure(error as FailureLike | undefined, database, logger, request)
  return { status: answer.status, body: wireErrorBody({ message: answer.message, ...answer.details }) }
}

/**
 * A Socket.IO acknowledgement's refusal, `{ error }` with the message the wire body would carry: a
 * `DomainError`'s own message, `fallback` for anything else (the socket says no more than that).
 */
export const ackFailure = (error: unknown, fallback: string): { error: string } => ({ error: error instanceof DomainError ? error.message : fallback })

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return async (error, req: Request, res: Response, _next) => {
    if (res.headersSent) {
      logger.warn({ err: error, url: req.originalUrl }, 'erro depois do início da resposta')
      return void res.end()
    }
    const answer = await failureReply(error, databaseAvailability(req), logger, { url: req.originalUrl, method: req.method })
    if (answer.status === 503) return sendUnavailable(res)
    res.status(answer.status).json(answer.body)
  }
}
