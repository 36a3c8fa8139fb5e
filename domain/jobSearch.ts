import { z } from './validation'
import { countryParam, documentIdField, optionalText, pageParam, placeFilters, type PageOf } from './schemaParts'
import { genericMessages } from './messages/common'
import { jobSearchMessages } from './messages/jobs'
import { PAY_KINDS, payMessages, type PayKind } from './pay'
import { nearIssues, type NearPlace } from './nearby'
import type { Rent } from './rent'
import { nearParams } from './nearParams'
import { CONTRACT_TYPES, isExperienceOption, OPEN_JOBS_MAX_PAGE_SIZE, OPEN_JOBS_PAGE_SIZE, SEARCH_MAX_LENGTH } from './jobs'

/**
 * The open-jobs list's filters, as they travel in the URL (/vagas-abertas?q=...&estado=...) and
 * to the API. `maxExperience` keeps the jobs a barber with that many years qualifies for.
 */
/** How the list is ordered: newest first, or 'Maior remuneração' (decision 0036). */
const OPEN_JOBS_SORTS = ['recent', 'pay'] as const

export const openJobsQuerySchema = z
  .object({
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
    /** Only jobs paying this way (domain/pay.ts); a value that is no kind is refused, not ignored: a saved alert must mean what it says. */
    payKind: z.enum(PAY_KINDS, { error: payMessages.payKindInvalid }).optional(),
    /** With payKind: a top of the job's range at least this much, in whole units of its money or percentage points. */
    payMin: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value === '' ? undefined : value),
      z
        .number({ error: payMessages.payMinInvalid })
        .int(payMessages.payMinInvalid)
        .min(0, payMessages.payMinInvalid)
        .max(1_000_000, payMessages.payMinInvalid)
        .optional(),
    ),
    sort: z.enum(OPEN_JOBS_SORTS, { error: payMessages.sortInvalid }).default('recent'),
    /** 'Só urgentes' (issue 40): `urgent=true` keeps the jobs marked Urgente; any other value is refused, not ignored. */
    urgent: z
      .preprocess(
        // An alert keeps the filter as the boolean it was read as (domain/jobAlerts.ts), and sends it back so.
        (value) => (typeof value === 'boolean' ? String(value) : value),
        z.enum(['true', 'false'], { error: jobSearchMessages.urgentInvalid }).optional(),
      )
      .transform((value) => (value === 'true' ? true : undefined)),
    /** 'Perto de mim' (decision 0045): only jobs within raioKm of the point, nearest first; refused when out of range or half given. */
    ...nearParams,
  })
  .refine((query) => query.payMin === undefined || query.payKind !== undefined, { message: payMessages.payMinNeedsKind, path: ['payMin'] })
  // 'Maior remuneração' compares amounts of one kind of pay (issue 40): asked for first, as the minimum is.
  .refine((query) => query.sort !== 'pay' || query.payKind !== undefined, { message: payMessages.sortNeedsKind, path: ['sort'] })
  .superRefine((query, context) => {
    const issue = nearIssues(query)
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] })
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
  payKind: PayKind | null
  payMin: number | null
  payMax: number | null
  payCommission: number | null
  payNote: string | null
  /** A chair rental's rent (domain/rent.ts): what the barber pays, never its pay. */
  rent: Rent | null
  schedule: string | null
  /** 'Urgente' and how many barbers the shop needs (issue 40). */
  urgent: boolean
  openings: number
  createdAt: string
  /** 'Destaque': the shop's plan lists its jobs first (decision 0024). */
  featured: boolean
  /** Searched by distance only (decision 0059): whether the search is by the job's own city, and how far its centre is. */
  inSearchedCity?: NearPlace['inSearchedCity']
  cityCentreKm?: NearPlace['cityCentreKm']
  /** Only for a signed-in barber. */
  applied?: boolean
  saved?: boolean
  /** Whether applying asks screening questions (issue 40): then 'Candidatar-se' opens the job's apply form. */
  hasQuestions?: boolean
}

/** A page of the list; the first also carries the featured strip (at most three 'Destaque' jobs), apart from the list's order. */
export type OpenJobsPage = PageOf<OpenJobCard> & { featured?: OpenJobCard[] }

/** A shop's own jobs (/vagas): every status, newest first, 20 a page. */
export const MY_JOBS_PAGE_SIZE = 20

/** The search of a shop's own jobs, as it travels to GET /api/my-jobs. */
export const myJobsQuerySchema = z.object({
  q: optionalText(SEARCH_MAX_LENGTH),
  page: pageParam,
  /** Only the open jobs that expire within the week (the panel's notice, decision 0068). */
  expiring: z
    .enum(['true', 'false'], { error: jobSearchMessages.expiringInvalid })
    .optional()
    .transform((value) => (value === 'true' ? true : undefined)),
})

export type MyJobsQuery = z.infer<typeof myJobsQuerySchema>
