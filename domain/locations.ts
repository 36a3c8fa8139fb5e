/**
 * Places take a country. Brazil: one of the 27 UFs, then the city and the neighbourhood as typed
 * (a list of the 5,570 municipalities would weigh more than it helps: cities stay free text).
 * Portugal: one of the 18 distritos or the two autonomous regions, one of its concelhos
 * (domain/portugueseRegions.ts, shipped with the code), then the freguesia as typed.
 */

import type { Country } from './countries'
import { PORTUGUESE_REGIONS, type PortugueseRegion } from './portugueseRegions'

export { COUNTRIES, countryLabels, type Country } from './countries'

export const BRAZILIAN_STATES = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
] as const

export const BRAZILIAN_STATE_CODES: readonly string[] = BRAZILIAN_STATES.map(([code]) => code)

/** What each country calls the three levels of an address, kept in the state, city and district fields. */
export const placeLabels: Record<Country, { state: string; city: string; district: string }> = {
  BR: { state: 'Estado', city: 'Cidade', district: 'Bairro' },
  PT: { state: 'Distrito', city: 'Concelho', district: 'Freguesia' },
}

/** The labels of a stored place's country; a row without one (older rows) is Brazilian. */
export function placeLabelsOf(country: string | null | undefined): { state: string; city: string; district: string } {
  return placeLabels[country === 'PT' ? 'PT' : 'BR']
}

export type PlaceWords = { state: string; city: string; district: string }

/** The same levels as a sentence says them: 'cidade', 'bairro'; 'concelho', 'freguesia'. */
export function placeWords(country: string | null | undefined): PlaceWords {
  const labels = placeLabelsOf(country)
  return { state: labels.state.toLowerCase(), city: labels.city.toLowerCase(), district: labels.district.toLowerCase() }
}

/** 'Cidade e estado', 'Concelho e distrito': a profile summary's label for its place. */
export function placePairLabel(country: string | null | undefined): string {
  const labels = placeLabelsOf(country)
  return `${labels.city} e ${labels.state.toLowerCase()}`
}

/** Accents, case, hyphens and extra spaces aside: 'sao joao da madeira' meets 'São João da Madeira'. */
export const placeKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .trim()

const regionsByKey = new Map<string, PortugueseRegion>()
for (const region of PORTUGUESE_REGIONS) {
  regionsByKey.set(placeKey(region.name), region)
  if (region.shortName) regionsByKey.set(placeKey(region.shortName), region)
}

const concelhosByKey = new Map<string, string>()
for (const region of PORTUGUESE_REGIONS) for (const concelho of region.concelhos) concelhosByKey.set(placeKey(concelho), concelho)

/** A distrito or autonomous region however it is typed ('setubal', 'Açores'), or undefined. */
export function findPortugueseRegion(input: string): PortugueseRegion | undefined {
  return regionsByKey.get(placeKey(input))
}

/** The concelhos of a distrito or region, for a select; none for a name that is neither. */
export function concelhosOf(state: string): readonly string[] {
  return findPortugueseRegion(state)?.concelhos ?? []
}

/**
 * A concelho's official name however it is typed, within `state` when given, or anywhere in
 * Portugal ('lagoa' is 'Lagoa' in Faro and in the Açores alike); null when there is none.
 */
export function normalizeConcelho(input: string, state?: string): string | null {
  const key = placeKey(input)
  if (state === undefined) return concelhosByKey.get(key) ?? null
  return concelhosOf(state).find((concelho) => placeKey(concelho) === key) ?? null
}

/** The first level for a select: the 27 UFs, or Portugal's 18 distritos followed by its two regions. */
export function stateOptions(country: Country): { value: string; label: string }[] {
  if (country === 'PT') return PORTUGUESE_REGIONS.map(({ name }) => ({ value: name, label: name }))
  return BRAZILIAN_STATES.map(([code, name]) => ({ value: code, label: `${name} (${code})` }))
}

/** A Brazilian UF in Brazil; a distrito or autonomous region in Portugal, however it is typed. */
export function isValidState(state: string, country: Country = 'BR'): boolean {
  if (country === 'PT') return findPortugueseRegion(state) !== undefined
  return BRAZILIAN_STATE_CODES.includes(state.trim().toUpperCase())
}

/** How a state is stored: the UF upper-cased, or the distrito's official name; anything else trimmed, to be refused. */
export function normalizeState(state: string, country: Country = 'BR'): string {
  const value = state.trim().replace(/\s+/g, ' ')
  if (country === 'PT') return findPortugueseRegion(value)?.name ?? value
  return value.toUpperCase()
}

/** A city typed in Brazil; in Portugal, a concelho of the given distrito. */
export function isValidCity(city: string, state: string, country: Country = 'BR'): boolean {
  if (country === 'PT') return normalizeConcelho(city, state) !== null
  return city.trim() !== ''
}

/** How a city is stored: the concelho's official name in Portugal; otherwise as typed, trimmed. */
export function normalizeCity(city: string, state: string, country: Country = 'BR'): string {
  const value = city.trim().replace(/\s+/g, ' ')
  if (country === 'PT') return normalizeConcelho(value, state) ?? value
  return value
}

export type Place = { country: Country; state: string; city: string }

/** Which part of a place is wrong, if any: the state first, since the city depends on it. */
export function placeError(place: Place): 'state' | 'city' | null {
  if (!isValidState(place.state, place.country)) return 'state'
  if (!isValidCity(place.city, place.state, place.country)) return 'city'
  return null
}

export function isValidPlace(place: Place): boolean {
  return placeError(place) === null
}

export function normalizePlace(place: Place): Place {
  const state = normalizeState(place.state, place.country)
  return { country: place.country, state, city: normalizeCity(place.city, state, place.country) }
}

/**
 * 'São Paulo, SP'; 'Cascais, Lisboa · Portugal', 'Porto · Portugal' where the concelho names its
 * distrito, 'Funchal, Madeira · Portugal' for the regions.
 */
export function formatLocation(parts: { city?: string | null; state?: string | null; country?: string | null }): string {
  if (parts.country !== 'PT') return [parts.city, parts.state].filter(Boolean).join(', ')
  const region = parts.state ? findPortugueseRegion(parts.state) : undefined
  const state = region ? (region.shortName ?? region.name) : parts.state
  const place = parts.city && parts.city === state ? parts.city : [parts.city, state].filter(Boolean).join(', ')
  return place ? `${place} · Portugal` : 'Portugal'
}
