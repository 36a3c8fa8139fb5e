import { invalidFields } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { SupportTicket } from '#payload-types'
import { supportMessages } from '#domain/support'
import { hasRole } from '#domain/roles'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * A ticket may point at one of its author's own records: a shop at one of its jobs, a barber at
 * one of its applications. Someone else's record is refused with the same message as one that
 * does not exist, so ids cannot be probed. Admins and trusted server calls link what they mean.
 */
export const checkTicketLinks: CollectionBeforeChangeHook<SupportTicket> = async ({ data, operation, req }) => {
  const user = requestUser(req)
  if (operation !== 'create' || !user || hasRole(user, 'admin')) return data
  const refuse = (path: string, message: string) => {
    throw invalidFields([{ path, message }])
  }
  const jobId = relationId(data.job)
  if (jobId !== undefined) {
    if (!hasRole(user, 'barbershop')) refuse('job', supportMessages.jobsAreForShops)
    const job = await req.payload.findByID({
      collection: 'jobs',
      id: jobId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { shopUser: true },
      req,
    })
    if (!job || relationId(job.shopUser) !== user.id) refuse('job', supportMessages.notYourJob)
  }
  const applicationId = relationId(data.application)
  if (applicationId !== undefined) {
    if (!hasRole(user, 'barber')) refuse('application', supportMessages.applicationsAreForBarbers)
    const application = await req.payload.findByID({
      collection: 'applications',
      id: applicationId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      select: { barberUser: true },
      req,
    })
    if (!application || relationId(application.barberUser) !== user.id) refuse('application', supportMessages.notYourApplication)
  }
  return data
}
