import type { JobAlertFilters } from '#domain/jobAlerts'
import type { Country } from '#domain/countries'
import { contractTypeLabelsOf, experienceLabel, type ContractType } from '#domain/jobs'
import { DEFAULT_NEAR_RADIUS } from '#domain/nearby'
import { jobSearchMessages } from '#domain/messages/jobs'
import { payFilterText } from '#domain/pay'
import { toQuery } from '../api/client'
import { URGENT_ONLY } from '../jobs/useOpenJobsSearch'
import { NEAR_DEFAULT_LABEL, withNear } from '../nearby/nearSearch'

/**
 * An alert's filters in words, in the reader's Portuguese, every filter it keeps included:
 * '“degradê” · Salário mensal a partir de R$ 3.000 em Rio de Janeiro, RJ · Comissão · até 2 anos'.
 */
export function alertFilterText(filters: JobAlertFilters, reader: Country): string {
  const place = [filters.city, filters.state, filters.country === 'PT' ? 'Portugal' : filters.country === 'BR' ? 'Brasil' : undefined]
    .filter(Boolean)
    .join(', ')
  // The pay first, then where: 'Salário mensal a partir de R$ 3.000 em São Paulo' (issue 40).
  const pay = payFilterText(
    { payKind: filters.payKind, payMin: filters.payMin },
    filters.country === 'PT' || filters.country === 'BR' ? filters.country : reader,
  )
  const parts = [
    filters.q && `“${filters.q}”`,
    pay && place ? `${pay} em ${place}` : pay || place,
    filters.urgent === true && jobSearchMessages.urgentOnly,
    filters.contractType && contractTypeLabelsOf(reader)[filters.contractType as ContractType],
    filters.maxExperience !== undefined && `Experiência exigida: ${experienceLabel(Number(filters.maxExperience))}`,
    // The radius reaches cities by their centre (decision 0059), not addresses.
    filters.lat !== undefined && `Cidades a até ${filters.raioKm ?? DEFAULT_NEAR_RADIUS} km de ${filters.nearLabel ?? NEAR_DEFAULT_LABEL}`,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'Todas as vagas'
}

/** The /vagas-abertas address of these filters (its Portuguese parameter names), with the near search's own (nearSearch.ts). */
export function alertSearchPath(filters: JobAlertFilters): string {
  const query = toQuery({
    q: filters.q,
    pais: filters.country ?? 'todos',
    estado: filters.state,
    cidade: filters.city,
    contrato: filters.contractType,
    experiencia: filters.maxExperience,
    remuneracao: filters.payKind,
    minimo: filters.payMin,
    urgentes: filters.urgent === true ? URGENT_ONLY : undefined,
  })
  if (filters.lat === undefined || filters.lng === undefined) return `/vagas-abertas${query}`
  const near = { lat: filters.lat, lng: filters.lng, raioKm: filters.raioKm ?? DEFAULT_NEAR_RADIUS, label: filters.nearLabel ?? NEAR_DEFAULT_LABEL }
  return `/vagas-abertas?${withNear(new URLSearchParams(query), near)}`
}
