import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { DatabaseAvailability } from '#infra/database/availability'
import type { PageCache } from '#infra/pages/pageCache'
import type { Settings } from '#infra/settings'
import type { ProofOfWork } from './http/proofOfWork'
import type { RateLimits } from './http/rateLimits'
import type { PublicStats } from '#domain/bootstrap'

/** What the process starts before the HTTP surface (server/start.ts): Payload, the pool, the settings (and the chat's hub, `ChatPiece`). */
export type AppServices = {
  payload: Payload
  pool: Pool
  database: DatabaseAvailability
  settings: Settings
  /** This instance's name among several on one database (decision 0027). */
  instanceKey: string
}

/**
 * Everything an area's router is built from (`xxxRoutes(context): Router`, mounted in
 * server/app.ts's one table): the services, and the pieces several areas share, made once per app
 * by `createApp`, so two routers never count, cache or limit apart. Only types here, and only of
 * server/http/ and below: any file may import it without closing an import circle, and it imports
 * no area. A piece an area makes (the chat's hub, billing, the metrics) is typed by that area
 * (`ChatPiece` in chat/index.ts…); a router that needs it asks for `AppContext & ChatPiece`, and
 * server/app.ts gives every router all of them.
 */
export type AppContext = AppServices & {
  /** Rendered public pages and other reads kept per instance until a write (decisions 0027, 0033). */
  pageCache: PageCache
  /** The landing's live counts, kept in `pageCache`. */
  stats: () => Promise<PublicStats>
  /** Small JSON bodies (20 KiB), for the routes that take one. */
  json: RequestHandler
  /** The rate limits of the app's doors, counting in PostgreSQL (server/http/rateLimits.ts). */
  limits: RateLimits
  /** The proof of work the limits ask for past their count. */
  proof: ProofOfWork
  /** At most two password hashes at once (server/http/passwordHashing.ts). */
  hashing: RequestHandler
}
