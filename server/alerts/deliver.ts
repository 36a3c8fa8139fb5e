import type { Payload } from 'payload'
import { jobAlertEmail } from '#domain/emails'
import { queueEmail } from '#infra/email/sendEmailTask'
import { notifyUser } from '#infra/push/sendPushTask'
import { requestTransaction } from '#utilities/requestTransaction'
import { inTransaction } from '../http/transaction'
import { scheduleSweep } from '../sweeps'
import { claimDueDeliveries, deliveryDetails, type DeliveryDetail } from './store'
import { jobAlertUnsubscribeUrl } from './unsubscribe'

/**
 * The alert e-mails (decision 0037). The matching (infra/jobAlerts/matchJob.ts) leaves one row per
 * (barber, job) with the time it is due; every instance sweeps every 30 seconds (instant alerts
 * leave within a minute). A sweep claims the due rows of a batch of barbers in one statement that
 * locks them (FOR UPDATE SKIP LOCKED) and marks them sent, and queues the e-mails in the same
 * transaction: a second sweep, here or on another instance, skips the locked rows or, once the
 * first committed, finds them sent. A barber gets one e-mail for all their rows due at once.
 * A job closed meanwhile, applied to, or unmarked Urgente for an alert 'Só urgentes', is dropped
 * from the e-mail (its row still counts as sent).
 */
const SWEEP_EVERY_MS = 30_000

/** One sweep as of `now` (tests move it instead of waiting); answers how many e-mails it queued. */
export async function sendDueJobAlerts(payload: Payload, now = new Date()): Promise<number> {
  const baseUrl = payload.config.serverURL
  // One transaction claims the due rows and queues their e-mails; they go once it commits.
  return inTransaction(payload, null, async (req) => {
    let queued = 0
    const db = await requestTransaction(req, 'os e-mails de alertas de vagas')
    const rows = (await claimDueDeliveries(db, now)).filter((row) => row.job_id !== null && row.alert_id !== null)
    if (rows.length) {
      const details = await deliveryDetails(db, rows)
      const byBarber = new Map<number, DeliveryDetail[]>()
      for (const row of details) byBarber.set(row.user_id, [...(byBarber.get(row.user_id) ?? []), row])
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
