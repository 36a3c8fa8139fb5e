import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { z } from 'zod'
import { directoryQuerySchema } from '#domain/directory'
import { documentId } from '../http/documentId'
import { DomainError } from '#domain/errors'
import type { LeanRead } from '../http/leanRead'
import { findBarbers, findBarbershops } from './reads'
import { findProfileBadges } from '../profiles/reads'
import { genericMessages } from '#domain/messages/common'
import { profileMessages } from '#domain/messages/profiles'
import { findProfileReviews } from '../reviews/reads'

const reviewsPageSchema = z.coerce.number().int().min(1).max(10_000)

/** GET /api/directory/barbers and /api/directory/barbershops (public; lean reads, server/leanReads.ts). */
export function directory(kind: 'barbers' | 'barbershops', { payload, pool }: { payload: Payload; pool: Pool }): LeanRead {
  return async (query) => {
    const parsed = directoryQuerySchema.safeParse(query)
    if (!parsed.success) throw new DomainError('invalid', parsed.error.issues[0]?.message ?? genericMessages.filterInvalid)
    return { body: kind === 'barbers' ? await findBarbers(payload, pool, parsed.data) : await findBarbershops(payload, pool, parsed.data) }
  }
}

/** GET /api/profiles/by-user/:userId → `{ type, id }`: where /perfil/:userId leads. */
export function profileByUser(payload: Payload): RequestHandler {
  return async (req, res) => {
    const userId = documentId(req.params.userId)
    if (userId === undefined) throw new DomainError('notFound', profileMessages.notFound)
    for (const [type, collection] of [
      ['barber', 'barbers'],
      ['barbershop', 'barbershops'],
    ] as const) {
      const { docs } = await payload.find({
        collection,
        where: { user: { equals: userId } },
        limit: 1,
        depth: 0,
        pagination: false,
        select: {},
        overrideAccess: false,
      })
      if (docs[0]) return void res.json({ type, id: docs[0].id })
    }
    throw new DomainError('notFound', profileMessages.notFound)
  }
}

/** GET /api/profile-badges/barbers/:id and /barbershops/:id (public): the badges a public profile shows. */
export function profileBadgesOf(kind: 'barbers' | 'barbershops', pool: Pool): RequestHandler {
  return async (req, res) => {
    const id = documentId(req.params.id)
    const found = id === undefined ? null : await findProfileBadges(pool, kind, id)
    if (!found) throw new DomainError('notFound', profileMessages.notFound)
    res.json(found)
  }
}

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
