import { DomainError } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import type { ReviewReport } from '#payload-types'
import { reviewMessages } from '#domain/messages/reviews'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * A report names the caller and a review the caller can see (read access applied, so a blind or
 * hidden review is "not found" rather than confirmed); one per review and person.
 */
export const prepareReviewReport: CollectionBeforeValidateHook<ReviewReport> = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)
  const reporterId = user?.id ?? relationId(data.reporter)
  const reviewId = relationId(data.review)
  const review =
    reviewId === undefined
      ? null
      : await req.payload.findByID({ collection: 'reviews', id: reviewId, depth: 0, req, user, overrideAccess: !user, disableErrors: true })
  if (!review) throw new DomainError('notFound', reviewMessages.reportNotFound)
  const existing = await req.payload.count({
    collection: 'review-reports',
    where: { and: [{ review: { equals: review.id } }, { reporter: { equals: reporterId } }] },
    req,
  })
  if (existing.totalDocs > 0) throw new DomainError('conflict', reviewMessages.reportAlready)
  return { ...data, review: review.id, reporter: reporterId }
}
