import type { Request } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { publishedFaqs } from '#domain/faq'
import { openJobsQuerySchema } from '#domain/jobSearch'
import { currentUser } from '../http/auth'
import { sessionClaim } from '../http/session'
import { documentId } from '../http/documentId'
import { findBarbers, findBarbershops } from '../read/directory'
import { findOpenJobs } from '../read/openJobs'
import { findProfileBadges } from '../read/profileBadges'
import {
  barbersDirectoryQuery,
  DIRECTORY_PAGE_SIZE,
  faqQuery,
  legalDocumentQuery,
  jobDetailsQuery,
  profileBadgesQuery,
  profileReviewsQuery,
  publicBarberQuery,
  publicShopQuery,
  readDirectoryFilters,
  SHOP_JOBS_LIMIT,
  shopOpenJobsQuery,
  shopsDirectoryQuery,
} from '#web/ssr'
import { findProfileReviews } from '../read/profileReviews'
import { readJobDetails } from '../routes/jobDetails'
import type { Barber, Barbershop, Media } from '#payload-types'
import type { PublicProfile } from '#domain/structuredData'
import type { HeadSource } from './head'

type Prefill = { queryKey: readonly unknown[]; data: unknown }[]

/** A page's data, what its <head> is made from (server/rendering/head.ts), and its status. */
export type PageData = { prefill: Prefill; head: HeadSource; status: number }

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

/** Reads a page's data (prefetchFor) with the <head> it implies and the status it answers with. */
export async function pageDataFor(url: URL, context: { payload: Payload; pool: Pool; req: Request }): Promise<PageData> {
  const job = url.pathname.match(/^\/vagas\/(\d+)$/)
  const jobId = job && documentId(job[1])
  if (jobId) {
    const details = await readJobDetails(context.payload, jobId, await currentUser(context.payload, context.req))
    if (details) return { prefill: [{ queryKey: jobDetailsQuery(String(jobId)).queryKey, data: details }], head: { kind: 'job', details }, status: 200 }
    // A deleted job is gone for good (410: search engines drop it at once); an id never used is not found.
    const { rowCount } = await context.pool.query('SELECT 1 FROM job_tombstones WHERE job_id = $1', [jobId])
    return rowCount ? { prefill: [], head: { kind: 'gone' }, status: 410 } : { prefill: [], head: null, status: 404 }
  }
  const prefill = await prefetchFor(url, context)
  const barberMatch = url.pathname.match(/^\/barbeiro\/(\d+)$/)
  const shopMatch = url.pathname.match(/^\/barbearia\/(\d+)$/)
  // A profile that does not exist, or whose account was removed (decision 0035), shows the not-found
  // view with a 404: search engines drop it, and nothing of it is kept.
  if (barberMatch) {
    const id = Number(barberMatch[1])
    const doc = prefill.find(({ queryKey }) => queryKey.join() === publicBarberQuery(id).queryKey.join())?.data as Barber | undefined
    if (!doc || doc.removedAt) return { prefill, head: null, status: 404 }
    return { prefill, head: { kind: 'barber', id, profile: { ...profileOf(doc, doc.bio, doc.photo), specialties: doc.specialties ?? [] } }, status: 200 }
  }
  if (shopMatch) {
    const id = Number(shopMatch[1])
    const doc = prefill.find(({ queryKey }) => queryKey.join() === publicShopQuery(id).queryKey.join())?.data as Barbershop | undefined
    if (!doc || doc.removedAt) return { prefill, head: null, status: 404 }
    return { prefill, head: { kind: 'shop', id, profile: profileOf(doc, doc.description, doc.logo) }, status: 200 }
  }
  return { prefill, head: null, status: 200 }
}

/**
 * The data a public page shows, read on the server so it arrives inside the HTML (rendered, and in
 * the page's bootstrap for the browser's query cache) instead of after a second round trip. The
 * same reads and access rules as the API the page would call.
 */
async function prefetchFor(url: URL, { payload, pool, req }: { payload: Payload; pool: Pool; req: Request }): Promise<Prefill> {
  const { pathname } = url
  if (pathname === '/barbeiros' || pathname === '/barbearias') {
    const filters = readDirectoryFilters(url.searchParams)
    const { q, country, state, city, minRating, verified, page, near } = filters
    const query = { q, country, state, city, minRating, verified, page, limit: DIRECTORY_PAGE_SIZE, lat: near?.lat, lng: near?.lng, raioKm: near?.raioKm }
    return pathname === '/barbeiros'
      ? [{ queryKey: barbersDirectoryQuery(filters).queryKey, data: await findBarbers(payload, pool, query) }]
      : [{ queryKey: shopsDirectoryQuery(filters).queryKey, data: await findBarbershops(payload, pool, query) }]
  }
  if (pathname === '/faq') {
    const faqs = await payload.find({ collection: 'faqs', ...publishedFaqs, overrideAccess: false })
    return [{ queryKey: faqQuery.queryKey, data: faqs.docs }]
  }
  if (pathname === '/termos' || pathname === '/privacidade') {
    const document = pathname === '/termos' ? 'terms' : 'privacy'
    const { docs } = await payload.find({
      collection: 'legal-documents',
      where: { document: { equals: document } },
      sort: '-version',
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    return [{ queryKey: legalDocumentQuery(document).queryKey, data: docs[0] ?? null }]
  }
  const barber = pathname.match(/^\/barbeiro\/(\d+)$/)
  const barberId = barber && documentId(barber[1])
  if (barberId) {
    const id = barberId
    const user = await currentUser(payload, req)
    const [doc, badges, reviews] = await Promise.all([
      payload.findByID({ collection: 'barbers', id, depth: 1, overrideAccess: false, user, disableErrors: true }),
      findProfileBadges(pool, 'barbers', id),
      findProfileReviews(pool, 'barbers', id, 1),
    ])
    return doc && !doc.removedAt
      ? [
          { queryKey: publicBarberQuery(id).queryKey, data: doc },
          { queryKey: profileBadgesQuery('barbers', id).queryKey, data: badges },
          { queryKey: profileReviewsQuery('barbers', id).queryKey, data: reviews },
        ]
      : []
  }
  const shop = pathname.match(/^\/barbearia\/(\d+)$/)
  const shopId = shop && documentId(shop[1])
  if (shopId) {
    const id = shopId
    const user = await currentUser(payload, req)
    const [doc, jobs, badges, reviews] = await Promise.all([
      payload.findByID({ collection: 'barbershops', id, depth: 1, overrideAccess: false, user, disableErrors: true }),
      findOpenJobs(pool, openJobsQuerySchema.parse({ barbershop: id, limit: SHOP_JOBS_LIMIT }), await sessionClaim(payload, req)),
      findProfileBadges(pool, 'barbershops', id),
      findProfileReviews(pool, 'barbershops', id, 1),
    ])
    return doc && !doc.removedAt
      ? [
          { queryKey: publicShopQuery(id).queryKey, data: doc },
          { queryKey: shopOpenJobsQuery(id).queryKey, data: jobs },
          { queryKey: profileBadgesQuery('barbershops', id).queryKey, data: badges },
          { queryKey: profileReviewsQuery('barbershops', id).queryKey, data: reviews },
        ]
      : []
  }
  return []
}
