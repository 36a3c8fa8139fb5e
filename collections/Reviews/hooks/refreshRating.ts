import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { relationId } from '#utilities/requestUser'
import type { Review } from '#payload-types'
import { refreshProfileRating } from '../store'

/**
 * A profile's rating is the average of the published reviews it received (blind ones do not count
 * yet, decision 0026; hidden ones do not count, decision 0025), kept with the profile for ranking. One statement in the review's own transaction,
 * so a hide, a restore or a new review and the rating it changes commit together.
 */
async function refresh(req: PayloadRequest, review: Review) {
  const barberId = relationId(review.barber)
  const shopId = relationId(review.barbershop)
  if (barberId === undefined && shopId === undefined) return
  await refreshProfileRating(req, barberId, shopId)
}

export const refreshRatingAfterChange: CollectionAfterChangeHook<Review> = async ({ doc, req }) => {
  await refresh(req, doc)
  return doc
}

export const refreshRatingAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await refresh(req, doc)
  return doc
}
