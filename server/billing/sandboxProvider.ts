import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import type { SubscriptionSnapshot } from '#domain/billing'
import type { Plan, User } from '#payload-types'
import type { BillingProvider } from './provider'

/**
 * The local stand-in for Stripe (decision 0021): a checkout page of our own, marked as a
 * demonstration, whose "pay" button fulfils through the same code as a verified Stripe webhook.
 * Its sessions are signed tokens (nothing to store); its subscriptions exist only on the user row,
 * which is where readSubscription reads them back from, moved on as Stripe's would be by then
 * (decision 0055): renewed at the period's end (the demonstration's payments are always approved),
 * or canceled once a cancellation scheduled in its portal is due.
 */

export const SANDBOX_PAGE_PATH = '/pagamento-demonstracao'
const SESSION_MINUTES = 60

export type SandboxSession = {
  kind: 'checkout' | 'portal'
  userId: number
  planId: number | null
  /** Where the page sends the browser back to (signed, so the page cannot be turned into an open redirect). */
  successUrl: string
  cancelUrl: string
  expiresAt: number
}

const sign = (secret: string, body: string) => createHmac('sha256', `navalha-sandbox-billing:${secret}`).update(body).digest('base64url')

function signSandboxSession(secret: string, session: SandboxSession): string {
  const body = Buffer.from(JSON.stringify(session)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

/** The session a token carries, or null when it is forged, malformed or expired. */
export function readSandboxSession(secret: string, token: unknown, now = Date.now()): SandboxSession | null {
  if (typeof token !== 'string' || token.length > 1000) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(sign(secret, body))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const session = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SandboxSession
    return session.expiresAt > now ? session : null
  } catch {
    return null
  }
}

const sandboxCustomerId = (userId: number) => `sandbox_cus_${userId}`
const sandboxPriceId = (planId: number) => `sandbox_price_${planId}`

/**
 * The moment `months` calendar months after a billing anchor (UTC), as Stripe dates a period's end:
 * on the anchor's day of the month, or on the month's last day when it is shorter, at the anchor's
 * time (an anchor on 31 January bills on 28 or 29 February, then on 31 March). Date#setUTCMonth
 * spilled into the next month instead (30 November + 3 months gave 2 March, two days for free),
 * and renewing from that date drifted the day for good.
 */
function billingMonths(anchor: Date, months: number): Date {
  const next = new Date(anchor)
  next.setUTCDate(1)
  next.setUTCMonth(next.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate()
  next.setUTCDate(Math.min(anchor.getUTCDate(), lastDay))
  return next
}

/** The checkout's moment a sandbox subscription id carries (sandboxSubscription), its billing anchor; null for another id. */
function sandboxAnchor(subscriptionId: string): Date | null {
  const found = /^sandbox_sub_\d+_(\d{1,15})$/.exec(subscriptionId)
  return found ? new Date(Number(found[1])) : null
}

/** The subscription a completed sandbox checkout creates: paid now, for the plan's months. */
export function sandboxSubscription(userId: number, plan: Plan, now = new Date()): SubscriptionSnapshot {
  const end = billingMonths(now, plan.months)
  return {
    id: `sandbox_sub_${userId}_${now.getTime()}`,
    customerId: sandboxCustomerId(userId),
    status: 'active',
    priceId: sandboxPriceId(plan.id),
    productId: `sandbox_prod_${plan.id}`,
    currentPeriodStart: now,
    currentPeriodEnd: end,
    userId,
    planId: plan.id,
    cancelAt: null,
  }
}

/**
 * A stored sandbox subscription as Stripe would have moved it by `now`: canceled once its scheduled
 * cancellation is due, renewed period after period (every `months`, on the day of the month it was
 * bought: its billing anchor) when its period ended without one.
 */
function sandboxSubscriptionAt(stored: SubscriptionSnapshot, months: number | null, now = new Date()): SubscriptionSnapshot {
  if (stored.status !== 'active') return stored
  if (stored.cancelAt) return stored.cancelAt.getTime() <= now.getTime() ? { ...stored, status: 'canceled' } : stored
  if (!months || stored.currentPeriodEnd.getTime() > now.getTime()) return stored
  // Periods are counted from the anchor, never from the previous end, so a short month does not move the day.
  const bought = sandboxAnchor(stored.id)
  const anchor = bought && bought.getTime() <= stored.currentPeriodEnd.getTime() ? bought : stored.currentPeriodEnd
  let start = stored.currentPeriodEnd
  let count = 1
  let end = billingMonths(anchor, months)
  while (end.getTime() <= start.getTime()) end = billingMonths(anchor, months * ++count)
  while (end.getTime() <= now.getTime()) [start, end] = [end, billingMonths(anchor, months * ++count)]
  return { ...stored, currentPeriodStart: start, currentPeriodEnd: end }
}

export function sandboxProvider(payload: Payload, publicUrl: string): BillingProvider {
  const secret = payload.secret
  const expiry = () => Date.now() + SESSION_MINUTES * 60_000

  /** The subscription as the user row keeps it, moved on to now. */
  async function readSubscription(subscriptionId: string): Promise<SubscriptionSnapshot | null> {
    const { docs } = await payload.find({
      collection: 'users',
      where: { stripeSubscriptionId: { equals: subscriptionId } },
      limit: 1,
      depth: 1,
      overrideAccess: true,
    })
    const user = docs[0]
    if (!user?.stripeCustomerId || !user.subscriptionEnd) return null
    const plan = typeof user.subscriptionPlan === 'object' ? user.subscriptionPlan : null
    const stored: SubscriptionSnapshot = {
      id: subscriptionId,
      customerId: user.stripeCustomerId,
      status: user.subscriptionStatus === 'none' ? 'canceled' : (user.subscriptionStatus ?? 'canceled'),
      priceId: plan ? sandboxPriceId(plan.id) : null,
      productId: user.subscriptionProductId ?? null,
      // A sandbox renewal is always paid, so it never fails: its start only matters for grace.
      currentPeriodStart: new Date(user.updatedAt),
      currentPeriodEnd: new Date(user.subscriptionEnd),
      userId: user.id,
      planId: plan?.id ?? null,
      cancelAt: user.subscriptionCancelAt ? new Date(user.subscriptionCancelAt) : null,
    }
    return sandboxSubscriptionAt(stored, plan?.months ?? null)
  }

  return {
    kind: 'sandbox',

    async ensureCustomer(user: User) {
      return user.stripeCustomerId ?? sandboxCustomerId(user.id)
    },

    async createCheckout({ user, plan, successUrl, cancelUrl }) {
      const token = signSandboxSession(secret, { kind: 'checkout', userId: user.id, planId: plan.id, successUrl, cancelUrl, expiresAt: expiry() })
      return { id: token, url: `${publicUrl}${SANDBOX_PAGE_PATH}?${new URLSearchParams({ sessao: token })}` }
    },

    // The sandbox page fulfils on the spot: by the time the browser returns there is nothing left to confirm.
    async completedCheckout() {
      return null
    },

    readSubscription,

    async resumeSubscription(subscriptionId) {
      const current = await readSubscription(subscriptionId)
      return current && current.status !== 'canceled' ? { ...current, cancelAt: null } : current
    },

    async createPortal({ user, returnUrl }) {
      const token = signSandboxSession(secret, {
        kind: 'portal',
        userId: user.id,
        planId: null,
        successUrl: returnUrl,
        cancelUrl: returnUrl,
        expiresAt: expiry(),
      })
      return { url: `${publicUrl}${SANDBOX_PAGE_PATH}/portal?${new URLSearchParams({ sessao: token })}` }
    },

    // Its subscriptions live on the user row alone, which the deletion clears.
    async eraseCustomer() {},

    verifyWebhook: null,
  }
}
