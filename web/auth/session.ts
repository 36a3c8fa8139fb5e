import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Session } from '#domain/session'
import { api } from '../api/client'
import { takeProofHeaders } from './proofOfWork'
import { bootstrap } from '../api/bootstrap'
import { toast } from '../ui/toast'

export type { Session }

/** The signed-in user and the state of its profile; refreshed every 60 s (trial and plan can change). */
export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => api.get<Session>('/api/session', { signal }),
  initialData: () => bootstrap().session,
  staleTime: 60_000,
  refetchInterval: 60_000,
})

export function useSession() {
  return useQuery(sessionQuery)
}

export type Credentials = { email: string; password: string }

/** The one toast a refused login shows (LoginForm): a new refusal replaces it, a successful login takes it away. */
export const LOGIN_ERROR_TOAST = 'erro-no-login'

export function useLogin() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (credentials: Credentials) => api.post('/api/users/login', credentials, { headers: takeProofHeaders() }),
    onSuccess: async () => {
      // What the refusal said no longer holds.
      toast.dismiss(LOGIN_ERROR_TOAST)
      await client.resetQueries()
      await client.fetchQuery(sessionQuery)
    },
  })
}

export function useLogout() {
  const client = useQueryClient()
  return useMutation({
    // The push subscription's code loads only when someone signs out, not with every page.
    mutationFn: () => import('../pwa/queries').then(({ forgetThisBrowser }) => forgetThisBrowser()).then(() => api.post('/api/users/logout')),
    onSettled: () => {
      client.clear()
      client.setQueryData(sessionQuery.queryKey, { user: null, profile: null })
    },
  })
}
