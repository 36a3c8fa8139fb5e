import { APIError, type CollectionBeforeValidateHook } from 'payload'
import { reviewMessages } from '../domain/messages'
import { relationId, requestUser } from '../utilities/requestUser'

/**
 * After a hire each side may rate the other once: the author is the caller, the application must
 * be hired and the caller one of its parties; the reviewed profile is the other party.
 */
export const prepareReview: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)
  const authorId = user?.id ?? relationId(data.author)
  const applicationId = relationId(data.application)
  const application =
    applicationId === undefined ? null : await req.payload.findByID({ collection: 'applications', id: applicationId, depth: 0, req, disableErrors: true })
  if (!application || application.status !== 'hired') throw new APIError(reviewMessages.notHired, 400, undefined, true)

  const byBarber = relationId(application.barberUser) === authorId
  const byShop = relationId(application.shopUser) === authorId
  if (!byBarber && !byShop) throw new APIError(reviewMessages.notParty, 403, undefined, true)

  const existing = await req.payload.count({
    collection: 'reviews',
    where: { and: [{ application: { equals: application.id } }, { author: { equals: authorId } }] },
    req,
  })
  if (existing.totalDocs > 0) throw new APIError(reviewMessages.already, 409, undefined, true)

  Object.assign(data, {
    application: application.id,
    author: authorId,
    barber: byShop ? relationId(application.barber) : null,
    barbershop: byBarber ? relationId(application.barbershop) : null,
  })
  return data
}
