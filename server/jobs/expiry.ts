import type { Payload } from 'payload'
import { jobExpiringEmail } from '#domain/emails'
import { expiryFrom, expiryNoticeFrom, jobExpiresAt } from '#domain/jobs'
import type { Country } from '#domain/locations'
import { queueEmail } from '#infra/email/sendEmailTask'
import { requestTransaction } from '#utilities/requestTransaction'
import { inTransaction } from '../http/transaction'
import { scheduleSweep } from '../sweeps'
import { claimExpiryNotices, lockJobsToExpire } from './store'

/**
 * A job stays open 60 days after its publication or renewal (issue 40, decision 0068). This sweep,
 * at start and every hour, on one instance at a time (its advisory lock, server/sweeps.ts):
 * - seven days before, tells the shop by e-mail (the panel shows the same from `publishedAt`); the
 *   e-mail is queued in the transaction that marks the job told, so it leaves once whatever the
 *   instances and restarts (./store.ts);
 * - on the day, closes the job through Payload as its shop would ('inactive'), with `expiredAt`,
 *   which the shop and the barbers read as 'Expirada': its applications, page and lists follow
 *   the collection's hooks as for any closed job.
 */
const SWEEP_EVERY_MS = 60 * 60 * 1000

export type ExpirySweep = { noticesQueued: number; expired: number }

/** One sweep as of `now` (tests move it instead of waiting). */
export async function sweepJobExpiry(payload: Payload, now = new Date()): Promise<ExpirySweep> {
  const expireFrom = expiryFrom(now)
  const noticeFrom = expiryNoticeFrom(now)
  const baseUrl = payload.config.serverURL
  const result: ExpirySweep = { noticesQueued: 0, expired: 0 }

  for (;;) {
    const told = await inTransaction(payload, null, async (req) => {
      const jobs = await claimExpiryNotices(await requestTransaction(req, 'os avisos de vagas a expirar'), now, noticeFrom, expireFrom)
      for (const job of jobs) {
        if (!job.email) continue
        const email = jobExpiringEmail({
          shopName: job.shopName,
          jobTitle: job.title,
          expiresAt: jobExpiresAt(job.publishedAt),
          country: job.country as Country | null,
          baseUrl,
        })
        await queueEmail(req, job.email, email)
        result.noticesQueued++
      }
      return jobs.length
    })
    if (!told) break
  }

  for (;;) {
    const closed = await inTransaction(payload, null, async (req) => {
      const ids = await lockJobsToExpire(await requestTransaction(req, 'a expiração das vagas'), expireFrom)
      for (const id of ids) {
        await payload.update({ collection: 'jobs', id, data: { status: 'inactive', expiredAt: now.toISOString() }, depth: 0, overrideAccess: true, req })
      }
      return ids.length
    })
    result.expired += closed
    if (!closed) break
  }
  return result
}

/** At start and every hour; the returned stop waits for a sweep in progress. */
export const scheduleJobExpiry = (payload: Payload) =>
  scheduleSweep(payload, 'job-expiry', SWEEP_EVERY_MS, () => sweepJobExpiry(payload), 'vagas: falha na expiração das vagas')
