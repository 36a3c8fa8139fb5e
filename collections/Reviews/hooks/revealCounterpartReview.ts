import type { CollectionAfterChangeHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import type { Review } from '#payload-types'

/**
 * The second review of a hire lifts the double-blind for both (decision 0026): the first one,
 * still waiting for its window, is published now. Through Payload in the same transaction, so its
 * own hooks refresh the other profile's rating and anything listening to review writes hears it.
 */
export const revealCounterpartReview: CollectionAfterChangeHook<Review> = async ({ doc, operation, req }) => {
  const applicationId = relationId(doc.application)
  if (operation !== 'create' || applicationId === undefined) return doc
  const waiting = await req.payload.find({
    collection: 'reviews',
    where: { and: [{ application: { equals: applicationId } }, { id: { not_equals: doc.id } }, { published: { equals: false } }] },
    depth: 0,
    pagination: false,
    req,
  })
  for (const review of waiting.docs) {
    await req.payload.update({ collection: 'reviews', id: review.id, data: { visibleFrom: doc.visibleFrom, published: true }, depth: 0, req })
  }
  return doc
}
