import type { OpenJobsQuery } from './jobSearch'

/**
 * Alerts for saved searches (issue 26, decision 0037): a barber keeps the filters of /vagas-abertas
 * and gets an e-mail when a job published or reopened matches them.
 */
export const MAX_JOB_ALERTS = 10
export const JOB_ALERT_DELIVERIES = ['instant', 'daily'] as const
export type JobAlertDelivery = (typeof JOB_ALERT_DELIVERIES)[number]
export const jobAlertDeliveryLabels: Record<JobAlertDelivery, string> = { instant: 'Na hora', daily: 'Resumo diário (8h)' }

/** Barbers without the Anual plan's early access get instant alerts this long after publication. */
export const ALERT_DELAY_WITHOUT_EARLY_ACCESS_MS = 2 * 60 * 60 * 1000
/** The daily digest leaves at this hour in the barber's time zone. */
export const DIGEST_HOUR = 8

/** What an alert keeps of the open-jobs query: its filters, pay kind and minimum and 'Só urgentes' included (issue 40), not the page or the ordering. */
export const KEPT_FILTERS = ['q', 'country', 'state', 'city', 'contractType', 'maxExperience', 'barbershop', 'payKind', 'payMin', 'urgent'] as const

/**
 * 'Perto de mim' (decision 0045) kept by an alert: the point at two decimals (about a kilometre,
 * the URL's own precision; finer than a city seat's), the radius, and the place's name for the
 * alert's own text ('Curitiba, PR', 'sua localização').
 */
export const NEAR_FILTERS = ['lat', 'lng', 'raioKm'] as const
export const NEAR_LABEL_MAX = 80

export type JobAlertFilters = Partial<Pick<OpenJobsQuery, (typeof KEPT_FILTERS)[number] | (typeof NEAR_FILTERS)[number]>> & {
  nearLabel?: string
} & Record<string, unknown>

/** Lower case without accents, as PostgreSQL's lower(unaccent(…)) folds a job's search_text and city. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()

/** What a barber's plan card says about alerts (the Anual plan's early access, decision 0024). */
export const jobAlertTimingText = (earlyAccess: boolean) =>
  earlyAccess ? 'Alertas de vagas por e-mail na hora da publicação' : 'Alertas de vagas por e-mail 2 horas após a publicação'

/** The filters of a search of /vagas-abertas an alert keeps, every one (KEPT_FILTERS and the near search's, with its place's name). */
export function alertFiltersOfSearch(query: OpenJobsQuery, nearLabel: string | undefined): JobAlertFilters {
  const near = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng, raioKm: query.raioKm, nearLabel } : {}
  const kept = Object.fromEntries(KEPT_FILTERS.map((key) => [key, query[key]]))
  return Object.fromEntries(Object.entries({ ...kept, ...near }).filter(([, value]) => value !== undefined)) as JobAlertFilters
}
