import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { reviewRequestEmail } from '#domain/emails'
import { requestTransaction } from '#utilities/requestTransaction'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { queueEmail } from '#infra/email/sendEmailTask'
import { scheduleSweep } from '../sweeps'

/**
 * What time alone changes about reviews (decision 0026). A day after a hire, each side that has
 * not reviewed yet gets 'Como foi trabalhar com …?' with a link to the review form: the hires are
 * claimed and marked in one statement (FOR UPDATE SKIP LOCKED) and the e-mails queued in the same
 * transaction, so two instances never send one twice. A blind review whose 14 days have passed
 * is published, so it starts counting in its profile's rating. Visibility itself needs no sweep
 * (reads compare visibleFrom with the clock); the rating does, since it is kept, not computed per
 * read. Two reviews of one hire written at the same instant both miss each other: the sweep
 * publishes them too. Each review is updated through Payload, so its hooks refresh the rating in
 * the same transaction and listeners of review writes (the page cache) hear of it.
 */
const REVIEW_SWEEP_EVERY_MS = 60_000
const REVIEW_EMAIL_AFTER_MS = 24 * 60 * 60 * 1000
const SWEEP_BATCH = 200

type DueSide = { application_id: number; email: string; name: string | null; other_name: string | null; side: 'barber' | 'shop' }

/** The sides of hires a day old or more that have no review of theirs yet, their hires marked prompted. */
async function claimReviewRequests(req: PayloadRequest, now: Date): Promise<DueSide[]> {
  const db = await requestTransaction(req, 'o pedido de avaliação')
  const { rows } = await db.execute(sql`
    WITH due AS (
      SELECT a.id FROM applications a
       WHERE a.status = 'hired' AND a.review_prompted_at IS NULL AND a.hired_at <= ${new Date(now.getTime() - REVIEW_EMAIL_AFTER_MS)}
       ORDER BY a.id LIMIT ${SWEEP_BATCH}
       FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE applications a SET review_prompted_at = ${now} FROM due WHERE a.id = due.id
      RETURNING a.id, a.barber_user_id, a.shop_user_id, a.barber_id, a.barbershop_id
    )
    SELECT c.id AS application_id, u.email, u.name, side.other_name, side.side
      FROM claimed c
      CROSS JOIN LATERAL (VALUES
        ('barber', c.barber_user_id, (SELECT s.name FROM barbershops s WHERE s.id = c.barbershop_id)),
        ('shop', c.shop_user_id, (SELECT b.name FROM barbers b WHERE b.id = c.barber_id))
      ) AS side(side, user_id, other_name)
      JOIN users u ON u.id = side.user_id
     WHERE NOT EXISTS (SELECT 1 FROM reviews r WHERE r.application_id = c.id AND r.author_id = side.user_id)
       -- A shop that left (hooks/closeShopJobs.ts) has no profile left to rate.
       AND NOT (side.side = 'barber' AND c.barbershop_id IS NULL)
       -- Nobody removed (decision 0035) is asked, and nobody is asked to rate a removed account.
       AND u.removed_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM users o WHERE o.id IN (c.barber_user_id, c.shop_user_id) AND o.removed_at IS NOT NULL)`)
  return rows as DueSide[]
}

async function queueReviewRequests(req: PayloadRequest, now: Date): Promise<number> {
  const base = req.payload.config.serverURL.replace(/\/+$/, '')
  const due = await claimReviewRequests(req, now)
  for (const row of due) {
    const page = row.side === 'barber' ? '/vagas-aplicadas' : '/candidatos'
    const otherName = row.other_name ?? (row.side === 'barber' ? 'a barbearia' : 'o barbeiro')
    const reviewUrl = `${base}${page}?status=hired&avaliar=${row.application_id}`
    await queueEmail(req, row.email, reviewRequestEmail({ name: row.name, business: row.side === 'shop', otherName, reviewUrl }))
  }
  return due.length
}

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

/** One sweep as of `now` (tests move it instead of waiting); answers how many reviews it published and e-mails it queued. */
export async function sweepReviews(payload: Payload, now = new Date()): Promise<{ published: number; emailed: number }> {
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let result
  try {
    result = { published: await publishDueReviews(req, now), emailed: await queueReviewRequests(req, now) }
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  if (result.emailed) flushEmailQueue(payload)
  return result
}

/** Sweeps at boot and every minute, on one instance at a time; the returned stop waits for a sweep in progress. */
export const scheduleReviewSweep = (payload: Payload) =>
  scheduleSweep(payload, 'reviews', REVIEW_SWEEP_EVERY_MS, () => sweepReviews(payload), 'avaliações: falha ao publicar avaliações vencidas')
