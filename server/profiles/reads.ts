import type { Pool } from 'pg'
import { profileBadges, type ProfileBadgeList } from '#domain/perks'
import { perkSql, planMonthsJoin } from '#infra/database/perkSql'

const tables = { barbers: 'barbers', barbershops: 'barbershops' } as const

/** The badges of one public profile, from its owner's paid plan, its checks, rating and age (one query); null when there is no such profile. */
export async function findProfileBadges(pool: Pool, kind: keyof typeof tables, id: number): Promise<ProfileBadgeList | null> {
  const { rows } = await pool.query<{ featured: boolean; premium: boolean; verified: boolean; rating: number | null; ratingCount: number; createdAt: Date }>(
    `SELECT ${perkSql('featured', 'perk.months')} AS featured, ${perkSql('premiumBadge', 'perk.months')} AS premium,
            COALESCE(p.verified, false) AS verified, p.rating::float AS rating, COALESCE(p.rating_count, 0)::int AS "ratingCount", p.created_at AS "createdAt"
       FROM ${tables[kind]} p ${planMonthsJoin('p.user_id', 'perk')} WHERE p.id = $1`,
    [id],
  )
  const row = rows[0]
  return row ? { badges: profileBadges(row), featured: row.featured } : null
}
