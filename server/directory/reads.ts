import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { CARD_PORTFOLIO_PHOTOS, type BarberCard, type BarbershopCard, type DirectoryPage, type DirectoryQuery } from '#domain/directory'
import { profileBadges } from '#domain/perks'
import { RANKING_PRIOR_MEAN, RANKING_PRIOR_WEIGHT } from '#domain/reviews'
import { perkSql, planMonthsJoin } from '#infra/database/perkSql'
import { containsPattern, escapeLike, matches, parameters } from '#infra/database/sql'
import { nearPoint } from '#domain/nearby'
import { atPoint, distanceKm, wholeKm, withinRadius } from '#infra/database/nearSql'

/** Thumbnail and card URLs of portfolio photos, through Payload (it knows the storage and the sizes). */
async function portfolioUrls(payload: Payload, ids: number[]): Promise<Map<number, { thumbnailUrl: string; cardUrl: string }>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: false })
  return new Map(
    docs.map((doc) => {
      const url = doc.url ?? ''
      return [doc.id, { thumbnailUrl: doc.sizes?.thumbnail?.url ?? url, cardUrl: doc.sizes?.card?.url ?? url }] as const
    }),
  )
}

/**
 * The public directories: real profiles, searched by name, city or specialty (trigram indexes),
 * filtered by place, minimum rating and verified, ranked by rankingOrder below, and
 * counted (a second query beside the page's: the ranking has no index, so the page
 * query reads every match too). Only public fields are selected, never a contact field (phone,
 * Instagram, website: decision 0030); pictures come from the media collection.
 */

function pageOf<T>(rows: T[], totalDocs: number, query: DirectoryQuery): DirectoryPage<T> {
  return {
    docs: rows.slice(0, query.limit),
    page: query.page,
    limit: query.limit,
    totalDocs,
    totalPages: Math.max(1, Math.ceil(totalDocs / query.limit)),
    hasPrevPage: query.page > 1,
    hasNextPage: rows.length > query.limit,
  }
}

/** How many rows `from` (a table and its WHERE) holds, beside the page query. */
async function countRows(pool: Pool, from: string, params: unknown[]): Promise<number> {
  const { rows } = await pool.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params)
  return rows[0]?.total ?? 0
}

/** Thumbnail URLs of media documents, through Payload (it knows the storage and the sizes). */
async function pictureUrls(payload: Payload, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => typeof id === 'number')
  if (!wanted.length) return new Map()
  const { docs } = await payload.find({ collection: 'media', where: { id: { in: wanted } }, depth: 0, pagination: false, overrideAccess: false })
  return new Map(
    docs.map((doc) => {
      const sizes = (doc as { sizes?: Record<string, { url?: string | null } | undefined> }).sizes
      return [doc.id, sizes?.card?.url ?? sizes?.thumbnail?.url ?? doc.url ?? ''] as const
    }),
  )
}

/**
 * The directories' order (decision 0026): the Bayesian average first — the profile's mean pulled
 * towards RANKING_PRIOR_MEAN with the weight of RANKING_PRIOR_WEIGHT reviews, so one 5-star review
 * does not outrank fifty at 4.9 — then verified, then the plan's 'Destaque', then the most
 * recently active (the profile's last edit), and the id last so that every row has one place and
 * pages never overlap. From the rating and count the review hooks keep on the profile: no review
 * is read here.
 */
const rankingOrder = (alias: string) =>
  `(${RANKING_PRIOR_WEIGHT * RANKING_PRIOR_MEAN} + COALESCE(${alias}.rating, 0) * COALESCE(${alias}.rating_count, 0)) / (${RANKING_PRIOR_WEIGHT} + COALESCE(${alias}.rating_count, 0)) DESC,
   ${alias}.verified DESC NULLS LAST, featured DESC, ${alias}.updated_at DESC, ${alias}.id DESC`

/** WHERE for a directory: the term in any of `searchable` (columns, ignoring case and accents), then country, state and city. */
function filters(query: DirectoryQuery, alias: string, searchable: string[], extraSearch?: (pattern: string) => string) {
  const { params, param } = parameters()
  // Accounts deleted at their owner's request stay only as 'Conta removida' for what others hold (decision 0035).
  const conditions: string[] = [`${alias}.removed_at IS NULL`]
  if (query.q) {
    const pattern = param(containsPattern(query.q))
    const alternatives = searchable.map((expression) => matches(expression, pattern))
    if (extraSearch) alternatives.push(extraSearch(pattern))
    conditions.push(`(${alternatives.join(' OR ')})`)
  }
  if (query.country) conditions.push(`${alias}.country = ${param(query.country)}`)
  if (query.state) conditions.push(`${alias}.state = ${param(query.state.length === 2 ? query.state.toUpperCase() : query.state)}`)
  if (query.city) conditions.push(matches(`${alias}.city`, param(escapeLike(query.city))))
  if (query.minRating !== undefined) conditions.push(`${alias}.rating >= ${param(query.minRating)}`)
  if (query.verified) conditions.push(`${alias}.verified`)
  // 'Perto de mim' (decision 0045): inside the box (indexed), within the radius, nearest first; a
  // profile without coordinates (a city we could not place) is left out of these searches only.
  const near = nearPoint(query)
  if (near) conditions.push(withinRadius(alias, near, param))
  /** The place's columns (decision 0059) and the order, for the page query only (asked for after the count takes its parameters). */
  const byDistance = () => {
    if (!near) return { placeColumns: '', nearestFirst: '' }
    const distance = distanceKm(alias, near, param)
    return { placeColumns: `, ${atPoint(alias, near, param)} AS "inSearchedCity", ${wholeKm(distance)} AS "cityCentreKm"`, nearestFirst: `${distance}, ` }
  }
  return { params, param, where: `WHERE ${conditions.join(' AND ')}`, byDistance }
}

