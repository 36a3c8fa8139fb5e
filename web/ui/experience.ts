import { experienceLabel } from '#domain/jobs'

/**
 * What a job asks for: "Sem experiência", "1 ano de experiência", "5 anos de experiência".
 * GET /api/open-jobs sends the years as a numeric string ("1"), hence Number().
 */
export function formatRequiredExperience(years: number | string | null | undefined): string {
  const value = Number(years ?? 0)
  return value === 0 ? experienceLabel(0) : `${experienceLabel(value)} de experiência`
}

/** A barber's years as people say them: "Menos de 1 ano", "1 ano", "6 anos". */
export function yearsLabel(years: number): string {
  if (years <= 0) return 'Menos de 1 ano'
  return `${years} ${years === 1 ? 'ano' : 'anos'}`
}

/** A barber's experience in a sentence: "Menos de 1 ano de experiência", "6 anos de experiência". */
export function formatBarberExperience(years: number): string {
  return `${yearsLabel(years)} de experiência`
}
