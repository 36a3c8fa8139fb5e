import type { Pool } from 'pg'
import type { PublicStats } from '#domain/bootstrap'
import { keptUntilContentChanges } from '#infra/pages/keptValue'
import type { PageCache } from '#infra/pages/pageCache'

/**
 * Live counts for the landing page's figures (domain/landingFigures.ts): shops, barbers, active
 * jobs, jobs posted in the last 30 days and the average of the published reviews (hidden ones do not
 * count, decision 0025; blind ones not yet, decision 0026), cut to one decimal, never rounded up.
 * One round trip; the server keeps the answer until content changes (`keptPublicStats`).
 */
async function publicStats(pool: Pool): Promise<PublicStats> {
  const { rows } = await pool.query<{ barbershops: string; barbers: string; active_jobs: string; jobs_per_month: string; average_rating: string | null }>(
    `SELECT (SELECT count(*) FROM barbershops WHERE removed_at IS NULL) AS barbershops, (SELECT count(*) FROM barbers WHERE removed_at IS NULL) AS barbers,
            (SELECT count(*) FROM jobs WHERE status = 'active') AS active_jobs,
            (SELECT count(*) FROM jobs WHERE created_at >= now() - interval '30 days') AS jobs_per_month,
            (SELECT floor(avg(rating) * 10) / 10 FROM reviews WHERE published AND hidden IS NOT TRUE) AS average_rating`,
  )
  const row = rows[0]!
  return {
    barbershops: Number(row.barbershops),
    barbers: Number(row.barbers),
    activeJobs: Number(row.active_jobs),
    jobsPerMonth: Number(row.jobs_per_month),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
  }
}

/**
 * The counts as the landing and /api/stats read them: kept by the instance as long as its rendered
 * pages (until any instance announces a write, at most a minute, for 'the last 30 days'), so a burst
 * of signed-in visits to "/" or of writes does not recount every table each time (decision 0033).
 */
export function keptPublicStats(pages: PageCache, pool: Pool): () => Promise<PublicStats> {
  return keptUntilContentChanges(pages, () => publicStats(pool), { maxAgeMs: 60_000 })
}
