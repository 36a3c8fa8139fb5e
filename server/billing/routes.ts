import express, { Router, type RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { z } from 'zod'
import { deriveAccountStatus, hasPaidAccess } from '#domain/account'
import { monthStart, quotaUsageLabel, type QuotaKind } from '#domain/quota'
import { subscriptionTerm, type SubscriptionSummary } from '#domain/billing'
import { billingMessages } from '#domain/messages/billing'
import { hasRole } from '#domain/roles'
import type { Plan, User } from '#payload-types'
import { currentUser, requireUser } from '../http/auth'
import { DomainError } from '#domain/errors'
import type { AppContext } from '../context'
import { accountCountry, planAudience } from './account'
import type { Billing, BillingPiece } from './setup'
import { sandboxPages } from './sandboxPages'
import { recordBillingEvent, quotaUsedSince } from './store'
import { portalKeyFor } from './syncPlans'

/** 503 'Pagamentos indisponíveis no momento.' (not the database's words for a 503). */
const unavailable = () => new DomainError('unavailable', billingMessages.unavailable)

const relationId = (value: number | { id: number } | null | undefined) => (typeof value === 'object' ? (value?.id ?? null) : (value ?? null))

async function subscriptionSummary(payload: Payload, user: User): Promise<SubscriptionSummary> {
  const planId = relationId(user.subscriptionPlan)
  const plan = planId ? await payload.findByID({ collection: 'plans', id: planId, depth: 0, overrideAccess: true, disableErrors: true }) : null
  const subscribed = hasPaidAccess(user)
  const ongoing = user.subscriptionStatus !== 'none'
  return {
    subscribed,
    product_id: subscribed ? (user.subscriptionProductId ?? null) : null,
    subscription_end: ongoing ? (user.subscriptionEnd ?? null) : null,
    status: user.subscriptionStatus ?? 'none',
    grace_ends_at: user.subscriptionStatus === 'past_due' ? (user.subscriptionGraceEndsAt ?? null) : null,
    cancel_at: ongoing ? (user.subscriptionCancelAt ?? null) : null,
    // The same computation the sandbox portal shows (domain/billing.ts), in the account's country.
    term: ongoing ? subscriptionTerm(user, await accountCountry(payload, user)) : null,
    plan: plan && subscribed ? { id: plan.id, name: plan.name, months: plan.months, audience: plan.audience } : null,
    manageable: Boolean(user.stripeCustomerId),
  }
}

/** The user with the fields only the server reads (customer and subscription ids). */
const fullUser = (payload: Payload, user: User) => payload.findByID({ collection: 'users', id: user.id, depth: 0, overrideAccess: true })

/**
 * GET /api/billing/subscription: spec §7's check-subscription (`subscribed`, `product_id`,
 * `subscription_end`) from our database. A paid period that has run out is read again from the
 * provider first, in case its renewal's webhook is late.
 */
function getSubscription(payload: Payload, billing: Billing): RequestHandler {
  return async (req, res) => {
    let user = await fullUser(payload, await requireUser(payload, req))
    const periodOver = user.subscriptionEnd && new Date(user.subscriptionEnd).getTime() <= Date.now()
    if (billing.fulfilment && user.stripeSubscriptionId && user.subscriptionStatus === 'active' && periodOver) {
      // The stored answer stands if the provider cannot be reached now; the next check tries again.
      const synced = await billing.fulfilment.syncSubscription(user.stripeSubscriptionId, user.id).catch((error: unknown) => {
        payload.logger.warn({ err: error, user: user.id }, 'não foi possível reler a assinatura no provedor')
        return null
      })
      user = synced ?? user
    }
    res.setHeader('cache-control', 'no-store')
    res.json(await subscriptionSummary(payload, user))
  }
}

const checkoutBody = z.object({
  plan: z.union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ]),
})

