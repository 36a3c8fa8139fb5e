import { findPortugueseRegion, type Country } from '#domain/locations'
import { cepState } from '#domain/postalCodes'
import { BR_SEATS, PT_SEATS } from './municipalitySeats'
import { placeKey } from './placeKey'

/**
 * Coordinates of a place, on the server, from data shipped with the code (decision 0045): the seat
 * of its municipality (Brazil) or concelho (Portugal), found by the state and the city; a CEP says
 * the state when none is given. Nothing finer: two addresses in one city share one point.
 */

/** A seat: the municipality's or concelho's name as the data writes it, and its coordinates. */
type Point = { name: string; lat: number; lng: number }

let seats: Map<string, Point> | undefined
let seatPoints: Set<string> | undefined

const seatKey = (country: string, state: string, city: string) => `${country}|${placeKey(state)}|${placeKey(city)}`

function seatIndex(): Map<string, Point> {
  if (seats) return seats
  seats = new Map()
  for (const [country, byState] of [
    ['BR', BR_SEATS],
    ['PT', PT_SEATS],
  ] as const)
    for (const [state, list] of Object.entries(byState))
      for (const entry of list.split(';')) {
        const [name, lat, lng] = entry.split(',')
        seats.set(seatKey(country, state, name!), { name: name!, lat: Number(lat), lng: Number(lng) })
      }
  return seats
}

const pointKey = (lat: number, lng: number) => `${lat},${lng}`

/**
 * Whether a point is exactly some municipality's or concelho's seat (decision 0059): a search from
 * it is a search by that city, public data that an alert may keep as it is.
 */
export function isCitySeat(point: { lat: number; lng: number }): boolean {
  seatPoints ??= new Set([...seatIndex().values()].map((seat) => pointKey(seat.lat, seat.lng)))
  return seatPoints.has(pointKey(point.lat, point.lng))
}

export type PlaceInput = { country?: string | null; state?: string | null; city?: string | null; postalCode?: string | null }

/** The state a place is in: the one given, else (Brazil) the CEP's. */
export function placeState(place: PlaceInput): string | null {
  if (place.state?.trim()) return place.state.trim()
  if ((place.country ?? 'BR') === 'BR' && place.postalCode) return cepState(place.postalCode)
  return null
}

/** The seat of a place's municipality or concelho (its name and coordinates), or null when its city is not a municipality or concelho we know. */
export function placeCoordinates(place: PlaceInput): Point | null {
  const country = (place.country ?? 'BR') as Country
  const state = placeState(place)
  const city = place.city?.trim()
  if (!state || !city) return null
  const region = country === 'PT' ? findPortugueseRegion(state)?.name : state.toUpperCase()
  if (!region) return null
  return seatIndex().get(seatKey(country, region, city)) ?? null
}
