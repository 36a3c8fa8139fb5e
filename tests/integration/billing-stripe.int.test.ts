/**
 * Billing against Stripe: the real `stripe` SDK, pointed at a local stand-in of Stripe's API
 * (tests/helpers/stripeStandIn.ts), and webhooks signed with the SDK's test signature. Checkout,
 * the signed webhook (bad signatures, repeats, disorder), the grace period, the return from
 * Checkout, the portal and `npm run billing:sync`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Stripe from 'stripe'
import { DAY_MS } from '#domain/account'
import { GRACE_DAYS } from '#domain/billing'
import type { Plan } from '#payload-types'
import { portalKeyFor, syncPlansToStripe, syncPortalsToStripe } from '#server/billing/syncPlans'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber, createJob, createPortugueseShop, createShop } from '#server/seed/factories'
import { startStripeStandIn, WEBHOOK_SECRET, type StripeStandIn } from '../helpers/stripeStandIn'

let stripe: StripeStandIn
// Stripe's stand-in first: the app is started with its address, and stopped before it.
beforeAll(async () => {
  stripe = await startStripeStandIn()
})
afterAll(() => stripe?.close())
const app = useTestApp(() => ({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url }))
let plans: Plan[]

const stripeClient = () => {
  const base = new URL(stripe.url)
  return new Stripe('sk_test_standin', { host: base.hostname, port: base.port, protocol: 'http' })
}

beforeAll(async () => {
  await syncPlansToStripe(app.payload, stripeClient())
  plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0, sort: 'sortOrder' })).docs
}, 120_000)

const planOf = (audience: 'barber' | 'barbershop', months: number, country: 'BR' | 'PT' = 'BR') =>
  plans.find((plan) => plan.country === country && plan.audience === audience && plan.months === months)!

const userRow = (id: number) => app.payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

/** A locked barber who went through Checkout at the stand-in (the session is complete, no webhook yet). */
async function barberWhoPaid(months = 6) {
  const account = await createBarber(app.payload, { locked: true })
  const client = await app.signedIn(account)
  const checkout = await client.post('/api/billing/checkout', { plan: planOf('barber', months).id })
  expect(checkout.status).toBe(200)
  const sessionId = checkout.body.url.split('/').pop() as string
  const subscription = stripe.completeCheckout(sessionId)
  return { account, client, sessionId, subscription, session: stripe.sessions.get(sessionId)! }
}

