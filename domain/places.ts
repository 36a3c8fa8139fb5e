/**
 * Pages by place (issue 40, decision 0065): /vagas/<uf>/<cidade> in Brazil, /vagas/pt/<concelho> in
 * Portugal, one per municipality or concelho with at least one active job, and 'Quanto paga', the
 * advertised pay of one kind in a place. A place is a municipality's or concelho's seat as the data
 * shipped with the server names it (infra/geo/, decision 0045), never a city as typed: 'Sao Paulo'
 * and 'São Paulo' are one page, and a typo or a phone number typed as a city makes none.
 */

import type { Country } from './countries'
import { formatPrice } from './money'
import type { PayKind } from './pay'
import { PORTUGUESE_REGIONS } from './portugueseRegions'

/** 'São João d’Aliança' → 'sao-joao-dalianca': ASCII, lower case, hyphens; stable for a name. */
export function placeSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The slug of Portugal in a place's address, where a Brazilian page has its UF. */
const PORTUGAL_SEGMENT = 'pt'

/** Concelhos named alike in two regions ('Lagoa' in Faro and in the Açores): their address also names the region. */
const sharedConcelhoSlugs: ReadonlySet<string> = (() => {
  const seen = new Map<string, number>()
  for (const region of PORTUGUESE_REGIONS) for (const concelho of region.concelhos) seen.set(placeSlug(concelho), (seen.get(placeSlug(concelho)) ?? 0) + 1)
  return new Set([...seen].filter(([, count]) => count > 1).map(([slug]) => slug))
})()

const regionOf = (state: string) => PORTUGUESE_REGIONS.find((region) => region.name === state)

/** A municipality (Brazil: its UF) or concelho (Portugal: its distrito or region), as the seats' data names it. */
export type PlaceRef = { country: Country; state: string; city: string }

/** '/vagas/pr/curitiba', '/vagas/pt/lisboa', '/vagas/pt/lagoa-acores'. */
export function placePath({ country, state, city }: PlaceRef): string {
  if (country === 'BR') return `/vagas/${state.toLowerCase()}/${placeSlug(city)}`
  const slug = placeSlug(city)
  if (!sharedConcelhoSlugs.has(slug)) return `/vagas/${PORTUGAL_SEGMENT}/${slug}`
  const region = regionOf(state)
  return `/vagas/${PORTUGAL_SEGMENT}/${slug}-${placeSlug(region?.shortName ?? state)}`
}

/** 'Curitiba, PR'; 'Lisboa'; 'Lagoa (Açores)' where two concelhos share the name. */
export function placeName({ country, state, city }: PlaceRef): string {
  if (country === 'BR') return `${city}, ${state}`
  if (!sharedConcelhoSlugs.has(placeSlug(city))) return city
  return `${city} (${regionOf(state)?.shortName ?? state})`
}

/** The page's heading and title: 'Vagas de barbeiro em Curitiba, PR'. */
export const placeHeading = (place: PlaceRef) => `Vagas de barbeiro em ${placeName(place)}`

/**
 * The page's short text, written once for every place (issue 40: not per city). `count` is the
 * number of active jobs; `cityWord` what the country calls the level ('cidade', 'concelho').
 */
export function placeIntro(place: PlaceRef, count: number): string {
  const jobs = count === 1 ? '1 vaga aberta' : `${count.toLocaleString('pt-BR')} vagas abertas`
  const where = place.country === 'BR' ? `na cidade de ${place.city}` : `no concelho de ${place.city}`
  return (
    `${jobs} para barbeiros ${where}, anunciadas por barbearias no Navalha. ` +
    'Cada vaga mostra a remuneração, o tipo de contrato e a experiência pedida; abra a vaga para ver os detalhes e se candidatar.'
  )
}

/** A job as a place's page lists it: public columns only (the texts stored masked, decision 0029). */
export type PlaceJob = {
  id: number
  title: string
  shopName: string | null
  district: string | null
  contractType: string | null
  experienceRequired: number | null
  salary: string | null
  /** A chair rental's rent (issue 40): shown apart from pay, never as it. */
  rent: { amount: number | null; period: string | null } | null
  publishedAt: string
}

/** A place with active jobs, as GET /api/places-with-jobs lists it (the sitemap and the nearby links read the same list). */
export type PlaceWithJobs = PlaceRef & { slug: string; path: string; name: string; count: number }

/** At most this many jobs on a place's page, newest first; the page says how many there are in all. */
export const PLACE_PAGE_JOBS = 50
/** At most this many nearby places, nearest first, within this distance of the place's seat. */
export const NEARBY_PLACES = 8
export const NEARBY_PLACES_MAX_KM = 150

/** 'Quanto paga' is shown only where at least this many jobs of one kind make it up. */
export const PAY_INSIGHT_MIN_JOBS = 5
/** Over the active jobs published (or reopened) in this many days. */
export const PAY_INSIGHT_DAYS = 90

/** The advertised pay of one kind in one place: each job counts by its minimum (`payMin`). */
export type PayInsight = {
  kind: PayKind
  count: number
  /** Cents of the place's money, or percentage points for a commission; the median of an even count is the mean of the two middle values. */
  median: number
  min: number
  max: number
}

/** The page of a place: the place, its newest active jobs, how many there are, its pay and the places near it. */
export type PlacePage = {
  place: PlaceWithJobs
  jobs: PlaceJob[]
  payInsights: PayInsight[]
  nearby: PlaceWithJobs[]
}

/** What a job's page shows of its place: the place's page (when it has one) and its pay of the job's kind (when five jobs make it up). */
export type JobPayInsight = { place: PlaceWithJobs | null; insight: PayInsight | null }

const insightLabels: Record<PayKind, string> = {
  monthly: 'Salário mensal',
  salary_commission: 'Salário fixo com comissão',
  daily: 'Diária',
  per_service: 'Pagamento por serviço',
  commission: 'Comissão',
}

const percent = (points: number) => `${(Math.round(points * 10) / 10).toLocaleString('pt-BR')}%`

/** An amount of an insight: money in the place's currency (a median's half cent rounded), or a percentage. */
function insightAmount(kind: PayKind, value: number, country: Country): string {
  if (kind === 'commission') return percent(value)
  return formatPrice(Math.round(value), country)
}

/** 'Salário mensal em São Paulo: mediana R$ 2.600, de R$ 1.800 a R$ 4.000, 23 vagas' (issue 40's words). */
export function payInsightText(insight: PayInsight, place: PlaceRef): string {
  const amount = (value: number) => insightAmount(insight.kind, value, place.country)
  const range = insight.min === insight.max ? `todas de ${amount(insight.min)}` : `de ${amount(insight.min)} a ${amount(insight.max)}`
  return `${insightLabels[insight.kind]} em ${place.city}: mediana ${amount(insight.median)}, ${range}, ${insight.count.toLocaleString('pt-BR')} vagas`
}

/** Where a place's address stands: the canonical form, or the slug it would have (for a 301), or nothing a place could have. */
export function placeAddressParts(stateSegment: string, citySegment: string): { state: string; slug: string } | null {
  let city: string
  try {
    city = decodeURIComponent(citySegment)
  } catch {
    return null
  }
  const slug = placeSlug(city)
  if (!/^[a-z]{2}$/i.test(stateSegment) || slug === '') return null
  return { state: stateSegment.toLowerCase(), slug }
}

export const placeMessages = {
  noJobsHere: 'Não há vagas abertas neste lugar.',
  noSuchJob: 'Vaga não encontrada.',
}
