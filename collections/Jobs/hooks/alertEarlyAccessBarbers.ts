import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook } from 'payload'
import { earlyAccessJobEmail } from '#domain/emails'
import { PERK_MIN_MONTHS } from '#domain/perks'
import type { Job } from '#payload-types'
import { planMonthsJoin } from '#infra/database/perkSql'
import { escapeLike } from '#infra/database/sql'
import { UNACCENT } from '#infra/database/searchIndexes'
import { queueEmail } from '#infra/email/sendEmailTask'
import { markToldOfJob } from '#infra/jobAlerts/matchJob'
import { requestTransaction } from '#utilities/requestTransaction'

/** At most this many alerts per job: a city of annual subscribers is far smaller, and the queue stays bounded. */
const MAX_ALERTS = 500

/**
 * 'Acesso antecipado às novas vagas' (barbers' Anual plan, decision 0024): when a job is published,
 * every barber whose paid plan includes early access, in the job's city, with the experience it
 * asks for, gets an e-mail at once. Queued in the job's transaction: nothing leaves for a job that
 * rolls back. Trusted imports (the demo seed) pass `context: { notify: false }`.
 */
export const alertEarlyAccessBarbers: CollectionAfterChangeHook<Job> = async ({ doc, operation, req, context }) => {
  if (context.notify === false || operation !== 'create' || doc.status !== 'active' || !doc.state || !doc.city) return doc
  const db = await requestTransaction(req, 'o aviso de novas vagas')
  const { rows } = await db.execute(sql`
    SELECT u.id, u.email, b.name FROM barbers b JOIN users u ON u.id = b.user_id ${sql.raw(planMonthsJoin('b.user_id', 'perk'))}
     WHERE perk.months >= ${PERK_MIN_MONTHS.earlyAccess} AND u._verified IS TRUE
       AND b.country = ${doc.country ?? 'BR'} AND b.state = ${doc.state}
       AND ${sql.raw(UNACCENT)}(b.city) ILIKE ${sql.raw(UNACCENT)}(${escapeLike(doc.city)})
       AND COALESCE(b.experience_years, 0) >= ${doc.experienceRequired ?? 0}
     ORDER BY b.id LIMIT ${MAX_ALERTS}`)
  for (const row of rows) {
    const message = earlyAccessJobEmail({
      barberName: row.name as string | null,
      jobTitle: doc.title,
      shopName: doc.shopName,
      city: doc.city,
      baseUrl: req.payload.config.serverURL,
      jobId: doc.id,
    })
    await queueEmail(req, row.email as string, message)
  }
  // Told now: their saved alerts skip this job (the deliveries' unique row, decision 0037).
  await markToldOfJob(
    db,
    rows.map((row) => Number(row.id)),
    doc.id,
  )
  return doc
}
