import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { PERK_MIN_MONTHS } from '#domain/perks'
import type { Job } from '#payload-types'
import type { Drizzle } from '#infra/database/drizzle'
import { planMonthsJoin } from '#infra/database/perkSql'
import { escapeLike } from '#infra/database/sql'
import { UNACCENT } from '#infra/database/searchIndexes'
import { requestTransaction } from '#utilities/requestTransaction'

/** At most this many alerts per job: a city of annual subscribers is far smaller, and the queue stays bounded. */
const MAX_EARLY_ACCESS_ALERTS = 500

/** Keeps a deleted job's id in `req`'s transaction (job_tombstones), so its page answers 410 Gone. */
export async function recordTombstone(req: PayloadRequest, jobId: number): Promise<void> {
  const db = await requestTransaction(req, 'o registro da vaga excluída')
  await db.execute(sql`INSERT INTO job_tombstones (job_id) VALUES (${jobId}) ON CONFLICT DO NOTHING`)
}

export type EarlyAccessBarber = { id: number; email: string; name: string | null }

/**
 * The verified barbers whose paid plan includes early access (decision 0024) and who have not turned
 * its e-mails off (decision 0068), in the job's city,
 * with the experience it asks for, read in the job's transaction `db`
 * (./hooks/alertEarlyAccessBarbers.ts): at most MAX_EARLY_ACCESS_ALERTS, by barber.
 */
export async function earlyAccessBarbers(
  db: Drizzle,
  job: Pick<Job, 'country' | 'experienceRequired'> & { state: string; city: string },
): Promise<EarlyAccessBarber[]> {
  const { rows } = await db.execute(sql`
    SELECT u.id, u.email, b.name FROM barbers b JOIN users u ON u.id = b.user_id ${sql.raw(planMonthsJoin('b.user_id', 'perk'))}
     WHERE perk.months >= ${PERK_MIN_MONTHS.earlyAccess} AND u._verified IS TRUE AND u.early_access_emails IS NOT FALSE
       AND b.country = ${job.country ?? 'BR'} AND b.state = ${job.state}
       AND ${sql.raw(UNACCENT)}(b.city) ILIKE ${sql.raw(UNACCENT)}(${escapeLike(job.city)})
       AND COALESCE(b.experience_years, 0) >= ${job.experienceRequired ?? 0}
     ORDER BY b.id LIMIT ${MAX_EARLY_ACCESS_ALERTS}`)
  return rows.map((row) => ({ id: Number(row.id), email: row.email as string, name: row.name as string | null }))
}
