import type { ProfileBadge } from './perks'
import { z } from './validation'
import { SEARCH_MAX_LENGTH } from './jobs'
import { optionalText, pageParam, placeFilters, type PageOf } from './schemaParts'

/** The public directories (/barbeiros, /barbearias): search, filters and pages in the URL. */
export const directoryQuerySchema = z.object({
  q: optionalText(SEARCH_MAX_LENGTH),
  ...placeFilters,
  page: pageParam,
  limit: z.coerce.number().int().min(1).max(48).catch(12).default(12),
})

export type DirectoryQuery = z.infer<typeof directoryQuerySchema>

export type BarberCard = {
  id: number
  name: string
  city: string | null
  state: string | null
  country: string | null
  experienceYears: number | null
  instagram: string | null
  specialties: string[]
  rating: number | null
  ratingCount: number
  verified: boolean
  photoUrl: string | null
  /** 'Destaque' (plan perk): listed first among the matches. */
  featured: boolean
  badges: ProfileBadge[]
}

export type BarbershopCard = {
  id: number
  name: string
  city: string | null
  state: string | null
  district: string | null
  country: string | null
  description: string | null
  rating: number | null
  ratingCount: number
  verified: boolean
  openJobs: number
  logoUrl: string | null
  featured: boolean
  badges: ProfileBadge[]
}

/** The directories also count their matches: the profile tables are small, and the ranking reads every match anyway. */
export type DirectoryPage<T> = PageOf<T> & { totalDocs: number; totalPages: number }
