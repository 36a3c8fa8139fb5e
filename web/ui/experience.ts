import { experienceLabel } from '../../domain/jobs'

/**
 * "Sem experiência", "1 ano de experiência", "6 anos de experiência": a job's minimum or a barber's
 * years. GET /api/open-jobs sends the years as a numeric string ("1"), hence Number().
 */
export function formatExperience(years: number | string | null | undefined): string {
  const value = Number(years ?? 0)
  return value === 0 ? experienceLabel(0) : `${experienceLabel(value)} de experiência`
}
