import type { ProfileBadge } from './perks'
import { z } from './validation'
import { SEARCH_MAX_LENGTH } from './jobs'
import { optionalText, pageParam, placeFilters, type PageOf } from './schemaParts'
import { nearIssues, type NearPlace } from './nearby'
import { nearParams } from './nearParams'

const MIN_RATING_INVALID = 'A avaliação mínima deve ser um número de 1 a 5.'

/** The public directories (/barbeiros, /barbearias): search, filters and pages in the URL. */
export const directoryQuerySchema = z
  .object({
    q: optionalText(SEARCH_MAX_LENGTH),
    ...placeFilters,
    /** Only profiles whose average is at least this (1 to 5; the web app offers 3, 4 and 4,5). */
    minRating: z.coerce.number({ message: MIN_RATING_INVALID }).min(1, MIN_RATING_INVALID).max(5, MIN_RATING_INVALID).optional(),
    /** Only profiles an admin verified. */
    verified: z
      .enum(['true', 'false'], { message: 'Use verified=true ou verified=false.' })
      .transform((value) => value === 'true')
      .optional(),
    page: pageParam,
    limit: z.coerce.number().int().min(1).max(48).catch(12).default(12),
    /** 'Perto de mim' (decision 0045): only profiles within raioKm of the point, nearest first. */
    ...nearParams,
  })
  .superRefine((query, context) => {
    const issue = nearIssues(query)
    if (issue) context.addIssue({ code: 'custom', message: issue.message, path: [issue.path] })
  })

export type DirectoryQuery = z.infer<typeof directoryQuerySchema>

export type BarberCard = {
  id: number
  name: string
  city: string | null
  state: string | null
  country: string | null
  experienceYears: number | null
  specialties: string[]
  rating: number | null
  ratingCount: number
  verified: boolean
  photoUrl: string | null
  /** The first photos of the portfolio (issue 30), in the barber's order: the thumbnail and the card size, for srcset. */
  portfolio: { thumbnailUrl: string; cardUrl: string }[]
  /** 'Destaque' (plan perk): listed before profiles of the same rank (decision 0026). */
  featured: boolean
  badges: ProfileBadge[]
  /** Searched by distance only (decision 0059): whether the search is by the profile's own city, and how far its centre is. */
  inSearchedCity?: NearPlace['inSearchedCity']
  cityCentreKm?: NearPlace['cityCentreKm']
}

/** How many portfolio photos a directory card shows. */
export const CARD_PORTFOLIO_PHOTOS = 3

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
  /** As on a barber's card. */
  inSearchedCity?: NearPlace['inSearchedCity']
  cityCentreKm?: NearPlace['cityCentreKm']
}

/** The directories also count their matches: the profile tables are small, and the ranking reads every match anyway. */
export type DirectoryPage<T> = PageOf<T> & { totalDocs: number; totalPages: number }
