import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Dashboard } from '../../domain/dashboard'
import type { OpenJobsPage } from '../../domain/jobSearch'
import type { MediaFolder } from '../../domain/media'
import type { BarberProfileData, ShopProfileData } from '../../domain/profileSchemas'
import type { UserType } from '../../domain/roles'
import type { Barber, Barbershop } from '../../payload-types'
import { api, toQuery } from '../api/client'
import { uploadMedia } from '../api/upload'
import { sessionQuery } from '../auth/session'

/** GET /api/me/profile: the signed-in user's own record, media populated (null until it exists). */
export type MyProfile = { type: 'barber'; profile: Barber | null } | { type: 'barbershop'; profile: Barbershop | null } | { type: null; profile: null }

type SavedProfile = { type: 'barber'; profile: Barber } | { type: 'barbershop'; profile: Barbershop }

export const myProfileQuery = queryOptions({
  queryKey: ['me', 'profile'],
  queryFn: ({ signal }) => api.get<MyProfile>('/api/me/profile', { signal }),
})

export function useMyProfile() {
  return useQuery(myProfileQuery)
}

export function useDashboard() {
  return useQuery({
    queryKey: ['me', 'dashboard'],
    queryFn: ({ signal }) => api.get<Dashboard>('/api/me/dashboard', { signal }),
  })
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

export function useUploadMedia() {
  return useMutation({
    mutationFn: ({ file, folder, onProgress }: { file: File; folder: MediaFolder; onProgress: (percent: number) => void }) =>
      uploadMedia(file, folder, onProgress),
  })
}

/** PUT /api/me/profile: the complete-profile form, with the ids of the files uploaded before. */
export function useSaveProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (data: BarberProfileData | ShopProfileData) => api.put<SavedProfile>('/api/me/profile', data),
    onSuccess: async (saved) => {
      client.setQueryData<MyProfile>(myProfileQuery.queryKey, saved)
      await Promise.all([
        client.invalidateQueries({ queryKey: ['me', 'dashboard'] }),
        client.invalidateQueries({ queryKey: [saved.type === 'barber' ? 'barbers' : 'barbershops', saved.profile.id] }),
        client.invalidateQueries({ queryKey: ['directory'] }),
        refreshSession(client),
      ])
    },
  })
}

/** Public profiles: the API leaves out CPF, CNPJ, phones and e-mails. */
export const publicBarberQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['barbers', id],
    queryFn: ({ signal }) => api.get<Barber>(`/api/barbers/${id}?depth=1`, { signal }),
    enabled: id !== null,
  })

export const publicShopQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['barbershops', id],
    queryFn: ({ signal }) => api.get<Barbershop>(`/api/barbershops/${id}?depth=1`, { signal }),
    enabled: id !== null,
  })

export const SHOP_JOBS_LIMIT = 20

export const shopOpenJobsQuery = (shopId: number | null) => {
  const query = { barbershop: shopId ?? undefined, limit: SHOP_JOBS_LIMIT }
  return queryOptions({
    queryKey: ['open-jobs', query],
    queryFn: ({ signal }) => api.get<OpenJobsPage>(`/api/open-jobs${toQuery(query)}`, { signal }),
    enabled: shopId !== null,
  })
}

/** The server writes these three into a public profile's page (server/web/prefetch.ts). */
export const usePublicBarber = (id: number | null) => useQuery(publicBarberQuery(id))
export const usePublicShop = (id: number | null) => useQuery(publicShopQuery(id))
export const useShopOpenJobs = (shopId: number | null) => useQuery(shopOpenJobsQuery(shopId))

/** GET /api/profiles/by-user/:userId → where /perfil/:userId leads. */
export function useProfileByUser(userId: number | null) {
  return useQuery({
    queryKey: ['profiles', 'by-user', userId],
    queryFn: ({ signal }) => api.get<{ type: UserType; id: number }>(`/api/profiles/by-user/${userId}`, { signal }),
    enabled: userId !== null,
  })
}
