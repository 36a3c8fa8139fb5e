import { DAY_MS, hasPaidAccess, type AccountFacts, type SubscriptionStatus } from './account'

/**
 * How long a subscription whose renewal payment failed keeps its access, counted from the start of
 * the unpaid period (decision 0021). Stripe's Smart Retries try the card again over the following
 * days; a week covers the usual retries and a card changed in the customer portal.
 */
export const GRACE_DAYS = 7

/** A plan's period: Trimestral, Semestral or Anual (spec §9; the perks follow it, domain/perks.ts). */
export const PLAN_MONTHS = [3, 6, 12] as const

/**
 * A plan's fields that billing and the quotas read: only admins change them, and only admins create
 * or delete a plan (decision 0031). Editors word a plan: its name, features, price, highlight, order.
 */
export const PLAN_BILLING_FIELDS = ['stripePriceId', 'stripeProductId', 'currency', 'country', 'audience', 'months', 'monthlyQuota', 'active'] as const

/**
 * A subscription as the payment provider reports it now (Stripe's subscription object, or the
 * sandbox's stand-in), read again on every event rather than trusted from the event itself.
 */
export type SubscriptionSnapshot = {
  id: string
  customerId: string
  /** The provider's own status: active, trialing, past_due, canceled, unpaid, incomplete... */
  status: string
  priceId: string | null
  productId: string | null
  currentPeriodStart: Date
  currentPeriodEnd: Date
  /** Our user id and plan id, as the checkout wrote them into the subscription's metadata. */
  userId: number | null
  planId: number | null
}

/** Our status for a provider status: paid, failing (grace), or nothing. */
export function subscriptionStatusFor(providerStatus: string): SubscriptionStatus {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active'
  if (providerStatus === 'past_due') return 'past_due'
  return 'none'
}

/** The user fields that a snapshot decides: the same snapshot always gives the same fields. */
export function subscriptionFields(snapshot: SubscriptionSnapshot) {
  const status = subscriptionStatusFor(snapshot.status)
  return {
    subscriptionStatus: status,
    stripeSubscriptionId: snapshot.id,
    stripeCustomerId: snapshot.customerId,
    subscriptionProductId: snapshot.productId,
    subscriptionEnd: snapshot.currentPeriodEnd.toISOString(),
    // The renewal invoice of the current period is the one failing: its grace runs from the period's start.
    subscriptionGraceEndsAt: status === 'past_due' ? new Date(snapshot.currentPeriodStart.getTime() + GRACE_DAYS * DAY_MS).toISOString() : null,
  }
}

/**
 * Whether a snapshot of one subscription may replace what the account holds. An account holds one
 * subscription; news about another one (an old canceled subscription, after the customer took a
 * new one) must not take away the access that the current one gives.
 */
export function snapshotApplies(current: AccountFacts & { stripeSubscriptionId?: string | null }, snapshot: SubscriptionSnapshot, now: Date = new Date()) {
  if (!current.stripeSubscriptionId || current.stripeSubscriptionId === snapshot.id) return true
  if (!hasPaidAccess(current, now)) return true
  return subscriptionStatusFor(snapshot.status) === 'active'
}

/** Spec §7's check-subscription answer, plus what /planos shows a subscriber. */
export type SubscriptionSummary = {
  subscribed: boolean
  product_id: string | null
  subscription_end: string | null
  status: SubscriptionStatus
  grace_ends_at: string | null
  plan: { id: number; name: string; months: number; audience: string } | null
  /** Whether the customer portal can be opened (there is a customer at the provider). */
  manageable: boolean
}
