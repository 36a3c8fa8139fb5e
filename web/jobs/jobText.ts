import { EXPERIENCE_OPTIONS, experienceLabel } from '#domain/jobs'
import { formatAgo, formatDate } from '../ui/format'

/** Spec §2 (admin jobs): an empty salary reads 'A combinar'. */
export const salaryText = (salary: string | null | undefined) => salary?.trim() || 'A combinar'

/** "Publicada em 21/11/2026". */
export const publishedOnText = (createdAt: string) => `Publicada em ${formatDate(createdAt)}`

/** "Publicada hoje", "Publicada há 3 dias". */
export const postedText = (createdAt: string, now?: Date) => `Publicada ${formatAgo(createdAt, now)}`

/** The open-jobs filter by the barber's own experience: jobs asking at most that many years. */
export const experienceFilterOptions: { value: string; label: string }[] = [
  { value: '', label: 'Qualquer' },
  ...EXPERIENCE_OPTIONS.map((years) => ({ value: String(years), label: years === 0 ? experienceLabel(0) : `Até ${experienceLabel(years)}` })),
]
