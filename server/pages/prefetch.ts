import type { Request } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import type { PublicStats } from '#domain/bootstrap'
import { publishedFaqs } from '#domain/faq'
import { openJobsQuerySchema } from '#domain/jobSearch'
import { openJobsSearchTitle } from '#domain/openJobsTitle'
import type { LegalDocumentKind } from '#domain/legal'
import type { PublicPageKey, PublicPageMatch } from '#domain/publicPages'
import { currentUser } from '../http/auth'
import { sessionClaim } from '../http/session'
import { documentId } from '../http/documentId'
import { findBarbers, findBarbershops } from '../directory'
import { findOpenJobs } from '../jobs'
import { findProfileBadges } from '../profiles'
import {
  DIRECTORY_PAGE_SIZE,
  openJobsCanonicalPath,
  publicPageQueries,
  readDirectoryFilters,
  readOpenJobsQuery,
  SHOP_JOBS_LIMIT,
  type PageViewer,
  type PublicPageData,
} from '#web/ssr'
import { findProfileReviews } from '../reviews'
import { readJobDetails } from '../jobs'
import type { PlaceDirectory } from '../places'
import { jobWasDeleted } from './reads'
import type { Barber, Barbershop, Media } from '#payload-types'
import type { PublicProfile } from '#domain/structuredData'
import type { HeadSource } from './head'

type Prefill = { queryKey: readonly unknown[]; data: unknown }[]

export type ReadContext = { payload: Payload; pool: Pool; req: Request; stats: () => Promise<PublicStats>; places: PlaceDirectory; viewer: PageViewer }

/**
 * What a page's server read found: the data of each query the page reads (web/publicPageQueries.ts),
 * or null when there is nothing to write into the page; what its <head> is made from; its status;
 * where a non-canonical address moved (a 301, a place's page).
 */
type PageRead<K extends PublicPageKey> = { data: PublicPageData<K> | null; head: HeadSource; status: number; redirect?: string }

/** A page's data, by query, ready for the browser's query cache and the renderer, with its <head> source, status and redirect. */
export type PageData = { prefill: Prefill; head: HeadSource; status: number; redirect?: string }

const mediaUrl = (media: unknown): string | null => {
  if (!media || typeof media !== 'object') return null
  const file = media as Media & { sizes?: { card?: { url?: string | null } } }
  return file.sizes?.card?.url ?? file.url ?? null
}

const profileOf = (doc: Barber | Barbershop, description: string | null | undefined, image: unknown): PublicProfile => ({
  name: doc.name,
  description: description ?? null,
  city: doc.city ?? null,
  state: doc.state ?? null,
  country: doc.country ?? null,
  imageUrl: mediaUrl(image),
  rating: doc.rating ?? null,
  ratingCount: doc.ratingCount ?? null,
})

const found = <K extends PublicPageKey>(data: PublicPageData<K>, head: HeadSource = null): PageRead<K> => ({ data, head, status: 200 })
const nothing = { data: null, head: null, status: 200 } as const
// A profile that does not exist, or whose account was removed (decision 0035), shows the not-found
// view with a 404: search engines drop it, and nothing of it is kept.
const notFound = { data: null, head: null, status: 404 } as const

function directoryQuery({ search }: PublicPageMatch) {
  const { q, country, state, city, minRating, verified, page, near } = readDirectoryFilters(search)
  return { q, country, state, city, minRating, verified, page, limit: DIRECTORY_PAGE_SIZE, lat: near?.lat, lng: near?.lng, raioKm: near?.raioKm }
}

