import type { RequestHandler } from 'express'
import type { Pool } from 'pg'
import { z } from 'zod'
import { DomainError } from '#domain/errors'
import { genericMessages } from '#domain/messages/common'
import { profileMessages } from '#domain/messages/profiles'
import { documentId } from '../http/documentId'
import { findProfileReviews } from './reads'

const reviewsPageSchema = z.coerce.number().int().min(1).max(10_000)

/** GET /api/profile-reviews/barbers/:id?page=N and /barbershops/:id (public): summary and latest visible reviews. */
export function profileReviewsOf(kind: 'barbers' | 'barbershops', pool: Pool): RequestHandler {
  return async (req, res) => {
    const id = documentId(req.params.id)
    if (id === undefined) throw new DomainError('notFound', profileMessages.notFound)
    const page = reviewsPageSchema.safeParse(req.query.page ?? '1')
    if (!page.success) throw new DomainError('invalid', genericMessages.pageInvalid)
    res.json(await findProfileReviews(pool, kind, id, page.data))
  }
}
