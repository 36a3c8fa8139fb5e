import type { Pool } from 'pg'
import type { AlertedJob } from '#domain/emails'
import { drizzleStatement } from '#infra/database/sql'
import { CLAIM_DUE_DELIVERIES_SQL } from '#infra/jobAlerts/matchJob'
import type { requestTransaction } from '#utilities/requestTransaction'

/**
 * What an unsubscribe link (./unsubscribe.ts) reads and writes of job_alerts. An alert's version is
 * its `updated_at` in milliseconds (the column keeps milliseconds): Payload moves it on every change
 * the barber makes in /alertas (paused, turned on again, edited), and nothing else writes the table.
 */
export type AlertVersion = { id: number; version: number }

/** SQL for the version of the alert `a`, as the alert e-mails' query reads it (./deliver.ts). */
const ALERT_VERSION_SQL = '(extract(epoch FROM a.updated_at) * 1000)::bigint'

/** Which of these alerts are still at the version the link was made for. */
export async function unchangedAlerts(pool: Pool, alerts: AlertVersion[]): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT a.id FROM job_alerts a JOIN unnest($1::int[], $2::bigint[]) AS v(id, version) ON v.id = a.id AND ${ALERT_VERSION_SQL} = v.version`,
    [alerts.map((alert) => alert.id), alerts.map((alert) => alert.version)],
  )
  return rows.map((row) => row.id)
}

/**
 * Pauses the alerts still at their link's version, and answers how many it found. `updated_at` is
 * left as it is on purpose: the pause is what the link was for, so the same link used again (a
 * mail client repeats its one-click POST) finds the same version and answers the same.
 */
export async function pauseUnchangedAlerts(pool: Pool, alerts: AlertVersion[]): Promise<number> {
  const { rowCount } = await pool.query(
    `UPDATE job_alerts a SET paused = true FROM unnest($1::int[], $2::bigint[]) AS v(id, version) WHERE v.id = a.id AND ${ALERT_VERSION_SQL} = v.version`,
    [alerts.map((alert) => alert.id), alerts.map((alert) => alert.version)],
  )
  return rowCount ?? 0
}

const DETAILS_SQL = `
SELECT u.id AS user_id, u.email, b.name AS barber_name, j.id, j.title, j.shop_name, j.district, j.city, j.salary, a.delivery::text AS delivery, a.id AS alert_id, ${ALERT_VERSION_SQL} AS alert_version
FROM unnest($1::int[], $2::int[], $3::int[]) AS c(user_id, job_id, alert_id)
JOIN users u ON u.id = c.user_id AND u._verified IS TRUE
JOIN jobs j ON j.id = c.job_id AND j.status = 'active'
JOIN job_alerts a ON a.id = c.alert_id AND a.paused IS NOT TRUE
  -- 'Só urgentes': a job unmarked Urgente while its e-mail waited (two hours, or the daily digest) no longer fits the alert.
  AND (a.match_urgent IS NOT TRUE OR j.urgent IS TRUE)
LEFT JOIN barbers b ON b.user_id = u.id
WHERE NOT EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = j.id AND ap.barber_user_id = u.id)
ORDER BY u.id, j.created_at DESC`

export type DeliveryDetail = AlertedJob & {
  user_id: number
  email: string
  barber_name: string | null
  shop_name: string | null
  delivery: string
  alert_id: number
  alert_version: string
}

type Transaction = Awaited<ReturnType<typeof requestTransaction>>
type Claimed = { user_id: number; job_id: number | null; alert_id: number | null }

/** Claims the due deliveries as of `now` (locked, marked sent; their writer's statement, infra/jobAlerts/matchJob.ts), in the alert e-mails' transaction (./deliver.ts). */
export async function claimDueDeliveries(db: Transaction, now: Date): Promise<Claimed[]> {
  return (await db.execute(drizzleStatement(CLAIM_DUE_DELIVERIES_SQL, [now.toISOString()]))).rows as Claimed[]
}

/** What the e-mails say of the claimed deliveries whose job is still open (and still urgent for an alert 'Só urgentes'), not applied to and whose alert is on. */
export async function deliveryDetails(db: Transaction, rows: Claimed[]): Promise<DeliveryDetail[]> {
  const { rows: details } = await db.execute(
    drizzleStatement(DETAILS_SQL, [
      `{${rows.map((row) => row.user_id).join(',')}}`,
      `{${rows.map((row) => row.job_id).join(',')}}`,
      `{${rows.map((row) => row.alert_id).join(',')}}`,
    ]),
  )
  return details as DeliveryDetail[]
}
