import type { Pool } from 'pg'
import type { PublicStats } from '../../domain/bootstrap'

/** Live counts for the landing page: shops, barbers and active jobs. */
export async function publicStats(pool: Pool): Promise<PublicStats> {
  const { rows } = await pool.query<{ barbershops: string; barbers: string; active_jobs: string }>(
    `SELECT (SELECT count(*) FROM barbershops) AS barbershops, (SELECT count(*) FROM barbers) AS barbers,
            (SELECT count(*) FROM jobs WHERE status = 'active') AS active_jobs`,
  )
  return { barbershops: Number(rows[0].barbershops), barbers: Number(rows[0].barbers), activeJobs: Number(rows[0].active_jobs) }
}
