import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { JobDetails } from '#domain/jobDetails'
import type { jobFormToPayload } from '#domain/jobFormPayload'
import { normalizeJobStatus, type JobStatus } from '#domain/jobs'
import type { MyJobsQuery, OpenJobsPage, OpenJobsQuery } from '#domain/jobSearch'
import type { Application, Job, SavedJob } from '#payload-types'
import { api, toQuery } from '../api/client'
import { populated, relationId } from '../api/populated'
import { applicationKeys, directoryKeys, jobKeys, meKeys } from '../api/queryKeys'
import { offerInstallOnce } from '../pwa/installOffer'

/** Payload's list answer, reduced to what the screens read. */
export type ListPage<T> = { docs: T[]; page: number; totalDocs: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean }

const SAVED_JOBS_PAGE_SIZE = 20

/** GET /api/open-jobs: active jobs with search and filters; a barber's cards say applied/saved. The server fills it for /vagas-abertas. */
export const openJobsQuery = (query: OpenJobsQuery) =>
  queryOptions({
    queryKey: jobKeys.openPage(query),
    queryFn: ({ signal }) => api.get<OpenJobsPage>(`/api/open-jobs${toQuery(query)}`, { signal }),
  })

export function useOpenJobs(query: OpenJobsQuery) {
  return useQuery({ ...openJobsQuery(query), placeholderData: keepPreviousData })
}

/** The shop's own jobs, every status, newest first; the search matches title, shop name or city, ignoring accents. */
export function useMyJobs(userId: number, search: MyJobsQuery) {
  return useQuery({
    queryKey: jobKeys.mine(userId, search),
    queryFn: ({ signal }) => api.get<ListPage<Job>>(`/api/my-jobs${toQuery(search)}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/**
 * One job as stored (its shopUser says whose it is), read again whenever a page opens it: the
 * edit form and the applicants page. Anyone reads an active job; a shop also its closed ones.
 */
export function useJob(id: string) {
  return useQuery({
    queryKey: jobKeys.one(id),
    queryFn: ({ signal }) => api.get<Job>(`/api/jobs/${encodeURIComponent(id)}?depth=0`, { signal }),
    staleTime: 0,
    enabled: id !== '',
  })
}

/** GET /api/job-details/:id: the job, its shop and where the viewer stands with it. */
export const jobDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: jobKeys.detailsOf(id),
    queryFn: ({ signal }) => api.get<JobDetails>(`/api/job-details/${encodeURIComponent(id)}`, { signal }),
  })

export function useJobDetails(id: string) {
  return useQuery(jobDetailsQuery(id))
}

/**
 * A job one of the barber's own lists refers to (an application, a saved job): its id, title and
 * whether it is open. The list brings the job only while it is listed; a closed one arrives as its
 * bare id, and its public page (docs/decisions/0018) tells its title and status, read once and
 * shared with the page itself. `id` is null once the job is gone.
 */
export function useReferencedJob(value: number | Job | null | undefined) {
  const listed = populated(value)
  const id = relationId(value) ?? null
  const page = useQuery({ ...jobDetailsQuery(String(id)), enabled: listed === null && id !== null, select: (details) => details.job })
  const job = listed ?? page.data
  return { id, title: job?.title, open: job ? normalizeJobStatus(job.status) === 'active' : false, loading: page.isLoading }
}

/** The barber's saved jobs; a job that closed or was removed comes back as its id or null. */
export function useSavedJobs(page: number) {
  return useQuery({
    queryKey: jobKeys.savedPage(page),
    queryFn: ({ signal }) =>
      api.get<ListPage<SavedJob>>(`/api/saved-jobs${toQuery({ depth: 1, sort: '-createdAt', limit: SAVED_JOBS_PAGE_SIZE, page })}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

/**
 * What the job form sends (domain/jobFormPayload's jobFormToPayload). The pages with the form convert it,
 * so the detail and list pages do not download the form library with these hooks.
 */
export type JobPayload = ReturnType<typeof jobFormToPayload>

/**
 * A job changed: every job list and detail (a shop's public page included), the panels' counts
 * and the directory's count of each shop's open jobs.
 */
const refreshJobs = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: jobKeys.all }),
    client.invalidateQueries({ queryKey: meKeys.dashboard }),
    client.invalidateQueries({ queryKey: directoryKeys.shops }),
  ])

export function useCreateJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (job: JobPayload) => api.post<{ doc: Job }>('/api/jobs', { ...job, status: 'active' }),
    onSuccess: () => {
      offerInstallOnce()
      return refreshJobs(client)
    },
  })
}

export function useUpdateJob(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (changes: JobPayload | { status: JobStatus }) => api.patch<{ doc: Job }>(`/api/jobs/${encodeURIComponent(id)}?depth=0`, changes),
    onSuccess: ({ doc }) => {
      client.setQueryData(jobKeys.one(id), doc)
      return refreshJobs(client)
    },
  })
}

/** 'Renovar' (decision 0068): the job stays open 60 days from now; a closed or expired one opens again. */
export function useRenewJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.post<{ doc: Job }>(`/api/my-jobs/${id}/renew`, {}),
    onSuccess: ({ doc }) => {
      client.setQueryData(jobKeys.one(String(doc.id)), doc)
      return refreshJobs(client)
    },
  })
}

/** 'Fechar vaga' from a list (the panel's expiry notice): the job leaves the open jobs. */
export function useCloseJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.patch<{ doc: Job }>(`/api/jobs/${id}?depth=0`, { status: 'inactive' }),
    onSuccess: ({ doc }) => {
      client.setQueryData(jobKeys.one(String(doc.id)), doc)
      return refreshJobs(client)
    },
  })
}

/** An application as POST /api/applications takes it: the message and answers only when the apply form sent them. */
export type ApplyRequest = { jobId: number; message?: string; answers?: { question: number; questionId?: string; answer: boolean | string }[] }

export function useApplyToJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ jobId, message, answers }: ApplyRequest) => api.post<{ doc: Application }>('/api/applications', { job: jobId, message, answers }),
    onSuccess: () => {
      offerInstallOnce()
      return Promise.all([refreshJobs(client), client.invalidateQueries({ queryKey: applicationKeys.all })])
    },
  })
}

/**
 * Salvar Vaga / remove. The open-jobs list knows only that a job is saved, not the saved record's
 * id, so removing from there looks the record up first.
 */
export function useToggleSavedJob() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ jobId, saved, savedJobId }: { jobId: number; saved: boolean; savedJobId?: number | null }) => {
      if (!saved) return api.post<{ doc: SavedJob }>('/api/saved-jobs', { job: jobId })
      let id = savedJobId
      if (!id) {
        const found = await api.get<ListPage<SavedJob>>(`/api/saved-jobs${toQuery({ 'where[job][equals]': jobId, depth: 0, limit: 1 })}`)
        id = found.docs[0]?.id
      }
      if (id) await api.delete(`/api/saved-jobs/${id}`)
      return null
    },
    onSuccess: (_result, { jobId, saved }) => {
      client.setQueriesData<OpenJobsPage>({ queryKey: jobKeys.open }, (page) =>
        page ? { ...page, docs: page.docs.map((job) => (job.id === jobId ? { ...job, saved: !saved } : job)) } : page,
      )
      return Promise.all([
        client.invalidateQueries({ queryKey: jobKeys.saved }),
        client.invalidateQueries({ queryKey: jobKeys.details }),
        client.invalidateQueries({ queryKey: jobKeys.open, refetchType: 'none' }),
      ])
    },
  })
}
