import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** Recomputes the reviewed profile's `rating` and `rating_count` from its published, visible reviews, in one statement in `req`'s transaction. */
export async function refreshProfileRating(req: PayloadRequest, barberId: number | string | undefined, shopId: number | string | undefined): Promise<void> {
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
