import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { DEFAULT_NEAR_RADIUS, NEAR_RADII } from '#domain/nearby'

/**
 * 'Perto de mim' in the address bar, beside the other filters (decision 0045):
 * ?lat=-23.55&lng=-46.64&raio=25&perto=sua+localização. The browser's location is rounded to two
 * decimals (about a kilometre) before it goes anywhere (`roundedLocation`): the lists place jobs and
 * profiles at their city's seat, so nothing finer is needed; the server uses it for the answer and
 * keeps none of it. A city's seat (the profile's, or one chosen) is public data and goes as it is, so
 * that the server can tell a search by that city and say 'mesma cidade' (decision 0059).
 */
export type NearFilter = { lat: number; lng: number; raioKm: number; label: string }

const NAMES = { lat: 'lat', lng: 'lng', radius: 'raio', label: 'perto' } as const

/** The place's name when the address gives none. */
export const NEAR_DEFAULT_LABEL = 'local escolhido'

const inRange = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit

/** The search by distance the address asks for, or undefined; a radius the app does not offer reads as 25 km. */
export function readNear(params: URLSearchParams): NearFilter | undefined {
  const lat = params.get(NAMES.lat)
  const lng = params.get(NAMES.lng)
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return undefined
  const point = { lat: Number(lat), lng: Number(lng) }
  if (!inRange(point.lat, 90) || !inRange(point.lng, 180)) return undefined
  const radius = Number(params.get(NAMES.radius))
  const raioKm = NEAR_RADII.find((each) => each === radius) ?? DEFAULT_NEAR_RADIUS
  return { ...point, raioKm, label: params.get(NAMES.label)?.trim().slice(0, 80) || NEAR_DEFAULT_LABEL }
}

/** Two decimals: about a kilometre, finer than a city seat needs. */
const roundCoordinate = (value: number) => Math.round(value * 100) / 100

/** A browser's location as it may leave the browser: rounded, so it never says where the person stands. */
export const roundedLocation = (point: { lat: number; lng: number }) => ({ lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) })

/** The near filter's parameters written into (or removed from) a copy of `params`; the page goes back to the first. */
export function withNear(params: URLSearchParams, near: NearFilter | null): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const name of Object.values(NAMES)) next.delete(name)
  next.delete('pagina')
  if (near) {
    next.set(NAMES.lat, String(near.lat))
    next.set(NAMES.lng, String(near.lng))
    next.set(NAMES.radius, String(near.raioKm))
    next.set(NAMES.label, near.label)
  }
  return next
}

/** Reads and writes the near filter of the current address, keeping every other filter. */
export function useNearSearch() {
  const [params, setParams] = useSearchParams()
  const near = readNear(params)
  const setNear = useCallback(
    (next: NearFilter | null) => setParams((current) => withNear(current, next), { replace: false, preventScrollReset: true }),
    [setParams],
  )
  return { near, setNear }
}
