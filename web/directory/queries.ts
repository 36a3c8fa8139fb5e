import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BarberCard, BarbershopCard, DirectoryPage } from '#domain/directory'
import { api, toQuery } from '../api/client'
import { directoryKeys } from '../api/queryKeys'
import type { DirectoryFilters } from './filters'

/** Twelve cards fill rows of one, two and three columns. */
export const DIRECTORY_PAGE_SIZE = 12

const path = (kind: 'barbers' | 'barbershops', filters: DirectoryFilters) =>
  `/api/directory/${kind}${toQuery({
    q: filters.q,
    country: filters.country,
    state: filters.state,
    city: filters.city,
    minRating: filters.minRating,
    verified: filters.verified ? 'true' : undefined,
    lat: filters.near?.lat,
    lng: filters.near?.lng,
    raioKm: filters.near?.raioKm,
    page: filters.page,
    limit: DIRECTORY_PAGE_SIZE,
  })}`

/**
 * One page of the public directories, ranked by the server (Bayesian rating, verified, Destaque, activity).
 * While the next page or search loads, the previous results stay on screen.
 */
export const barbersDirectoryQuery = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: directoryKeys.barbers(filters),
    queryFn: ({ signal }) => api.get<DirectoryPage<BarberCard>>(path('barbers', filters), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

export const shopsDirectoryQuery = (filters: DirectoryFilters) =>
  queryOptions({
    queryKey: directoryKeys.shopsPage(filters),
    queryFn: ({ signal }) => api.get<DirectoryPage<BarbershopCard>>(path('barbershops', filters), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })

export const useBarbersDirectory = (filters: DirectoryFilters) => useQuery(barbersDirectoryQuery(filters))
export const useShopsDirectory = (filters: DirectoryFilters) => useQuery(shopsDirectoryQuery(filters))
