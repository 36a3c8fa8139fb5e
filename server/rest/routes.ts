import { Router, type NextFunction, type Request, type Response } from 'express'
import type { Payload, SanitizedCollectionConfig, SanitizedConfig } from 'payload'
import type { Pool } from 'pg'
import { parse } from 'qs-esm'
import { DomainError } from '#domain/errors'
import { genericMessages } from '#domain/messages/common'
import type { Viewer } from '#domain/viewer'
import { transactionsWaitForUploadTurn } from '#media/uploadTurns'
import type { AppContext } from '../context'
import { payloadRest } from '../http/bridge'
import { documentId } from '../http/documentId'
import { sortProblem, whereProblem } from '../http/listQuery'
import { jsonBody } from '../http/requestInput'
import { sessionViewer } from '../http/session'

/**
 * Payload ships routes for its own admin panel that Navalha does not use: the permission map
 * (`/access`), versions (never enabled here, so they fail inside the database), duplicating a
 * document, fetching a file from a URL on the server's behalf, first-user registration, lifting
 * a login lockout (Payload's lockout is off, decision 0016), and the internal collections
 * (`payload-preferences`, `payload-locked-documents`, `payload-jobs`…).
 * They only widen the surface an attacker can probe, so they answer 404 like any unknown path.
 */
const UNUSED_SEGMENTS = new Set(['access', 'versions', 'paste-url', 'first-register', 'init', 'unlock'])

/** The most documents one REST page returns; Payload itself has no ceiling (and `limit=0` means all). */
const MAX_PAGE_SIZE = 100

const isWholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max

/**
 * The query string as Payload's REST handler parses it (its createPayloadRequest, same library
 * and limits): the checks below judge exactly what Payload will read, not Express's own reading.
 */
function payloadQuery(originalUrl: string): Record<string, unknown> {
  const { search } = new URL(originalUrl, 'http://localhost')
  return search ? parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) : {}
}

/**
 * The list parameters Payload reads from the query string, checked before Payload sees them: an
 * unbounded `limit` or `pagination=false` would let anyone download a whole collection in one
 * request, a negative page fails inside the database, Payload runs `JSON.parse` on a `data`
 * parameter, and `where`/`sort` are checked field by field (./listQuery.ts).
 */
function queryProblem(config: SanitizedConfig, collection: SanitizedCollectionConfig | undefined, query: Record<string, unknown>): string | undefined {
  if (query.limit !== undefined && !isWholeNumber(query.limit, 1, MAX_PAGE_SIZE)) return genericMessages.pageSizeInvalid(MAX_PAGE_SIZE)
  if (query.pagination !== undefined) return genericMessages.paginationRequired
  if (query.page !== undefined && !isWholeNumber(query.page, 1, 999_999)) return genericMessages.invalidRequest
  if (query.depth !== undefined && !isWholeNumber(query.depth, 0, 9)) return genericMessages.invalidRequest
  if (query.data !== undefined) return genericMessages.invalidRequest
  if ((query.where !== undefined || query.sort !== undefined) && !collection) return genericMessages.invalidRequest
  return undefined
}

/** The `where` and `sort` of a list, judged for the role asking (listQuery.ts, queryPaths.ts). */
function pathProblem(config: SanitizedConfig, collection: SanitizedCollectionConfig, query: Record<string, unknown>, user: Viewer | null): string | undefined {
  if (query.where !== undefined) {
    const problem = whereProblem(config, collection, query.where, user)
    if (problem) return problem
  }
  return query.sort === undefined ? undefined : sortProblem(config, collection, query.sort, user)
}

/**
 * Payload's REST handler turns a POST carrying one of these headers into a GET whose query string
 * is the request body (its admin panel uses it for long relationship queries). The checks above
 * read the real query string, so the body would carry `limit=0` or a broken `where` past them.
 * Navalha's clients never send them.
 */
const METHOD_OVERRIDE_HEADERS = ['x-http-method-override', 'x-payload-http-method-override']

type Routes = Map<string, Map<string, Set<string>>>

/** Per collection and method, the literal first path segments Payload answers (`/login`, `/count`…). */
function literalRoutes(config: SanitizedConfig): Routes {
  const routes: Routes = new Map()
  for (const collection of config.collections) {
    const byMethod = new Map<string, Set<string>>()
    for (const endpoint of collection.endpoints || []) {
      const first = endpoint.path.split('/')[1] ?? ''
      if (first.startsWith(':')) continue
      const method = endpoint.method.toUpperCase()
      if (!byMethod.has(method)) byMethod.set(method, new Set())
      byMethod.get(method)!.add(first)
    }
    routes.set(collection.slug, byMethod)
  }
  return routes
}

