import { DomainError } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import type { Review } from '#payload-types'
import { reviewMessages } from '#domain/messages/reviews'
import { reviewVisibleFrom } from '#domain/reviews'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * After a hire each side may rate the other once: the author is the caller, the application must
 * be hired and the caller one of its parties; the reviewed profile is the other party. The review
 * stays blind until the other side has reviewed too or the window after the hire ends (decision
 * 0026); revealCounterpartReview publishes the first one when the second arrives.
 */
export const prepareReview: CollectionBeforeValidateHook<Review> = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)
  const authorId = user?.id ?? relationId(data.author)
  const applicationId = relationId(data.application)
  if (applicationId === undefined) throw new DomainError('invalid', reviewMessages.applicationRequired)
  const application = await req.payload.findByID({ collection: 'applications', id: applicationId, depth: 0, req, disableErrors: true })
  if (!application || application.status !== 'hired') throw new DomainError('invalid', reviewMessages.notHired)

  const byBarber = relationId(application.barberUser) === authorId
  const byShop = relationId(application.shopUser) === authorId
  if (!byBarber && !byShop) throw new DomainError('forbidden', reviewMessages.notParty)
  if (byBarber && relationId(application.barbershop) === undefined) throw new DomainError('conflict', reviewMessages.shopLeft)
  // A removed account (decision 0035) has no profile left to rate: its reviews went with it.
  const subjectId = relationId(byBarber ? application.shopUser : application.barberUser)
  if (subjectId !== undefined) {
    const subject = await req.payload.findByID({
      collection: 'users',
      id: subjectId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
      select: { removedAt: true },
    })
    if (subject?.removedAt) throw new DomainError('conflict', reviewMessages.accountRemoved)
  }

  const reviews = await req.payload.find({
    collection: 'reviews',
    where: { application: { equals: application.id } },
    depth: 0,
    limit: 2,
    pagination: false,
    select: { author: true },
    req,
  })
  if (reviews.docs.some((review) => relationId(review.author) === authorId)) throw new DomainError('conflict', reviewMessages.already)

  const now = new Date()
  const hiredAt = new Date(application.hiredAt ?? application.updatedAt)
  const visibleFrom = reviewVisibleFrom(hiredAt, reviews.docs.length > 0, now)
  Object.assign(data, {
    application: application.id,
    author: authorId,
    subjectUser: relationId(byBarber ? application.shopUser : application.barberUser),
    barber: byShop ? relationId(application.barber) : null,
    barbershop: byBarber ? relationId(application.barbershop) : null,
    visibleFrom: visibleFrom.toISOString(),
    published: visibleFrom <= now,
  })
  return data
}
