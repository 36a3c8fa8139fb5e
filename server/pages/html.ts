import type { Request } from 'express'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { guessCountry } from '#domain/countryGuess'
import type { Country } from '#domain/locations'
import { countryTimeZone, TIME_ZONE_COOKIE, validTimeZone } from '#domain/timeZone'
import { BOOTSTRAP_ELEMENT_ID, serializeForScript, type Bootstrap, type PublicStats } from '#domain/bootstrap'
import { readSessionDirect } from '../http/sessionRead'
import { cookieValue } from '../http/session'
import { hasCredentials } from '../http/auth'
import { createHash } from 'node:crypto'
import type { CachedPage, PageCache } from '#infra/pages/pageCache'
import { pageDataFor } from './prefetch'
import type { PlaceDirectory } from '../places'
import { PUBLIC_PAGES, publicPageAt } from '#domain/publicPages'
import { appPageHead, pageHead, withHead, type PageHead } from './head'
import { namesImpossibleDocument } from '../http/documentId'
import { StillPages, type StillPage } from './stillPages'
import { signInAddress } from '#domain/signInPages'
import { weakEtag } from '../http/weakEtag'
import { siteUrl } from '../http/siteUrl'
import { redactUrl } from '#infra/redactUrl'

type Templates = { app: string; landing: string }

/** Pages that read nothing, kept per instance (decision 0060): at most this many, each at most this old, for addresses up to this long. */
const STILL_PAGES_BOUND = 500
const STILL_PAGE_MAX_AGE_MS = 60_000
const STILL_ADDRESS_MAX = 512
/**
 * The signed-in shell (decision 0060, issue 42 round 3): one per country and time zone (a few hundred
 * zones exist; cleared if ever full), and the addresses Express has routed to it, answered in front of
 * Express after that (cleared when full: an address made up per request only costs what it cost before).
 */
const SHELLS_BOUND = 2_000
const SHELL_ADDRESSES_BOUND = 1_000

function readTemplates(distDir: string): Templates {
  const read = (file: string) => {
    const html = readFileSync(path.join(distDir, file), 'utf8')
    if (!html.includes(BOOTSTRAP_MARKER) || !html.includes(ROOT_MARKER)) throw new Error(`${file} sem os marcadores <!--bootstrap--> e #root`)
    return html
  }
  return { app: read('index.html'), landing: read('landing.html') }
}

const BOOTSTRAP_MARKER = '<!--bootstrap-->'
const ROOT_MARKER = '<div id="root"></div>'

/**
 * A template with its <head> filled, cut where the bootstrap and the page's body go: what stays
 * the same for every page with that <head> (for the app's pages without a public <head> of their
 * own, the same for every request in a locale: made once per start, decision 0060).
 */
export type FilledTemplate = { beforeBootstrap: string; beforeRoot: string; afterRoot: string }

export function cutTemplate(template: string, head: PageHead, locale: string): FilledTemplate {
  const withTags = withHead(template, head, locale)
  const bootstrapAt = withTags.indexOf(BOOTSTRAP_MARKER)
  const rootAt = withTags.indexOf(ROOT_MARKER)
  if (bootstrapAt === -1 || rootAt < bootstrapAt) throw new Error('o modelo da página precisa de <!--bootstrap--> antes de #root')
  return {
    beforeBootstrap: withTags.slice(0, bootstrapAt),
    beforeRoot: withTags.slice(bootstrapAt + BOOTSTRAP_MARKER.length, rootAt),
    afterRoot: withTags.slice(rootAt + ROOT_MARKER.length),
  }
}

/** The <head>'s locale: Portugal's for a Portuguese visitor. */
const localeOf = (data: Bootstrap) => (data.country === 'PT' ? 'pt_PT' : 'pt_BR')

/**
 * A page from its cut template: the bootstrap, then the server render (null: the browser renders
 * it). The bootstrap's texts are escaped (no `<` left), and the body, the only raw HTML, goes in
 * last, each in its own place: nothing people write is read as a marker.
 */
export function joinTemplate(filled: FilledTemplate, data: Bootstrap, body: string | null): string {
  const bootstrap = `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript({ ...data, ssr: body !== null })}</script>`
  return `${filled.beforeBootstrap}${bootstrap}${filled.beforeRoot}<div id="root">${body ?? ''}</div>${filled.afterRoot}`
}

