import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { CONTRACT_TYPES, EXPERIENCE_OPTIONS, OPEN_JOBS_PAGE_SIZE, SEARCH_MAX_LENGTH } from '#domain/jobs'
import type { OpenJobsQuery } from '#domain/jobSearch'
import { COUNTRIES, type Country } from '#domain/locations'
import { PAY_KINDS } from '#domain/pay'
import { readNear } from '../nearby/nearSearch'

/** The filters' names in the address bar (/vagas-abertas?q=corte&pais=BR&estado=SP&pagina=2). */
const urlNames = {
  q: 'q',
  country: 'pais',
  state: 'estado',
  city: 'cidade',
  contractType: 'contrato',
  maxExperience: 'experiencia',
  payKind: 'remuneracao',
  payMin: 'minimo',
  sort: 'ordem',
  urgent: 'urgentes',
  page: 'pagina',
} as const

/** 'Só urgentes' in the address bar: urgentes=sim. */
export const URGENT_ONLY = 'sim'

/** 'Maior remuneração' in the address bar: ordem=remuneracao. */
export const SORT_BY_PAY = 'remuneracao'

type OpenJobsFilter = keyof typeof urlNames
export type OpenJobsPatch = Partial<Record<OpenJobsFilter, string | number | undefined>>

const text = (value: string | null, max: number) => value?.trim().slice(0, max) || undefined

/** `pais=todos`: every country, even for a signed-in user whose own country the list starts on. */
export const ALL_COUNTRIES = 'todos'

/**
 * The filters as GET /api/open-jobs takes them, anything unknown dropped. Read with the domain's
 * constants rather than openJobsQuerySchema, so this page does not download zod for five
 * parameters; the server parses them with the schema. The server renders the page from the same
 * reading (server/pages/prefetch.ts), so its answer lands under the key this page asks for.
 */
export function readOpenJobsQuery(params: URLSearchParams, viewerCountry: Country | null): OpenJobsQuery {
  const get = (key: OpenJobsFilter) => params.get(urlNames[key])
  // No país in the address: the signed-in user's own country; a visitor sees every country.
  const chosen = get('country')
  const country = chosen === null ? (viewerCountry ?? undefined) : COUNTRIES.find((each) => each === chosen)
  const pay = payFilters(get('payKind'), get('payMin'))
  return {
    q: text(get('q'), SEARCH_MAX_LENGTH),
    country,
    // Across every country, the viewer's own comes first.
    firstCountry: country ? undefined : (viewerCountry ?? undefined),
    state: text(get('state'), 40),
    city: text(get('city'), 80),
    contractType: CONTRACT_TYPES.find((type) => type === get('contractType')),
    maxExperience: EXPERIENCE_OPTIONS.find((years) => String(years) === get('maxExperience')),
    ...pay,
    // 'Maior remuneração' compares one kind of pay: without a kind the list stays newest first.
    sort: get('sort') === SORT_BY_PAY && pay.payKind ? 'pay' : 'recent',
    // 'Só urgentes': urgentes=sim in the address bar, urgent=true to the API.
    urgent: get('urgent') === URGENT_ONLY ? true : undefined,
    ...nearQuery(params),
    page: Math.min(10_000, Math.max(1, Math.floor(Number(get('page'))) || 1)),
    limit: OPEN_JOBS_PAGE_SIZE,
  }
}

/**
 * The one address of a search, for its <link rel=canonical> (decision 0064): the filters a visitor's
 * list reads, normalised (the words in lower case, every country as no country), always in the same
 * order. Whatever does not change which jobs a visitor sees makes no address of its own: tracking
 * tags (utm_*, fbclid, gclid) and anything else unknown, the order, the page (the directories'
 * canonical has no page either), and a location ('Perto de mim' names where someone is, decision 0045).
 */
export function openJobsCanonicalPath(params: URLSearchParams): string {
  const query = readOpenJobsQuery(params, null)
  const values: Partial<Record<OpenJobsFilter, string | number | undefined>> = {
    q: query.q?.toLocaleLowerCase('pt-BR'),
    country: query.country,
    state: query.state,
    city: query.city,
    contractType: query.contractType,
    maxExperience: query.maxExperience,
    payKind: query.payKind,
    payMin: query.payMin,
  }
  const canonical = new URLSearchParams()
  for (const [key, value] of Object.entries(values) as [OpenJobsFilter, string | number | undefined][]) {
    if (value !== undefined) canonical.set(urlNames[key], String(value))
  }
  const search = canonical.toString()
  return search ? `/vagas-abertas?${search}` : '/vagas-abertas'
}

/** 'Perto de mim' (web/nearby/nearSearch.ts) as the API takes it. */
function nearQuery(params: URLSearchParams): Pick<OpenJobsQuery, 'lat' | 'lng' | 'raioKm'> {
  const near = readNear(params)
  return near ? { lat: near.lat, lng: near.lng, raioKm: near.raioKm } : {}
}

/** The pay filters: a minimum only beside a kind, in whole units (or percentage points). */
function payFilters(kind: string | null, min: string | null): Pick<OpenJobsQuery, 'payKind' | 'payMin'> {
  const payKind = PAY_KINDS.find((each) => each === kind)
  if (!payKind) return {}
  const payMin = min !== null && /^\d{1,7}$/.test(min) ? Number(min) : undefined
  return payMin === undefined ? { payKind } : { payKind, payMin }
}

/**
 * The open-jobs search lives in the URL, so it survives a reload and can be shared. Changing a
 * filter goes back to the first page and replaces the history entry (typing is not a step back);
 * changing the page adds one.
 */
export function useOpenJobsSearch(viewerCountry: Country | null) {
  const [params, setParams] = useSearchParams()
  /**
   * The address the last change asked for. The router shows a new address only once the route's
   * loader has run again, so two quick changes (a select, then the debounced city) would each
   * start from the old address and the second would undo the first.
   */
  const requested = useRef<URLSearchParams | null>(null)
  useEffect(() => {
    if (requested.current?.toString() === params.toString()) requested.current = null
  }, [params])

  const query = useMemo(() => readOpenJobsQuery(params, viewerCountry), [params, viewerCountry])

  const navigate = useCallback(
    (next: URLSearchParams, replace: boolean) => {
      requested.current = next
      setParams(next, { replace })
    },
    [setParams],
  )

  const update = useCallback(
    (patch: OpenJobsPatch) => {
      const next = new URLSearchParams(requested.current ?? params)
      for (const [key, value] of Object.entries(patch) as [OpenJobsFilter, OpenJobsPatch[OpenJobsFilter]][]) {
        // Every country is where a visitor starts: it needs no país in the address.
        const visitorsDefault = key === 'country' && value === ALL_COUNTRIES && !viewerCountry
        if (value === undefined || value === '' || visitorsDefault || (key === 'page' && value === 1)) next.delete(urlNames[key])
        else next.set(urlNames[key], String(value))
      }
      if (!('page' in patch)) next.delete(urlNames.page)
      navigate(next, !('page' in patch))
    },
    [navigate, params, viewerCountry],
  )

  const clear = useCallback(() => navigate(new URLSearchParams(), true), [navigate])

  const filtered = Boolean(
    params.has(urlNames.country) ||
    query.q ||
    query.state ||
    query.city ||
    query.contractType ||
    query.maxExperience !== undefined ||
    query.payKind ||
    query.sort === 'pay' ||
    query.urgent ||
    query.lat !== undefined,
  )
  return { query, update, clear, filtered }
}
