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
 * Mounted on `/api` in front of Payload's REST handler. Besides hiding the unused routes above,
 * it answers 404 for a document path whose id is not a number (`/api/jobs/abc`): Payload would
 * hand it to PostgreSQL, which fails with a 500.
 */
export function payloadSurface(config: SanitizedConfig) {
  const routes = literalRoutes(config)
  return (req: Request, res: Response, next: NextFunction) => {
    const [first = '', second, third] = req.path.split('/').filter(Boolean)
    const notFound = () => sendError(res, 404, genericMessages.notFound)

    if (first === 'access' || first.startsWith('payload-')) return notFound()
    if (first === 'globals') return second !== undefined && third !== undefined ? notFound() : next()

    const collection = routes.get(first)
    if (!collection || second === undefined) return next()
    if (UNUSED_SEGMENTS.has(second) || third === 'duplicate') return notFound()
    if (isId(second) || collection.get(req.method === 'HEAD' ? 'GET' : req.method)?.has(second)) return next()
    return notFound()
  }
}
