import type { Payload } from 'payload'
import { jobAlertEmail, type AlertedJob } from '#domain/emails'
import { drizzleStatement } from '#infra/database/sql'
import { CLAIM_DUE_DELIVERIES_SQL } from '#infra/jobAlerts/matchJob'
import { queueEmail } from '#infra/email/sendEmailTask'
import { notifyUser } from '#infra/push/sendPushTask'
import { requestTransaction } from '#utilities/requestTransaction'
import { inTransaction } from '../http/transaction'
import { scheduleSweep } from '../sweeps'
import { ALERT_VERSION_SQL } from './store'
import { jobAlertUnsubscribeUrl } from './unsubscribe'

/**
 * The alert e-mails (decision 0037). The matching (infra/jobAlerts/matchJob.ts) leaves one row per
 * (barber, job) with the time it is due; every instance sweeps every 30 seconds (instant alerts
 * leave within a minute). A sweep claims the due rows of a batch of barbers in one statement that
 * locks them (FOR UPDATE SKIP LOCKED) and marks them sent, and queues the e-mails in the same
 * transaction: a second sweep, here or on another instance, skips the locked rows or, once the
 * first committed, finds them sent. A barber gets one e-mail for all their rows due at once.
 * A job closed meanwhile, or applied to, is dropped from the e-mail (its row still counts as sent).
 */
const SWEEP_EVERY_MS = 30_000

const DETAILS_SQL = `
SELECT u.id AS user_id, u.email, b.name AS barber_name, j.id, j.title, j.shop_name, j.district, j.city, j.salary, a.delivery::text AS delivery, a.id AS alert_id, ${ALERT_VERSION_SQL} AS alert_version
FROM unnest($1::int[], $2::int[], $3::int[]) AS c(user_id, job_id, alert_id)
JOIN users u ON u.id = c.user_id AND u._verified IS TRUE
JOIN jobs j ON j.id = c.job_id AND j.status = 'active'
JOIN job_alerts a ON a.id = c.alert_id AND a.paused IS NOT TRUE
LEFT JOIN barbers b ON b.user_id = u.id
WHERE NOT EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = j.id AND ap.barber_user_id = u.id)
ORDER BY u.id, j.created_at DESC`

type Detail = AlertedJob & {
  user_id: number
  email: string
  barber_name: string | null
  shop_name: string | null
  delivery: string
  alert_id: number
  alert_version: string
}

/** One sweep as of `now` (tests move it instead of waiting); answers how many e-mails it queued. */
export async function sendDueJobAlerts(payload: Payload, now = new Date()): Promise<number> {
  const baseUrl = payload.config.serverURL
  // One transaction claims the due rows and queues their e-mails; they go once it commits.
  return inTransaction(payload, null, async (req) => {
    let queued = 0
    const db = await requestTransaction(req, 'os e-mails de alertas de vagas')
    const claimed = (await db.execute(drizzleStatement(CLAIM_DUE_DELIVERIES_SQL, [now.toISOString()]))).rows as {
      user_id: number
      job_id: number | null
      alert_id: number | null
    }[]
    const rows = claimed.filter((row) => row.job_id !== null && row.alert_id !== null)
    if (rows.length) {
      const { rows: details } = await db.execute(
        drizzleStatement(DETAILS_SQL, [
          `{${rows.map((row) => row.user_id).join(',')}}`,
          `{${rows.map((row) => row.job_id).join(',')}}`,
          `{${rows.map((row) => row.alert_id).join(',')}}`,
        ]),
      )
      const byBarber = new Map<number, Detail[]>()
      for (const row of details as Detail[]) byBarber.set(row.user_id, [...(byBarber.get(row.user_id) ?? []), row])
      for (const jobs of byBarber.values()) {
        const [first] = jobs
        // Each alert at its version now: a change the barber makes later turns this e-mail's link off.
        const unsubscribeUrl = jobAlertUnsubscribeUrl(
          baseUrl,
          payload.secret,
          jobs.map((job) => ({ id: job.alert_id, version: Number(job.alert_version) })),
          now,
        )
        const email = jobAlertEmail({
          barberName: first!.barber_name,
          jobs: jobs.map((job) => ({ id: job.id, title: job.title, shopName: job.shop_name, district: job.district, city: job.city, salary: job.salary })),
          baseUrl,
          unsubscribeUrl,
          digest: jobs.every((job) => job.delivery === 'daily'),
        })
        await queueEmail(req, first!.email, {
          ...email,
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        })
        // The phone too, when the barber opted in (decision 0040): the newest job of the e-mail.
        await notifyUser(req, first!.user_id, 'jobAlert', { jobTitle: first!.title, city: first!.city ?? '', jobId: first!.id })
        queued++
      }
    }
    return queued
  })
}

/** Sweeps every 30 seconds; the returned stop waits for a sweep in progress. */
export const scheduleJobAlerts = (payload: Payload) =>
  scheduleSweep(payload, 'job-alerts', SWEEP_EVERY_MS, () => sendDueJobAlerts(payload), 'alertas: falha ao enviar os e-mails de alertas de vagas')
