import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { deriveAccountStatus, hasPaidAccess } from '#domain/account'
import { billingMessages } from '#domain/messages/billing'
import { monthStart, nextPlan, quotaReachedDetail, type QuotaKind } from '#domain/quota'
import { isStaff } from '#domain/roles'
import type { Plan, User } from '#payload-types'
import { relationId, requestUser } from '#utilities/requestUser'
import { requestTransaction, type Drizzle } from '#utilities/requestTransaction'
import { countQuotaRefusal } from '#infra/metrics/counts'
import { lockQuota, quotaUsesSince, recordQuotaUse } from './store'

/** The plan the account pays for now, or null in trial (unlimited; a locked account is refused before this hook). */
async function paidPlan(req: PayloadRequest, user: User): Promise<Plan | null> {
  if (!hasPaidAccess(user)) return null
  const planId = relationId(user.subscriptionPlan)
  if (!planId) return null
  return req.payload.findByID({ collection: 'plans', id: planId, depth: 0, overrideAccess: true, disableErrors: true, req })
}

/**
 * Checks the account's monthly allowance and records one use, in the request's transaction and
 * under a per-account advisory lock held until it commits: parallel requests at the boundary are
 * counted one after another, so exactly the allowance gets through (spec §9, issue 12).
 */
async function claimQuota(req: PayloadRequest, user: User, kind: QuotaKind, reopenedJob?: number | string, now = new Date()): Promise<void> {
  if (isStaff(user) || deriveAccountStatus(user, now) === 'trial') return
  // Read the user again in the transaction: req.user may predate a subscription change.
  const fresh = await req.payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true, req })
  const plan = await paidPlan(req, fresh)
  if (!plan) return
  const db = await requestTransaction(req, 'a cota do plano')
  await lockQuota(db, user.id)
  // A reopening read before another's commit (the same job reopened by two requests at once, or
  // 'Renovar' twice) finds the job open once the lock is ours: it was counted by the first.
  if (reopenedJob !== undefined) {
    const stored = await req.payload.findByID({ collection: 'jobs', id: reopenedJob, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (stored?.status === 'active') return
  }
  const limit = plan.monthlyQuota
  // Unlimited plans are counted too (the panels show the month's use), under the same lock.
  if (limit !== null && limit !== undefined) await refuseBeyondLimit(req, db, user, plan, limit, kind, now)
  await recordQuotaUse(db, user.id, kind, now)
}

async function refuseBeyondLimit(req: PayloadRequest, db: Drizzle, user: User, plan: Plan, limit: number, kind: QuotaKind, now: Date) {
  if ((await quotaUsesSince(db, user.id, kind, monthStart(now))) >= limit) {
    const { docs: plans } = await req.payload.find({
      collection: 'plans',
      // The next plan is one the account can buy: its own role's, in its own country.
      where: { country: { equals: plan.country }, audience: { equals: plan.audience }, active: { equals: true } },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
    countQuotaRefusal(kind)
    throw new DomainError('forbidden', billingMessages.quotaReached, { detail: quotaReachedDetail(kind, plan, nextPlan(plan, plans)), plansPath: '/planos' })
  }
}

/**
 * Applications count when created; jobs when created and when reopened (inactive → active).
 * Trusted server calls (no signed-in user: seeds, the console's own scripts) are not counted.
 */
export const enforceMonthlyQuota =
  (kind: QuotaKind): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req }) => {
    const user = requestUser(req)
    if (!user) return data
    const reopening = operation === 'update' && kind === 'job' && originalDoc?.status !== 'active' && data?.status === 'active'
    if (operation === 'create' || reopening) await claimQuota(req, user, kind, reopening ? originalDoc?.id : undefined)
    return data
  }
