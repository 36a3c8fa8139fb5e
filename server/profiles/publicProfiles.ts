import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { DomainError } from '#domain/errors'
import { profileMessages } from '#domain/messages/profiles'
import { documentId } from '../http/documentId'
import { findProfileBadges } from './reads'

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
