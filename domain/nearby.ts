/**
 * 'Perto de mim' (issue 30, decision 0045): a point and a radius in a list's query string. The
 * point is the browser's location or a city's seat; it is used for the one answer and never stored.
 * The zod parameters are in nearParams.ts: the lists' cards format distances from here without zod.
 */

export const NEAR_RADIUS_MIN = 5
export const NEAR_RADIUS_MAX = 100
/** What the web app offers; the API takes any whole or decimal number of km in 5–100. */
export const NEAR_RADII = [5, 10, 25, 50] as const
export const DEFAULT_NEAR_RADIUS = 25

export const nearMessages = {
  latInvalid: 'A latitude (lat) deve ser um número entre -90 e 90.',
  lngInvalid: 'A longitude (lng) deve ser um número entre -180 e 180.',
  radiusInvalid: `O raio (raioKm) deve ser um número de ${NEAR_RADIUS_MIN} a ${NEAR_RADIUS_MAX} km.`,
  pointIncomplete: 'Informe lat e lng juntas para buscar por distância.',
  radiusWithoutPoint: 'Informe lat e lng para usar o raio (raioKm).',
  cityUnknown: 'Não encontramos as coordenadas desta cidade.',
  labelInvalid: (max: number) => `O nome do local (nearLabel) deve ser um texto de até ${max} caracteres.`,
}

type NearInput = { lat?: number; lng?: number; raioKm?: number }

/** The checks across the three: both coordinates or none, and a radius only with them. */
export function nearIssues(query: NearInput): { path: string; message: string } | null {
  if ((query.lat === undefined) !== (query.lng === undefined)) return { path: query.lat === undefined ? 'lat' : 'lng', message: nearMessages.pointIncomplete }
  if (query.raioKm !== undefined && query.lat === undefined) return { path: 'raioKm', message: nearMessages.radiusWithoutPoint }
  return null
}

export type NearPoint = { lat: number; lng: number; radiusKm: number }

/** The point and radius a parsed query asks for, or null for a list not searched by distance. */
export function nearPoint(query: NearInput): NearPoint | null {
  if (query.lat === undefined || query.lng === undefined) return null
  return { lat: query.lat, lng: query.lng, radiusKm: query.raioKm ?? DEFAULT_NEAR_RADIUS }
}

/**
 * What a search by distance knows of a card (decision 0059). Jobs and profiles are placed at their
 * city's seat (decision 0045), so the distance to the card itself is unknown: only the distance to
 * its city's centre is, and, when the search point is that seat (a search by that city), that the
 * card is in the city searched.
 */
export type NearPlace = {
  /** The search point is this card's city seat: the search is by this very city. */
  inSearchedCity: boolean
  /** Whole km from the search point to the seat (centre) of the card's city. */
  cityCentreKm: number
}

/** Said beside the results of every search by distance. */
export const NEAR_CENTRE_NOTE = 'Distâncias até o centro de cada cidade: não usamos endereços exatos.'

/** 'mesma cidade', 'a cerca de 6 km do centro', 'a menos de 1 km do centro': a card's place, never finer than its city. */
export function nearPlaceText({ inSearchedCity, cityCentreKm }: NearPlace): string {
  if (inSearchedCity) return 'mesma cidade'
  if (cityCentreKm < 1) return 'a menos de 1 km do centro'
  return `a cerca de ${Math.round(cityCentreKm).toLocaleString('pt-BR')} km do centro`
}

/** Great-circle distance in km (the same formula as the SQL, infra/database/nearSql.ts). */
export function haversineKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(b.lat - a.lat)
  const dLng = radians(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export const EARTH_RADIUS_KM = 6371.0088
