import type { RequestHandler } from 'express'
import { z } from 'zod'
import { COUNTRIES, formatLocation, normalizePlace } from '#domain/locations'
import { nearMessages } from '#domain/nearby'
import { placeCoordinates } from '#infra/geo/places'
import { DomainError } from '#domain/errors'

const placeQuery = z.object({
  pais: z.enum(COUNTRIES).catch('BR'),
  estado: z.string({ error: nearMessages.cityUnknown }).trim().min(1, nearMessages.cityUnknown).max(40, nearMessages.cityUnknown),
  cidade: z.string({ error: nearMessages.cityUnknown }).trim().min(1, nearMessages.cityUnknown).max(80, nearMessages.cityUnknown),
})

/**
 * GET /api/places/coordinates?pais=BR&estado=SP&cidade=Campinas (public): the seat of a municipality
 * or concelho from the data shipped with the server (decision 0045), for 'Perto de mim' from a chosen
 * city. Nothing is stored.
 */
export function placeCoordinatesRoute(): RequestHandler {
  return (req, res) => {
    const parsed = placeQuery.safeParse(req.query)
    if (!parsed.success) throw new DomainError('invalid', parsed.error.issues[0]?.message ?? nearMessages.cityUnknown)
    const place = normalizePlace({ country: parsed.data.pais, state: parsed.data.estado, city: parsed.data.cidade })
    const seat = placeCoordinates(place)
    if (!seat) throw new DomainError('notFound', nearMessages.cityUnknown)
    const found = { ...place, city: seat.name }
    res.set('Cache-Control', 'public, max-age=86400').json({ ...found, label: formatLocation(found), lat: seat.lat, lng: seat.lng })
  }
}
