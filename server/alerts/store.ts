import type { Pool } from 'pg'

/**
 * What an unsubscribe link (./unsubscribe.ts) reads and writes of job_alerts. An alert's version is
 * its `updated_at` in milliseconds (the column keeps milliseconds): Payload moves it on every change
 * the barber makes in /alertas (paused, turned on again, edited), and nothing else writes the table.
 */
export type AlertVersion = { id: number; version: number }

/** SQL for the version of the alert `a`, as the alert e-mails' query reads it (./deliver.ts). */
export const ALERT_VERSION_SQL = '(extract(epoch FROM a.updated_at) * 1000)::bigint'

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
