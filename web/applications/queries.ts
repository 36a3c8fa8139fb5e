import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationStatus } from '../../domain/applications'
import type { BarberDashboard } from '../../domain/dashboard'
import type { Application, Job } from '../../payload-types'
import { api, toQuery } from '../api/client'

/** Payload's answer to a list request. */
export type Paginated<T> = { docs: T[]; totalDocs: number; page: number; limit: number; hasPrevPage: boolean; hasNextPage: boolean }

export const APPLICATIONS_PAGE_SIZE = 20

/** Which applications a list shows; the server already keeps them to the caller's own (barber) or its jobs' (shop). */
export type ApplicationFilters = { job?: number; status?: ApplicationStatus; page: number }

const applicationsKey = ['applications'] as const

/**
 * Applications newest first, at depth 2: the job with its barbershop, the barber with its photo
 * and presentation video.
 */
export const applicationsQuery = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: [...applicationsKey, filters],
    queryFn: ({ signal }) =>
      api.get<Paginated<Application>>(
        `/api/applications${toQuery({
          depth: 2,
          sort: '-createdAt',
          limit: APPLICATIONS_PAGE_SIZE,
          page: filters.page,
          'where[job][equals]': filters.job,
          'where[status][equals]': filters.status,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  })

export const useApplications = (filters: ApplicationFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...applicationsQuery(filters), enabled })

/** One job as stored (its shopUser says whose it is). Anyone reads an active job; a shop also its closed ones. */
export const jobQuery = (id: number) =>
  queryOptions({
    queryKey: ['jobs', 'doc', id],
    queryFn: ({ signal }) => api.get<Job>(`/api/jobs/${id}?depth=0`, { signal }),
  })

export const useJob = (id: number) => useQuery({ ...jobQuery(id), enabled: id > 0 })

export type JobOption = Pick<Job, 'id' | 'title' | 'status'>

/** The shop's own jobs (open and closed), for the job filter of /candidatos. */
export const shopJobOptionsQuery = (userId: number) =>
  queryOptions({
    queryKey: ['jobs', 'options', userId],
    queryFn: async ({ signal }) =>
      (
        await api.get<Paginated<JobOption>>(
          `/api/jobs${toQuery({
            'where[shopUser][equals]': userId,
            sort: '-createdAt',
            depth: 0,
            limit: 100,
            'select[title]': true,
            'select[status]': true,
          })}`,
          { signal },
        )
      ).docs,
  })

export const useShopJobOptions = (userId: number | undefined) => useQuery({ ...shopJobOptionsQuery(userId ?? 0), enabled: Boolean(userId) })

/** The role panel's counts; for a barber, its applications by status. */
export const dashboardQuery = queryOptions({
  queryKey: ['me', 'dashboard'],
  queryFn: ({ signal }) => api.get<BarberDashboard>('/api/me/dashboard', { signal }),
})

export const useBarberDashboard = () => useQuery(dashboardQuery)

/**
 * A shop moves an application (pending → accepted | rejected, accepted → hired); the server
 * refuses any other move with a message the caller shows. Every list shows the new status at
 * once, then all of them and the panel counts are read again.
 */
export function useUpdateApplicationStatus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) => api.patch<{ doc: Application }>(`/api/applications/${id}?depth=0`, { status }),
    onSuccess: (_, { id, status }) => {
      client.setQueriesData<Paginated<Application>>({ queryKey: applicationsKey }, (page) =>
        page ? { ...page, docs: page.docs.map((doc) => (doc.id === id ? { ...doc, status } : doc)) } : page,
      )
      void client.invalidateQueries({ queryKey: applicationsKey })
      void client.invalidateQueries({ queryKey: dashboardQuery.queryKey })
    },
    // A refusal usually means the application moved elsewhere (another tab): show where it stands now.
    onError: () => void client.invalidateQueries({ queryKey: applicationsKey }),
  })
}
