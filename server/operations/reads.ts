import type { Pool } from 'pg'

/** The names of the migrations the database has applied (GET /api/ready). */
export async function appliedMigrations(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>('SELECT name FROM payload_migrations')
  return rows.map((row) => row.name)
}

/** The e-mail queue's jobs by state: to send, retrying, failed for good (GET /metrics). */
export async function emailQueueCounts(pool: Pool, queue: string) {
  const { rows } = await pool.query<{ pending: number; retrying: number; failed: number }>(
    `SELECT count(*) FILTER (WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND coalesce(total_tried, 0) = 0)::int AS pending,
          count(*) FILTER (WHERE completed_at IS NULL AND NOT coalesce(has_error, false) AND total_tried > 0)::int AS retrying,
          count(*) FILTER (WHERE has_error)::int AS failed
     FROM payload_jobs WHERE queue = $1`,
    [queue],
  )
  return rows[0]
}
