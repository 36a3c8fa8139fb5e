import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Landing, Plan } from '#payload-types'
import { bootstrap, type PublicStats } from '../api/bootstrap'
import { api } from '../api/client'

/**
 * The landing page's data. On "/" the server writes all three into the HTML (server/pages/html.ts),
 * so the first render needs no request; elsewhere in the app they are fetched when first needed.
 */
export const landingQuery = queryOptions({
  queryKey: ['landing'],
  queryFn: ({ signal }) => api.get<Landing>('/api/globals/landing?depth=0', { signal }),
  initialData: () => bootstrap().landing,
  staleTime: 5 * 60_000,
})

/** Every active plan of both audiences, in the editors' order. */
export const plansQuery = queryOptions({
  queryKey: ['plans', 'active'],
  queryFn: async ({ signal }) => (await api.get<{ docs: Plan[] }>('/api/plans?where[active][equals]=true&sort=sortOrder&limit=50&depth=0', { signal })).docs,
  initialData: () => bootstrap().plans,
  staleTime: 5 * 60_000,
})

export const statsQuery = queryOptions({
  queryKey: ['stats'],
  queryFn: ({ signal }) => api.get<PublicStats>('/api/stats', { signal }),
  initialData: () => bootstrap().stats,
  staleTime: 60_000,
})

export const useLanding = () => useQuery(landingQuery)
export const usePlans = () => useQuery(plansQuery)
export const useStats = () => useQuery(statsQuery)
