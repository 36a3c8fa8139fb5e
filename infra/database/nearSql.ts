import { EARTH_RADIUS_KM, type NearPoint } from '#domain/nearby'

/**
 * Searches by distance in plain SQL (decision 0045): a box around the point on the indexed `lat`
 * and `lng` columns (numeric, as Payload makes number fields), then the exact great-circle
 * distance (haversine) on the rows inside it. No extension: it runs on the embedded PostgreSQL too.
 */

type Param = (value: unknown) => string

/** Kilometres per degree of latitude (and of longitude at the equator). */
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180

/** The box that holds every point within the radius: latitude ± r, longitude ± r over the parallel's length (all of it near a pole). */
function boundingBox({ lat, lng, radiusKm }: NearPoint) {
  const dLat = radiusKm / KM_PER_DEGREE
  const cos = Math.cos((Math.max(Math.abs(lat - dLat), Math.abs(lat + dLat)) * Math.PI) / 180)
  const dLng = cos < 1e-6 ? 180 : Math.min(180, radiusKm / (KM_PER_DEGREE * cos))
  return { latMin: Math.max(-90, lat - dLat), latMax: Math.min(90, lat + dLat), lngMin: lng - dLng, lngMax: lng + dLng }
}

/**
 * `lat` inside the box: the band the index walks. Parameters are compared as numeric, the
 * columns' type, so the index serves them.
 */
export function latitudeBand(alias: string, point: NearPoint, param: Param): string {
  const box = boundingBox(point)
  return `${alias}.lat BETWEEN ${param(box.latMin)}::numeric AND ${param(box.latMax)}::numeric`
}

/** `lng` inside the box; a box across the antimeridian is two ranges. */
export function longitudeRange(alias: string, point: NearPoint, param: Param): string {
  const { lngMin, lngMax } = boundingBox(point)
  if (lngMin >= -180 && lngMax <= 180) return `${alias}.lng BETWEEN ${param(lngMin)}::numeric AND ${param(lngMax)}::numeric`
  const [low, high] = lngMin < -180 ? [lngMin + 360, lngMax] : [lngMin, lngMax - 360]
  return `(${alias}.lng >= ${param(low)}::numeric OR ${alias}.lng <= ${param(high)}::numeric)`
}

/** The great-circle distance in km between two points given as float8 expressions: the same formula as domain/nearby.ts haversineKm. */
export function haversineSql(from: { lat: string; lng: string }, to: { lat: string; lng: string }): string {
  return `(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${to.lat} - ${from.lat}) / 2), 2)
    + cos(radians(${from.lat})) * cos(radians(${to.lat})) * power(sin(radians(${to.lng} - ${from.lng}) / 2), 2)))))`
}

/** The distance in km from the point to `alias`'s coordinates. */
export function distanceKm(alias: string, point: NearPoint, param: Param): string {
  return haversineSql({ lat: `${param(point.lat)}::float8`, lng: `${param(point.lng)}::float8` }, { lat: `${alias}.lat::float8`, lng: `${alias}.lng::float8` })
}

/**
 * Rounded as the API answers it (`cityCentreKm`, decision 0059): whole km, since the far end is a
 * city's seat and the near end, when a browser's, is rounded to about a kilometre.
 */
export const wholeKm = (distance: string) => `round(${distance})::int`

/**
 * Whether the point is `alias`'s coordinates exactly (`inSearchedCity`, decision 0059): rows are
 * placed at their city's seat, so a point that is that seat is a search by that city. Compared as
 * numeric, the columns' type, so '-23.5475' and '-23.54750' agree.
 */
export function atPoint(alias: string, point: NearPoint, param: Param): string {
  return `(${alias}.lat = ${param(point.lat)}::numeric AND ${alias}.lng = ${param(point.lng)}::numeric)`
}

/** Inside the box and within the radius, for a table read row by row (the directories). */
export function withinRadius(alias: string, point: NearPoint, param: Param): string {
  return `${latitudeBand(alias, point, param)} AND ${longitudeRange(alias, point, param)} AND ${distanceKm(alias, point, param)} <= ${param(point.radiusKm)}::float8`
}
