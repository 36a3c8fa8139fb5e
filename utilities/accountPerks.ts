import type { Payload } from 'payload'
import { hasPaidAccess } from '#domain/account'
import { accountPerks, type Perks } from '#domain/perks'
import type { User } from '#payload-types'
import { relationId } from './requestUser'

/**
 * The perks an account has now (domain/perks.ts): the plan is read only when the account pays, so
 * a trial or locked account costs no query. The session answers it, so the panels know beforehand
 * what the recommendations endpoint would refuse, and that endpoint checks the same.
 */
export async function readAccountPerks(payload: Payload, user: User, now: Date = new Date()): Promise<Perks> {
  const planId = hasPaidAccess(user, now) ? relationId(user.subscriptionPlan) : undefined
  const plan =
    planId === undefined
      ? null
      : await payload.findByID({
          collection: 'plans',
          id: planId,
          depth: 0,
          select: { months: true, audience: true },
          overrideAccess: true,
          disableErrors: true,
        })
  return accountPerks(user, plan, now)
}
