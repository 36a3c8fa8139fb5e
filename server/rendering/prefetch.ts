import type { Request } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { openJobsQuerySchema } from '../../domain/jobSearch'
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
  profileBadgesQuery,
  profileReviewsQuery,
  publicBarberQuery,
  publicShopQuery,
  readDirectoryFilters,
  SHOP_JOBS_LIMIT,
  shopOpenJobsQuery,
  shopsDirectoryQuery,
} from '../../web/ssr'
import { findProfileReviews } from '../read/profileReviews'

export type Prefill = { queryKey: readonly unknown[]; data: unknown }[]

/**
 * The data a public page shows, read on the server so it arrives inside the HTML (rendered, and in
 * the page's bootstrap for the browser's query cache) instead of after a second round trip. The
 * same reads and access rules as the API the page would call.
 */
export async function prefetchFor(url: URL, { payload, pool, req }: { payload: Payload; pool: Pool; req: Request }): Promise<Prefill> {
  const { pathname } = url
  if (pathname === '/barbeiros' || pathname === '/barbearias') {
    const filters = readDirectoryFilters(url.searchParams)
    const { q, country, state, city, minRating, verified, page } = filters
    const query = { q, country, state, city, minRating, verified, page, limit: DIRECTORY_PAGE_SIZE }
    return pathname === '/barbeiros'
      ? [{ queryKey: barbersDirectoryQuery(filters).queryKey, data: await findBarbers(payload, pool, query) }]
      : [{ queryKey: shopsDirectoryQuery(filters).queryKey, data: await findBarbershops(payload, pool, query) }]
  }
  if (pathname === '/faq') {
    const faqs = await payload.find({
      collection: 'faqs',
      where: { published: { equals: true } },
      sort: 'sortOrder',
      limit: 100,
      depth: 0,
      overrideAccess: false,
    })
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
