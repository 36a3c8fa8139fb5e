import { queryOptions, useQuery } from '@tanstack/react-query'
import type { JobPayInsight, PlacePage } from '#domain/places'
import { api } from '../api/client'
import { placeKeys } from '../api/queryKeys'

/** GET /api/places-with-jobs/:state/:city: a place's active jobs, 'Quanto paga' and the places near it. */
export const placePageQuery = (state: string, city: string) =>
  queryOptions({
    queryKey: placeKeys.page(state, city),
    queryFn: ({ signal }) => api.get<PlacePage>(`/api/places-with-jobs/${encodeURIComponent(state)}/${encodeURIComponent(city)}`, { signal }),
  })

export function usePlacePage(state: string, city: string) {
  return useQuery(placePageQuery(state, city))
}

/** GET /api/places-with-jobs/job/:id: the job's place and 'Quanto paga' for the job's kind of pay there. */
export const jobPayInsightQuery = (jobId: string) =>
  queryOptions({
    queryKey: placeKeys.jobInsight(jobId),
    queryFn: ({ signal }) => api.get<JobPayInsight>(`/api/places-with-jobs/job/${encodeURIComponent(jobId)}`, { signal }),
  })

export function useJobPayInsight(jobId: string) {
  return useQuery(jobPayInsightQuery(jobId))
}
