import { Router } from 'express'
import type { AppContext } from '../context'
import { profileBadgesOf, profileByUser, profileReviewsOf } from '../directory/directory'
import { jobDetails } from './jobDetails'
import { mediaLimits } from '../media/limits'
import { myJobs } from './myJobs'
import { placeCoordinatesRoute } from './places'
import { recommendations } from './recommendations'
import { session } from '../account/session'

/**
 * The reads under /api that are no area's own: who is signed in, the landing's counts, a job's
 * and a profile's details, the upload limits, a place's coordinates, a shop's own jobs and the
 * recommendations. The hottest public reads are the lean ones (server/leanReads.ts).
 */
export function readRoutes({ payload, pool, settings, stats }: AppContext): Router {
  const router = Router()
  router.get('/my-jobs', myJobs({ payload, pool }))
  router.get('/session', session(payload))
  router.get('/stats', async (_req, res) => void res.json(await stats()))
  router.get('/media-limits', mediaLimits(settings))
  router.get('/job-details/:id', jobDetails(payload))
  router.get('/profile-badges/barbers/:id', profileBadgesOf('barbers', pool))
  router.get('/profile-badges/barbershops/:id', profileBadgesOf('barbershops', pool))
  router.get('/profile-reviews/barbers/:id', profileReviewsOf('barbers', pool))
  router.get('/profile-reviews/barbershops/:id', profileReviewsOf('barbershops', pool))
  router.get('/profiles/by-user/:userId', profileByUser(payload))
  router.get('/places/coordinates', placeCoordinatesRoute())
  router.get('/recommendations/jobs', recommendations('jobs', { payload, pool }))
  router.get('/recommendations/barbers', recommendations('barbers', { payload, pool }))
  return router
}