export async function findBarbers(payload: Payload, pool: Pool, query: DirectoryQuery): Promise<DirectoryPage<BarberCard>> {
  const { params, param, where, byDistance } = filters(
    query,
    'b',
    ['b.name', 'b.city'],
    (pattern) => `EXISTS (SELECT 1 FROM barbers_texts t WHERE t.parent_id = b.id AND t.path = 'specialties' AND ${matches('t.text', pattern)})`,
  )
  const count = countRows(pool, `barbers b ${where}`, [...params])
  const { placeColumns, nearestFirst } = byDistance()
  const page = pool.query<
    Omit<BarberCard, 'photoUrl' | 'badges' | 'portfolio'> & { photo: number | null; portfolio: number[]; premium: boolean; createdAt: Date }
  >(
    `SELECT b.id, b.name, b.city, b.state, b.country, b.experience_years AS "experienceYears",
            ARRAY(SELECT t.text FROM barbers_texts t WHERE t.parent_id = b.id AND t.path = 'specialties' ORDER BY t."order") AS specialties,
            ARRAY(SELECT r.media_id FROM barbers_rels r WHERE r.parent_id = b.id AND r.path = 'portfolio' ORDER BY r."order" LIMIT ${CARD_PORTFOLIO_PHOTOS}) AS portfolio,
            b.rating::float AS rating, COALESCE(b.rating_count, 0)::int AS "ratingCount", COALESCE(b.verified, false) AS verified, b.photo_id AS photo, b.created_at AS "createdAt",
            ${perkSql('featured', 'perk.months')} AS featured, ${perkSql('premiumBadge', 'perk.months')} AS premium${placeColumns}
       FROM barbers b ${planMonthsJoin('b.user_id', 'perk')} ${where}
      ORDER BY ${nearestFirst}${rankingOrder('b')}
      LIMIT ${param(query.limit + 1)} OFFSET ${param((query.page - 1) * query.limit)}`,
    params,
  )
  const [{ rows }, total] = await Promise.all([page, count])
  const [urls, portfolio] = await Promise.all([
    pictureUrls(
      payload,
      rows.map((row) => row.photo),
    ),
    portfolioUrls(
      payload,
      rows.flatMap((row) => row.portfolio),
    ),
  ])
  return pageOf(
    rows.map(({ photo, premium, createdAt, ...row }) => ({
      ...row,
      portfolio: row.portfolio.flatMap((id) => portfolio.get(id) ?? []),
      badges: profileBadges({ premium, createdAt, ...row }),
      experienceYears: row.experienceYears === null ? null : Number(row.experienceYears),
      photoUrl: (photo && urls.get(photo)) || null,
    })),
    total,
    query,
  )
}

export async function findBarbershops(payload: Payload, pool: Pool, query: DirectoryQuery): Promise<DirectoryPage<BarbershopCard>> {
  const { params, param, where, byDistance } = filters(query, 's', ['s.name', 's.city', 's.district'])
  const count = countRows(pool, `barbershops s ${where}`, [...params])
  const { placeColumns, nearestFirst } = byDistance()
  const page = pool.query<Omit<BarbershopCard, 'logoUrl' | 'badges'> & { logo: number | null; premium: boolean; createdAt: Date }>(
    `SELECT s.id, s.name, s.city, s.state, s.district, s.country, s.description, s.rating::float AS rating,
            COALESCE(s.rating_count, 0)::int AS "ratingCount", COALESCE(s.verified, false) AS verified, s.logo_id AS logo, s.created_at AS "createdAt",
            (SELECT count(*) FROM jobs j WHERE j.barbershop_id = s.id AND j.status = 'active')::int AS "openJobs",
            ${perkSql('featured', 'perk.months')} AS featured, ${perkSql('premiumBadge', 'perk.months')} AS premium${placeColumns}
       FROM barbershops s ${planMonthsJoin('s.user_id', 'perk')} ${where}
      ORDER BY ${nearestFirst}${rankingOrder('s')}
      LIMIT ${param(query.limit + 1)} OFFSET ${param((query.page - 1) * query.limit)}`,
    params,
  )
  const [{ rows }, total] = await Promise.all([page, count])
  const urls = await pictureUrls(
    payload,
    rows.map((row) => row.logo),
  )
  return pageOf(
    rows.map(({ logo, premium, createdAt, ...row }) => ({
      ...row,
      badges: profileBadges({ premium, createdAt, ...row }),
      logoUrl: (logo && urls.get(logo)) || null,
    })),
    total,
    query,
  )
}
