import { DAY_MS } from './account'

/**
 * Reviews after a hire (issue 14, decision 0026). Pure rules shared by the server, the web app and
 * the console; the forms' zod schemas are in reviewSchemas.ts, so the directory's badges (which
 * read the rules here) do not load zod.
 */

/** Double-blind window: a review shows when both sides have reviewed, or this long after the hire. */
const REVIEW_BLIND_DAYS = 14
export const REVIEW_COMMENT_MAX = 1000
export const REVIEW_ANSWER_MAX = 1000
/** Reviews per page on a public profile. */
export const REVIEWS_PAGE_SIZE = 5

/**
 * When a new review becomes visible to everyone: now when the other side already reviewed or the
 * window has passed, otherwise at the end of the window.
 */
export function reviewVisibleFrom(hiredAt: Date, counterpartReviewed: boolean, now: Date): Date {
  if (counterpartReviewed) return now
  const windowEnds = new Date(hiredAt.getTime() + REVIEW_BLIND_DAYS * DAY_MS)
  return windowEnds > now ? windowEnds : now
}

/** The first name shown beside a review; the author's account may be gone (its numbers stay). */
export function reviewAuthorFirstName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0]
  return first || 'Usuário removido'
}

/**
 * Bayesian average for ranking (decision 0026): a profile's mean pulled towards the prior mean M with
 * the weight of C reviews, so a single 5★ does not outrank fifty at 4.9. The directory computes the
 * same formula in SQL; this copy documents it and is unit-tested.
 */
export const RANKING_PRIOR_WEIGHT = 10
export const RANKING_PRIOR_MEAN = 4
export function bayesianRating(average: number | null, count: number): number {
  const sum = (average ?? 0) * count
  return (RANKING_PRIOR_WEIGHT * RANKING_PRIOR_MEAN + sum) / (RANKING_PRIOR_WEIGHT + count)
}

/** What the directories' "Avaliação mínima" offers (the API takes any number from 1 to 5). */
export const MIN_RATING_CHOICES = [3, 4, 4.5] as const

/** Top avaliado: a high average that enough people agree on. */
export const TOP_RATED_MIN_AVERAGE = 4.8
export const TOP_RATED_MIN_REVIEWS = 5
export const isTopRated = (average: number | null | undefined, count: number | null | undefined) =>
  average !== null && average !== undefined && (count ?? 0) >= TOP_RATED_MIN_REVIEWS && average >= TOP_RATED_MIN_AVERAGE

/** Novo: joined within the last 30 days. */
export const NEW_PROFILE_DAYS = 30
export const isNewProfile = (createdAt: string | Date, now: Date = new Date()) => now.getTime() - new Date(createdAt).getTime() < NEW_PROFILE_DAYS * DAY_MS

/** One review as a public profile shows it (GET /api/profile-reviews/:kind/:id). */
export type PublicReview = {
  id: number
  rating: number
  comment: string | null
  /** The barber's first name, or the shop's name (a shop signs as the shop). */
  authorFirstName: string
  /** When it became public: the date shown beside it. */
  date: string
  answer: string | null
  answeredAt: string | null
}

/** A profile's reviews: the summary over every visible one and one page of the latest. */
export type ProfileReviews = {
  average: number | null
  count: number
  /** How many visible reviews gave each number of stars, 5 down to 1. */
  distribution: { stars: 5 | 4 | 3 | 2 | 1; count: number }[]
  reviews: PublicReview[]
  page: number
  totalPages: number
}
