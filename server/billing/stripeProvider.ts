import type Stripe from 'stripe'
import type { SubscriptionSnapshot } from '#domain/billing'
import type { BillingSettings } from '#infra/settings'
import type { BillingProvider, VerifiedEvent } from './provider'
import { isMissing, portalConfigurationId } from './syncPlans'

type StripeSettings = Extract<BillingSettings, { provider: 'stripe' }>

/**
 * The Stripe client for these settings (its API at STRIPE_API_BASE when set: the tests' stand-in).
 * The SDK (218 files) is imported here, not at the top: a server without a Stripe key never loads
 * it, and one with a key loads it on its first Stripe call, not during the boot (issue 15).
 */
export async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const { default: StripeSdk } = await import('stripe')
  return new StripeSdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Navalha' },
    ...(settings.api ?? {}),
  })
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

const numericId = (value: string | null | undefined) => {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API version 2025-03-31 the billing period lives on the items; Navalha sells one item.
  const item = subscription.items.data[0]
  const currentPeriodEnd = new Date((item?.current_period_end ?? subscription.start_date) * 1000)
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer)!,
    status: subscription.status,
    priceId: item?.price?.id ?? null,
    productId: idOf(item?.price?.product as string | { id: string } | undefined),
    currentPeriodStart: new Date((item?.current_period_start ?? subscription.start_date) * 1000),
    currentPeriodEnd,
    userId: numericId(subscription.metadata?.userId),
    planId: numericId(subscription.metadata?.planId),
    // The portal's cancellation sets `cancel_at_period_end` (and `cancel_at` to the period's end); a cancellation for a date sets `cancel_at` alone.
    cancelAt: subscription.cancel_at ? new Date(subscription.cancel_at * 1000) : subscription.cancel_at_period_end ? currentPeriodEnd : null,
  }
}

/** The subscription an event concerns, wherever the event's object keeps it. */
function eventSubscription(event: Stripe.Event): Pick<VerifiedEvent, 'subscriptionId' | 'userId'> {
  const object = event.data.object as unknown as Record<string, unknown>
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object
      return { subscriptionId: idOf(session.subscription), userId: numericId(session.client_reference_id) }
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { subscriptionId: String(object.id), userId: null }
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
    case 'invoice.payment_failed': {
      const invoice = event.data.object
      return { subscriptionId: idOf(invoice.parent?.subscription_details?.subscription), userId: null }
    }
    default:
      return { subscriptionId: null, userId: null }
  }
}

/** The statuses in which Stripe still lets a cancellation be taken back; a canceled subscription is over. */
const RESUMABLE = new Set<string>(['active', 'trialing', 'past_due'])

export function stripeProvider(settings: StripeSettings): BillingProvider {
  let client: Promise<Stripe> | undefined
  const stripe = () => (client ??= stripeClient(settings))
  /** Portal configuration ids by key: they never change once made, so each is looked up once. */
  const portalConfigurations = new Map<string, string>()
  const webhookSecret = settings.webhookSecret
  return {
    kind: 'stripe',

    async ensureCustomer(user) {
      if (user.stripeCustomerId) return user.stripeCustomerId
      // The same key for the same user: two checkouts started at once get one customer.
      const customer = await (
        await stripe()
      ).customers.create(
        { email: user.email, name: user.name, metadata: { userId: String(user.id) }, preferred_locales: ['pt-BR'] },
        { idempotencyKey: `navalha-customer-${user.id}` },
      )
      return customer.id
    },

    async createCheckout({ user, plan, customerId, successUrl, cancelUrl }) {
      const metadata = { userId: String(user.id), planId: String(plan.id) }
      // No payment_method_types: the methods enabled on the Stripe account (card, Boleto, Pix...) are offered.
      const session = await (
        await stripe()
      ).checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: String(user.id),
        line_items: [{ price: plan.stripePriceId!, quantity: 1 }],
        locale: 'pt-BR',
        metadata,
        subscription_data: { metadata },
        success_url: successUrl,
        cancel_url: cancelUrl,
      })
      if (!session.url) throw new Error(`Stripe não devolveu o endereço da sessão ${session.id}`)
      return { id: session.id, url: session.url }
    },

    async completedCheckout(sessionId) {
      let session: Stripe.Checkout.Session
      try {
        session = await (await stripe()).checkout.sessions.retrieve(sessionId)
      } catch (error) {
        if (await isMissing(error)) return null
        throw error
      }
      const userId = numericId(session.client_reference_id)
      const subscriptionId = idOf(session.subscription)
      if (session.status !== 'complete' || !userId || !subscriptionId) return null
      return { userId, subscriptionId }
    },

    async readSubscription(subscriptionId) {
      try {
        return snapshotOf(await (await stripe()).subscriptions.retrieve(subscriptionId))
      } catch (error) {
        if (await isMissing(error)) return null
        throw error
      }
    },

    async resumeSubscription(subscriptionId) {
      const client = await stripe()
      let subscription: Stripe.Subscription
      try {
        subscription = await client.subscriptions.retrieve(subscriptionId)
      } catch (error) {
        if (await isMissing(error)) return null
        throw error
      }
      if (!RESUMABLE.has(subscription.status)) return snapshotOf(subscription)
      // Clear what is set: a period-end cancellation with `cancel_at_period_end`, one for a date with an empty `cancel_at`.
      if (subscription.cancel_at_period_end) subscription = await client.subscriptions.update(subscriptionId, { cancel_at_period_end: false })
      else if (subscription.cancel_at) subscription = await client.subscriptions.update(subscriptionId, { cancel_at: '' })
      return snapshotOf(subscription)
    },

    async createPortal({ customerId, returnUrl, portalKey }) {
      // The configuration billing:sync made for the subscriber's audience and country; without
      // one, Stripe's default portal (which then must not offer plan switching: see the README).
      let configuration = portalConfigurations.get(portalKey)
      if (!configuration) {
        configuration = (await portalConfigurationId(await stripe(), portalKey)) ?? undefined
        if (configuration) portalConfigurations.set(portalKey, configuration)
      }
      const session = await (
        await stripe()
      ).billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale: 'pt-BR',
        ...(configuration ? { configuration } : {}),
      })
      return { url: session.url }
    },

    async eraseCustomer({ customerId, subscriptionId }) {
      const client = await stripe()
      const unlessMissing = async (work: () => Promise<unknown>) => {
        try {
          await work()
        } catch (error) {
          if (!(await isMissing(error))) throw error
        }
      }
      // Cancelled first and explicitly: a customer's deletion cancels its subscriptions too, but a
      // failure between the two must not leave a live subscription behind.
      if (subscriptionId) await unlessMissing(() => client.subscriptions.cancel(subscriptionId, { prorate: false }))
      if (customerId) await unlessMissing(() => client.customers.del(customerId))
    },

    verifyWebhook: webhookSecret
      ? async (rawBody, signature) => {
          const event = (await stripe()).webhooks.constructEvent(rawBody, signature, webhookSecret)
          return { id: event.id, type: event.type, ...eventSubscription(event) }
        }
      : null,
  }
}
