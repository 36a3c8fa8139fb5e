import { z } from './validation'
import { NEAR_RADIUS_MAX, NEAR_RADIUS_MIN, nearMessages } from './nearby'

/** 'Perto de mim' in a list's query string (domain/nearby.ts): lat, lng and raioKm, each a number in its range. */

/** A number in a query string: a text of a number; '' reads as absent; anything else (a list, a word) is refused by the number after it. */
const queryNumber = (message: string, min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).min(min, message).max(max, message).optional(),
  )

export const nearParams = {
  lat: queryNumber(nearMessages.latInvalid, -90, 90),
  lng: queryNumber(nearMessages.lngInvalid, -180, 180),
  raioKm: queryNumber(nearMessages.radiusInvalid, NEAR_RADIUS_MIN, NEAR_RADIUS_MAX),
}
