import type { Request, RequestHandler, Response } from 'express'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { createHtmlRenderer } from './html'
import { namesImpossibleDocument } from '../http/documentId'
import { PageCache, type CachedPage } from '#infra/pages/pageCache'
import type { StillPage } from './stillPages'
import { listenForPageChanges } from '#infra/pages/pageChanges'
import { isSameSitePath } from '#domain/session'
import { publicPageAt } from '#domain/publicPages'
import { signInAddress } from '#domain/signInPages'
import { cookieValue } from '../http/session'
import { siteUrl } from '../http/siteUrl'

/** Rendered public pages kept per instance: at most this many bytes, each at most this old (decision 0027). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024
const PAGE_CACHE_MAX_AGE_MS = 60_000
/** The instance's cache of rendered public pages, emptied by every write any instance announces (decision 0027). */
export function createPageCache(payload: Payload, pool: Pool): PageCache {
  const cache = new PageCache({ maxBytes: PAGE_CACHE_BYTES, maxAgeMs: PAGE_CACHE_MAX_AGE_MS })
  listenForPageChanges(payload, pool, cache)
  return cache
}

/**
 * GET of a page's address (registered by pages/routes.ts): a signed-in screen asked for with no
 * session cookie at all is a 302 to sign in; otherwise the page, rendered (or kept) with its status.
 */
export function renderPage(render: PageRenderer['render'], sessionCookie: string): RequestHandler {
  return async (req, res, next) => {
    if (path.extname(req.path)) return next()
    // A public page asked for with a trailing slash (/vagas-abertas/, a hand-typed or badly pasted
    // link) is the page itself: one address for people and search engines, its query string kept.
    const withoutSlash = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path
    if (withoutSlash !== req.path && publicPageAt(withoutSlash)) {
      const search = siteUrl(req).search
      return void res.redirect(301, `${withoutSlash}${search}`)
    }
    const impossible = namesImpossibleDocument(req.path)
    // A signed-in screen asked for with no session cookie at all: a visitor, sent to sign in before
    // anything is drawn (the app's guard would send them to the same address after loading). An id
    // no document can have is a 404 first, for everyone.
    if (!impossible && cookieValue(req.headers.cookie, sessionCookie) === undefined && signInAddress(req.path)) {
      res.setHeader('cache-control', 'no-store')
      res.setHeader('vary', 'Cookie')
      return void res.redirect(302, signInAddress(req.path, siteUrl(req).search)!)
    }
    // The app still draws its own 'not found' for an id no document can have; the status says it too.
    if (impossible) res.status(404)
    try {
      const rendered = await render(req)
      if ('redirect' in rendered) return void res.redirect(301, rendered.redirect)
      const { page, status } = rendered
      if (status !== 200) res.status(status)
      sendPage(res, page)
    } catch (error) {
      next(error)
    }
  }
}

/**
 * A form sent before the page's script took over (a sign-in typed fast on a slow phone) arrives as
 * a plain POST to the page's address (the auth forms are method="post", so nothing typed goes into
 * an address): the page again, by GET, and nothing read (Post/Redirect/Get); only to a path of this site.
 */
export const replayFormPost: RequestHandler = (req, res, next) => {
  if (!isSameSitePath(req.originalUrl)) return next()
  res.redirect(303, req.originalUrl)
}

type PageRenderer = ReturnType<typeof createHtmlRenderer>

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
