import type { Express, Request, RequestHandler, Response } from 'express'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Logger } from 'pino'
import type { DatabaseAvailability } from '#infra/database/availability'
import { RETRY_AFTER_SECONDS } from '#infra/database/availability'
import { redactUrl } from '#infra/redactUrl'
import type { AppContext } from './context'
import { directory } from './directory/directory'
import { openJobs } from './jobs/openJobs'
import { failureReply } from './http/errors'
import type { LeanRead } from './http/leanRead'
import { weakEtag } from './http/weakEtag'
import { sendPage, type CachedPages } from './pages/hosting'

/**
 * The hottest public reads (the open-jobs list, the directories, the public pages kept rendered
 * for visitors) answered in front of Express.
 * Express's chain (router, helmet, pino-http, res.json) cost about half of these requests' time
 * next to a bare node:http server (docs/BENCHMARKS.md, issue 15); here they get the same answer
 * without it: helmet's headers computed once, the same compression middleware, Express's own
 * query parser and ETag function, the same freshness rule, error shape and one log line.
 * tests/integration/lean-reads.int.test.ts holds every answer to the Express path's, byte for byte.
 * Only the exact address with GET or HEAD comes here; anything else (a trailing slash, another
 * case, `%00`, a fragment) goes to Express, which answers it as before.
 */

/** The lean reads, by their exact address: answered by `withLeanReads` before Express, and by `leanReadRoutes` through it. */
export function leanReads({ payload, pool }: AppContext): Record<string, LeanRead> {
  return {
    '/api/open-jobs': openJobs({ payload, pool }),
    '/api/directory/barbers': directory('barbers', { payload, pool }),
    '/api/directory/barbershops': directory('barbershops', { payload, pool }),
  }
}

type LeanOptions = {
  app: Express
  reads: Record<string, LeanRead>
  /** Headers every answer carries (helmet's, see responseLayers.ts). */
  headers: [string, string][]
  compress: RequestHandler
  logger: Logger
  database: DatabaseAvailability
  /** The public pages kept rendered (server/pages/hosting.ts), when the web app is built. */
  pages?: CachedPages
}

/**
 * Addresses Express reads differently from a plain split at '?': `%00` (refused by
 * refuseNulInUrl), and the characters that make its URL parser (parseurl) fall back to Node's
 * url.parse, which escapes or cuts them (whitespace, '#', U+00A0, U+FEFF).
 */
