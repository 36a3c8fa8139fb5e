import { jobAlertMessages } from './messages'
import { openJobsQuerySchema, type OpenJobsQuery } from './jobSearch'

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

/** What an alert keeps of the open-jobs query: its filters, not the page or the ordering. */
const KEPT = ['q', 'country', 'state', 'city', 'contractType', 'maxExperience', 'barbershop'] as const
/** Filters another branch adds to /api/open-jobs (structured pay); kept when the schema knows them. */
const LATER = ['payKind', 'payMin'] as const

export type JobAlertFilters = Partial<Pick<OpenJobsQuery, (typeof KEPT)[number]>> & Record<string, unknown>

export type FilterCheck = { filters: JobAlertFilters } | { problem: string; field: string }

/**
 * The filters through the same schema as GET /api/open-jobs. That schema quietly drops a value it
 * cannot read (a list link with a stale value still opens); an alert is saved on purpose, so a
 * value the schema dropped is refused here instead.
 */
export function checkJobAlertFilters(input: unknown): FilterCheck {
  if (input === undefined || input === null) return { filters: {} }
  if (typeof input !== 'object' || Array.isArray(input)) return { problem: jobAlertMessages.filtersInvalid, field: 'filters' }
  const given = input as Record<string, unknown>
  const parsed = openJobsQuerySchema.safeParse(given)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { problem: issue?.message ?? jobAlertMessages.filtersInvalid, field: `filters.${String(issue?.path[0] ?? '')}` }
  }
  const known = new Set<string>([...KEPT, ...LATER, 'page', 'limit', 'firstCountry'])
  for (const key of Object.keys(given)) if (!known.has(key)) return { problem: jobAlertMessages.filterInvalid(key), field: `filters.${key}` }
  const result = parsed.data as Record<string, unknown>
  const filters: Record<string, unknown> = {}
  for (const key of [...KEPT, ...LATER]) {
    const value = result[key]
    const sent = given[key]
    const blank = sent === undefined || sent === null || (typeof sent === 'string' && sent.trim() === '')
    if (value === undefined) {
      if (!blank && (KEPT as readonly string[]).includes(key)) return { problem: jobAlertMessages.filterInvalid(key), field: `filters.${key}` }
      continue
    }
    filters[key] = value
  }
  return { filters: filters as JobAlertFilters }
}

/** Lower case without accents, as PostgreSQL's lower(unaccent(…)) folds a job's search_text and city. */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
