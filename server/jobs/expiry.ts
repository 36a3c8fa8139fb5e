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

  // One job a transaction: a job Payload refuses to close (a row written under older rules, say)
  // rolls back alone and is left for the next sweep, instead of holding back every job after it.
  const refused: number[] = []
  for (;;) {
    let id: number | undefined
    try {
      id = await inTransaction(payload, null, async (req) => {
        const [due] = await lockJobsToExpire(await requestTransaction(req, 'a expiração das vagas'), expireFrom, refused)
        if (due === undefined) return undefined
        id = due
        await payload.update({ collection: 'jobs', id: due, data: { status: 'inactive', expiredAt: now.toISOString() }, depth: 0, overrideAccess: true, req })
        return due
      })
    } catch (error) {
      if (id === undefined) throw error
      refused.push(id)
      payload.logger.error({ err: error, job: id }, 'vagas: uma vaga vencida não pôde ser fechada')
      continue
    }
    if (id === undefined) break
    result.expired++
  }
  if (refused.length) throw new Error(`vagas: ${refused.length} vaga(s) vencida(s) não fechada(s): ${refused.join(', ')}`)
  return result
}

/** At start and every hour; the returned stop waits for a sweep in progress. */
export const scheduleJobExpiry = (payload: Payload) =>
  scheduleSweep(payload, 'job-expiry', SWEEP_EVERY_MS, () => sweepJobExpiry(payload), 'vagas: falha na expiração das vagas')
