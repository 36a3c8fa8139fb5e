import type { SubscriptionSnapshot } from '#domain/billing'
import type { Plan, User } from '#payload-types'

/** The subscription a finished checkout created, and whose user started it. */
type CompletedCheckout = { userId: number; subscriptionId: string }

/** A webhook event whose signature checked out, reduced to what fulfilment needs. */
export type VerifiedEvent = {
  id: string
  type: string
  /** The subscription the event is about, if any: its current state is read again from the provider. */
  subscriptionId: string | null
  /** The user the event names (a checkout's client_reference_id), when it names one. */
  userId: number | null
}

/**
 * What Navalha needs from a payment provider (decision 0021). Stripe implements it with its SDK;
 * the sandbox implements it locally so that `npm start` runs the whole journey with no account.
 * Every way a subscription changes ends in server/billing/store.ts with a snapshot read from
 * the provider, whoever reported the change.
 */
export interface BillingProvider {
  readonly kind: 'stripe' | 'sandbox'
  /** The customer id for the user, created at the provider the first time. */
  ensureCustomer(user: User): Promise<string>
  /** A checkout page for the plan; the browser is sent to its url. */
  createCheckout(input: { user: User; plan: Plan; customerId: string; successUrl: string; cancelUrl: string }): Promise<{ id: string; url: string }>
  /** The checkout, if it is the user's and complete (the return from checkout confirms it). */
  completedCheckout(sessionId: string): Promise<CompletedCheckout | null>
  /** The current state of a subscription, or null when the provider does not know it. */
  readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>
  /**
   * Takes back a cancellation scheduled for the end of the period (Stripe: `cancel_at_period_end`
   * or `cancel_at` cleared), so the subscription renews again; answers its state afterwards, or
   * null when the provider does not know it. One already over comes back as it is (canceled).
   */
  resumeSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null>
  /** The customer portal (change card, cancel at the period's end, invoices). */
  createPortal(input: { user: User; customerId: string; returnUrl: string; portalKey: string }): Promise<{ url: string }>
  /**
   * The account is being deleted: its subscription ends now (no refund, no further charge) and the
   * customer with its payment details is deleted at the provider. What is already gone counts as done.
   */
  eraseCustomer(input: { customerId: string | null; subscriptionId: string | null }): Promise<void>
  /** Checks a webhook's signature; rejects when it does not match. Null: this provider has no webhooks. */
  verifyWebhook: ((rawBody: Buffer, signature: string) => Promise<VerifiedEvent>) | null
}
