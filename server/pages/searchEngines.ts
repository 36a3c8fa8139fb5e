import type { RequestHandler } from 'express'
import type { Pool } from 'pg'
import { keptUntilContentChanges } from '#infra/pages/keptValue'
import type { PageCache } from '#infra/pages/pageCache'
import { PUBLIC_PAGES } from '#domain/publicPages'
import { SIGN_IN_PAGES } from '#domain/signInPages'
import { SANDBOX_PAGE_PATH } from '../billing'
import type { PlaceDirectory } from '../places'
import { countSitemapEntries, readSitemapChunk, SITEMAP_CHUNK_SIZE } from './reads'

/** Read again at least this often even without a write: nothing in them moves with the clock alone. */
const SITEMAP_MAX_AGE_MS = 10 * 60_000

/**
 * Private addresses no table lists: the API, the console, the payment sandbox, one-time links, and
 * the redirects to one's own panel. The signed-in screens come from their table (issue 39: a screen
 * added there, /alertas, was left crawlable by a list kept by hand).
 */
const OTHER_PRIVATE_ADDRESSES = [
  '/api/',
  '/painel-admin',
  '/admin-login',
  SANDBOX_PAGE_PATH,
  '/conta/',
  '/dashboard',
  '/perfil',
  '/recuperar-senha',
  '/verificar-email',
  '/confirmar-email',
]

const publicPaths = Object.values(PUBLIC_PAGES).map((page) => page.path)

/**
 * The rule for a signed-in screen: the address up to its first parameter, and everything under it
 * (/chat/:id gives /chat/), or only the address itself when a public page lives under it (/vagas:
 * /vagas/:id is a job's public page).
 */
function signInPageRules(pattern: string): string[] {
  const prefix = pattern.replace(/:\w+.*$/, '')
  if (!publicPaths.some((path) => path !== prefix && path.startsWith(prefix))) return [prefix]
  return [`${prefix}$`, `${prefix}/$`]
}

/** Every rule once, without those a shorter prefix rule already covers (/chat covers /chat/). */
function withoutCovered(rules: string[]): string[] {
  const prefixes = rules.filter((rule) => !rule.endsWith('$'))
  return [...new Set(rules)].filter((rule) => !prefixes.some((prefix) => prefix !== rule && rule.startsWith(prefix)))
}

/** Nothing a search engine should crawl. */
const DISALLOWED = withoutCovered([...OTHER_PRIVATE_ADDRESSES, ...Object.values(SIGN_IN_PAGES).flatMap(({ path }) => signInPageRules(path))])

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * GET /robots.txt and the sitemap: /sitemap.xml is an index of /sitemaps/<n>.xml, each of at most
 * 50,000 addresses, read from the database: the static pages, the places with active jobs, the jobs and profiles. Each file is kept by the instance exactly as long as
 * the rendered public pages (decision 0027: any instance's write to a job or profile, announced by
 * NOTIFY from its transaction, empties it), so a closed job leaves on the very next request.
 */
export function searchEngineFiles({
  pool,
  cache,
  places,
  baseUrl,
  chunkSize = SITEMAP_CHUNK_SIZE,
}: {
  pool: Pool
  cache: PageCache
  /** The places with active jobs (server/places/): each has a page, listed after the static pages. */
  places: Pick<PlaceDirectory, 'list'>
  baseUrl: string
  chunkSize?: number
}): SearchEngineFiles {
  const absolute = (path: string) => new URL(path, baseUrl).toString()
  const robots = ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${absolute('/sitemap.xml')}`, ''].join('\n')

  const keep = (read: () => Promise<string>) => keptUntilContentChanges(cache, read, { maxAgeMs: SITEMAP_MAX_AGE_MS })
  const placeEntries = async () => (await places.list()).map(({ path, lastmod }) => ({ path, lastmod }))
  const chunkCount = keep(async () => String(Math.max(1, Math.ceil((await countSitemapEntries(pool, await placeEntries())) / chunkSize))))
  const index = keep(async () => {
    const count = Number(await chunkCount())
    const items = Array.from({ length: count }, (_, n) => `<sitemap><loc>${escapeXml(absolute(`/sitemaps/${n + 1}.xml`))}</loc></sitemap>`)
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`
  })
  const chunks = new Map<number, () => Promise<string>>()
  const chunk = (n: number) => {
    let read = chunks.get(n)
    if (!read) {
      read = keep(async () => {
        const entries = await readSitemapChunk(pool, n - 1, chunkSize, await placeEntries())
        const items = entries.map(({ path, lastmod }) => `<url><loc>${escapeXml(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
        return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`
      })
      chunks.set(n, read)
    }
    return read()
  }

  return {
    robots: (_req, res) => void res.type('text/plain').setHeader('cache-control', 'public, max-age=3600').send(robots),
    index: async (_req, res) =>
      void res
        .type('application/xml')
        .setHeader('cache-control', 'no-cache')
        .send(await index()),
    chunk: async (req, res, next) => {
      const n = Number((req.params as Record<string, string>)[0])
      if (n < 1 || n > Number(await chunkCount())) return next()
      res
        .type('application/xml')
        .setHeader('cache-control', 'no-cache')
        .send(await chunk(n))
    },
  }
}

/** The handlers of GET /robots.txt, /sitemap.xml and /sitemaps/<n>.xml (`chunk` reads n from the route's first group). */
export type SearchEngineFiles = { robots: RequestHandler; index: RequestHandler; chunk: RequestHandler }
