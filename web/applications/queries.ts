import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ApplicationStatus } from '#domain/applications'
import type { BarberDashboard } from '#domain/dashboard'
import type { Application, Job } from '#payload-types'
import { api, toQuery } from '../api/client'
import { applicationKeys, jobKeys, meKeys } from '../api/queryKeys'
import { dashboardQuery } from '../profiles/queries'
import type { ApplicationFilters } from './filters'

/** Payload's answer to a list request. */
export type Paginated<T> = { docs: T[]; totalDocs: number; totalPages: number; page: number; limit: number; hasPrevPage: boolean; hasNextPage: boolean }

const APPLICATIONS_PAGE_SIZE = 20

const statusWhere = ({ status, view }: ApplicationFilters) => {
  if (view === 'closed') return { 'where[status][equals]': 'pending', 'where[jobOpen][equals]': false }
  if (view === 'pending') return { 'where[status][equals]': 'pending', 'where[jobOpen][equals]': true }
  return { 'where[status][equals]': view ?? status }
}

/**
 * Applications newest first, at depth 2: the job with its barbershop, the barber with its photo
 * and presentation video.
 */
const applicationsQuery = (filters: ApplicationFilters) =>
  queryOptions({
    queryKey: applicationKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<Paginated<Application>>(
        `/api/applications${toQuery({
          depth: 2,
          sort: '-createdAt',
          limit: APPLICATIONS_PAGE_SIZE,
          page: filters.page,
          'where[job][equals]': filters.job,
          'where[yesNoAnswers][in]': filters.answer,
          ...statusWhere(filters),
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  })

export const useApplications = (filters: ApplicationFilters, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...applicationsQuery(filters), enabled })

export type JobOption = Pick<Job, 'id' | 'title' | 'status'>

/** The shop's own jobs (open and closed), for the job filter of /candidatos. */
const shopJobOptionsQuery = (userId: number) =>
  queryOptions({
    queryKey: jobKeys.options(userId),
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

/** The panel's counts, which for a barber are its applications by status. */
export const useBarberDashboard = () => useQuery({ ...dashboardQuery, select: (dashboard) => dashboard as BarberDashboard })

/**
 * A shop moves an application (pending → accepted | rejected, accepted → hired); the server
 * refuses any other move with a message the caller shows. Every list shows the new status at
 * once, then all of them, the panel counts and the job pages (which tell the barber where its
 * application stands) are read again.
 */
export function useUpdateApplicationStatus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: ApplicationStatus }) => api.patch<{ doc: Application }>(`/api/applications/${id}?depth=0`, { status }),
    onSuccess: (_, { id, status }) => {
      client.setQueriesData<Paginated<Application>>({ queryKey: applicationKeys.all }, (page) =>
        page ? { ...page, docs: page.docs.map((doc) => (doc.id === id ? { ...doc, status } : doc)) } : page,
      )
      void client.invalidateQueries({ queryKey: applicationKeys.all })
      void client.invalidateQueries({ queryKey: meKeys.dashboard })
      void client.invalidateQueries({ queryKey: jobKeys.details })
    },
    // A refusal usually means the application moved elsewhere (another tab): show where it stands now.
    onError: () => void client.invalidateQueries({ queryKey: applicationKeys.all }),
  })
}