/** A page: the template with its <head>, its bootstrap and its server render (null: the browser renders it). */
export function fillTemplate(template: string, data: Bootstrap, body: string | null, head: PageHead, status = 200) {
  const html = joinTemplate(cutTemplate(template, head, localeOf(data)), data, body)
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
  places,
}: {
  payload: Payload
  pool: Pool
  distDir: string
  cache: PageCache
  stats: () => Promise<PublicStats>
  places: PlaceDirectory
}) {
  const templates = readTemplates(distDir)
  /** The app's template for its pages without a public <head>, per locale: cut once per start (decision 0060). */
  const appTemplates = { pt_BR: cutTemplate(templates.app, appPageHead(), 'pt_BR'), pt_PT: cutTemplate(templates.app, appPageHead(), 'pt_PT') }
  const stillPages = new StillPages({ maxEntries: STILL_PAGES_BOUND, maxAgeMs: STILL_PAGE_MAX_AGE_MS })
  const sessionCookie = `${payload.config.cookiePrefix}-token`
  const shells = new Map<string, StillPage>()
  const shellAddresses = new Set<string>()
  const ssr = import('./ssr')
  const webEntry = import('#web/ssr')

  /** The server's render, or null when it failed (the browser renders the page instead). */
  const renderSafely = async (render: () => Promise<string | null> | string | null, url: string): Promise<{ body: string | null; failed: boolean }> => {
    try {
      return { body: await render(), failed: false }
    } catch (error) {
      payload.logger.warn({ err: error, url }, 'renderização no servidor falhou; a página será renderizada no navegador')
      return { body: null, failed: true }
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
    const visitor = !namesImpossibleDocument(req.path) && !hasCredentials(req)
    // Nor an address the request log would not write as it is (a token in a link from an e-mail, a checkout session).
    const secret = redactUrl(req.originalUrl) !== req.originalUrl
    const key = kept && PUBLIC_PAGES[kept].kept && visitor && !nearby && !secret ? `${country} ${timeZone} ${req.originalUrl}` : null
    // Any other address a visitor asks for, where the render itself says whether it read anything (decision 0060),
    // but a sign-in screen (a visitor is sent to sign in: what reached the render carried a cookie the
    // page route reads, however oddly written) or an address with a person's location (decision 0045).
    const still = !kept && visitor && !nearby && !secret && !signInAddress(req.path) && req.originalUrl.length <= STILL_ADDRESS_MAX
    const stillKey = still ? `${country} ${timeZone} ${req.originalUrl}` : null
    // A sign-in screen asked for with a session cookie, any (the page route sends those without one
    // to sign in): the shell, which carries no session (the app asks /api/session, its guards decide).
    const shell = signInAddress(req.path) !== null && cookieValue(req.headers.cookie, sessionCookie) !== undefined
    return { country, timeZone, key, stillKey, shell, keepable: !nearby && !secret, shellKey: `${country} ${timeZone}` }
  }

  /**
   * The signed-in shell for a country and time zone, made once (decision 0060): the app's template cut
   * for the locale, a bootstrap with the country and the time zone but no session, an empty #root.
   * It depends on nothing else, so any cookie (a live session, an expired or forged one) gets the same
   * bytes, and whoever it is, the app learns from /api/session, as after a sign-in.
   */
  function shellFor(shellKey: string, country: Country, timeZone: string, countryQueryKey: readonly unknown[]): StillPage {
    const kept = shells.get(shellKey)
    if (kept !== undefined) return kept
    const data: Bootstrap = { queries: [{ queryKey: countryQueryKey, data: country }], country, timeZone }
    const html = joinTemplate(appTemplates[localeOf(data)], data, null)
    const shell = { html: Buffer.from(html), etag: weakEtag(html) }
    if (shells.size >= SHELLS_BOUND) shells.clear()
    shells.set(shellKey, shell)
    return shell
  }

  /**
   * The kept page for this request, if there is one (the lean path answers it before Express,
   * server/leanReads.ts): a public page from the page cache, or a page that read nothing, sent
   * as it was when rendered.
   */
  function cached(req: Request): CachedPage | StillPage | undefined {
    const { key, stillKey, shell, shellKey } = cacheKeyOf(req)
    // Only at an address Express has routed to the page route before, which decided it from the method and the address alone.
    if (shell) return shellAddresses.has(req.originalUrl) ? shells.get(shellKey) : undefined
    if (key !== null) return cache.get(key)
    return stillKey === null ? undefined : stillPages.get(stillKey)
  }

  /**
   * The page and its status: a kept page is always a 200 (a job's 404 or 410 page is never kept); a
   * non-canonical address of a place answers its canonical one instead (a 301, never kept).
   */
  async function render(req: Request): Promise<{ page: string | CachedPage | StillPage; status: number } | { redirect: string }> {
    const { country, timeZone, key, stillKey, shell, keepable, shellKey } = cacheKeyOf(req)
    if (shell) {
      const page = shellFor(shellKey, country, timeZone, (await webEntry).visitorCountryQuery.queryKey)
      // An id no document can have: the same shell, with the 404 the page route has set (the app draws its 'not found').
      if (namesImpossibleDocument(req.path)) return { page, status: 404 }
      // The shell is the same, but an address with a person's location (decision 0045) or anything the
      // request log would not write as it is (a token, a checkout session) is not kept in memory.
      if (keepable && req.originalUrl.length <= STILL_ADDRESS_MAX) {
        if (shellAddresses.size >= SHELL_ADDRESSES_BOUND) shellAddresses.clear()
        shellAddresses.add(req.originalUrl)
      }
      return { page, status: 200 }
    }
    if (key === null) {
      const still = stillKey === null ? undefined : stillPages.get(stillKey)
      if (still !== undefined) return { page: still, status: 200 }
      const rendered = await renderPage(req, country, timeZone)
      if ('redirect' in rendered) return rendered
      if (stillKey !== null && rendered.readNothing && rendered.status === 200) stillPages.set(stillKey, rendered.html)
      return { page: rendered.html, status: rendered.status }
    }
    const kept = cache.get(key)
    if (kept !== undefined) return { page: kept, status: 200 }
    const startedIn = cache.startRender()
    const rendered = await renderPage(req, country, timeZone)
    if ('redirect' in rendered) return rendered
    // A page the server failed to render (left to the browser) is not kept.
    if (!rendered.serverRendered || rendered.status !== 200) return { page: rendered.html, status: rendered.status }
    const body = Buffer.from(rendered.html)
    const page = { body, etag: `W/"${createHash('sha1').update(body).digest('base64url')}"` }
    cache.set(key, page, startedIn)
    return { page, status: 200 }
  }

  return { render, cached }

  /**
   * The page, and whether it read nothing but the visitor's absent session: an app page that is
   * no public page, rendered (or left to the browser by design) without a failure.
   */
  async function renderPage(
    req: Request,
    country: Country,
    timeZone: string,
  ): Promise<{ html: string; serverRendered: boolean; status: number; readNothing: boolean } | { redirect: string }> {
    const session = await readSessionDirect(payload, pool, req)
    const url = siteUrl(req, payload.config.serverURL)
    const { renderAppPage, renderLandingPage } = await ssr
    const countryPrefill = { queryKey: (await webEntry).visitorCountryQuery.queryKey, data: country }

    const match = publicPageAt(url.pathname, url.searchParams)
    if (match?.key === 'landing') {
      const page = await pageDataFor({ ...match, key: 'landing' }, { payload, pool, req, stats: readStats, places, viewer: { country: null } })
      const { landing, plans, stats } = page.data!
      const data: Bootstrap = { session, landing, plans, stats, country, timeZone }
      const prefill = [...page.prefill, countryPrefill]
      const head = pageHead('/', null, payload.config.serverURL)
      const { body } = await renderSafely(() => renderLandingPage(session, prefill, timeZone), url.pathname)
      return { ...fillTemplate(templates.landing, data, body, head), readNothing: false }
    }
    if (!match) {
      // Nothing to read but the session: the app's template as cut at the start, the bootstrap and the render.
      const prefill = [countryPrefill]
      const data: Bootstrap = { session, queries: prefill, country, timeZone }
      const { body, failed } = await renderSafely(() => renderAppPage(url, session, prefill, timeZone), url.pathname)
      const html = joinTemplate(appTemplates[localeOf(data)], data, body)
      return { html, serverRendered: body !== null, status: 200, readNothing: session.user === null && !failed }
    }
    const page = await pageDataFor(match, { payload, pool, req, stats: readStats, places, viewer: { country: session.profile?.country ?? null } })
    if (page.redirect) return { redirect: `${page.redirect}${url.search}` }
    const prefill = [...page.prefill, countryPrefill]
    const data: Bootstrap = { session, queries: prefill, country, timeZone }
    const head = pageHead(url.pathname, page.head, payload.config.serverURL)
    const { body } = await renderSafely(() => renderAppPage(url, session, prefill, timeZone), url.pathname)
    return { ...fillTemplate(templates.app, data, body, head, page.status), readNothing: false }
  }
}