/**
 * Mounted on `/api` in front of Payload's REST handler. Besides hiding the unused routes above
 * and checking the list parameters, it answers 404 for a document path whose id is not a document
 * id (`/api/jobs/abc`, `/api/jobs/-1`, `/api/jobs/99999999999`): Payload would hand it to PostgreSQL.
 * Writes in bulk (`PATCH` or `DELETE /api/<collection>?where=`) are refused to everyone, admins
 * included: neither app sends one, and Payload runs them document by document, in parallel, where
 * a rule that counts (the last admin) sees none of the others' changes (decision 0031).
 */
function payloadSurface(payload: Payload, pool: Pool) {
  const { config } = payload
  const routes = literalRoutes(config)
  const collections = new Map<string, SanitizedCollectionConfig>(config.collections.map((collection) => [collection.slug, collection]))
  return async (req: Request, _res: Response, next: NextFunction) => {
    const [first = '', second, third] = req.path.split('/').filter(Boolean)
    const notFound = () => next(new DomainError('notFound', genericMessages.notFound))
    if (METHOD_OVERRIDE_HEADERS.some((name) => req.headers[name] !== undefined)) return next(new DomainError('invalid', genericMessages.methodOverrideRefused))
    const collectionConfig = collections.get(first)
    if (collectionConfig && second === undefined && (req.method === 'PATCH' || req.method === 'DELETE'))
      return next(new DomainError('forbidden', genericMessages.bulkWriteRefused))
    const query = payloadQuery(req.originalUrl)
    const problem = queryProblem(config, collectionConfig, query)
    if (problem) return next(new DomainError('invalid', problem))
    if (collectionConfig && (query.where !== undefined || query.sort !== undefined)) {
      // Only a list that filters or sorts asks who is signing in: one indexed query (session.ts).
      const pathsProblem = pathProblem(config, collectionConfig, query, await sessionViewer(payload, pool, req))
      if (pathsProblem) return next(new DomainError('invalid', pathsProblem))
    }

    if (first === 'access' || first.startsWith('payload-')) return notFound()
    if (first === 'globals') return second !== undefined && third !== undefined ? notFound() : next()

    const collection = routes.get(first)
    if (!collection || second === undefined) return next()
    if (UNUSED_SEGMENTS.has(second) || third === 'duplicate') return notFound()
    if (documentId(second) !== undefined || collection.get(req.method === 'HEAD' ? 'GET' : req.method)?.has(second)) return next()
    return notFound()
  }
}

/** Set by the server alone: a shop that could write `createdAt` would pin its job to the top of the listing. */
const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'deletedAt']

/** Runs after the JSON body is parsed: drops the fields above from what a client sends. */
function dropServerFields(req: Request, _res: Response, next: NextFunction) {
  const body: unknown = req.body
  if (body && typeof body === 'object' && !Array.isArray(body)) for (const field of SERVER_FIELDS) delete (body as Record<string, unknown>)[field]
  next()
}

/**
 * Runs after the JSON body is parsed: a create (`POST /api/<collection>`) or an update (`PATCH
 * /api/<collection>/<id>`) that carries no body at all is a 400. Payload hands its hooks `data`
 * undefined, and a hook that reads a field of it failed with a 500. A body of another type goes on
 * to its own refusal (415), and a file upload's form data to Payload; a new upload with no
 * body at all is Payload's too ('Nenhum arquivo foi carregado.', on the field `file`).
 */
function requireDocument(collections: readonly SanitizedCollectionConfig[]) {
  const uploads = new Set<string>(collections.filter((collection) => collection.upload).map(({ slug }) => slug))
  const others = new Set<string>(collections.filter((collection) => !collection.upload).map(({ slug }) => slug))
  return (req: Request, _res: Response, next: NextFunction) => {
    const bodyless = req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length'] ?? 0) === 0
    if (req.body !== undefined || !bodyless) return next()
    const [first = '', second, third] = req.path.split('/').filter(Boolean)
    const create = req.method === 'POST' && second === undefined && others.has(first)
    const update = req.method === 'PATCH' && second !== undefined && third === undefined && (others.has(first) || uploads.has(first))
    if (create || update) return next(new DomainError('invalid', genericMessages.documentRequired))
    next()
  }
}

/** JSON bodies for Payload are small: parsed here (objects and arrays only, anything else is a 400). */
const JSON_LIMIT = 100 * 1024

/** Payload's REST API under /api, behind the checks above: what the app's own routes leave, and the console's uploads. */
export function payloadRoutes({ payload, pool, settings, instanceKey, database }: AppContext): Router {
  const router = Router()
  transactionsWaitForUploadTurn(payload)
  router.use(payloadSurface(payload, pool), jsonBody(JSON_LIMIT), requireDocument(payload.config.collections), dropServerFields)
  router.use(payloadRest(payload.config, instanceKey, { json: JSON_LIMIT, file: Math.max(settings.maxVideoBytes, settings.maxImageBytes) }, database))
  return router
}
