import type { Pool } from 'pg'

/** Who may read an uploaded file: the row of the media (or of its size) stored under `prefix` as `filename`. */
export async function findMediaFile(pool: Pool, prefix: string, filename: string) {
  const { rows } = await pool.query<{ public: boolean | null; user_id: number; shared_with_id: number | null }>(
    `SELECT public, user_id, shared_with_id FROM media
      WHERE prefix = $1 AND $2 IN (filename, sizes_thumbnail_filename, sizes_card_filename, sizes_full_filename)
      LIMIT 1`,
    [prefix, filename],
  )
  return rows[0]
}
