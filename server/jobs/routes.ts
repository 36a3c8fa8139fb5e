import { Router } from 'express'
import type { AppContext } from '../context'
import { jobDetails } from './jobDetails'
import { myJobs } from './myJobs'
import { placeCoordinatesRoute } from './places'
import { recommendations } from './recommendations'
import { renewJob } from './renewJob'

/**
 * The jobs' reads under /api besides the open-jobs list (a lean read, server/leanReads.ts): a
 * shop's own jobs and their renewal, a job's details, a place's coordinates and the recommendations.
 */
export function jobRoutes({ payload, pool }: AppContext): Router {
  const router = Router()
  router.get('/my-jobs', myJobs({ payload, pool }))
  router.post('/my-jobs/:id/renew', renewJob(payload))
  router.get('/job-details/:id', jobDetails(payload))
  router.get('/places/coordinates', placeCoordinatesRoute())
  router.get('/recommendations/jobs', recommendations('jobs', { payload, pool }))
  router.get('/recommendations/barbers', recommendations('barbers', { payload, pool }))
  return router
}
