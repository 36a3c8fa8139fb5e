import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { handleEndpoints, type SanitizedConfig } from 'payload'
import { genericMessages, mediaMessages } from '#domain/messages/common'
import type { DatabaseAvailability } from '#infra/database/availability'
import { DomainError } from '#domain/errors'
import { translatePayloadError } from '#infra/errors/payloadErrors'
import { asUpload } from '#media/uploadTurns'

/** The database is out of reach: the edge answers 503 with when to try again. */
const outage = () => new DomainError('unavailable', genericMessages.unavailable)

/** Express/Node headers as Fetch headers, repeated headers kept. */
export function toFetchHeaders(incoming: ExpressRequest['headers']): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const item of value) headers.append(name, item)
    else headers.set(name, value)
  }
  return headers
}

class BodyTooLargeError extends Error {
  status = 413
  constructor() {
    super(genericMessages.bodyTooLarge)
  }
}

/** Counts bytes as they stream and fails once a body passes its limit (chunked bodies have no length to check up front). */
function limitStream(limit: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      callback(seen > limit ? new BodyTooLargeError() : null, chunk)
    },
  })
}

/** `file`: the largest file an upload may carry; a multipart body may add its form fields and boundaries. */
export type BodyLimits = { json: number; file: number }

const MB = 1024 * 1024
const MULTIPART_OVERHEAD = MB

const hasMultipartBody = (req: ExpressRequest) => req.method !== 'GET' && req.method !== 'HEAD' && Boolean(req.is('multipart/form-data'))

/** A body Payload reads: it reads them on POST, PATCH and PUT only. */
const sendsData = (req: ExpressRequest) =>
  (req.method === 'POST' || req.method === 'PATCH' || req.method === 'PUT') &&
  (Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined)

/**
 * Payload reads multipart bodies on every endpoint but cleans its temporary files only for
 * uploads: files are accepted where they belong (creating or replacing a media document) only.
 */
const acceptsFiles = (req: ExpressRequest) => /^\/api\/media(\/[^/?]+)?(\?|$)/.test(req.originalUrl) && (req.method === 'POST' || req.method === 'PATCH')

function bodyLimit(req: ExpressRequest, limits: BodyLimits): number {
  return req.is('multipart/form-data') ? limits.file + MULTIPART_OVERHEAD : limits.json
}

/**
 * Payload's REST API through its Fetch handler (`handleEndpoints`), without Next.js: the request
 * body streams straight through (uploads are never held whole in memory here), and repeated
 * Set-Cookie headers stay separate. Mounted with no body parser in front of it.
 */
export function payloadRest(config: Promise<SanitizedConfig> | SanitizedConfig, instanceKey: string, limits: BodyLimits, database: DatabaseAvailability) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      if (await database.unavailable()) throw outage()
      if (hasMultipartBody(req) && !acceptsFiles(req)) throw new DomainError('unsupported', genericMessages.filesOnlyToMedia)
      // Payload reads JSON (parsed in front of this into req.body) and, for uploads, multipart; any
      // other body would reach it as no data at all, and fail inside it with a 500.
      if (sendsData(req) && req.body === undefined && !hasMultipartBody(req)) throw new DomainError('unsupported', genericMessages.jsonRequired)
      const limit = bodyLimit(req, limits)
      const declared = Number(req.headers['content-length'] ?? 0)
      if (declared > limit) {
        // Answered at once while the body is read and dropped: a browser reads the answer only
        // once it has sent everything, so it gets this message instead of a reset connection.
        req.resume()
        throw req.is('multipart/form-data') ? new DomainError('tooLarge', mediaMessages.fileTooLarge(limits.file / MB)) : new BodyTooLargeError()
      }

      const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
      // A few routes read their JSON body first (rate limits by e-mail); it is passed on re-encoded.
      const parsedBody = req.body !== undefined ? JSON.stringify(req.body) : undefined
      const headers = toFetchHeaders(req.headers)
      // Payload recognises JSON by the exact type `application/json`, not `Application/JSON`.
      if (parsedBody !== undefined) {
        headers.delete('content-length')
        headers.set('content-type', 'application/json')
      }
      // ReadableStream.from, not Readable.toWeb: when Payload stops reading early (a file over the
      // limit, too many parts) toWeb throws "Controller is already closed" outside any handler.
      const body = !hasBody ? undefined : (parsedBody ?? (NodeReadableStream.from(req.pipe(limitStream(limit))) as unknown as ReadableStream))
      // originalUrl: Payload matches the `/api` prefix itself.
      const url = `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`
      const request = new Request(url, { method: req.method, headers, body, duplex: 'half' } as RequestInit)

      const handle = () => handleEndpoints({ config, request, payloadInstanceCacheKey: instanceKey })
      // An upload waits for its turn before its transaction, not while holding one (media/uploadTurns.ts).
      const response = hasMultipartBody(req) ? await asUpload(handle) : await handle()
      // Payload carries on as an anonymous visitor when the user lookup fails: a 403 or a
      // `{ user: null }` given while the database went away is the outage's answer, not the route's.
      if (response.status === 503 || (await database.unavailable())) throw outage()
      // Payload has already logged the cause of a 500; the visitor gets our message, not its English one.
      if (response.status >= 400) {
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null)
        const translated = translatePayloadError(response.status, body)
        // one-error-exit: Payload's own error path, put in the wire shape once by infra/errors/ (translatePayloadError).
        if (translated) return void res.status(translated.status).json(translated.body)
      }
      res.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') res.setHeader(name, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('set-cookie', cookies)
      if (!response.body) return void res.end()
      await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream), res)
    } catch (error) {
      // The visitor went away mid-answer (a cancelled download, a closed tab): nobody is left to
      // tell, and the stream's "premature close" is not a server fault worth an error log.
      if (res.destroyed) return
      next(error)
    }
  }
}