const LEFT_TO_EXPRESS = /%00|[\t\n\f\r #\u00a0\ufeff]/

/** A query string qs would read as flat strings: no brackets, no escapes, no '+'. */
const PLAIN_QUERY = /^[\w.~=&-]*$/
/** qs's `parameterLimit`: past it qs drops parameters, so longer strings go to qs. */
const QS_PARAMETER_LIMIT = 1000

/**
 * Express's extended query parser (qs) for the query strings these reads get (`limit=20&page=2`),
 * without qs's general machinery; anything else (brackets, escapes, a repeated or empty name, a
 * name Object.prototype has) goes to qs itself. tests/unit/lean-query.test.ts holds the two equal.
 */
export function leanQuery(query: string, parse: (query: string) => unknown): unknown {
  if (!PLAIN_QUERY.test(query)) return parse(query)
  const parts = query.split('&')
  if (parts.length > QS_PARAMETER_LIMIT) return parse(query)
  const result: Record<string, string> = {}
  for (const part of parts) {
    if (!part) continue
    const equals = part.indexOf('=')
    const name = equals === -1 ? part : part.slice(0, equals)
    if (!name || name in result) return parse(query)
    result[name] = equals === -1 ? '' : part.slice(equals + 1)
  }
  return result
}

const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/

/** Express's `req.fresh` for a response with an ETag and no Last-Modified (the `fresh` package's rule). */
function fresh(req: IncomingMessage, etag: string): boolean {
  const noneMatch = req.headers['if-none-match']
  if (!noneMatch) return false
  const cacheControl = req.headers['cache-control']
  if (cacheControl && NO_CACHE.test(cacheControl)) return false
  if (noneMatch === '*') return true
  return noneMatch.split(',').some((token) => {
    const match = token.trim()
    return match === etag || `W/${match}` === etag || match === `W/${etag}`
  })
}

/** A request's log line as pino-http writes it (server/app.ts's serializers): the address with its secrets cut out. */
export const requestLine = (method: string | undefined, url: string, statusCode: number, responseTime: number) => ({
  req: { method, url: redactUrl(url) },
  res: { statusCode },
  responseTime,
})

/**
 * The logger for lean request lines, one per logger: the same lines as `logger`'s, without its
 * redaction. Of the paths it redacts, a request line has only `req.url`, already cut by
 * `requestLine` with the same function (which leaves a cut address as it is), so pino's clone of
 * each line to redact it again was work for nothing on the hottest reads (issue 42).
 */
export function requestLogger(logger: Logger): Logger {
  let child = requestLoggers.get(logger)
  if (!child) requestLoggers.set(logger, (child = logger.child({}, { redact: [] })))
  return child
}
const requestLoggers = new WeakMap<Logger, Logger>()

/**
 * A JSON body as UTF-8, encoded once: its length, its ETag's hash and the socket all read these
 * bytes (issue 42: the string was encoded three times, to count it, to hash it and to send it).
 */
const jsonBytes = (value: unknown) => Buffer.from(JSON.stringify(value))

export function withLeanReads({ app, reads, headers, compress, logger, database, pages }: LeanOptions): RequestListener {
  const parseQuery: (query: string) => unknown = app.get('query parser fn')
  const routes = new Map(Object.entries(reads))
  const flatHeaders = headers.flat()
  const requestLog = requestLogger(logger)

  /** res.json's answer: the same headers in the same way, 304 when fresh, no body for HEAD. */
  function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown) {
    const body = jsonBytes(value)
    const etag = weakEtag(body)
    // one-error-exit: the lean path's res.json, for answers and for the body failureReply made alike.
    res.statusCode = status
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Content-Length', String(body.length))
    res.setHeader('ETag', etag)
    if (status >= 200 && status < 300 && fresh(req, etag)) {
      res.statusCode = 304
      res.removeHeader('Content-Type')
      res.removeHeader('Content-Length')
      return void res.end()
    }
    if (req.method === 'HEAD') res.end()
    else res.end(body)
  }

  async function answer(req: IncomingMessage, res: ServerResponse, read: LeanRead, query: string) {
    const url = req.url!
    const started = Date.now()
    // A client that does not ask for compression gets identity from the compression middleware
    // (only its Vary header): then the whole head is written at once, fixed headers first (issue 29).
    const plain = req.headers['accept-encoding'] === undefined
    let prepared = false
    const prepareOnce = () => {
      if (!prepared) prepare(req, res)
      prepared = true
    }
    if (!plain) prepareOnce()
    try {
      const { body, vary } = await read(leanQuery(query, parseQuery), req)
      if (!plain || !sendPlainJson(req, res, body, vary)) {
        prepareOnce()
        if (vary) res.setHeader('vary', vary)
        sendJson(req, res, 200, body)
      }
    } catch (error) {
      prepareOnce()
      const failure = await failureReply(error, database, logger, { url, method: req.method })
      if (failure.status === 503) res.setHeader('retry-after', String(RETRY_AFTER_SECONDS))
      sendJson(req, res, failure.status, failure.body)
    }
    logAnswer(req, res, started)
  }

  /**
   * A 200 to a request without Accept-Encoding, as prepare() and sendJson() answer it, in one
   * writeHead: helmet's headers, the body's, and the Vary compression adds (JSON is compressible);
   * false when the answer is a 304, which goes the usual way.
   */
  function sendPlainJson(req: IncomingMessage, res: ServerResponse, value: unknown, vary: string | undefined): boolean {
    const body = jsonBytes(value)
    const etag = weakEtag(body)
    if (fresh(req, etag)) return false
    const head = flatHeaders.slice()
    head.push(
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
      'ETag',
      etag,
      'Vary',
      vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
    )
    res.writeHead(200, head)
    if (req.method === 'HEAD') res.end()
    else res.end(body)
    return true
  }

  /** pino-http's line for the same request. */
  function logAnswer(req: IncomingMessage, res: ServerResponse, started: number) {
    const line = requestLine(req.method, req.url!, res.statusCode, Date.now() - started)
    if (res.statusCode >= 500) requestLog.error(line, 'request errored')
    else if (res.statusCode >= 400) requestLog.warn(line, 'request completed')
    else requestLog.info(line, 'request completed')
  }

  /** What every answer gets before its own headers: helmet's, then compression (when asked for). */
  function prepare(req: IncomingMessage, res: ServerResponse) {
    for (const [name, value] of headers) res.setHeader(name, value)
    compress(req as never, res as never, () => undefined)
  }

  return (req, res) => {
    const url = req.url ?? ''
    if ((req.method !== 'GET' && req.method !== 'HEAD') || LEFT_TO_EXPRESS.test(url)) return void app(req, res)
    const queryStart = url.indexOf('?')
    const read = routes.get(queryStart === -1 ? url : url.slice(0, queryStart))
    if (read) {
      return void answer(req, res, read, queryStart === -1 ? '' : url.slice(queryStart + 1))
    }
    if (!pages) return void app(req, res)
    // A kept page (decisions 0027 and 0060): asked for as Express would ask (its request methods,
    // the address as its router keeps it), and sent by the same function as the page route.
    const started = Date.now()
    const request = Object.setPrototypeOf(req, app.request) as Request
    request.originalUrl = url
    const page = pages(request)
    if (!page) return void app(req, res)
    prepare(req, res)
    const response = Object.setPrototypeOf(res, app.response) as Response
    request.res = response
    response.req = request
    response.locals ??= Object.create(null)
    sendPage(response, page)
    logAnswer(req, res, started)
  }
}
