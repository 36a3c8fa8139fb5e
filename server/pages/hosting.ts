import type { Express, Request, Response } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { createHtmlRenderer } from './html'
import { namesImpossibleDocument } from '../http/documentId'
import { PageCache, type CachedPage } from '#infra/pages/pageCache'
import type { StillPage } from './stillPages'
import { listenForPageChanges } from '#infra/pages/pageChanges'
import type { PublicStats } from '#domain/bootstrap'
import { isSameSitePath } from '#domain/session'
import { signInAddress } from '#domain/signInPages'
import { cookieValue } from '../http/session'

/** Rendered public pages kept per instance: at most this many bytes, each at most this old (decision 0027). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024
const PAGE_CACHE_MAX_AGE_MS = 60_000
/** The web app's addresses: everything outside /api. */
const PAGE_ADDRESS = /^(?!\/api(?:\/|$)).*/

/** The instance's cache of rendered public pages, emptied by every write any instance announces (decision 0027). */
export function createPageCache(payload: Payload, pool: Pool): PageCache {
  const cache = new PageCache({ maxBytes: PAGE_CACHE_BYTES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS })
  listenForPageChanges(payload, pool, cache)
  return cache
}

/**
 * Serves the built web app: hashed assets cached for a year, other files briefly, and every
 * other GET outside /api answered with index.html so the app's router takes over (its 404 page
 * included). Unknown files (a path with an extension) are a plain 404.
 */
export function hostWebApp(
  app: Express,
  { payload, pool, distDir, cache, stats }: { payload: Payload; pool: Pool; distDir: string; cache: PageCache; stats: () => Promise<PublicStats> },
): CachedPages | undefined {
  if (!existsSync(path.join(distDir, 'index.html')) || !existsSync(path.join(distDir, 'landing.html'))) {
    payload.logger.warn(`Aplicativo web não compilado (ou compilado por uma versão antiga) em ${distDir}; apenas a API está disponível. \`npm start\` compila.`)
    return undefined
  }
  const { render, cached } = createHtmlRenderer({ payload, pool, distDir, cache, stats })
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
  const sessionCookie = `${payload.config.cookiePrefix}-token`
  app.get(PAGE_ADDRESS, async (req, res, next) => {
    if (path.extname(req.path)) return next()
    const impossible = namesImpossibleDocument(req.path)
    // A signed-in screen asked for with no session cookie at all: a visitor, sent to sign in before
    // anything is drawn (the app's guard would send them to the same address after loading). An id
    // no document can have is a 404 first, for everyone.
    if (!impossible && cookieValue(req.headers.cookie, sessionCookie) === undefined && signInAddress(req.path)) {
      res.setHeader('cache-control', 'no-store')
      res.setHeader('vary', 'Cookie')
      return void res.redirect(302, signInAddress(req.path, new URL(req.originalUrl, 'http://navalha.invalid').search)!)
    }
    // The app still draws its own 'not found' for an id no document can have; the status says it too.
    if (impossible) res.status(404)
    try {
      const { page, status } = await render(req)
      if (status !== 200) res.status(status)
      sendPage(res, page)
    } catch (error) {
      next(error)
    }
  })
  // A form sent before the page's script took over (a sign-in typed fast on a slow phone) arrives as
  // a plain POST to the page's address (the auth forms are method="post", so nothing typed goes into
  // an address): the page again, by GET, and nothing read (Post/Redirect/Get); only to a path of this site.
  app.post(PAGE_ADDRESS, (req, res, next) => {
    if (!isSameSitePath(req.originalUrl)) return next()
    res.redirect(303, req.originalUrl)
  })
  return cached
}

/** A kept page for the request, if there is one: a public page's, or a page's that read nothing. */
export type CachedPages = (req: Request) => CachedPage | StillPage | undefined

/**
 * How a page is sent, here and by the lean path: never stored by the browser. A page just rendered
 * (its HTML) gets Express's own ETag; a page that read nothing is sent from memory with the same
 * headers in the same order (Content-Length and ETag set before Express's send, which keeps both);
 * a kept public page, with the ETag computed when it was kept.
 */
export function sendPage(res: Response, page: string | CachedPage | StillPage) {
  res.setHeader('cache-control', 'no-store')
  if (typeof page === 'string') return void res.type('html').send(page)
  if ('html' in page) {
    res.type('html')
    res.setHeader('Content-Length', page.html.length)
    res.setHeader('ETag', page.etag)
    return void res.send(page.html)
  }
  res.setHeader('etag', page.etag)
  res.type('html').send(page.body)
}
