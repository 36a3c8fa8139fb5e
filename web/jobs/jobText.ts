import { EXPERIENCE_OPTIONS, experienceLabel } from '../../domain/jobs'
import { formatAgo } from '../ui/format'

/** Spec §2 (admin jobs): an empty salary reads 'A combinar'. */
export const salaryText = (salary: string | null | undefined) => salary?.trim() || 'A combinar'

/**
 * "Sem experiência", "2 anos de experiência". GET /api/open-jobs sends the years as a numeric
 * string ("1"), hence Number().
 */
export function experienceText(years: number | string | null | undefined): string {
  const value = Number(years ?? 0)
  return value === 0 ? experienceLabel(0) : `${experienceLabel(value)} de experiência`
}

/** "Publicada hoje", "Publicada há 3 dias". */
export const postedText = (createdAt: string, now?: Date) => `Publicada ${formatAgo(createdAt, now)}`

/** The open-jobs filter by the barber's own experience: jobs asking at most that many years. */
export const experienceFilterOptions: { value: string; label: string }[] = [
  { value: '', label: 'Qualquer' },
  ...EXPERIENCE_OPTIONS.map((years) => ({ value: String(years), label: years === 0 ? experienceLabel(0) : `Até ${experienceLabel(years)}` })),
]
