import type { Country } from './locations'
import { formatPrice, toCents } from './money'

export const JOB_STATUSES = ['active', 'inactive'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

/**
 * The original product wrote both `open`/`closed` and `active`/`inactive` (spec §4). We store
 * the canonical pair and accept the other as synonyms on every write and in every filter.
 */
const statusSynonyms: Record<string, JobStatus> = {
  active: 'active',
  open: 'active',
  inactive: 'inactive',
  closed: 'inactive',
}

export function normalizeJobStatus(value: unknown): JobStatus | undefined {
  if (typeof value !== 'string') return undefined
  const key = value.trim().toLowerCase()
  return Object.hasOwn(statusSynonyms, key) ? statusSynonyms[key] : undefined
}

export const jobStatusLabels: Record<JobStatus, string> = { active: 'Ativa', inactive: 'Fechada' }

/** A job the expiry sweep closed (issue 40): closed like any other, and read as this. */
const EXPIRED_JOB_LABEL = 'Expirada'

/**
 * Detail screens show active as Ativa and anything else as Fechada (spec §4), or Expirada when the
 * job closed itself 60 days after its publication (decision 0068).
 */
export function jobStatusLabel(status: string | null | undefined, expiredAt?: string | null): string {
  if (normalizeJobStatus(status) === 'active') return jobStatusLabels.active
  return expiredAt ? EXPIRED_JOB_LABEL : jobStatusLabels.inactive
}

/** A job stays open this many days after its publication or renewal; its JobPosting's validThrough says the same (decision 0068). */
export const JOB_OPEN_DAYS = 60
/** The shop hears this many days before its job expires, by e-mail and in its panel. */
const JOB_EXPIRY_NOTICE_DAYS = 7
const DAY = 24 * 60 * 60 * 1000

/** When a job published (or renewed) at `publishedAt` closes itself. */
export const jobExpiresAt = (publishedAt: string | Date): Date => new Date(new Date(publishedAt).getTime() + JOB_OPEN_DAYS * DAY)

/** Jobs published at or before this are within their last week as of `now`: their notice is due. */
export const expiryNoticeFrom = (now: Date): Date => new Date(now.getTime() - (JOB_OPEN_DAYS - JOB_EXPIRY_NOTICE_DAYS) * DAY)

/** Jobs published at or before this have had their 60 days as of `now`. */
export const expiryFrom = (now: Date): Date => new Date(now.getTime() - JOB_OPEN_DAYS * DAY)

/** Midnight of a date's day where this code runs (the browser: its reader's day). */
const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()

/**
 * Calendar days from today to the day an open job expires, when that is within the notice's week
 * (0 on the day itself, 1 the day before); null when the job is not open, has no publication date,
 * or is further off.
 */
export function daysUntilExpiry(job: { status?: string | null; publishedAt?: string | null }, now = new Date()): number | null {
  if (normalizeJobStatus(job.status) !== 'active' || !job.publishedAt) return null
  const expires = jobExpiresAt(job.publishedAt)
  if (expires.getTime() - now.getTime() > JOB_EXPIRY_NOTICE_DAYS * DAY) return null
  // Rounded: a day around a summer-time change is 23 or 25 hours long.
  return Math.max(0, Math.round((dayStart(expires) - dayStart(now)) / DAY))
}

/** 'Expira hoje', 'Expira amanhã', 'Expira em 5 dias'. */
export function expiresInText(days: number): string {
  if (days <= 0) return 'Expira hoje'
  if (days === 1) return 'Expira amanhã'
  return `Expira em ${days} dias`
}

/** How many barbers a job asks for (issue 40): 1 to 20. */
export const JOB_OPENINGS_MIN = 1
export const JOB_OPENINGS_MAX = 20
export const URGENT_JOB_LABEL = 'Urgente'

/** 'Precisa de 2 barbeiros'; nothing for one barber, which every job needs. */
export function openingsText(openings: number | null | undefined): string | null {
  return openings && openings > 1 ? `Precisa de ${openings} barbeiros` : null
}

export const CONTRACT_TYPES = ['full_time', 'part_time', 'freelance', 'commission', 'partnership', 'chair_rental'] as const
export type ContractType = (typeof CONTRACT_TYPES)[number]

export const contractTypeLabels: Record<ContractType, string> = {
  full_time: 'Tempo Integral',
  part_time: 'Meio Período',
  freelance: 'Freelancer',
  commission: 'Comissão',
  partnership: 'Parceria (salão-parceiro)',
  chair_rental: 'Aluguel de cadeira',
}

/** The same contract types as Portugal names them (issue 39): a Portuguese account or job reads these. */
const portugueseContractTypeLabels: Record<ContractType, string> = {
  ...contractTypeLabels,
  full_time: 'Tempo inteiro',
  part_time: 'Tempo parcial',
  chair_rental: 'Aluguer de cadeira',
}

export const contractTypeLabelsOf = (country: Country): Record<ContractType, string> => (country === 'PT' ? portugueseContractTypeLabels : contractTypeLabels)

export const DEFAULT_CONTRACT_TYPE: ContractType = 'full_time'

/** Spec §3: an empty contract type reads as the default label. */
export function contractTypeLabel(value: string | null | undefined, country: Country = 'BR'): string {
  const labels = contractTypeLabelsOf(country)
  return value && Object.hasOwn(labels, value) ? labels[value as ContractType] : labels[DEFAULT_CONTRACT_TYPE]
}

export const EXPERIENCE_OPTIONS = [0, 1, 2, 3, 5] as const
export type ExperienceRequired = (typeof EXPERIENCE_OPTIONS)[number]
export const isExperienceOption = (value: number): value is ExperienceRequired => (EXPERIENCE_OPTIONS as readonly number[]).includes(value)

export function experienceLabel(years: number): string {
  if (years === 0) return 'Sem experiência'
  return `${years} ${years === 1 ? 'ano' : 'anos'}`
}

/** A typical fixed part of a barber's pay, in whole units of each country's money. */
const exampleSalary: Record<Country, number> = { BR: 2500, PT: 1000 }

/** The salary field's placeholder, in the job's country's money: 'Ex.: R$ 2.500 + comissão', 'Ex.: 1000 € + comissão'. */
export function salaryPlaceholder(country: Country): string {
  return `Ex.: ${formatPrice(toCents(exampleSalary[country]), country)} + comissão`
}

export const JOB_TITLE_MIN = 5
export const JOB_DESCRIPTION_MIN = 20
export const JOB_TITLE_MAX = 120
export const JOB_DESCRIPTION_MAX = 5000

export const OPEN_JOBS_PAGE_SIZE = 20
export const OPEN_JOBS_MAX_PAGE_SIZE = 50
export const SEARCH_MAX_LENGTH = 100

/** What barbers see of a job; changing any of these on an active job is publishing. */
const JOB_VISIBLE_FIELDS = [
  'title',
  'description',
  'salary',
  // The structured pay (decision 0036) shows on every card and job page, as the salary does.
  'payKind',
  'payMin',
  'payMax',
  'payCommission',
  'payNote',
  'schedule',
  'contractType',
  'experienceRequired',
  // Issue 40: both show on every card and job page.
  'urgent',
  'openings',
] as const

type JobFacts = Partial<Record<(typeof JOB_VISIBLE_FIELDS)[number] | 'status', unknown>>

/** Empty text and a missing value read the same to a barber. */
const shown = (value: unknown) => (value === undefined || value === '' ? null : value)

/**
 * Whether a change puts something in front of barbers: creating an active job, reopening a closed
 * one, or editing what an active job shows. Closing a job, or editing a closed one, does not.
 */
export function publishesJob(original: JobFacts | null | undefined, change: JobFacts): boolean {
  const status = normalizeJobStatus(change.status) ?? normalizeJobStatus(original?.status) ?? 'active'
  if (status !== 'active') return false
  if (!original) return true
  if (normalizeJobStatus(original.status) !== 'active') return true
  return JOB_VISIBLE_FIELDS.some((field) => field in change && shown(change[field]) !== shown(original[field]))
}