async function currentLegalDocument(payload: Payload, document: LegalDocumentKind) {
  const { docs } = await payload.find({
    collection: 'legal-documents',
    where: { document: { equals: document } },
    sort: '-version',
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/**
 * Each public page's server read (domain/publicPages.ts): the data its first screen shows, read on
 * the server so it arrives inside the HTML (rendered, and in the page's bootstrap for the browser's
 * query cache) instead of after a second round trip. The same reads and access rules as the API
 * the page would call.
 */
const reads: { [K in PublicPageKey]: (match: PublicPageMatch, context: ReadContext) => Promise<PageRead<K>> } = {
  landing: async (_, { payload, stats }) => {
    const [landing, plans, counts] = await Promise.all([
      payload.findGlobal({ slug: 'landing', depth: 0, overrideAccess: false }),
      payload.find({ collection: 'plans', where: { active: { equals: true } }, sort: 'sortOrder', pagination: false, depth: 0, overrideAccess: false }),
      stats(),
    ])
    return found({ landing, plans: plans.docs, stats: counts })
  },
  barbers: async (match, { payload, pool }) => found({ directory: await findBarbers(payload, pool, directoryQuery(match)) }),
  shops: async (match, { payload, pool }) => found({ directory: await findBarbershops(payload, pool, directoryQuery(match)) }),
  barber: async ({ params }, { payload, pool, req }) => {
    const id = documentId(params.barberId)
    if (!id) return notFound
    const user = await currentUser(payload, req)
    const [doc, badges, reviews] = await Promise.all([
      payload.findByID({ collection: 'barbers', id, depth: 1, overrideAccess: false, user, disableErrors: true }),
      findProfileBadges(pool, 'barbers', id),
      findProfileReviews(pool, 'barbers', id, 1),
    ])
    // No badges: the profile was deleted between the two reads.
    if (!doc || doc.removedAt || !badges) return notFound
    return found(
      { profile: doc, badges, reviews },
      { kind: 'barber', id, profile: { ...profileOf(doc, doc.bio, doc.photo), specialties: doc.specialties ?? [] } },
    )
  },
  shop: async ({ params }, { payload, pool, req }) => {
    const id = documentId(params.shopId)
    if (!id) return notFound
    const user = await currentUser(payload, req)
    const [doc, jobs, badges, reviews] = await Promise.all([
      payload.findByID({ collection: 'barbershops', id, depth: 1, overrideAccess: false, user, disableErrors: true }),
      findOpenJobs(pool, openJobsQuerySchema.parse({ barbershop: id, limit: SHOP_JOBS_LIMIT }), await sessionClaim(payload, req)),
      findProfileBadges(pool, 'barbershops', id),
      findProfileReviews(pool, 'barbershops', id, 1),
    ])
    // No badges: the profile was deleted between the two reads.
    if (!doc || doc.removedAt || !badges) return notFound
    return found({ profile: doc, jobs, badges, reviews }, { kind: 'shop', id, profile: profileOf(doc, doc.description, doc.logo) })
  },
  job: async ({ params }, { payload, pool, req, places }) => {
    const id = documentId(params.jobId)
    if (!id) return nothing
    const [details, payInsight] = await Promise.all([readJobDetails(payload, id, await currentUser(payload, req)), places.jobInsight(id)])
    if (details && payInsight) return found({ details, payInsight }, { kind: 'job', details })
    // A deleted job is gone for good (410: search engines drop it at once); an id never used is not found.
    return (await jobWasDeleted(pool, id)) ? { data: null, head: { kind: 'gone' }, status: 410 } : notFound
  },
  place: async ({ params }, { places }) => {
    const answer = await places.pageAt(params.state!, params.city!)
    // A place without active jobs has no page: search engines drop it, and nothing of it is kept.
    if (!answer) return notFound
    if ('redirect' in answer) return { data: null, head: null, status: 301, redirect: answer.redirect }
    return found({ page: answer.page }, { kind: 'place', page: answer.page })
  },
  // The list as GET /api/open-jobs answers it: the page's own reading of its address, the API's
  // schema, the same read with the same session claim (a barber's cards say applied and saved).
  openJobs: async ({ search }, { payload, pool, req, viewer }) => {
    const head = { kind: 'openJobs', canonicalPath: openJobsCanonicalPath(search), title: openJobsSearchTitle(readOpenJobsQuery(search, null)) } as const
    const query = openJobsQuerySchema.safeParse(readOpenJobsQuery(search, viewer.country))
    // What the API refuses the page does not read: the browser asks, and shows the API's message.
    if (!query.success) return { data: null, head, status: 400 }
    return found({ jobs: await findOpenJobs(pool, query.data, await sessionClaim(payload, req)) }, head)
  },
  faq: async (_, { payload }) => found({ faqs: (await payload.find({ collection: 'faqs', ...publishedFaqs, overrideAccess: false })).docs }),
  terms: async (_, { payload }) => found({ document: await currentLegalDocument(payload, 'terms') }),
  privacy: async (_, { payload }) => found({ document: await currentLegalDocument(payload, 'privacy') }),
  plans: async () => nothing,
  login: async () => nothing,
  signup: async () => nothing,
}

/** A public page's data under its queries' keys, with the <head> it implies and the status it answers with. */
export async function pageDataFor<K extends PublicPageKey>(
  match: PublicPageMatch & { key: K },
  context: ReadContext,
): Promise<PageData & { data: PublicPageData<K> | null }> {
  const read = await (reads[match.key] as (match: PublicPageMatch, context: ReadContext) => Promise<PageRead<K>>)(match, context)
  const queries: Record<string, { queryKey: readonly unknown[] }> = publicPageQueries[match.key](match, context.viewer)
  const prefill = read.data ? Object.entries(read.data).map(([name, data]) => ({ queryKey: queries[name]!.queryKey, data })) : []
  return { prefill, head: read.head, status: read.status, redirect: read.redirect, data: read.data }
}
