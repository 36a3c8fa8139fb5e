import type { CollectionBeforeChangeHook } from 'payload'
import { normalizeJobStatus } from '#domain/jobs'
import type { Job } from '#payload-types'

/**
 * When a job was last put in front of barbers: its creation as an active job, or its reopening.
 * Google for Jobs reads its `validThrough` from this (60 days on, decision 0036), and the sitemap
 * its date.
 */
export const stampJobPublication: CollectionBeforeChangeHook<Job> = ({ data, operation, originalDoc }) => {
  if (!data) return data
  const status = normalizeJobStatus(data.status ?? originalDoc?.status) ?? 'active'
  const reopened = operation === 'update' && normalizeJobStatus(originalDoc?.status) !== 'active'
  if (status === 'active' && (operation === 'create' || reopened)) data.publishedAt = new Date().toISOString()
  else if (operation === 'update') delete data.publishedAt
  return data
}
