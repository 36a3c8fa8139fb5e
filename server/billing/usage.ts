import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { deriveAccountStatus, hasPaidAccess } from '#domain/account'
import { monthStart, quotaUsageLabel, type QuotaKind } from '#domain/quota'
import { hasRole } from '#domain/roles'
import { requireUser } from '../http/auth'
import { DomainError } from '#domain/errors'
import { billingMessages } from '#domain/messages'

type QuotaUsage = { kind: QuotaKind; used: number; limit: number | null; label: string; trial: boolean }

/** GET /api/billing/usage: this month's applications (barbers) or opened jobs (shops) against the plan's quota. */
export function quotaUsage(payload: Payload, pool: Pool): RequestHandler {
  return async (req, res) => {
    const user = await payload.findByID({ collection: 'users', id: (await requireUser(payload, req)).id, depth: 0, overrideAccess: true })
    const kind: QuotaKind | null = hasRole(user, 'barbershop') ? 'job' : hasRole(user, 'barber') ? 'application' : null
    if (!kind) throw new DomainError('forbidden', billingMessages.onlyMembers)
    const { rows } = await pool.query<{ used: number }>('SELECT count(*)::int AS used FROM quota_uses WHERE user_id = $1 AND kind = $2 AND created_at >= $3', [
      user.id,
      kind,
      monthStart(new Date()),
    ])
    const planId = typeof user.subscriptionPlan === 'object' ? user.subscriptionPlan?.id : user.subscriptionPlan
    const plan =
      hasPaidAccess(user) && planId ? await payload.findByID({ collection: 'plans', id: planId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    const limit = plan?.monthlyQuota ?? null
    const used = rows[0]?.used ?? 0
    const body: QuotaUsage = { kind, used, limit, label: quotaUsageLabel(kind, used, limit), trial: deriveAccountStatus(user) === 'trial' }
    res.setHeader('cache-control', 'no-store')
    res.json(body)
  }
}
