import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { openJobsQuerySchema, type OpenJobsQuery } from '#domain/jobSearch'
import { invalidInput } from '#domain/errors'
import type { LeanRead } from '../http/leanRead'
import { findOpenJobs } from './reads'
import { sessionClaim } from '../http/session'

type Parsed = ReturnType<typeof openJobsQuerySchema.safeParse>
/**
 * The schema's answer per address: it depends on the query string alone, and the list is asked
 * for with a few addresses again and again (the first page above all). Read-only once made
 * (findOpenJobs never changes its query); short addresses only, bounded, cleared when full.
 */
const parsedByAddress = new Map<string, Parsed>()
const PARSED_BOUND = 500
const PARSED_ADDRESS_MAX = 256

function parse(query: unknown, address: string | undefined): Parsed {
  if (!address || address.length > PARSED_ADDRESS_MAX) return openJobsQuerySchema.safeParse(query)
  let parsed = parsedByAddress.get(address)
  if (!parsed) {
    if (parsedByAddress.size >= PARSED_BOUND) parsedByAddress.clear()
    parsedByAddress.set(address, (parsed = openJobsQuerySchema.safeParse(query)))
  }
  return parsed
}

/**
 * GET /api/open-jobs: the open-jobs list (/vagas-abertas) with search, filters and pages. For a
 * signed-in barber each job also says whether it was applied to or saved. A lean read
 * (server/leanReads.ts): it never goes through Express's middleware for its own address.
 */
export function openJobs({ payload, pool }: { payload: Payload; pool: Pool }): LeanRead {
  return async (query, req) => {
    // The address as sent (Express's req.url, the same string on both paths), whose query string `query` was parsed from.
    const parsed = parse(query, req.url)
    if (!parsed.success) throw invalidInput(parsed.error.issues)
    const claim = await sessionClaim(payload, req)
    return { vary: 'Cookie', body: await findOpenJobs(pool, parsed.data as OpenJobsQuery, claim) }
  }
}