/** POST /api/billing/checkout {plan}: a checkout for one of the user's plans; the price comes from the plan record only. */
function createCheckout(payload: Payload, billing: Billing): RequestHandler {
  return async (req, res) => {
    const signedIn = await currentUser(payload, req)
    if (!signedIn) throw new DomainError('unauthenticated', billingMessages.loginRequiredDetail)
    const parsed = checkoutBody.safeParse(req.body ?? {})
    if (!parsed.success) throw new DomainError('invalid', billingMessages.planRequired, { field: 'plan' })
    const { provider } = billing
    if (!provider) throw unavailable()
    const user = await fullUser(payload, signedIn)
    const audience = planAudience(user)
    if (!audience) throw new DomainError('forbidden', billingMessages.onlyMembers)
    const plan: Plan | null = await payload.findByID({ collection: 'plans', id: parsed.data.plan, depth: 0, overrideAccess: true, disableErrors: true })
    if (!plan || plan.active === false) throw new DomainError('notFound', billingMessages.planNotFound)
    if (plan.audience !== audience) throw new DomainError('invalid', billingMessages.planForOtherAudience)
    const country = await accountCountry(payload, user, audience)
    if (plan.country !== country) throw new DomainError('invalid', billingMessages.planForOtherCountry[country])
    if (hasPaidAccess(user)) throw new DomainError('conflict', billingMessages.alreadySubscribed)
    if (provider.kind === 'stripe' && !plan.stripePriceId) {
      payload.logger.error({ plan: plan.id }, 'plano sem preço no Stripe: rode npm run billing:sync')
      throw unavailable()
    }
    const customerId = await provider.ensureCustomer(user)
    if (customerId !== user.stripeCustomerId) {
      await payload.update({ collection: 'users', id: user.id, data: { stripeCustomerId: customerId }, depth: 0, overrideAccess: true })
    }
    const base = `${billing.publicUrl}/planos`
    const session = await provider.createCheckout({
      user,
      plan,
      customerId,
      successUrl: `${base}?checkout=sucesso&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${base}?checkout=cancelado`,
    })
    res.json({ url: session.url })
  }
}

const confirmBody = z.object({ sessionId: z.string().min(1).max(500) })

/**
 * POST /api/billing/confirm {sessionId}: the return from Checkout asks the provider whether the
 * session is complete and applies its subscription, so the account unlocks even when the webhook
 * is late. Only the user who started the session may confirm it.
 */
function confirmCheckout(payload: Payload, billing: Billing): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = confirmBody.safeParse(req.body ?? {})
    if (!parsed.success) throw new DomainError('invalid', billingMessages.sessionNotFound, { field: 'sessionId' })
    const { provider, fulfilment } = billing
    if (!provider || !fulfilment) throw unavailable()
    const completed = await provider.completedCheckout(parsed.data.sessionId)
    if (completed && completed.userId !== user.id) throw new DomainError('notFound', billingMessages.sessionNotFound)
    if (completed) await fulfilment.syncSubscription(completed.subscriptionId, user.id)
    res.setHeader('cache-control', 'no-store')
    res.json(await subscriptionSummary(payload, await fullUser(payload, user)))
  }
}

/**
 * POST /api/billing/resume: takes back a cancellation made in the portal before the paid period
 * ends (decision 0055), as Stripe allows; the plan renews again. Nothing to take back answers the
 * summary as it is; a subscription already over is a 409.
 */
function resumeSubscription(payload: Payload, billing: Billing): RequestHandler {
  return async (req, res) => {
    const user = await fullUser(payload, await requireUser(payload, req))
    const { provider, fulfilment } = billing
    if (!provider || !fulfilment) throw unavailable()
    if (!user.stripeSubscriptionId) throw new DomainError('conflict', billingMessages.noSubscription)
    if (!hasPaidAccess(user)) throw new DomainError('conflict', billingMessages.resumeEnded)
    let current = user
    if (user.subscriptionCancelAt) {
      const snapshot = await provider.resumeSubscription(user.stripeSubscriptionId)
      current = (snapshot && (await fulfilment.applySnapshot({ ...snapshot, userId: user.id }))) ?? user
      if (!hasPaidAccess(current) || current.subscriptionCancelAt) throw new DomainError('conflict', billingMessages.resumeEnded)
    }
    res.setHeader('cache-control', 'no-store')
    res.json(await subscriptionSummary(payload, current))
  }
}

/** POST /api/billing/portal: the provider's customer portal (change card, cancel at the period's end, invoices). */
function createPortal(payload: Payload, billing: Billing): RequestHandler {
  return async (req, res) => {
    const user = await fullUser(payload, await requireUser(payload, req))
    if (!billing.provider) throw unavailable()
    if (!user.stripeCustomerId || !user.stripeSubscriptionId) throw new DomainError('conflict', billingMessages.noSubscription)
    const audience = planAudience(user)
    if (!audience) throw new DomainError('forbidden', billingMessages.onlyMembers)
    const portalKey = portalKeyFor(audience, await accountCountry(payload, user, audience))
    res.json(await billing.provider.createPortal({ user, customerId: user.stripeCustomerId, returnUrl: `${billing.publicUrl}/planos`, portalKey }))
  }
}

