import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { JobAlertDelivery, JobAlertFilters } from '#domain/jobAlerts'
import type { JobAlert } from '#payload-types'
import { api, toQuery } from '../api/client'
import { alertKeys } from '../api/queryKeys'
import type { ListPage } from '../jobs/queries'

/** A barber's alerts: ten at most, so one page holds them all. */
export function useJobAlerts() {
  return useQuery({
    queryKey: alertKeys.all,
    queryFn: ({ signal }) => api.get<ListPage<JobAlert>>(`/api/job-alerts${toQuery({ depth: 0, sort: '-createdAt', limit: 10 })}`, { signal }),
  })
}

export function useCreateJobAlert() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (alert: { filters: JobAlertFilters; delivery: JobAlertDelivery }) => api.post<{ doc: JobAlert }>('/api/job-alerts', alert),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  })
}

export function useUpdateJobAlert() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number; delivery?: JobAlertDelivery; paused?: boolean }) =>
      api.patch<{ doc: JobAlert }>(`/api/job-alerts/${id}?depth=0`, changes),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  })
}

export function useDeleteJobAlert() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/job-alerts/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  })
}
