import type { Pool } from 'pg'
import type { OpenJobCard } from '#domain/jobSearch'
import { profileBadges, RECOMMENDATIONS_LIMIT, type BarberRecommendation, type RecommendationBasis } from '#domain/perks'
import { openJobColumns } from './reads'
import { perkSql, planMonthsJoin, usersWithPerkSql } from '#infra/database/perkSql'
import { escapeLike, matches } from '#infra/database/sql'

type Place = { city: string | null; state: string | null; country: string | null }

const basisOf = (place: Place | undefined): RecommendationBasis | null =>
  place?.state && place.country ? { city: place.city, state: place.state, country: place.country } : null

/**
 * 'Recomendadas para você' (plan perk, decision 0024): active jobs in the barber's state, its city
 * first, that ask for no more experience than the barber has and that it has not applied to;
 * 'Destaque' jobs first within the city and within the rest of the state, then the newest.
 */
export async function recommendJobs(pool: Pool, userId: number): Promise<{ basis: RecommendationBasis | null; docs: OpenJobCard[] }> {
  const { rows: profiles } = await pool.query<Place & { experience: number | null }>(
    'SELECT city, state, country, experience_years AS experience FROM barbers WHERE user_id = $1',
    [userId],
  )
  const basis = basisOf(profiles[0])
  if (!basis) return { basis, docs: [] }
  const { rows } = await pool.query<OpenJobCard & { createdAt: Date }>(
    `SELECT ${openJobColumns}, COALESCE(j.shop_user_id IN (${usersWithPerkSql('featured')}), false) AS featured
       FROM jobs j
      WHERE j.status = 'active' AND j.country = $1 AND j.state = $2
        AND COALESCE(j.experience_required, 0) <= $3
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.barber_user_id = $4)
      ORDER BY ${basis.city ? `COALESCE(${matches('j.city', '$5')}, false) DESC, ` : ''}featured DESC, j.created_at DESC, j.id DESC
      LIMIT ${RECOMMENDATIONS_LIMIT}`,
    [basis.country, basis.state, Number(profiles[0]!.experience ?? 0), userId, ...(basis.city ? [escapeLike(basis.city)] : [])],
  )
  return { basis, docs: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })) }
}

/**
 * 'Recomendações de barbeiros' (plan perk): barbers of the shop's state, its city first, the best
 * rated first (then the most rated, then the most complete profile).
 */
export async function recommendBarbers(pool: Pool, userId: number): Promise<{ basis: RecommendationBasis | null; docs: BarberRecommendation[] }> {
  const { rows: profiles } = await pool.query<Place>('SELECT city, state, country FROM barbershops WHERE user_id = $1', [userId])
  const basis = basisOf(profiles[0])
  if (!basis) return { basis, docs: [] }
  const { rows } = await pool.query<Omit<BarberRecommendation, 'badges'> & { premium: boolean; createdAt: Date }>(
    `SELECT b.id, b.name, b.city, b.state, b.experience_years::int AS "experienceYears", b.rating::float AS rating,
            COALESCE(b.rating_count, 0)::int AS "ratingCount", COALESCE(b.verified, false) AS verified, b.created_at AS "createdAt",
            ${perkSql('premiumBadge', 'perk.months')} AS premium
       FROM barbers b ${planMonthsJoin('b.user_id', 'perk')}
      WHERE b.country = $1 AND b.state = $2
      ORDER BY ${basis.city ? `COALESCE(${matches('b.city', '$3')}, false) DESC, ` : ''}b.rating DESC NULLS LAST, b.rating_count DESC NULLS LAST,
               b.completeness DESC NULLS LAST, b.id DESC
      LIMIT ${RECOMMENDATIONS_LIMIT}`,
    [basis.country, basis.state, ...(basis.city ? [escapeLike(basis.city)] : [])],
  )
  return { basis, docs: rows.map(({ premium, createdAt, ...row }) => ({ ...row, badges: profileBadges({ premium, createdAt, ...row }) })) }
}
