import { type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import { DomainError } from '#domain/errors'
import { invitationMessages } from '#domain/messages/invitations'
import { jobMessages } from '#domain/messages/jobs'
import type { Invitation } from '#payload-types'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * An invitation is always for one of the caller's own active jobs, to a barber who takes
 * invitations; the shop, both users and the copies of the job's texts come from the job and the
 * barber, never from the body. The per-job and per-day limits are claimInvitation's, under the
 * shop's lock.
 */
export const prepareInvitation: CollectionBeforeValidateHook<Invitation> = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)

  const jobId = relationId(data.job)
  const job = jobId === undefined ? null : await req.payload.findByID({ collection: 'jobs', id: jobId, depth: 0, req, disableErrors: true })
  if (!job) throw new DomainError('notFound', jobMessages.notFoundDetail, { field: 'job', title: jobMessages.notFound })
  if (user && String(relationId(job.shopUser)) !== String(user.id)) throw new DomainError('forbidden', invitationMessages.jobNotYours, { field: 'job' })
  if (job.status !== 'active') throw new DomainError('conflict', invitationMessages.jobNotActive, { field: 'job' })

  const barberId = relationId(data.barber)
  const barber = barberId === undefined ? null : await req.payload.findByID({ collection: 'barbers', id: barberId, depth: 0, req, disableErrors: true })
  const barberUserId = relationId(barber?.user)
  const barberUser = barberUserId === undefined ? null : await invitee(req, barberUserId)
  if (!barber || !barberUser || barberUser.removedAt) throw new DomainError('notFound', invitationMessages.barberNotFound, { field: 'barber' })
  if (barberUser.invitationsEnabled === false) throw new DomainError('forbidden', invitationMessages.invitationsOff, { field: 'barber' })

  const note = typeof data.note === 'string' ? data.note.trim() : data.note
  Object.assign(data, {
    job: job.id,
    barber: barber.id,
    barbershop: relationId(job.barbershop) ?? null,
    shopUser: relationId(job.shopUser),
    barberUser: barberUser.id,
    jobTitle: job.title,
    shopName: job.shopName,
    note: note || null,
    status: 'sent',
  })
  return data
}

const invitee = (req: PayloadRequest, id: number | string) =>
  req.payload.findByID({
    collection: 'users',
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
    select: { invitationsEnabled: true, removedAt: true },
  })
