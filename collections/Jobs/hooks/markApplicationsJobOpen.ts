import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook } from 'payload'
import type { Job } from '#payload-types'

/**
 * An application's `jobOpen` follows its job: false while the job is closed, true again when it
 * reopens. A plain database update in the job's own transaction: the flag is derived data, not an
 * edit of the applications (whose hooks would e-mail the barbers about a change of status).
 */
export const markApplicationsJobOpen: CollectionAfterChangeHook<Job> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.status === previousDoc?.status) return doc
  await req.payload.db.updateMany({
    collection: 'applications',
    where: { job: { equals: doc.id } },
    data: { jobOpen: doc.status === 'active' },
    req,
    returning: false,
  })
  return doc
}

/** A job an admin deletes leaves its applications (decision 0015), closed for good. */
export const closeApplicationsOfDeletedJob: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.updateMany({ collection: 'applications', where: { job: { equals: id } }, data: { jobOpen: false }, req, returning: false })
}
