import { Router } from 'express'
import type { AppContext } from '../context'
import { profileReviewsOf } from './profileReviews'

/** A public profile's reviews under /api: the summary and the latest visible ones, page by page. */
export function reviewRoutes({ pool }: AppContext): Router {
  const router = Router()
  router.get('/profile-reviews/barbers/:id', profileReviewsOf('barbers', pool))
  router.get('/profile-reviews/barbershops/:id', profileReviewsOf('barbershops', pool))
  return router
}
