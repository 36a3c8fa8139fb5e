import type { CollectionBeforeChangeHook } from 'payload'
import { normalizeJobStatus } from '#domain/jobs'
import type { Job } from '#payload-types'

/**
 * When a job was last put in front of barbers: its creation as an active job, its reopening, or
 * its renewal ('Renovar', server/jobs/renewJob.ts, which passes `context.renewJob`). Google for
 * Jobs reads its `validThrough` from this, the sitemap its date, and the expiry sweep
 * (server/jobs/expiry.ts) its 60 days (decision 0068): a new publication starts them again, so
 * the job is no longer expired and its 7-day notice is due once more.
 */
export const stampJobPublication: CollectionBeforeChangeHook<Job> = ({ data, operation, originalDoc, context }) => {
  if (!data) return data
  const status = normalizeJobStatus(data.status ?? originalDoc?.status) ?? 'active'
  const reopened = operation === 'update' && normalizeJobStatus(originalDoc?.status) !== 'active'
  if (status === 'active' && (operation === 'create' || reopened || context.renewJob === true)) {
    data.publishedAt = new Date().toISOString()
    data.expiredAt = null
    data.expiryNoticeSentAt = null
  } else if (operation === 'update') delete data.publishedAt
  return data
}
