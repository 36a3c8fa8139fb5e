import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { relationId } from '#utilities/requestUser'
import type { Review } from '#payload-types'
import { requestTransaction } from '#utilities/requestTransaction'

/**
 * A profile's rating is the average of the published reviews it received (blind ones do not count
 * yet, decision 0026; hidden ones do not count, decision 0025), kept with the profile for ranking. One statement in the review's own transaction,
 * so a hide, a restore or a new review and the rating it changes commit together.
 */
async function refresh(req: PayloadRequest, review: Review) {
  const barberId = relationId(review.barber)
  const shopId = relationId(review.barbershop)
  if (barberId === undefined && shopId === undefined) return
  const db = await requestTransaction(req, 'a nota do perfil')
  if (barberId !== undefined) {
    await db.execute(sql`
      UPDATE barbers SET rating = summary.average, rating_count = summary.total
        FROM (SELECT round(avg(rating), 2) AS average, count(*) AS total FROM reviews WHERE barber_id = ${barberId} AND published AND hidden IS NOT TRUE) AS summary
       WHERE barbers.id = ${barberId}`)
  } else {
    await db.execute(sql`
      UPDATE barbershops SET rating = summary.average, rating_count = summary.total
        FROM (SELECT round(avg(rating), 2) AS average, count(*) AS total FROM reviews WHERE barbershop_id = ${shopId} AND published AND hidden IS NOT TRUE) AS summary
       WHERE barbershops.id = ${shopId}`)
  }
}

export const refreshRatingAfterChange: CollectionAfterChangeHook<Review> = async ({ doc, req }) => {
  await refresh(req, doc)
  return doc
}

export const refreshRatingAfterDelete: CollectionAfterDeleteHook<Review> = async ({ doc, req }) => {
  await refresh(req, doc)
  return doc
}
