import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { readAccountPerks } from '#utilities/accountPerks'
import { perkMessages } from '#domain/perks'
import { hasRole } from '#domain/roles'
import { requireUser } from '../http/auth'
import { DomainError } from '#domain/errors'
import { recommendBarbers, recommendJobs } from './reads'

/**
 * GET /api/recommendations/jobs (barbers) and /api/recommendations/barbers (shops): a perk of the
 * Semestral and Anual plans (decision 0024) and of the trial (decision 0055); everyone else is told
 * which plans include it. The session's `perks` says the same beforehand, so the panels do not ask.
 */
export function recommendations(kind: 'jobs' | 'barbers', { payload, pool }: { payload: Payload; pool: Pool }): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const role = kind === 'jobs' ? 'barber' : 'barbershop'
    if (!hasRole(user, role)) throw new DomainError('forbidden', kind === 'jobs' ? perkMessages.barbersOnly : perkMessages.shopsOnly)
    if (!(await readAccountPerks(payload, user)).recommendations)
      throw new DomainError('forbidden', kind === 'jobs' ? perkMessages.recommendationsLocked : perkMessages.barberRecommendationsLocked, {
        title: perkMessages.recommendationsLockedTitle,
        plansPath: '/planos',
      })
    res.setHeader('cache-control', 'no-store')
    res.json(kind === 'jobs' ? await recommendJobs(pool, user.id) : await recommendBarbers(pool, user.id))
  }
}
