import { DomainError } from '#domain/errors'
import { type CollectionBeforeDeleteHook } from 'payload'
import { planMessages } from '#domain/messages/billing'

/**
 * A plan someone pays for is not deleted (decision 0031): its subscribers' quotas and perks read it
 * until their period ends. Admins archive it instead (`active: false`): it leaves /planos and the
 * checkout, and keeps counting for those who already pay.
 */
export const keepSubscribedPlan: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ subscriptionPlan: { equals: id } }, { subscriptionStatus: { in: ['active', 'past_due'] } }] },
    overrideAccess: true,
    req,
  })
  if (totalDocs > 0) throw new DomainError('conflict', planMessages.hasSubscribers)
}
