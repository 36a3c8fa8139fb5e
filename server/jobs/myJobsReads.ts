import type { Pool } from 'pg'
import { containsPattern, jobMatches } from '#infra/database/sql'

/** The ids of a shop's own jobs whose title, shop name or city contain `term`, ignoring case and accents (jobs' folded `search_text`, decision 0012). */
export async function myJobIdsMatching(pool: Pool, shopUserId: number, term: string): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(`SELECT j.id FROM jobs j WHERE j.shop_user_id = $1 AND ${jobMatches('$2')}`, [
    shopUserId,
    containsPattern(term),
  ])
  return rows.map((row) => row.id)
}