function deliver(delivery: { payload: string; signature: string }) {
  return fetch(`${app.url}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.payload,
  })
}

describe('npm run billing:sync', () => {
  it('stored a Stripe product and price on every plan, priced from the plan in its own currency', async () => {
    expect(plans).toHaveLength(12)
    for (const plan of plans) {
      const price = stripe.prices.get(plan.stripePriceId!)!
      expect(price.unit_amount).toBe(plan.priceCents)
      expect(price.currency).toBe(plan.country === 'PT' ? 'eur' : 'brl')
      expect(price.recurring).toEqual({ interval: 'month', interval_count: plan.months })
      expect(price.product).toBe(plan.stripeProductId)
      // Brazil keeps the keys it had before Portugal had plans; every plan has its own.
      expect(price.lookup_key).toBe(`navalha_${plan.audience}_${plan.months}m${plan.country === 'PT' ? '_pt' : ''}`)
    }
    expect(new Set(plans.map((plan) => plan.stripePriceId)).size).toBe(12)
    expect(new Set(plans.map((plan) => plan.stripeProductId)).size).toBe(12)
    const lisbonQuarterly = stripe.prices.get(planOf('barbershop', 3, 'PT').stripePriceId!)!
    expect(lisbonQuarterly).toMatchObject({ currency: 'eur', unit_amount: 7800, lookup_key: 'navalha_barbershop_3m_pt' })
    expect(stripe.products.get(planOf('barbershop', 3, 'PT').stripeProductId!)!.name).toBe('Navalha Barbearia Trimestral (Portugal)')
  })

  it('is idempotent, and replaces only the price of a plan whose price changed', async () => {
    const before = stripe.requests.filter((request) => request.method === 'POST').length
    await syncPlansToStripe(app.payload, stripeClient())
    expect(stripe.requests.filter((request) => request.method === 'POST').length).toBe(before)

    const plan = planOf('barbershop', 3)
    const oldPrice = plan.stripePriceId!
    await app.payload.update({ collection: 'plans', id: plan.id, data: { priceCents: 49_700 }, depth: 0 })
    await syncPlansToStripe(app.payload, stripeClient())
    const updated = await app.payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })
    expect(updated.stripePriceId).not.toBe(oldPrice)
    expect(stripe.prices.get(updated.stripePriceId!)!.unit_amount).toBe(49_700)
    expect(stripe.prices.get(oldPrice)!.active).toBe(false)
    expect(stripe.prices.get(oldPrice)!.lookup_key).toBeNull()
    await app.payload.update({ collection: 'plans', id: plan.id, data: { priceCents: plan.priceCents }, depth: 0 })
    await syncPlansToStripe(app.payload, stripeClient())
    plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0, sort: 'sortOrder' })).docs
  })

  it('gives a euro plan whose price an editor changed a new euro price, and touches no other plan', async () => {
    const plan = planOf('barber', 6, 'PT')
    const others = plans.filter((other) => other.id !== plan.id).map((other) => [other.id, other.stripePriceId])
    await app.payload.update({ collection: 'plans', id: plan.id, data: { priceCents: 9900 }, depth: 0 })
    const results = await syncPlansToStripe(app.payload, stripeClient())
    expect(results.filter((result) => result.created.length)).toEqual([
      expect.objectContaining({ plan: 'Barbeiro Semestral (Portugal, EUR)', created: ['preço'] }),
    ])
    const updated = await app.payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })
    expect(stripe.prices.get(updated.stripePriceId!)).toMatchObject({ currency: 'eur', unit_amount: 9900, lookup_key: 'navalha_barber_6m_pt', active: true })
    expect(stripe.prices.get(plan.stripePriceId!)).toMatchObject({ active: false, lookup_key: null })
    const after = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })).docs
    expect(after.filter((other) => other.id !== plan.id).map((other) => [other.id, other.stripePriceId])).toEqual(expect.arrayContaining(others))
    // And a run after that changes nothing.
    const before = stripe.requests.filter((request) => request.method === 'POST').length
    await syncPlansToStripe(app.payload, stripeClient())
    expect(stripe.requests.filter((request) => request.method === 'POST').length).toBe(before)

    await app.payload.update({ collection: 'plans', id: plan.id, data: { priceCents: plan.priceCents }, depth: 0 })
    await syncPlansToStripe(app.payload, stripeClient())
    plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0, sort: 'sortOrder' })).docs
  })
})

describe('POST /api/billing/checkout', () => {
  it('asks visitors to sign in with the spec words', async () => {
    const response = await new ApiClient(app.url).post('/api/billing/checkout', { plan: planOf('barber', 3).id })
    expect(response.status).toBe(401)
    expect(errorMessage(response.body)).toBe('Faça login para assinar um plano')
  })

  it('refuses a missing, unknown or foreign plan with a 4xx, and never takes a price from the client', async () => {
    const client = await app.signedIn(await createBarber(app.payload, { locked: true }))
    for (const body of [{}, { plan: 'abc' }, { plan: -1 }, { priceId: planOf('barber', 3).stripePriceId }, { plan: 1.5 }, [], 'x']) {
      const response = await client.post('/api/billing/checkout', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(errorMessage(response.body)).toBeTruthy()
    }
    expect((await client.post('/api/billing/checkout', { plan: 999_999 })).status).toBe(404)
    const foreign = await client.post('/api/billing/checkout', { plan: planOf('barbershop', 3).id })
    expect(foreign.status).toBe(400)
    expect(errorMessage(foreign.body)).toBe('Este plano é de outro tipo de conta: escolha um dos planos da sua conta.')
  })

  it('creates a subscription-mode session for the plan, with one Stripe customer per user', async () => {
    const account = await createShop(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const plan = planOf('barbershop', 12)
    const responses = await Promise.all([1, 2].map(() => client.post('/api/billing/checkout', { plan: plan.id })))
    expect(responses.map((response) => response.status)).toEqual([200, 200])
    const again = await client.post('/api/billing/checkout', { plan: String(plan.id) })
    expect(again.status).toBe(200)

    const user = await userRow(account.user.id)
    expect(user.stripeCustomerId).toMatch(/^cus_/)
    const sessionsOfUser = [...stripe.sessions.values()].filter((session) => session.client_reference_id === String(account.user.id))
    expect(sessionsOfUser).toHaveLength(3)
    expect(new Set(sessionsOfUser.map((session) => session.customer))).toEqual(new Set([user.stripeCustomerId]))
    const session = stripe.sessions.get(again.body.url.split('/').pop())!
    expect(session).toMatchObject({
      mode: 'subscription',
      locale: 'pt-BR',
      line_items: [{ price: plan.stripePriceId, quantity: '1' }],
      metadata: { userId: String(account.user.id), planId: String(plan.id) },
      subscription_data: { metadata: { userId: String(account.user.id), planId: String(plan.id) } },
      success_url: `${app.url}/planos?checkout=sucesso&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${app.url}/planos?checkout=cancelado`,
    })
    expect(session.payment_method_types).toBeUndefined()
  })

  it('checks a shop in Lisboa out at its plan’s euro price, and refuses it Brazil’s plans', async () => {
    const client = await app.signedIn(await createPortugueseShop(app.payload, { locked: true }))
    const plan = planOf('barbershop', 6, 'PT')
    const response = await client.post('/api/billing/checkout', { plan: plan.id })
    expect(response.status).toBe(200)
    const session = stripe.sessions.get(response.body.url.split('/').pop())!
    expect(session.line_items).toEqual([{ price: plan.stripePriceId, quantity: '1' }])
    expect(stripe.prices.get(plan.stripePriceId!)).toMatchObject({ currency: 'eur', unit_amount: 12_600 })
    const brazilian = await client.post('/api/billing/checkout', { plan: planOf('barbershop', 6).id })
    expect(brazilian.status).toBe(400)
    expect(errorMessage(brazilian.body)).toBe('Este plano é de outro país: escolha um dos planos de Portugal.')
  })

  it('refuses staff accounts and a second subscription while the first gives access', async () => {
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const staff = await admin.post('/api/billing/checkout', { plan: planOf('barber', 3).id })
    expect(staff.status).toBe(403)
    expect(errorMessage(staff.body)).toBe('Os planos são para barbeiros e barbearias.')
    const { client, session } = await barberWhoPaid()
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    const second = await client.post('/api/billing/checkout', { plan: planOf('barber', 3).id })
    expect(second.status).toBe(409)
  })
})

describe('POST /api/billing/webhook', () => {
  it('refuses a missing, wrong or stale signature and changes nothing', async () => {
    const { account, session } = await barberWhoPaid()
    const good = stripe.signedEvent('checkout.session.completed', session)
    const forged = stripe.signedEvent('checkout.session.completed', session, { secret: 'whsec_someone_else' })
    const noSignature = await fetch(`${app.url}/api/billing/webhook`, { method: 'POST', body: good.payload, headers: { 'content-type': 'application/json' } })
    expect(noSignature.status).toBe(400)
    expect((await deliver(forged)).status).toBe(400)
    // The right signature over another body (the amount or user changed in transit).
    const tampered = await deliver({ payload: good.payload.replace(String(account.user.id), '1'), signature: good.signature })
    expect(tampered.status).toBe(400)
    expect((await tampered.json()).errors[0].message).toBe('Assinatura do webhook inválida.')
    expect(await deliver({ payload: 'not json at all', signature: good.signature }).then((r) => r.status)).toBe(400)
    expect((await userRow(account.user.id)).subscriptionStatus).toBe('none')
    expect((await app.payload.count({ collection: 'billing-events', overrideAccess: true, where: { eventId: { equals: good.event.id } } })).totalDocs).toBe(0)
  })

  it('unlocks on checkout.session.completed, and answers a repeat without running it again', async () => {
    const { account, client, session, subscription } = await barberWhoPaid(6)
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('locked')
    const delivery = stripe.signedEvent('checkout.session.completed', session)
    const first = await deliver(delivery)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true })

    const user = await userRow(account.user.id)
    expect(user).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: subscription.id, subscriptionPlan: planOf('barber', 6).id })
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    const summary = await client.get('/api/billing/subscription')
    expect(summary.body).toMatchObject({
      subscribed: true,
      product_id: planOf('barber', 6).stripeProductId,
      subscription_end: new Date(subscription.items.data[0].current_period_end * 1000).toISOString(),
      status: 'active',
      plan: { id: planOf('barber', 6).id, name: 'Semestral', months: 6 },
      manageable: true,
    })

    const reads = stripe.requests.filter((request) => request.path === `/v1/subscriptions/${subscription.id}`).length
    const repeat = await deliver(delivery)
    expect(await repeat.json()).toEqual({ received: true, duplicate: true })
    expect(stripe.requests.filter((request) => request.path === `/v1/subscriptions/${subscription.id}`).length).toBe(reads)
    expect((await app.payload.count({ collection: 'billing-events', overrideAccess: true, where: { eventId: { equals: delivery.event.id } } })).totalDocs).toBe(
      1,
    )
  })

  it('ends in Stripe’s current state whatever the order and repetition of the events', async () => {
    const { account, session, subscription } = await barberWhoPaid(3)
    const created = stripe.signedEvent('customer.subscription.created', subscription)
    const completed = stripe.signedEvent('checkout.session.completed', session)
    stripe.updateSubscription(subscription.id, { status: 'canceled' })
    const deleted = stripe.signedEvent('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!)
    // The cancellation arrives first, then the older events, one of them twice and at once.
    expect((await deliver(deleted)).status).toBe(200)
    const late = await Promise.all([deliver(completed), deliver(created), deliver(created)])
    expect(late.map((response) => response.status)).toEqual([200, 200, 200])
    const user = await userRow(account.user.id)
    expect(user.subscriptionStatus).toBe('none')
    expect((await (await app.signedIn(account)).get('/api/session')).body.user.accountStatus).toBe('locked')
  })

  it('keeps access through the grace period of a failed renewal, then locks', async () => {
    const { account, client, session, subscription } = await barberWhoPaid(3)
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)

    const failing = stripe.updateSubscription(subscription.id, { status: 'past_due', periodStartDaysAgo: GRACE_DAYS - 2 })
    const failed = stripe.signedEvent('invoice.payment_failed', {
      id: 'in_standin_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: {} } },
    })
    expect((await deliver(failed)).status).toBe(200)
    let user = await userRow(account.user.id)
    expect(user.subscriptionStatus).toBe('past_due')
    const graceEnd = new Date((failing.items.data[0].current_period_start + GRACE_DAYS * 24 * 60 * 60) * 1000).toISOString()
    expect(user.subscriptionGraceEndsAt).toBe(graceEnd)
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ subscribed: true, status: 'past_due', grace_ends_at: graceEnd })

    // Still failing three days later: the grace period is over.
    stripe.updateSubscription(subscription.id, { periodStartDaysAgo: GRACE_DAYS + 1 })
    expect((await deliver(stripe.signedEvent('customer.subscription.updated', stripe.subscriptions.get(subscription.id)!))).status).toBe(200)
    user = await userRow(account.user.id)
    expect(new Date(user.subscriptionGraceEndsAt!).getTime()).toBeLessThan(Date.now())
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('locked')
    expect((await client.get('/api/billing/subscription')).body.subscribed).toBe(false)
    const apply = await client.post('/api/applications', { job: job.id })
    expect(apply.status).toBe(403)
    expect(errorMessage(apply.body)).toBe('Período de teste expirado')

    // The card is fixed in the portal: the invoice is paid and access comes back.
    stripe.updateSubscription(subscription.id, { status: 'active', periodStartDaysAgo: 0 })
    const paid = stripe.signedEvent('invoice.paid', {
      id: 'in_standin_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    })
    expect((await deliver(paid)).status).toBe(200)
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    expect((await client.post('/api/applications', { job: job.id })).status).toBe(201)
    expect((await userRow(account.user.id)).subscriptionGraceEndsAt).toBeNull()
  })

  it('does not let news of an old subscription take away the current one', async () => {
    const { account, session, subscription } = await barberWhoPaid(3)
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    stripe.updateSubscription(subscription.id, { status: 'canceled' })
    await deliver(stripe.signedEvent('customer.subscription.deleted', stripe.subscriptions.get(subscription.id)!))
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: planOf('barber', 12).id })
    const second = stripe.completeCheckout(checkout.body.url.split('/').pop())
    await deliver(stripe.signedEvent('checkout.session.completed', stripe.sessions.get(checkout.body.url.split('/').pop())!))
    // A late repeat about the first, canceled subscription.
    await deliver(stripe.signedEvent('customer.subscription.updated', stripe.subscriptions.get(subscription.id)!))
    const user = await userRow(account.user.id)
    expect(user).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: second.id, subscriptionPlan: planOf('barber', 12).id })
  })

  it('acknowledges events it does not act on, and survives hostile bodies', async () => {
    const other = stripe.signedEvent('customer.created', { id: 'cus_x', object: 'customer' })
    expect((await deliver(other)).status).toBe(200)
    const unknownSubscription = stripe.signedEvent('customer.subscription.updated', { id: 'sub_nobody', object: 'subscription' })
    expect((await deliver(unknownSubscription)).status).toBe(200)
    const big = await fetch(`${app.url}/api/billing/webhook`, { method: 'POST', headers: { 'stripe-signature': 't=1,v1=00' }, body: 'x'.repeat(600 * 1024) })
    expect(big.status).toBe(413)
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200)
  })
})

/** The calendar day of a moment in São Paulo, as a Brazilian account's /planos and portal show it. */
const dayInSaoPaulo = (moment: Date) => moment.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' })

describe('cancelling in the customer portal (issue 39, item 3)', () => {
  it('keeps the paid period: the plan ends on the last day paid, and resumes before it', async () => {
    const { account, client, session, subscription } = await barberWhoPaid(3)
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const periodEnd = new Date(subscription.items.data[0].current_period_end * 1000)
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ cancel_at: null, term: { kind: 'renews', day: dayInSaoPaulo(periodEnd) } })

    // The portal cancels at the period's end (billing:sync's configuration): Stripe keeps the subscription active and says so.
    const scheduled = stripe.cancelAtPeriodEnd(subscription.id)
    expect((await deliver(stripe.signedEvent('customer.subscription.updated', scheduled))).status).toBe(200)
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscribed: true,
      status: 'active',
      subscription_end: periodEnd.toISOString(),
      cancel_at: periodEnd.toISOString(),
      term: { kind: 'ends', day: dayInSaoPaulo(periodEnd) },
      manageable: true,
    })
    expect((await client.post('/api/applications', { job: job.id })).status).toBe(201)

    // Resumed from /planos before the end: Stripe is told, and the plan renews again.
    const resumed = await client.post('/api/billing/resume')
    expect(resumed.status).toBe(200)
    expect(resumed.body).toMatchObject({ subscribed: true, cancel_at: null, term: { kind: 'renews', day: dayInSaoPaulo(periodEnd) } })
    const update = stripe.requests.findLast((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`)!
    expect(update.body).toEqual({ cancel_at_period_end: 'false' })
    expect(stripe.subscriptions.get(subscription.id)).toMatchObject({ cancel_at_period_end: false, cancel_at: null })
    expect((await userRow(account.user.id)).subscriptionCancelAt ?? null).toBeNull()
    // Again: nothing to resume, the same answer.
    expect((await client.post('/api/billing/resume')).body).toMatchObject({ cancel_at: null, term: { kind: 'renews' } })

    // Cancelled again and the period over: Stripe cancels it, and only then the account locks.
    stripe.cancelAtPeriodEnd(subscription.id)
    const ended = stripe.endPeriod(subscription.id)
    expect((await deliver(stripe.signedEvent('customer.subscription.deleted', ended))).status).toBe(200)
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('locked')
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ subscribed: false, status: 'none', cancel_at: null, term: null })
    const late = await client.post('/api/billing/resume')
    expect(late.status).toBe(409)
    expect(errorMessage(late.body)).toBe('Esta assinatura já terminou. Escolha um plano para assinar de novo.')
  })

  it('reads a cancellation Stripe set for a date (cancel_at) as the plan’s end', async () => {
    const { client, session, subscription } = await barberWhoPaid(6)
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    const at = subscription.items.data[0].current_period_start + 40 * 24 * 60 * 60
    const update = await stripeClient().subscriptions.update(subscription.id, { cancel_at: at })
    expect((await deliver(stripe.signedEvent('customer.subscription.updated', update))).status).toBe(200)
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscribed: true,
      cancel_at: new Date(at * 1000).toISOString(),
      term: { kind: 'ends', day: dayInSaoPaulo(new Date(at * 1000)) },
    })
    expect((await client.post('/api/billing/resume')).status).toBe(200)
    const sent = stripe.requests.findLast((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`)!
    expect(sent.body).toEqual({ cancel_at: '' })
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at).toBeNull()
  })

  it('refuses to resume for someone without a subscription', async () => {
    const never = await app.signedIn(await createBarber(app.payload, { locked: true }))
    const refused = await never.post('/api/billing/resume')
    expect(refused.status).toBe(409)
    expect(errorMessage(refused.body)).toBe('Você ainda não tem uma assinatura.')
    expect((await new ApiClient(app.url).post('/api/billing/resume')).status).toBe(401)
  })
})

describe('the return from Checkout', () => {
  it('confirms the session with Stripe, so the account unlocks before the webhook', async () => {
    const { account, client, sessionId } = await barberWhoPaid(12)
    const stranger = await app.signedIn(await createBarber(app.payload, { locked: true }))
    const stolen = await stranger.post('/api/billing/confirm', { sessionId })
    expect(stolen.status).toBe(404)
    expect((await userRow(account.user.id)).subscriptionStatus).toBe('none')

    const confirmed = await client.post('/api/billing/confirm', { sessionId })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toMatchObject({ subscribed: true, plan: { name: 'Anual', months: 12 } })
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    expect((await client.post('/api/billing/confirm', { sessionId: 'cs_test_unknown' })).body.subscribed).toBe(true)
    expect((await client.post('/api/billing/confirm', {})).status).toBe(400)
  })

  it('leaves an open (unpaid) session alone', async () => {
    const account = await createBarber(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: planOf('barber', 3).id })
    const confirmed = await client.post('/api/billing/confirm', { sessionId: checkout.body.url.split('/').pop() })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.subscribed).toBe(false)
  })
})

describe('the customer portal’s plan switch', () => {
  it('billing:sync makes one portal per audience and country offering only its own plans, and updates it on a second run', async () => {
    const first = await syncPortalsToStripe(app.payload, stripeClient())
    expect(first.map((result) => result.created)).toEqual([true, true, true, true])
    const byKey = new Map([...stripe.portalConfigurations.values()].map((configuration) => [configuration.metadata.navalha_key, configuration]))
    expect([...byKey.keys()].sort()).toEqual([
      'navalha_portal_barber_br',
      'navalha_portal_barber_pt',
      'navalha_portal_barbershop_br',
      'navalha_portal_barbershop_pt',
    ])
    for (const [key, configuration] of byKey) {
      const own = plans.filter((plan) => plan.active && portalKeyFor(plan.audience, plan.country) === key)
      const offered = configuration.features.subscription_update.products.map((product: { prices: string[] }) => product.prices[0])
      expect(offered.sort()).toEqual(own.map((plan) => plan.stripePriceId).sort())
      expect(configuration.features.subscription_cancel).toEqual({ enabled: 'true', mode: 'at_period_end' })
    }
    const second = await syncPortalsToStripe(app.payload, stripeClient())
    expect(second.map((result) => result.created)).toEqual([false, false, false, false])
    expect(stripe.portalConfigurations.size).toBe(4)
  })

  it('opens a shop in Lisboa on the portal of Portugal’s shop plans, never one in reais', async () => {
    await syncPortalsToStripe(app.payload, stripeClient())
    const account = await createPortugueseShop(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: planOf('barbershop', 6, 'PT').id })
    const sessionId = checkout.body.url.split('/').pop() as string
    stripe.completeCheckout(sessionId)
    await deliver(stripe.signedEvent('checkout.session.completed', stripe.sessions.get(sessionId)!))
    expect((await client.post('/api/billing/portal')).status).toBe(200)
    const request = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!
    const configuration = stripe.portalConfigurations.get(request.body.configuration)!
    expect(configuration.metadata.navalha_key).toBe('navalha_portal_barbershop_pt')
  })
})

describe('POST /api/billing/portal', () => {
  it('opens the customer portal for a subscriber only', async () => {
    const never = await app.signedIn(await createBarber(app.payload, { locked: true }))
    const refused = await never.post('/api/billing/portal')
    expect(refused.status).toBe(409)
    expect(errorMessage(refused.body)).toBe('Você ainda não tem uma assinatura.')
    const { client, session } = await barberWhoPaid(3)
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    const portal = await client.post('/api/billing/portal')
    expect(portal.status).toBe(200)
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//)
    const request = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')!
    expect(request.body).toMatchObject({ customer: session.customer, return_url: `${app.url}/planos`, locale: 'pt-BR' })
  })
})

describe('GET /api/billing/subscription', () => {
  it('re-reads a paid period that ran out, in case the renewal webhook is late', async () => {
    const { account, client, session, subscription } = await barberWhoPaid(3)
    await deliver(stripe.signedEvent('checkout.session.completed', session))
    await app.payload.update({ collection: 'users', id: account.user.id, data: { subscriptionEnd: new Date(Date.now() - DAY_MS).toISOString() }, depth: 0 })
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('locked')
    const summary = await client.get('/api/billing/subscription')
    expect(summary.body.subscribed).toBe(true)
    expect(summary.body.subscription_end).toBe(new Date(subscription.items.data[0].current_period_end * 1000).toISOString())
  })

  it('answers visitors with a 401', async () => {
    expect((await new ApiClient(app.url).get('/api/billing/subscription')).status).toBe(401)
  })
})
