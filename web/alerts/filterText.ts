import type { JobAlertFilters } from '#domain/jobAlerts'
import { contractTypeLabels, experienceLabel, type ContractType } from '#domain/jobs'
import { toQuery } from '../api/client'

/** An alert's filters in words: 'degradê · Rio de Janeiro, RJ · Comissão · até 2 anos'. */
export function alertFilterText(filters: JobAlertFilters): string {
  const parts = [
    filters.q && `“${filters.q}”`,
    [filters.city, filters.state, filters.country === 'PT' ? 'Portugal' : filters.country === 'BR' ? 'Brasil' : undefined].filter(Boolean).join(', '),
    filters.contractType && contractTypeLabels[filters.contractType as ContractType],
    filters.maxExperience !== undefined && `Experiência exigida: ${experienceLabel(Number(filters.maxExperience))}`,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'Todas as vagas'
}

/** The /vagas-abertas address of these filters (its Portuguese parameter names). */
export function alertSearchPath(filters: JobAlertFilters): string {
  return `/vagas-abertas${toQuery({
    q: filters.q,
    pais: filters.country ?? 'todos',
    estado: filters.state,
    cidade: filters.city,
    contrato: filters.contractType,
    experiencia: filters.maxExperience,
  })}`
}
