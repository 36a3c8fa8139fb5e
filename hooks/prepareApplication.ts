import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { applicationMessages, jobMessages } from '../domain/messages'
import { relationId, requestUser } from '../access/user'

/**
 * An application is always the caller's own (its barber record), on an active job, once per
 * job, and starts pending. The shop and both parties' users are copied from the job so that
 * access rules filter applications in SQL.
 */
export const prepareApplication: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)

  if (user) {
    const { docs } = await req.payload.find({
      collection: 'barbers',
      where: { user: { equals: user.id } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: {},
      req,
    })
    if (!docs[0]) {
      throw new APIError(
        applicationMessages.barberProfileRequired,
        400,
        { title: applicationMessages.barberProfileRequiredTitle, code: 'BARBER_PROFILE_REQUIRED' },
        true,
      )
    }
    data.barber = docs[0].id
  }

  const jobId = relationId(data.job)
  const job = jobId === undefined ? null : await req.payload.findByID({ collection: 'jobs', id: jobId, depth: 0, req, disableErrors: true })
  if (!job) throw new APIError(jobMessages.notFoundDetail, 404, { title: jobMessages.notFound }, true)
  if (job.status !== 'active') throw new APIError(applicationMessages.jobNotActive, 409, { title: applicationMessages.jobClosed }, true)

  const barberId = relationId(data.barber)
  const barber = barberId === undefined ? null : await req.payload.findByID({ collection: 'barbers', id: barberId, depth: 0, req, disableErrors: true })
  if (!barber) throw new APIError(applicationMessages.barberProfileRequired, 400, { code: 'BARBER_PROFILE_REQUIRED' }, true)

  const existing = await req.payload.count({
    collection: 'applications',
    where: { and: [{ job: { equals: job.id } }, { barber: { equals: barber.id } }] },
    req,
  })
  if (existing.totalDocs > 0) throw new APIError(applicationMessages.alreadyApplied, 409, { code: 'ALREADY_APPLIED' }, true)

  Object.assign(data, {
    job: job.id,
    barber: barber.id,
    barbershop: relationId(job.barbershop),
    barberUser: relationId(barber.user),
    shopUser: relationId(job.shopUser),
    status: 'pending',
  })
  return data
}
