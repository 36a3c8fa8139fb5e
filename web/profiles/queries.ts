import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Dashboard } from '#domain/dashboard'
import type { OpenJobsPage } from '#domain/jobSearch'
import type { ProfileBadgeList } from '#domain/perks'
import type { BarberProfileData, ShopProfileData } from '#domain/profileSchemas'
import type { UserType } from '#domain/roles'
import type { Barber, Barbershop } from '#payload-types'
import { api, toQuery } from '../api/client'
import { directoryKeys, jobKeys, meKeys, profileKeys } from '../api/queryKeys'
import { sessionQuery } from '../auth/session'

/** GET /api/me/profile: the signed-in user's own record, media populated (null until it exists). */
export type MyProfile = { type: 'barber'; profile: Barber | null } | { type: 'barbershop'; profile: Barbershop | null } | { type: null; profile: null }

type SavedProfile = { type: 'barber'; profile: Barber } | { type: 'barbershop'; profile: Barbershop }

const myProfileQuery = queryOptions({
  queryKey: meKeys.profile,
  queryFn: ({ signal }) => api.get<MyProfile>('/api/me/profile', { signal }),
})

export function useMyProfile() {
  return useQuery(myProfileQuery)
}

/** GET /api/me/dashboard: the counts on the role's panel. */
export const dashboardQuery = queryOptions({
  queryKey: meKeys.dashboard,
  queryFn: ({ signal }) => api.get<Dashboard>('/api/me/dashboard', { signal }),
})

export function useDashboard() {
  return useQuery(dashboardQuery)
}

/** The panel, the header and the guards read the profile state from the session: read it again after a change. */
async function refreshSession(client: ReturnType<typeof useQueryClient>) {
  await client.fetchQuery({ ...sessionQuery, staleTime: 0 })
}

/** POST /api/me/barber: creates the missing barber record (zero years of experience); idempotent. */
export function useEnsureBarberRecord() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<{ profile: Barber; created: boolean }>('/api/me/barber'),
    onSuccess: async ({ profile }) => {
      client.setQueryData<MyProfile>(myProfileQuery.queryKey, { type: 'barber', profile })
      await refreshSession(client)
    },
  })
}

/**
 * PUT /api/me/profile: the complete-profile form, with the ids of the files uploaded before. A
 * shop's name and place are copied into its jobs, so those are read again too.
 */
export function useSaveProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (data: BarberProfileData | ShopProfileData) => api.put<SavedProfile>('/api/me/profile', data),
    onSuccess: async (saved) => {
      client.setQueryData<MyProfile>(myProfileQuery.queryKey, saved)
      await Promise.all([
        client.invalidateQueries({ queryKey: meKeys.dashboard }),
        client.invalidateQueries({ queryKey: saved.type === 'barber' ? profileKeys.barber(saved.profile.id) : profileKeys.shop(saved.profile.id) }),
        client.invalidateQueries({ queryKey: directoryKeys.all }),
        saved.type === 'barbershop' && client.invalidateQueries({ queryKey: jobKeys.all }),
        refreshSession(client),
      ])
    },
  })
}

/** Public profiles: the API leaves out CPF, CNPJ, phones and e-mails. */
export const publicBarberQuery = (id: number | null) =>
  queryOptions({
    queryKey: profileKeys.barber(id),
    queryFn: ({ signal }) => api.get<Barber>(`/api/barbers/${id}?depth=1`, { signal }),
    enabled: id !== null,
  })

export const publicShopQuery = (id: number | null) =>
  queryOptions({
    queryKey: profileKeys.shop(id),
    queryFn: ({ signal }) => api.get<Barbershop>(`/api/barbershops/${id}?depth=1`, { signal }),
    enabled: id !== null,
  })

/** GET /api/profile-badges/:kind/:id: the badges a public profile shows, under the profile's key. */
export const profileBadgesQuery = (kind: 'barbers' | 'barbershops', id: number | null) =>
  queryOptions({
    queryKey: [...(kind === 'barbers' ? profileKeys.barber(id) : profileKeys.shop(id)), 'badges'] as const,
    queryFn: ({ signal }) => api.get<ProfileBadgeList>(`/api/profile-badges/${kind}/${id}`, { signal }),
    enabled: id !== null,
  })

export function useProfileBadges(kind: 'barbers' | 'barbershops', id: number | null) {
  return useQuery(profileBadgesQuery(kind, id)).data?.badges ?? []
}

export const SHOP_JOBS_LIMIT = 20

/** The shop's active jobs, under the same key as the open-jobs list, so a change to a job reaches both. */
export const shopOpenJobsQuery = (shopId: number | null) => {
  const query = { barbershop: shopId ?? undefined, limit: SHOP_JOBS_LIMIT }
  return queryOptions({
    queryKey: jobKeys.openPage(query),
    queryFn: ({ signal }) => api.get<OpenJobsPage>(`/api/open-jobs${toQuery(query)}`, { signal }),
    enabled: shopId !== null,
  })
}

/** The server writes these three into a public profile's page (server/pages/prefetch.ts). */
export const usePublicBarber = (id: number | null) => useQuery(publicBarberQuery(id))
export const usePublicShop = (id: number | null) => useQuery(publicShopQuery(id))
export const useShopOpenJobs = (shopId: number | null) => useQuery(shopOpenJobsQuery(shopId))

/** GET /api/profiles/by-user/:userId → where /perfil/:userId leads. */
export function useProfileByUser(userId: number | null) {
  return useQuery({
    queryKey: profileKeys.byUser(userId),
    queryFn: ({ signal }) => api.get<{ type: UserType; id: number }>(`/api/profiles/by-user/${userId}`, { signal }),
    enabled: userId !== null,
  })
}
