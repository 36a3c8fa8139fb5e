import type { ErrorRequestHandler, Request, Response } from 'express'
import type { Logger } from 'pino'
import { DomainError, wireErrorBody, type WireError, type WireErrorBody } from '#domain/errors'
import { genericMessages, wireMessages } from '#domain/messages/common'
import { databaseAvailability, isOutageOf, RETRY_AFTER_SECONDS, type DatabaseAvailability } from '#infra/database/availability'

/**
 * The one exit for errors. Handlers, stores, middleware and hooks throw (a `DomainError` when the
 * refusal is meant for the person) or pass the error to `next`; only this file writes an error
 * body, and Payload's own error path is put in the same shape once (infra/errors/payloadErrors.ts).
 * `npm run lint` holds it (scripts/one-error-exit.ts).
 */

/** What a failure is answered with: a status and its entries (a Portuguese message each, and the rule's details). */
type FailureAnswer = { status: number; errors: WireError[] }

const answer = (status: number, message: string): FailureAnswer => ({ status, errors: [{ message }] })

type FailureLike = { status?: unknown; statusCode?: unknown; type?: unknown; expose?: unknown; message?: string; code?: unknown; errno?: unknown }

const BODY_READ_FAILURES = new Set(['request.aborted', 'request.size.invalid', 'stream.not.readable'])

/**
 * A request body body-parser could not read, in Portuguese: its own messages are English
 * ('unsupported content encoding "compress"', 'request aborted') and for a corrupt compressed body
 * it passes on zlib's ('incorrect header check', 'Decompression failed').
 */
function unreadableBody(error: FailureLike | undefined): FailureAnswer | undefined {
  if (error?.type === 'encoding.unsupported') return answer(415, wireMessages.compressionNotAccepted)
  if (error?.type === 'charset.unsupported') return answer(415, wireMessages.charsetNotAccepted)
  if (typeof error?.errno === 'number' && typeof error.code === 'string' && /^(Z_|ERR_)/.test(error.code)) {
    return answer(400, wireMessages.corruptCompressedBody)
  }
  if (typeof error?.type === 'string' && BODY_READ_FAILURES.has(error.type)) return answer(400, wireMessages.bodyUnreadable)
  return undefined
}

/**
 * The last word on errors: a clear Portuguese message and a 4xx for bad input, a 503 while the
 * database cannot be reached (whatever the error it caused: a lookup that failed may surface as
 * a 401 or a 404), a `DomainError`'s own words whatever its status (billing's 503, a sign-up
 * step's 500), a generic 500 otherwise, and never a stack trace in the response. Shared by
 * Express's error handler and the lean read paths (server/leanReads.ts).
 */
async function answerFailure(
  error: FailureLike | undefined,
  database: DatabaseAvailability,
  logger: Logger,
  request: { url: string; method?: string },
): Promise<FailureAnswer> {
  const status = Number(error?.status ?? error?.statusCode) || 500
  if (await isOutageOf(database, error)) return answer(503, genericMessages.unavailable)
  if (error instanceof DomainError) return { status: error.status, errors: error.wireErrors }
  if (status === 503) return answer(503, genericMessages.unavailable)
  if (status >= 500) {
    logger.error({ err: error, url: request.url, method: request.method }, 'erro interno')
    return answer(500, genericMessages.internal)
  }
  const unreadable = unreadableBody(error)
  if (unreadable) return unreadable
  if (error?.type === 'entity.too.large' || status === 413) return answer(413, genericMessages.bodyTooLarge)
  if (error?.type === 'entity.parse.failed') return answer(400, genericMessages.invalidRequest)
  // Express's router refuses a route parameter it cannot percent-decode with a URIError of status 400 in English.
  if (error instanceof URIError) return answer(400, wireMessages.addressUnreadable)
  return answer(status, typeof error?.expose === 'boolean' && !error.expose ? genericMessages.invalidRequest : error?.message || genericMessages.invalidRequest)
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
  const { status, errors } = await answerFailure(error as FailureLike | undefined, database, logger, request)
  return { status, body: wireErrorBody(...errors) }
}

/**
 * The wire body as text, for the answers written straight to a socket before Express or Socket.IO
 * has a response to write it on (a request Node's parser refused, engine.io's refusals).
 */
export const failureText = (message: string): string => JSON.stringify(wireErrorBody({ message }))

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
    // The database's 503 says when to try again; a 503 of billing's own (payments switched off) does not.
    if (answer.status === 503 && answer.body.errors[0]?.message === genericMessages.unavailable) res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
    // A limit that knows when its window ends says so (the test days' proposals).
    const retryAfter = answer.body.errors[0]?.retryAfterSeconds
    if (answer.status === 429 && typeof retryAfter === 'number') res.setHeader('retry-after', String(retryAfter))
    res.status(answer.status).json(answer.body)
  }
}
