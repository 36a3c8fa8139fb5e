import { z } from './validation'
import { countryParam, documentIdField, optionalText, pageParam, placeFilters, type PageOf } from './schemaParts'
import { genericMessages } from './messages'
import { CONTRACT_TYPES, isExperienceOption, OPEN_JOBS_MAX_PAGE_SIZE, OPEN_JOBS_PAGE_SIZE, SEARCH_MAX_LENGTH } from './jobs'

/**
 * The open-jobs list's filters, as they travel in the URL (/vagas-abertas?q=...&estado=...) and
 * to the API. `maxExperience` keeps the jobs a barber with that many years qualifies for.
 */
export const openJobsQuerySchema = z.object({
  q: optionalText(SEARCH_MAX_LENGTH),
  ...placeFilters,
  contractType: z.enum(CONTRACT_TYPES).optional().catch(undefined),
  maxExperience: z.coerce.number().int().refine(isExperienceOption).optional().catch(undefined),
  /** Without a country filter, this country's jobs come first (a Portuguese barber's own country's). */
  firstCountry: countryParam,
  /** Only this shop's jobs (its public page): an id no shop can have (past PostgreSQL's integer) is refused, not sent to the database. */
  barbershop: documentIdField(genericMessages.filterValueInvalid('barbershop')).optional(),
  page: pageParam,
  limit: z.coerce.number().int().min(1).max(OPEN_JOBS_MAX_PAGE_SIZE).catch(OPEN_JOBS_PAGE_SIZE).default(OPEN_JOBS_PAGE_SIZE),
})

export type OpenJobsQuery = z.infer<typeof openJobsQuerySchema>

/** One card of the open-jobs list: only what the list shows. */
export type OpenJobCard = {
  id: number
  title: string
  shopName: string | null
  barbershop: number
  city: string | null
  state: string | null
  district: string | null
  country: string | null
  contractType: string | null
  experienceRequired: number | null
  salary: string | null
  schedule: string | null
  createdAt: string
  /** 'Destaque': the shop's plan lists its jobs first (decision 0024). */
  featured: boolean
  /** Only for a signed-in barber. */
  applied?: boolean
  saved?: boolean
}

export type OpenJobsPage = PageOf<OpenJobCard>

/** A shop's own jobs (/vagas): every status, newest first, 20 a page. */
export const MY_JOBS_PAGE_SIZE = 20

/** The search of a shop's own jobs, as it travels to GET /api/my-jobs. */
export const myJobsQuerySchema = z.object({
  q: optionalText(SEARCH_MAX_LENGTH),
  page: pageParam,
})

export type MyJobsQuery = z.infer<typeof myJobsQuerySchema>
