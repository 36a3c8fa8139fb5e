import type { Pool } from 'pg'
import type { Country } from '#domain/locations'
import { haversineKm } from '#domain/nearby'
import {
  NEARBY_PLACES,
  NEARBY_PLACES_MAX_KM,
  placeAddressParts,
  placeName,
  placePath,
  placeSlug,
  type JobPayInsight,
  type PlacePage,
  type PlaceWithJobs,
} from '#domain/places'
import { placeCoordinates } from '#infra/geo/places'
import { keptUntilContentChanges } from '#infra/pages/keptValue'
import type { PageCache } from '#infra/pages/pageCache'
import { readJobPlace, readPayInsights, readPlaceJobs, readStoredPlaceCounts, type StoredPlaceCount, type StoredPlaces } from './reads'

/** Read again at least this often even without a write: nothing in the list moves with the clock alone. */
const PLACES_MAX_AGE_MS = 10 * 60_000

/** A place with active jobs and what the server alone knows of it: the stored spellings it gathers, its seat, its newest change. */
export type PlaceEntry = PlaceWithJobs & { stored: StoredPlaces; seat: { lat: number; lng: number }; lastmod: string | null }

/**
 * The stored places of the active jobs, gathered by the seat of their municipality or concelho
 * (infra/geo/, decision 0045): each seat with jobs is one place; a city no seat matches (a typo,
 * anything but a city) has no page. Sorted by address, so every instance lists them alike.
 */
function gatherPlaces(counts: StoredPlaceCount[]): PlaceEntry[] {
  const byPath = new Map<string, PlaceEntry>()
  for (const stored of counts) {
    const country: Country = stored.country === 'PT' ? 'PT' : 'BR'
    const seat = placeCoordinates({ country, state: stored.state, city: stored.city })
    if (!seat) continue
    const state = country === 'BR' ? stored.state.trim().toUpperCase() : stored.state
    const ref = { country, state, city: seat.name }
    const path = placePath(ref)
    const lastmod = stored.lastmod ? new Date(stored.lastmod).toISOString() : null
    const entry = byPath.get(path)
    if (entry) {
      entry.count += stored.count
      entry.stored.pairs.push({ state: stored.state, city: stored.city })
      if (lastmod && (!entry.lastmod || lastmod > entry.lastmod)) entry.lastmod = lastmod
      continue
    }
    byPath.set(path, {
      ...ref,
      slug: placeSlug(seat.name),
      path,
      name: placeName(ref),
      count: stored.count,
      stored: { country, pairs: [{ state: stored.state, city: stored.city }] },
      seat: { lat: seat.lat, lng: seat.lng },
      lastmod,
    })
  }
  return [...byPath.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
}

/** What a place's list, page and the sitemap show of an entry: no stored spellings, no seat. */
export const publicPlace = ({ country, state, city, slug, path, name, count }: PlaceEntry): PlaceWithJobs => ({ country, state, city, slug, path, name, count })

/** The places nearest `place` (its country, within 150 km of its seat), nearest first. */
function nearbyPlaces(place: PlaceEntry, all: PlaceEntry[]): PlaceWithJobs[] {
  return all
    .filter((other) => other.path !== place.path && other.country === place.country)
    .map((other) => ({ other, km: haversineKm(place.seat, other.seat) }))
    .filter(({ km }) => km <= NEARBY_PLACES_MAX_KM)
    .sort((a, b) => a.km - b.km || (a.other.path < b.other.path ? -1 : 1))
    .slice(0, NEARBY_PLACES)
    .map(({ other }) => publicPlace(other))
}

/** A place's address as asked: its page, the canonical address to send a non-canonical one to (a 301), or nothing (a 404). */
export type PlaceAnswer = { page: PlacePage } | { redirect: string } | null

/**
 * The places with active jobs, kept by the instance as long as its rendered pages (decision 0027:
 * any instance's write to a job empties it, so a place that loses its last job is gone on the next
 * request, and with it its page and its sitemap entry); a place's page and a job's 'Quanto paga'
 * read from the database on each call (the page cache keeps the rendered pages).
 */
export function createPlaceDirectory({ pool, pageCache }: { pool: Pool; pageCache: PageCache }) {
  const places = keptUntilContentChanges(pageCache, async () => gatherPlaces(await readStoredPlaceCounts(pool)), { maxAgeMs: PLACES_MAX_AGE_MS })

  async function pageAt(stateSegment: string, citySegment: string): Promise<PlaceAnswer> {
    const parts = placeAddressParts(stateSegment, citySegment)
    if (!parts) return null
    const all = await places()
    const asked = `/vagas/${parts.state}/${parts.slug}`
    const place = all.find((entry) => entry.path === asked)
    if (!place) return null
    if (place.path !== `/vagas/${stateSegment}/${citySegment}`) return { redirect: place.path }
    const [jobs, payInsights] = await Promise.all([readPlaceJobs(pool, place.stored), readPayInsights(pool, place.stored)])
    return { page: { place: publicPlace(place), jobs, payInsights, nearby: nearbyPlaces(place, all) } }
  }

  /** A job's place (when it has a page) and the pay of the job's kind there (when five jobs make it up); null for no such job. */
  async function jobInsight(jobId: number): Promise<JobPayInsight | null> {
    const job = await readJobPlace(pool, jobId)
    if (!job) return null
    const country: Country = job.country === 'PT' ? 'PT' : 'BR'
    const seat = job.state && job.city ? placeCoordinates({ country, state: job.state, city: job.city }) : null
    if (!seat || !job.state) return { place: null, insight: null }
    const state = country === 'BR' ? job.state.trim().toUpperCase() : job.state
    const path = placePath({ country, state, city: seat.name })
    const place = (await places()).find((entry) => entry.path === path)
    if (!place) return { place: null, insight: null }
    const insight = job.payKind ? ((await readPayInsights(pool, place.stored, job.payKind))[0] ?? null) : null
    return { place: publicPlace(place), insight }
  }

  return { list: places, pageAt, jobInsight }
}

export type PlaceDirectory = ReturnType<typeof createPlaceDirectory>

/** What the places area adds to the routers' context (server/context.ts). */
export type PlacesPiece = { places: PlaceDirectory }