/**
 * POST /api/billing/webhook: Stripe's events, with the raw body for the signature. An event id
 * already processed is acknowledged without running again; processing re-reads the subscription,
 * so a repeat that slips through (two deliveries at once) writes the same state.
 */
function stripeWebhook(payload: Payload, billing: Billing): RequestHandler {
  return async (req, res) => {
    const { provider, fulfilment } = billing
    if (!provider || provider.kind !== 'stripe' || !fulfilment) throw new DomainError('notFound', billingMessages.webhookNotConfigured)
    if (!provider.verifyWebhook) {
      payload.logger.error('webhook do Stripe recebido sem STRIPE_WEBHOOK_SECRET configurado')
      throw unavailable()
    }
    const signature = req.headers['stripe-signature']
    if (typeof signature !== 'string' || !signature) throw new DomainError('invalid', billingMessages.webhookSignatureMissing)
    if (!Buffer.isBuffer(req.body)) throw new DomainError('invalid', billingMessages.webhookSignatureInvalid)
    let event
    try {
      event = await provider.verifyWebhook(req.body, signature)
    } catch {
      throw new DomainError('invalid', billingMessages.webhookSignatureInvalid)
    }
    const seen = await payload.count({ collection: 'billing-events', where: { eventId: { equals: event.id } }, overrideAccess: true })
    if (seen.totalDocs > 0) return void res.json({ received: true, duplicate: true })
    if (event.subscriptionId) await fulfilment.syncSubscription(event.subscriptionId, event.userId)
    // Two deliveries of one event at once both applied the same state; one record is enough.
    await recordBillingEvent(billing.pool, event.id, event.type)
    res.json({ received: true })
  }
}

type QuotaUsage = { kind: QuotaKind; used: number; limit: number | null; label: string; trial: boolean }

/** GET /api/billing/usage: this month's applications (barbers) or opened jobs (shops) against the plan's quota. */
function quotaUsage(payload: Payload, pool: Pool): RequestHandler {
  return async (req, res) => {
    const user = await payload.findByID({ collection: 'users', id: (await requireUser(payload, req)).id, depth: 0, overrideAccess: true })
    const kind: QuotaKind | null = hasRole(user, 'barbershop') ? 'job' : hasRole(user, 'barber') ? 'application' : null
    if (!kind) throw new DomainError('forbidden', billingMessages.onlyMembers)
    const used = await quotaUsedSince(pool, user.id, kind, monthStart(new Date()))
    const planId = typeof user.subscriptionPlan === 'object' ? user.subscriptionPlan?.id : user.subscriptionPlan
    const plan =
      hasPaidAccess(user) && planId ? await payload.findByID({ collection: 'plans', id: planId, depth: 0, overrideAccess: true, disableErrors: true }) : null
    const limit = plan?.monthlyQuota ?? null
    const body: QuotaUsage = { kind, used, limit, label: quotaUsageLabel(kind, used, limit), trial: deriveAccountStatus(user) === 'trial' }
    res.setHeader('cache-control', 'no-store')
    res.json(body)
  }
}

const WEBHOOK_LIMIT = 512 * 1024

/** The billing routes under /api/billing: the webhook reads its body raw, for the signature; the others take small JSON. */
export function billingRoutes({ payload, pool, billing, json }: AppContext & BillingPiece): Router {
  const router = Router()
  router.post('/webhook', express.raw({ type: () => true, limit: WEBHOOK_LIMIT }), stripeWebhook(payload, billing))
  router.get('/subscription', getSubscription(payload, billing))
  router.get('/usage', quotaUsage(payload, pool))
  router.post('/checkout', json, createCheckout(payload, billing))
  router.post('/confirm', json, confirmCheckout(payload, billing))
  router.post('/portal', createPortal(payload, billing))
  router.post('/resume', resumeSubscription(payload, billing))
  return router
}

/** The demonstration provider's checkout and portal pages under SANDBOX_PAGE_PATH; none with another provider. */
export function sandboxPageRoutes({ payload, billing }: AppContext & BillingPiece): Router {
  const router = Router()
  const pages = sandboxPages({ payload, billing })
  if (!pages) return router
  const form = express.urlencoded({ extended: false, limit: '4kb' })
  router.get('/', pages.checkout)
  router.post('/concluir', form, pages.complete)
  router.post('/cancelar', form, pages.cancel)
  router.get('/portal', pages.portal)
  router.post('/portal/cancelar', form, pages.portalCancel)
  router.post('/portal/renovar', form, pages.portalRenew)
  return router
}
