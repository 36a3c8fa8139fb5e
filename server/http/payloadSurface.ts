import type { NextFunction, Request, Response } from 'express'
import type { SanitizedConfig } from 'payload'
import { genericMessages } from '../../domain/messages'
import { sendError } from './errors'

/**
 * Payload ships routes for its own admin panel that Navalha does not use: the permission map
 * (`/access`), versions (never enabled here, so they fail inside the database), duplicating a
 * document, fetching a file from a URL on the server's behalf, first-user registration, and the
 * internal collections (`payload-preferences`, `payload-locked-documents`, `payload-jobs`…).
 * They only widen the surface an attacker can probe, so they answer 404 like any unknown path.
 */
const UNUSED_SEGMENTS = new Set(['access', 'versions', 'paste-url', 'first-register', 'init'])

const isId = (segment: string) => /^[1-9]\d{0,15}$/.test(segment)

/** The most documents one REST page returns; Payload itself has no ceiling (and `limit=0` means all). */
export const MAX_PAGE_SIZE = 100

const isWholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === 'string' && /^\d{1,6}$/.test(value) && Number(value) >= min && Number(value) <= max

/**
 * The list parameters Payload reads from the query string, checked before Payload sees them:
 * a malformed `where` or a negative page would fail inside the database (500), and an unbounded
 * `limit` or `pagination=false` would let anyone download a whole collection in one request.
 */
/**
 * Geometry operators: no collection here has a point field, and on any other field PostgreSQL
 * fails. Read from the raw keys, since Payload parses nested conditions deeper than Express does.
 */
const GEO_OPERATOR = /\[(near|within|intersects)\]/

function hasGeoOperator(url: string): boolean {
  const search = url.indexOf('?')
  if (search === -1) return false
  return [...new URLSearchParams(url.slice(search)).keys()].some((key) => GEO_OPERATOR.test(key))
}

function queryProblem(query: Request['query'], url: string): string | undefined {
  if (query.limit !== undefined && !isWholeNumber(query.limit, 1, MAX_PAGE_SIZE)) return genericMessages.pageSizeInvalid(MAX_PAGE_SIZE)
  if (query.pagination !== undefined) return genericMessages.paginationRequired
  if (query.page !== undefined && !isWholeNumber(query.page, 1, 999_999)) return genericMessages.invalidRequest
  if (query.depth !== undefined && !isWholeNumber(query.depth, 0, 9)) return genericMessages.invalidRequest
  if (query.where !== undefined && (typeof query.where !== 'object' || Array.isArray(query.where) || hasGeoOperator(url))) return genericMessages.invalidRequest
  return undefined
}

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
 * and checking the list parameters, it answers 404 for a document path whose id is not a number
 * (`/api/jobs/abc`): Payload would hand it to PostgreSQL, which fails with a 500.
 */
export function payloadSurface(config: SanitizedConfig) {
  const routes = literalRoutes(config)
  return (req: Request, res: Response, next: NextFunction) => {
    const [first = '', second, third] = req.path.split('/').filter(Boolean)
    const notFound = () => sendError(res, 404, genericMessages.notFound)
    const problem = queryProblem(req.query, req.originalUrl)
    if (problem) return sendError(res, 400, problem)

    if (first === 'access' || first.startsWith('payload-')) return notFound()
    if (first === 'globals') return second !== undefined && third !== undefined ? notFound() : next()

    const collection = routes.get(first)
    if (!collection || second === undefined) return next()
    if (UNUSED_SEGMENTS.has(second) || third === 'duplicate') return notFound()
    if (isId(second) || collection.get(req.method === 'HEAD' ? 'GET' : req.method)?.has(second)) return next()
    return notFound()
  }
}

/** Set by the server alone: a shop that could write `createdAt` would pin its job to the top of the listing. */
const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'deletedAt']

/** Runs after the JSON body is parsed: drops the fields above from what a client sends. */
export function dropServerFields(req: Request, _res: Response, next: NextFunction) {
  const body: unknown = req.body
  if (body && typeof body === 'object' && !Array.isArray(body)) for (const field of SERVER_FIELDS) delete (body as Record<string, unknown>)[field]
  next()
}
