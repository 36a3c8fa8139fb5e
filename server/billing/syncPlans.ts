import type { Payload } from 'payload'
import type Stripe from 'stripe'
import { countryLabels } from '#domain/locations'
import { userTypeLabels } from '#domain/roles'
import type { Plan } from '#payload-types'

/**
 * `npm run billing:sync`: makes Stripe's products and prices match the `plans` records and stores
 * their ids on the plans. Idempotent: the product id and the price's lookup key are derived from
 * the plan (country, audience and months, which are unique together), so a second run finds what
 * the first made and changes nothing. Each price is in its plan's currency (reais in Brazil, euros
 * in Portugal). A price whose amount, currency or period changed is replaced (Stripe
 * prices are immutable): the new one takes over the lookup key and the old one is archived, while
 * existing subscriptions keep paying the old one until they change plan.
 */

export type SyncedPlan = { plan: string; productId: string; priceId: string; created: string[] }
export type SyncedPortal = { portal: string; configurationId: string; created: boolean }

/**
 * `navalha_barber_3m` for Brazil (the ids Stripe accounts already hold from before Portugal had
 * plans), `navalha_barber_3m_pt` for Portugal.
 */
const stripeKeyFor = (plan: Pick<Plan, 'country' | 'audience' | 'months'>) =>
  `navalha_${plan.audience}_${plan.months}m${plan.country === 'BR' ? '' : `_${plan.country.toLowerCase()}`}`

const productIdFor = stripeKeyFor
const lookupKeyFor = stripeKeyFor

/** Stripe's 404 for an id it does not know. The SDK is loaded when first used, never at boot (a failed call already loaded it). */
export async function isMissing(error: unknown): Promise<boolean> {
  const { default: StripeSdk } = await import('stripe')
  return error instanceof StripeSdk.errors.StripeInvalidRequestError && error.statusCode === 404
}

async function syncProduct(stripe: Stripe, plan: Plan): Promise<{ id: string; created: boolean }> {
  const id = productIdFor(plan)
  const name = `Navalha ${userTypeLabels[plan.audience]} ${plan.name} (${countryLabels[plan.country]})`
  try {
    const product = await stripe.products.retrieve(id)
    if (product.name !== name || !product.active) await stripe.products.update(id, { name, active: true })
    return { id, created: false }
  } catch (error) {
    if (!(await isMissing(error))) throw error
    await stripe.products.create({ id, name, metadata: { planId: String(plan.id), country: plan.country } })
    return { id, created: true }
  }
}

async function syncPrice(stripe: Stripe, plan: Plan, productId: string): Promise<{ id: string; created: boolean }> {
  const lookupKey = lookupKeyFor(plan)
  const currency = plan.currency.toLowerCase()
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })
  const existing = data[0]
  const matches =
    existing &&
    existing.active &&
    existing.unit_amount === plan.priceCents &&
    existing.currency === currency &&
    existing.recurring?.interval === 'month' &&
    existing.recurring.interval_count === plan.months &&
    (typeof existing.product === 'string' ? existing.product : existing.product.id) === productId
  if (matches) return { id: existing.id, created: false }
  const price = await stripe.prices.create({
    product: productId,
    currency,
    unit_amount: plan.priceCents,
    recurring: { interval: 'month', interval_count: plan.months },
    lookup_key: lookupKey,
    transfer_lookup_key: true,
    metadata: { planId: String(plan.id), country: plan.country },
  })
  if (existing?.active) await stripe.prices.update(existing.id, { active: false })
  return { id: price.id, created: true }
}

/**
 * The customer portal's configuration for one audience in one country: `navalha_portal_barber_pt`.
 * A subscriber's portal offers only the plans of its own audience and country, so a barber in
 * Portugal cannot switch to a plan in reais, nor a barber to a barbershop's plan.
 */
export const portalKeyFor = (audience: Plan['audience'], country: Plan['country']) => `navalha_portal_${audience}_${country.toLowerCase()}`

async function findPortalConfiguration(stripe: Stripe, key: string): Promise<Stripe.BillingPortal.Configuration | null> {
  for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
    if (configuration.metadata?.navalha_key === key) return configuration
  }
  return null
}

/** The portal's configuration id for a key, or null when billing:sync has not made it yet. */
export async function portalConfigurationId(stripe: Stripe, key: string): Promise<string | null> {
  return (await findPortalConfiguration(stripe, key))?.id ?? null
}

async function syncPortal(stripe: Stripe, key: string, name: string, plans: { productId: string; priceId: string }[]): Promise<SyncedPortal> {
  const features: Stripe.BillingPortal.ConfigurationCreateParams.Features = {
    payment_method_update: { enabled: true },
    invoice_history: { enabled: true },
    subscription_cancel: { enabled: true, mode: 'at_period_end' },
    subscription_update: {
      enabled: plans.length > 1,
      default_allowed_updates: ['price'],
      proration_behavior: 'create_prorations',
      products: plans.map(({ productId, priceId }) => ({ product: productId, prices: [priceId] })),
    },
  }
  const existing = await findPortalConfiguration(stripe, key)
  if (existing) {
    await stripe.billingPortal.configurations.update(existing.id, { name, features })
    return { portal: name, configurationId: existing.id, created: false }
  }
  const created = await stripe.billingPortal.configurations.create({ name, features, metadata: { navalha_key: key } })
  return { portal: name, configurationId: created.id, created: true }
}

export async function syncPlansToStripe(payload: Payload, stripe: Stripe): Promise<SyncedPlan[]> {
  const { docs: plans } = await payload.find({ collection: 'plans', pagination: false, depth: 0, overrideAccess: true, sort: 'id' })
  const results: SyncedPlan[] = []
  for (const plan of plans) {
    const product = await syncProduct(stripe, plan)
    const price = await syncPrice(stripe, plan, product.id)
    if (plan.stripeProductId !== product.id || plan.stripePriceId !== price.id) {
      await payload.update({ collection: 'plans', id: plan.id, data: { stripeProductId: product.id, stripePriceId: price.id }, depth: 0, overrideAccess: true })
    }
    results.push({
      plan: `${userTypeLabels[plan.audience]} ${plan.name} (${countryLabels[plan.country]}, ${plan.currency})`,
      productId: product.id,
      priceId: price.id,
      created: [product.created ? 'produto' : '', price.created ? 'preço' : ''].filter(Boolean),
    })
  }
  return results
}

/**
 * One portal configuration per audience and country with active plans, offering a switch among
 * those plans only (plus card, invoices and cancellation at the end of the paid period). Run after
 * syncPlansToStripe, which stores the ids it reads.
 */
export async function syncPortalsToStripe(payload: Payload, stripe: Stripe): Promise<SyncedPortal[]> {
  const { docs: plans } = await payload.find({
    collection: 'plans',
    where: { active: { equals: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    sort: 'sortOrder',
  })
  const groups = new Map<string, { name: string; plans: { productId: string; priceId: string }[] }>()
  for (const plan of plans) {
    if (!plan.stripeProductId || !plan.stripePriceId) continue
    const key = portalKeyFor(plan.audience, plan.country)
    const group = groups.get(key) ?? { name: `Navalha ${userTypeLabels[plan.audience]} (${countryLabels[plan.country]})`, plans: [] }
    group.plans.push({ productId: plan.stripeProductId, priceId: plan.stripePriceId })
    groups.set(key, group)
  }
  const results: SyncedPortal[] = []
  for (const [key, group] of groups) results.push(await syncPortal(stripe, key, group.name, group.plans))
  return results
}
