/**
 * The public pages, once (issue 28, decision 0047): each one's address pattern, whether a visitor's
 * copy is kept rendered (decision 0027) and whether search engines may index it (decision 0036).
 * The web app maps each key to its component (web/routes.tsx) and to the queries its first screen
 * reads (web/publicPageQueries.ts); the server maps each key to the reads that fill those queries
 * (server/pages/prefetch.ts) and to its <head>'s texts (server/pages/head.ts). Each of
 * those is a `Record<PublicPageKey, …>`, so a page missing on any side does not compile.
 *
 * A `:name` in a pattern is a document id, digits only, unless the page's `params` says otherwise
 * (a place's UF and city, decision 0065).
 */
type PublicPage = {
  path: string
  /** What each named parameter may be, as a regular expression's source, where it is no document id. */
  params?: Record<string, string>
  /** Kept rendered for visitors in each instance until a write (server/pages/html.ts). */
  kept: boolean
  /** Search engines may index it (a canonical link); otherwise `noindex`. */
  indexable: boolean
}

export const PUBLIC_PAGES = {
  landing: { path: '/', kept: true, indexable: true },
  barbers: { path: '/barbeiros', kept: true, indexable: true },
  shops: { path: '/barbearias', kept: true, indexable: true },
  barber: { path: '/barbeiro/:barberId', kept: true, indexable: true },
  shop: { path: '/barbearia/:shopId', kept: true, indexable: true },
  job: { path: '/vagas/:jobId', kept: true, indexable: true },
  // A UF ('pr') or 'pt', then the city's slug as asked: the page answers a non-canonical one with a 301 (domain/places.ts).
  place: { path: '/vagas/:state/:city', params: { state: '[A-Za-z]{2}', city: '[^/]+' }, kept: true, indexable: true },
  /** Open to visitors since issue 40 (decision 0064); a signed-in barber's copy says what it applied to or saved. */
  openJobs: { path: '/vagas-abertas', kept: true, indexable: true },
  faq: { path: '/faq', kept: true, indexable: true },
  terms: { path: '/termos', kept: true, indexable: false },
  privacy: { path: '/privacidade', kept: true, indexable: false },
  plans: { path: '/planos', kept: false, indexable: true },
  login: { path: '/login', kept: false, indexable: true },
  signup: { path: '/cadastro', kept: false, indexable: true },
} as const satisfies Record<string, PublicPage>

export type PublicPageKey = keyof typeof PUBLIC_PAGES

/** A public page at an address: its key, its parameters (document ids, as written) and the query string. */
export type PublicPageMatch = { key: PublicPageKey; params: Record<string, string>; search: URLSearchParams }

const matchers = (Object.keys(PUBLIC_PAGES) as PublicPageKey[]).map((key) => {
  const page: PublicPage = PUBLIC_PAGES[key]
  const source = page.path.replace(/:(\w+)/g, (_, name: string) => `(?<${name}>${page.params?.[name] ?? '\\d+'})`)
  return { key, pattern: new RegExp(`^${source}$`) }
})

/** The public page at `pathname` (exactly: no trailing slash, ids in digits), or null. Parameters come as written (percent-encoded). */
export function publicPageAt(pathname: string, search = new URLSearchParams()): PublicPageMatch | null {
  for (const { key, pattern } of matchers) {
    const match = pattern.exec(pathname)
    if (match) return { key, params: { ...match.groups }, search }
  }
  return null
}
