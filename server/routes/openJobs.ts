import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { openJobsQuerySchema } from '../../domain/jobSearch'
import { invalidInput } from '../../domain/errors'
import type { LeanRead } from '../http/leanReads'
import { findOpenJobs } from '../read/openJobs'
import { sessionClaim } from '../http/session'

/**
 * GET /api/open-jobs: the open-jobs list (/vagas-abertas) with search, filters and pages. For a
 * signed-in barber each job also says whether it was applied to or saved. A lean read
 * (server/http/leanReads.ts): it never goes through Express's middleware for its own address.
 */
export function openJobs({ payload, pool }: { payload: Payload; pool: Pool }): LeanRead {
  return async (query, req) => {
    const parsed = openJobsQuerySchema.safeParse(query)
    if (!parsed.success) throw invalidInput(parsed.error.issues)
    const claim = await sessionClaim(payload, req)
    return { vary: 'Cookie', body: await findOpenJobs(pool, parsed.data, claim) }
  }
}
