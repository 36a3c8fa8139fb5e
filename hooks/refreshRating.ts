import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { relationId } from '../access/user'
import type { Review } from '../payload-types'

/** A profile's rating is the average of the reviews it received, kept with the profile for ranking. */
async function refresh(req: PayloadRequest, review: Review) {
  const target = review.barber
    ? ({ collection: 'barbers', id: relationId(review.barber)! } as const)
    : review.barbershop
      ? ({ collection: 'barbershops', id: relationId(review.barbershop)! } as const)
      : null
  if (!target) return
  const field = target.collection === 'barbers' ? 'barber' : 'barbershop'
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { [field]: { equals: target.id } },
    pagination: false,
    depth: 0,
    select: { rating: true },
    req,
  })
  const ratings = docs.map((d) => d.rating)
  const average = ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null
  await req.payload.db.updateOne({
    collection: target.collection,
    id: target.id,
    data: { rating: average === null ? null : Math.round(average * 100) / 100, ratingCount: ratings.length },
    req,
    returning: false,
  })
}

export const refreshRatingAfterChange: CollectionAfterChangeHook<Review> = async ({ doc, req }) => {
  await refresh(req, doc)
  return doc
}

export const refreshRatingAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await refresh(req, doc)
  return doc
}
