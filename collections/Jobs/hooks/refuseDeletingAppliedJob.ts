import { DomainError, ERROR_CODES } from '#domain/errors'
import { type CollectionBeforeDeleteHook } from 'payload'
import { jobMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * A job that received applications is closed, never deleted, by its shop (decision 0015): the
 * applications, the hire and the barber's review of the shop belong to the barber's history too.
 * Admins (and trusted server code) may still delete; the applications then outlive the job.
 */
export const refuseDeletingAppliedJob: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const user = requestUser(req)
  if (!user || hasRole(user, 'admin')) return
  const { totalDocs } = await req.payload.count({ collection: 'applications', where: { job: { equals: id } }, req })
  if (totalDocs > 0) throw new DomainError('conflict', jobMessages.hasApplications, { code: ERROR_CODES.jobHasApplications })
}
