import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { requestTransaction } from '../../hooks/requestTransaction'

/**
 * What time alone changes about reviews (decision 0026): a blind review whose 14 days have passed
 * is published, so it starts counting in its profile's rating. Visibility itself needs no sweep
 * (reads compare visibleFrom with the clock); the rating does, since it is kept, not computed per
 * read. Two reviews of one hire written at the same instant both miss each other: the sweep
 * publishes them too. Each review is updated through Payload, so its hooks refresh the rating in
 * the same transaction and listeners of review writes (the page cache) hear of it.
 */
export const REVIEW_SWEEP_EVERY_MS = 60_000
const SWEEP_BATCH = 200

async function publishDueReviews(req: PayloadRequest, now: Date): Promise<number> {
  const db = await requestTransaction(req, 'a publicação das avaliações')
  const { rows } = await db.execute(sql`
    SELECT r.id, least(r.visible_from, ${now}) AS visible_from FROM reviews r
     WHERE NOT r.published
       AND (r.visible_from <= ${now}
            OR EXISTS (SELECT 1 FROM reviews other WHERE other.application_id = r.application_id AND other.id <> r.id))
     ORDER BY r.id LIMIT ${SWEEP_BATCH}
     FOR UPDATE SKIP LOCKED`)
  for (const { id, visible_from } of rows as { id: number; visible_from: Date | string }[]) {
    const visibleFrom = new Date(visible_from).toISOString()
    await req.payload.update({ collection: 'reviews', id, data: { published: true, visibleFrom }, depth: 0, req })
  }
  return rows.length
}

/** One sweep as of `now` (tests move it instead of waiting); answers how many reviews it published. */
export async function sweepReviews(payload: Payload, now = new Date()): Promise<{ published: number }> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const published = await publishDueReviews(req, now)
    await commitTransaction(req)
    return { published }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** Sweeps every minute; the returned stop waits for a sweep in progress. */
export function scheduleReviewSweep(payload: Payload): () => Promise<void> {
  let running: Promise<unknown> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = sweepReviews(payload)
      .catch((error) => payload.logger.warn({ err: error }, 'avaliações: falha ao publicar avaliações vencidas'))
      .finally(() => (running = null))
  }, REVIEW_SWEEP_EVERY_MS)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
