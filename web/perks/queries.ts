import { useQuery } from '@tanstack/react-query'
import type { OpenJobCard } from '#domain/jobSearch'
import type { BarberRecommendation, RecommendationBasis } from '#domain/perks'
import { api } from '../api/client'
import { directoryKeys, jobKeys } from '../api/queryKeys'

export type Recommendations<T> = { basis: RecommendationBasis | null; docs: T[] }

/** 'Recomendadas para você' (Semestral and Anual barbers); other plans get a 403 that the panel turns into an upsell. */
export function useRecommendedJobs() {
  return useQuery({
    queryKey: jobKeys.recommended,
    queryFn: ({ signal }) => api.get<Recommendations<OpenJobCard>>('/api/recommendations/jobs', { signal }),
  })
}

/** 'Recomendações de barbeiros' (Semestral and Anual shops). */
export function useRecommendedBarbers() {
  return useQuery({
    queryKey: directoryKeys.recommendedBarbers,
    queryFn: ({ signal }) => api.get<Recommendations<BarberRecommendation>>('/api/recommendations/barbers', { signal }),
  })
}
