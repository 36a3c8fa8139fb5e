import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Invitation } from '#payload-types'
import { api, toQuery } from '../api/client'
import { invitationKeys } from '../api/queryKeys'
import { sessionQuery } from '../auth/session'
import type { ListPage } from '../jobs/queries'

const PAGE_SIZE = 20

/**
 * GET /api/invitations: the barber's received or the shop's sent, newest first (read access gives
 * each only its own). Depth 1 brings the job (its status and screening questions decide how
 * 'Candidatar-se' goes) and the barber (the shop's list names and links them).
 */
export function useInvitations(page: number) {
  return useQuery({
    queryKey: invitationKeys.page(page),
    queryFn: ({ signal }) => api.get<ListPage<Invitation>>(`/api/invitations${toQuery({ depth: 1, limit: PAGE_SIZE, page, sort: '-createdAt' })}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

export type InviteRequest = { barber: number; job: number; note?: string }

/** POST /api/invitations: 'Convidar para uma vaga'. */
export function useSendInvitation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (request: InviteRequest) => api.post<{ doc: Invitation }>('/api/invitations', request),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  })
}

/** PATCH /api/invitations/:id `{status:'declined'}`: the barber's 'Recusar'. */
export function useDeclineInvitation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.patch<{ doc: Invitation }>(`/api/invitations/${id}?depth=0`, { status: 'declined' }),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationKeys.all }),
  })
}

/** Applying moves the invitation to 'applied' on the server: the list reads it again. */
export const useRefreshInvitations = () => {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: invitationKeys.all })
}

/** PATCH /api/me/settings `{invitations}`: the switch of Segurança da conta, shown at once and put back if refused. */
export function useSetInvitationsEnabled() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => api.patch<{ invitations: boolean }>('/api/me/settings', { invitations: enabled }),
    onMutate: async (enabled) => {
      await client.cancelQueries({ queryKey: sessionQuery.queryKey })
      const before = client.getQueryData(sessionQuery.queryKey)
      client.setQueryData(sessionQuery.queryKey, (session) =>
        session?.user ? { ...session, user: { ...session.user, invitationsEnabled: enabled } } : session,
      )
      return { before }
    },
    onError: (_error, _enabled, context) => client.setQueryData(sessionQuery.queryKey, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}
