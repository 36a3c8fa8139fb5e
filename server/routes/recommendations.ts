import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { relationId } from '#utilities/requestUser'
import { accountPerks, perkMessages } from '#domain/perks'
import { hasRole } from '#domain/roles'
import type { User } from '#payload-types'
import { requireUser } from '../http/auth'
import { DomainError } from '#domain/errors'
import { recommendBarbers, recommendJobs } from '../read/recommendations'

async function hasRecommendations(payload: Payload, user: User): Promise<boolean> {
  const planId = relationId(user.subscriptionPlan)
  const plan = planId === undefined ? null : await payload.findByID({ collection: 'plans', id: planId, depth: 0, overrideAccess: true, disableErrors: true })
  return accountPerks(user, plan).recommendations
}

/**
 * GET /api/recommendations/jobs (barbers) and /api/recommendations/barbers (shops): a perk of the
 * Semestral and Anual plans (decision 0024); everyone else is told which plans include it.
 */
export function recommendations(kind: 'jobs' | 'barbers', { payload, pool }: { payload: Payload; pool: Pool }): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const role = kind === 'jobs' ? 'barber' : 'barbershop'
    if (!hasRole(user, role)) throw new DomainError('forbidden', kind === 'jobs' ? perkMessages.barbersOnly : perkMessages.shopsOnly)
    if (!(await hasRecommendations(payload, user)))
      throw new DomainError('forbidden', kind === 'jobs' ? perkMessages.recommendationsLocked : perkMessages.barberRecommendationsLocked, {
        title: perkMessages.recommendationsLockedTitle,
        plansPath: '/planos',
      })
    res.setHeader('cache-control', 'no-store')
    res.json(kind === 'jobs' ? await recommendJobs(pool, user.id) : await recommendBarbers(pool, user.id))
  }
}
