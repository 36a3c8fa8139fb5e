import type { RequestHandler } from 'express'
import type { Payload, Where } from 'payload'
import type { Pool } from 'pg'
import { MY_JOBS_PAGE_SIZE, myJobsQuerySchema } from '#domain/jobSearch'
import { hasRole } from '#domain/roles'
import { expiryNoticeFrom } from '#domain/jobs'
import { requireUser } from '../http/auth'
import { DomainError } from '#domain/errors'
import { myJobIdsMatching } from './reads'
import { genericMessages } from '#domain/messages/common'
import { myJobsMessages } from '#domain/messages/jobs'

/**
 * GET /api/my-jobs: a shop's own jobs (/vagas), every status, newest first, searched by title,
 * shop name or city ignoring case and accents like the open-jobs list. The term picks the ids
 * (jobs' folded `search_text`, decision 0012); Payload reads the page with the shop's own access
 * rights, so the answer is Payload's list, as GET /api/jobs would give. `expiring=true` keeps the open
 * jobs whose 60 days end within the week, soonest first: the panel's notice (decision 0068).
 */
export function myJobs({ payload, pool }: { payload: Payload; pool: Pool }): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    if (!hasRole(user, 'barbershop')) throw new DomainError('forbidden', myJobsMessages.onlyShops)
    const parsed = myJobsQuerySchema.safeParse(req.query)
    if (!parsed.success) throw new DomainError('invalid', parsed.error.issues[0]?.message ?? genericMessages.searchInvalid)
    const { q, page, expiring } = parsed.data

    const where: Where[] = [{ shopUser: { equals: user.id } }]
    if (q) where.push({ id: { in: await myJobIdsMatching(pool, user.id, q) } })
    if (expiring) where.push({ status: { equals: 'active' } }, { publishedAt: { less_than_equal: expiryNoticeFrom(new Date()).toISOString() } })
    res.setHeader('vary', 'Cookie')
    res.setHeader('cache-control', 'private, no-store')
    res.json(
      await payload.find({
        collection: 'jobs',
        where: { and: where },
        sort: expiring ? 'publishedAt' : '-createdAt',
        depth: 0,
        limit: MY_JOBS_PAGE_SIZE,
        page,
        overrideAccess: false,
        user,
      }),
    )
  }
}
