import { EXPERIENCE_OPTIONS, experienceLabel } from '#domain/jobs'
import { formatAgo, formatDate } from '../ui/format'
import { CHAIR_RENTAL, formatRent, rentOf } from '#domain/rent'
import type { Country } from '#domain/locations'

/** Spec §2 (admin jobs): an empty salary reads 'A combinar'. */
const salaryText = (salary: string | null | undefined) => salary?.trim() || 'A combinar'

/**
 * What a card and a job page say about money (issue 40): the pay, and on a chair rental the rent
 * the barber pays, apart ('Aluguel: R$ 150 por semana'). A chair rental without pay shows no pay
 * line at all: its rent is not what the barber earns.
 */
export function moneyLines(
  job: { salary?: string | null; contractType?: string | null; rent?: Parameters<typeof rentOf>[0]['rent'] },
  country: Country,
): { pay?: string; rent?: string } {
  if (job.contractType !== CHAIR_RENTAL) return { pay: salaryText(job.salary) }
  return { ...(job.salary?.trim() ? { pay: job.salary.trim() } : {}), rent: formatRent(rentOf(job), country) }
}

/** The same on one line, for the compact lists: 'R$ 2.500/mês', 'Aluguel: R$ 150 por semana'. */
export const moneyText = (job: Parameters<typeof moneyLines>[0], country: Country) => Object.values(moneyLines(job, country)).join(' · ')

/** "Publicada em 21/11/2026". */
export const publishedOnText = (createdAt: string) => `Publicada em ${formatDate(createdAt)}`

/** "Publicada hoje", "Publicada há 3 dias". */
export const postedText = (createdAt: string, now?: Date) => `Publicada ${formatAgo(createdAt, now)}`

/** The open-jobs filter by the barber's own experience: jobs asking at most that many years. */
export const experienceFilterOptions: { value: string; label: string }[] = [
  { value: '', label: 'Qualquer' },
  ...EXPERIENCE_OPTIONS.map((years) => ({ value: String(years), label: years === 0 ? experienceLabel(0) : `Até ${experienceLabel(years)}` })),
]
