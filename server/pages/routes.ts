import { Router, type Express, type RequestHandler } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { PageCache } from '#infra/pages/pageCache'
import type { PublicStats } from '#domain/bootstrap'
import type { AppContext } from '../context'
import type { PlaceDirectory, PlacesPiece } from '../places'
import { renderPage, replayFormPost, type CachedPages } from './hosting'
import { createHtmlRenderer } from './html'
import { ogImages } from './og'
import { ogStore } from './ogFiles'
import { searchEngineFiles, type SearchEngineFiles } from './searchEngines'

/** The web app's addresses: everything outside /api. */
const PAGE_ADDRESS = /^(?!\/api(?:\/|$)).*/

/** Link previews of jobs and profiles under /og/ (decision 0037). */
export function ogRoutes({ payload, pool, settings }: AppContext): Router {
  return Router().get(/^\/og\//, ogImages({ payload, pool, store: ogStore(settings) }))
}

/** GET /robots.txt, /sitemap.xml and /sitemaps/<n>.xml, for the site's public address. */
export const searchEngineRoutes = ({ pool, pageCache, payload, places }: AppContext & PlacesPiece) =>
  searchEngineRouter(searchEngineFiles({ pool, cache: pageCache, places, baseUrl: payload.config.serverURL }))

/** The search engines' files at their addresses (the tests build them with a small chunk size). */
export function searchEngineRouter({ robots, index, chunk }: SearchEngineFiles): Router {
  return Router()
    .get('/robots.txt', robots)
    .get('/sitemap.xml', index)
    .get(/^\/sitemaps\/(\d{1,6})\.xml$/, chunk)
}

/** GET /api/stats: the landing's live counts, kept in the page cache. */
const landingStats =
  (stats: () => Promise<PublicStats>): RequestHandler =>
  async (_req, res) =>
    void res.json(await stats())

/** The landing's counts under /api. */
export function statsRoutes({ stats }: AppContext): Router {
  return Router().get('/stats', landingStats(stats))
}

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, and every
 * other GET outside /api answered with index.html so the app's router takes over (its 404 page
 * included). Unknown files (a path with an extension) are a plain 404.
 */
export function hostWebApp(
  app: Express,
  {
    payload,
    pool,
    distDir,
    cache,
    stats,
    places,
  }: { payload: Payload; pool: Pool; distDir: string; cache: PageCache; stats: () => Promise<PublicStats>; places: PlaceDirectory },
): CachedPages | undefined {
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(distDir, 'landing.html'))) {
    payload.logger.warn(`Aplicativo web não compilado (ou compilado por uma versão antiga) em ${distDir}; apenas a API está disponível. \`npm start\` compila.`)
    return undefined
  }
  const { render, cached } = createHtmlRenderer({ payload, pool, distDir, cache, stats, places })
  // Brotli or gzip files written at build time (web/vite.config.ts), chosen by Accept-Encoding.
  const precompressed = { enableBrotli: true, orderPreference: ['br', 'gz'], index: false }
  app.use(
    '/assets',
    expressStaticGzip(path.join(distDir, 'assets'), { ...precompressed, serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false } }),
  )
  // Every file of the build has an extension (dist/web holds no other, and its one folder besides
  // /assets is a dotfile, never served): a page's address skips the file lookup, which cost each
  // page request a failed stat and an error object.
  const files = expressStaticGzip(distDir, { ...precompressed, serveStatic: { index: false, maxAge: '1h' } })
  app.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()))
  app.get(PAGE_ADDRESS, renderPage(render, `${payload.config.cookiePrefix}-token`))
  app.post(PAGE_ADDRESS, replayFormPost)
  return cached
}
