import { DomainError } from '#domain/errors'
import { type CollectionBeforeOperationHook } from 'payload'
import { PLAN_BILLING_FIELDS } from '#domain/billing'
import { planMessages } from '#domain/messages/billing'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * Editors word a plan; what Stripe and the quotas read is an admin's (decision 0031). The fields'
 * own access would drop such a change silently, and an editor would believe a quota changed: the
 * write is refused with a 403 instead. A value sent unchanged (a form echoing the record) passes.
 * Trusted server code (overrideAccess: the Stripe sync, the content seed) is not asked.
 */
export const refuseEditorBillingChanges: CollectionBeforeOperationHook<'plans'> = async ({ args, operation, req }) => {
  const { id, data, overrideAccess } = args as { id?: number | string; data?: Record<string, unknown>; overrideAccess?: boolean }
  if (operation !== 'update' || overrideAccess || id === undefined || !data || hasRole(requestUser(req), 'admin')) return args
  const sent = PLAN_BILLING_FIELDS.filter((field) => field in data)
  if (!sent.length) return args
  const stored = (await req.payload.findByID({ collection: 'plans', id, depth: 0, overrideAccess: true, disableErrors: true, req })) as Record<
    string,
    unknown
  > | null
  if (stored && sent.some((field) => JSON.stringify(data[field] ?? null) !== JSON.stringify(stored[field] ?? null))) {
    throw new DomainError('forbidden', planMessages.adminOnly)
  }
  return args
}
