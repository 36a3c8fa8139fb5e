import type { Pool } from 'pg'
import { REVIEWS_PAGE_SIZE, reviewAuthorFirstName, type ProfileReviews } from '#domain/reviews'

const columns = { barbers: 'barber_id', barbershops: 'barbershop_id' } as const

/**
 * The visible reviews of one public profile, as the review's read access has it for a visitor
 * (access/visibleReviewsOrAdmin.ts): not hidden and past the double-blind window. In SQL, because
 * the author's first name comes from an account nobody else may read (a shop signs with its public
 * name: a barber's reviews come from shops). Two statements on the
 * (profile, visible_from) index: the summary with its distribution, and one page of the latest.
 */
export async function findProfileReviews(pool: Pool, kind: keyof typeof columns, id: number, page: number): Promise<ProfileReviews> {
  const column = columns[kind]
  const visible = `r.${column} = $1 AND r.hidden IS NOT TRUE AND r.visible_from <= now()`
  const [summary, latest] = await Promise.all([
    pool.query<{ stars: number; total: number }>(
      `SELECT r.rating::int AS stars, count(*)::int AS total FROM reviews r WHERE ${visible} GROUP BY r.rating::int`,
      [id],
    ),
    pool.query<{
      id: number
      rating: number
      comment: string | null
      shop: string | null
      name: string | null
      date: Date
      answer: string | null
      answered_at: Date | null
    }>(
      `SELECT r.id, r.rating::int AS rating, r.comment, u.name, r.visible_from AS date, r.answer, r.answered_at,
              ${kind === 'barbers' ? '(SELECT s.name FROM barbershops s WHERE s.user_id = r.author_id)' : 'NULL'} AS shop
         FROM reviews r LEFT JOIN users u ON u.id = r.author_id
        WHERE ${visible}
        ORDER BY r.visible_from DESC, r.id DESC
        LIMIT ${REVIEWS_PAGE_SIZE} OFFSET $2`,
      [id, (page - 1) * REVIEWS_PAGE_SIZE],
    ),
  ])
  const byStars = new Map(summary.rows.map((row) => [row.stars, row.total]))
  const distribution = ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, count: byStars.get(stars) ?? 0 }))
  const count = distribution.reduce((total, row) => total + row.count, 0)
  const sum = distribution.reduce((total, row) => total + row.stars * row.count, 0)
  return {
    average: count ? Math.round((sum / count) * 100) / 100 : null,
    count,
    distribution,
    reviews: latest.rows.map((row) => ({
      id: row.id,
      rating: row.rating,
      comment: row.comment,
      authorFirstName: row.shop ?? reviewAuthorFirstName(row.name),
      date: row.date.toISOString(),
      answer: row.answer,
      answeredAt: row.answered_at?.toISOString() ?? null,
    })),
    page,
    totalPages: Math.max(1, Math.ceil(count / REVIEWS_PAGE_SIZE)),
  }
}
