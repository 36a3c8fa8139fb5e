import { useQuery } from '@tanstack/react-query'
import type { OpenJobCard } from '#domain/jobSearch'
import type { BarberRecommendation, RecommendationBasis } from '#domain/perks'
import { api } from '../api/client'
import { directoryKeys, jobKeys } from '../api/queryKeys'

export type Recommendations<T> = { basis: RecommendationBasis | null; docs: T[] }

/**
 * 'Recomendadas para você' (barbers in trial, on Semestral or Anual; decisions 0024, 0055). Asked only
 * when the session's perks include it: the server would refuse anyone else with a 403.
 */
export function useRecommendedJobs(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: jobKeys.recommended,
    queryFn: ({ signal }) => api.get<Recommendations<OpenJobCard>>('/api/recommendations/jobs', { signal }),
  })
}

/** 'Recomendações de barbeiros' (shops in trial, on Semestral or Anual), asked on the same condition. */
export function useRecommendedBarbers(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: directoryKeys.recommendedBarbers,
    queryFn: ({ signal }) => api.get<Recommendations<BarberRecommendation>>('/api/recommendations/barbers', { signal }),
  })
}
