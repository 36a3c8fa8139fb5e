import type { InferDataFromTag, QueryKey } from '@tanstack/react-query'
import type { Country } from '#domain/locations'
import type { PublicPageKey, PublicPageMatch } from '#domain/publicPages'
import { barbersDirectoryQuery, shopsDirectoryQuery } from './directory/queries'
import { readDirectoryFilters } from './directory/filters'
import { faqQuery } from './faq/queries'
import { jobDetailsQuery, openJobsQuery } from './jobs/queries'
import { readOpenJobsQuery } from './jobs/useOpenJobsSearch'
import { landingQuery, plansQuery, statsQuery } from './landing/queries'
import { legalDocumentQuery } from './legal/queries'
import { profileBadgesQuery, publicBarberQuery, publicShopQuery, shopOpenJobsQuery } from './profiles/queries'
import { profileReviewsQuery } from './reviews/queries'
import { jobPayInsightQuery, placePageQuery } from './places/queries'

/**
 * The queries each public page (domain/publicPages.ts) reads on its first screen, by name: the
 * server fills each one with its own read (server/pages/prefetch.ts) and writes the data into
 * the page, under these keys, so the first render in the browser needs no request. A page that
 * reads nothing ahead names none. Only the server imports this (through ssr.ts); each page's
 * component reads the same query options from its area's queries.ts.
 */
/** Who asks for a public page, as far as its queries depend on it: the signed-in person's country (null for a visitor). */
export type PageViewer = { country: Country | null }

export const publicPageQueries = {
  landing: () => ({ landing: landingQuery, plans: plansQuery, stats: statsQuery }),
  barbers: ({ search }: PublicPageMatch) => ({ directory: barbersDirectoryQuery(readDirectoryFilters(search)) }),
  shops: ({ search }: PublicPageMatch) => ({ directory: shopsDirectoryQuery(readDirectoryFilters(search)) }),
  barber: ({ params }: PublicPageMatch) => {
    const id = Number(params.barberId)
    return { profile: publicBarberQuery(id), badges: profileBadgesQuery('barbers', id), reviews: profileReviewsQuery('barbers', id) }
  },
  shop: ({ params }: PublicPageMatch) => {
    const id = Number(params.shopId)
    return {
      profile: publicShopQuery(id),
      jobs: shopOpenJobsQuery(id),
      badges: profileBadgesQuery('barbershops', id),
      reviews: profileReviewsQuery('barbershops', id),
    }
  },
  job: ({ params }: PublicPageMatch) => {
    const id = String(Number(params.jobId))
    return { details: jobDetailsQuery(id), payInsight: jobPayInsightQuery(id) }
  },
  // The address's parts as the router reads them (decoded): the server renders only a canonical address, whose parts are ASCII.
  place: ({ params }: PublicPageMatch) => ({ page: placePageQuery(params.state!, params.city!) }),
  openJobs: ({ search }: PublicPageMatch, viewer: PageViewer) => ({ jobs: openJobsQuery(readOpenJobsQuery(search, viewer.country)) }),
  faq: () => ({ faqs: faqQuery }),
  terms: () => ({ document: legalDocumentQuery('terms') }),
  privacy: () => ({ document: legalDocumentQuery('privacy') }),
  plans: () => ({}),
  login: () => ({}),
  signup: () => ({}),
} satisfies Record<PublicPageKey, (match: PublicPageMatch, viewer: PageViewer) => Record<string, { queryKey: readonly unknown[] }>>

type PageQueries<K extends PublicPageKey> = ReturnType<(typeof publicPageQueries)[K]>

/** What the server reads for each query of a page: the data that query's own function would answer. */
export type PublicPageData<K extends PublicPageKey> = {
  [N in keyof PageQueries<K>]: PageQueries<K>[N] extends { queryKey: infer Key extends QueryKey } ? InferDataFromTag<unknown, Key> : never
}
