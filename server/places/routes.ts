import { Router, type RequestHandler } from 'express'
import { DomainError } from '#domain/errors'
import { placeMessages } from '#domain/places'
import type { AppContext } from '../context'
import { documentId } from '../http/documentId'
import { publicPlace, type PlaceDirectory, type PlacesPiece } from './placeDirectory'

/** GET /api/places-with-jobs: every place with active jobs (country, state, city, slug, address, name, count), by address. */
const placesWithJobs =
  (places: PlaceDirectory): RequestHandler =>
  async (_req, res) =>
    void res.json({ docs: (await places.list()).map(publicPlace) })

/**
 * GET /api/places-with-jobs/:state/:city: a place's page (its jobs, 'Quanto paga', the places near
 * it). A non-canonical address ('SP', 'São-Paulo') answers with the canonical place all the same;
 * a place without active jobs is a 404.
 */
const placePage =
  (places: PlaceDirectory): RequestHandler =>
  async (req, res) => {
    const { state, city } = req.params as { state: string; city: string }
    let answer = await places.pageAt(state, encodeURIComponent(city))
    if (answer && 'redirect' in answer) {
      const [, , canonicalState, canonicalCity] = answer.redirect.split('/')
      answer = await places.pageAt(canonicalState!, canonicalCity!)
    }
    if (!answer || !('page' in answer)) throw new DomainError('notFound', placeMessages.noJobsHere)
    res.json(answer.page)
  }

/** GET /api/places-with-jobs/job/:id: a job's place and the pay of its kind there ('Quanto paga' on the job's page). */
const jobPayInsight =
  (places: PlaceDirectory): RequestHandler =>
  async (req, res) => {
    const id = documentId(req.params.id)
    const answer = id === undefined ? null : await places.jobInsight(id)
    if (!answer) throw new DomainError('notFound', placeMessages.noSuchJob)
    res.json(answer)
  }

/** The places' reads under /api (decision 0065). */
export function placeRoutes({ places }: AppContext & PlacesPiece): Router {
  return Router()
    .get('/places-with-jobs', placesWithJobs(places))
    .get('/places-with-jobs/job/:id', jobPayInsight(places))
    .get('/places-with-jobs/:state/:city', placePage(places))
}
