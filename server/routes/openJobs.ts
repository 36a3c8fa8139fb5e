import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { openJobsQuerySchema } from '../../domain/jobSearch'
import { genericMessages } from '../../domain/messages'
import { HttpError } from '../http/errors'
import { findOpenJobs } from '../read/openJobs'
import { sessionClaim } from '../http/session'

/**
 * GET /api/open-jobs: the open-jobs list (/vagas-abertas) with search, filters and pages. For a
 * signed-in barber each job also says whether it was applied to or saved.
 */
export function openJobs({ payload, pool }: { payload: Payload; pool: Pool }): RequestHandler {
  return async (req, res) => {
    const parsed = openJobsQuerySchema.safeParse(req.query)
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? genericMessages.filterInvalid)
    const claim = await sessionClaim(payload, req)
    res.setHeader('vary', 'Cookie')
    res.json(await findOpenJobs(pool, parsed.data, claim))
  }
}
