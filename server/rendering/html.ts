import type { Request } from 'express'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { guessCountry } from '#domain/countryGuess'
import type { Country } from '#domain/locations'
import { countryTimeZone, TIME_ZONE_COOKIE, validTimeZone } from '#domain/timeZone'
import { BOOTSTRAP_ELEMENT_ID, serializeForScript, type Bootstrap, type PublicStats } from '#domain/bootstrap'
import { readSession } from '../routes/session'
import { cookieValue } from '../http/session'
import { hasCredentials } from '../http/auth'
import { createHash } from 'node:crypto'
import type { CachedPage, PageCache } from '#infra/pages/pageCache'
import { pageDataFor } from './prefetch'
import { PUBLIC_PAGES, publicPageAt } from '#domain/publicPages'
import { pageHead, withHead, type PageHead } from './head'
import { namesImpossibleDocument } from '../http/documentId'
import { replaceMarker } from './marker'

type Templates = { app: string; landing: string }

function readTemplates(distDir: string): Templates {
  const read = (file: string) => {
    const html = readFileSync(path.join(distDir, file), 'utf8')
    if (!html.includes('<!--bootstrap-->') || !html.includes('<div id="root"></div>')) throw new Error(`${file} sem os marcadores <!--bootstrap--> e #root`)
    return html
  }
  return { app: read('index.html'), landing: read('landing.html') }
}

/**
 * A page: the template with its <head>, its bootstrap and its server render (null: the browser
 * renders it). Each marker is found in what came before the text people write: the head's and the
 * bootstrap's texts are escaped (no `<` left), and the body, the only raw HTML, goes in last.
 */
export function fillTemplate(template: string, data: Bootstrap, body: string | null, head: PageHead, status = 200) {
  const withTags = withHead(template, head, data.country === 'PT' ? 'pt_PT' : 'pt_BR')
  const bootstrap = `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript({ ...data, ssr: body !== null })}</script>`
  const html = replaceMarker(replaceMarker(withTags, '<!--bootstrap-->', bootstrap), '<div id="root"></div>', `<div id="root">${body ?? ''}</div>`)
  return { html, serverRendered: body !== null, status }
}

/**
 * The HTML of every page: "/" is the landing page's own lean entry, everything else the app.
 * The data the first screen needs is written into the page (who is signed in; on "/", the landing
 * copy, the plans and the live counts) and, for public pages, the page itself is rendered on the
 * server. A rendering failure never fails the request: the browser renders the page instead.
 */
export function createHtmlRenderer({
  payload,
  pool,
  distDir,
  cache,
  stats: readStats,
}: {
  payload: Payload
  pool: Pool
  distDir: string
  cache: PageCache
  stats: () => Promise<PublicStats>
}) {
  const templates = readTemplates(distDir)
  const ssr = import('./ssr')
  const webEntry = import('#web/ssr')

  const renderSafely = async (render: () => Promise<string | null> | string | null, url: string) => {
    try {
      return await render()
    } catch (error) {
      payload.logger.warn({ err: error, url }, 'renderização no servidor falhou; a página será renderizada no navegador')
      return null
    }
  }

  /** Where a visitor's page is kept: everything it depends on, or null for a page never kept. */
  function cacheKeyOf(req: Request) {
    // Where a visitor's plan prices start; the same value for the server's render and the browser's.
    const country = guessCountry({ languages: req.acceptsLanguages() })
    const timeZone = validTimeZone(cookieValue(req.headers.cookie, TIME_ZONE_COOKIE)) ?? countryTimeZone(country)
    // Everything a visitor's page depends on: the address as sent (the router renders it), the
    // country (plan prices) and the time zone (dates).
    // A search by distance names a person's location: rendered for that request, never kept (decision 0045).
    const nearby = 'lat' in req.query || 'lng' in req.query
    // The public pages kept rendered for visitors: domain/publicPages.ts (docs/decisions/0027-html-cache-and-invalidation.md).
    const kept = publicPageAt(req.path)?.key
    const key =
      kept && PUBLIC_PAGES[kept].kept && !namesImpossibleDocument(req.path) && !hasCredentials(req) && !nearby
        ? `${country} ${timeZone} ${req.originalUrl}`
        : null
    return { country, timeZone, key }
  }

  /** The kept page for this request, if there is one (the lean path answers it before Express, server/http/leanReads.ts). */
  function cached(req: Request): CachedPage | undefined {
    const { key } = cacheKeyOf(req)
    return key === null ? undefined : cache.get(key)
  }

  /** The page and its status: a kept page is always a 200 (a job's 404 or 410 page is never kept). */
  async function render(req: Request): Promise<{ page: string | CachedPage; status: number }> {
    const { country, timeZone, key } = cacheKeyOf(req)
    if (key === null) {
      const rendered = await renderPage(req, country, timeZone)
      return { page: rendered.html, status: rendered.status }
    }
    const kept = cache.get(key)
    if (kept !== undefined) return { page: kept, status: 200 }
    const startedIn = cache.startRender()
    const rendered = await renderPage(req, country, timeZone)
    // A page the server failed to render (left to the browser) is not kept.
    if (!rendered.serverRendered || rendered.status !== 200) return { page: rendered.html, status: rendered.status }
    const body = Buffer.from(rendered.html)
    const page = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` }
    cache.set(key, page, startedIn)
    return { page, status: 200 }
  }

  return { render, cached }

  async function renderPage(req: Request, country: Country, timeZone: string): Promise<{ html: string; serverRendered: boolean; status: number }> {
    const session = await readSession(payload, req)
    const url = new URL(req.originalUrl, payload.config.serverURL)
    const { renderAppPage, renderLandingPage } = await ssr
    const countryPrefill = { queryKey: (await webEntry).visitorCountryQuery.queryKey, data: country }

    const match = publicPageAt(url.pathname, url.searchParams)
    if (match?.key === 'landing') {
      const page = await pageDataFor({ ...match, key: 'landing' }, { payload, pool, req, stats: readStats })
      const { landing, plans, stats } = page.data!
      const data: Bootstrap = { session, landing, plans, stats, country, timeZone }
      const prefill = [...page.prefill, countryPrefill]
      const head = pageHead('/', null, payload.config.serverURL)
      return fillTemplate(templates.landing, data, await renderSafely(() => renderLandingPage(session, prefill, timeZone), url.pathname), head)
    }
    const page = match ? await pageDataFor(match, { payload, pool, req, stats: readStats }) : { prefill: [], head: null, status: 200 }
    const prefill = [...page.prefill, countryPrefill]
    const data: Bootstrap = { session, queries: prefill, country, timeZone }
    const head = pageHead(url.pathname, page.head, payload.config.serverURL)
    return fillTemplate(templates.app, data, await renderSafely(() => renderAppPage(url, session, prefill, timeZone), url.pathname), head, page.status)
  }
}
