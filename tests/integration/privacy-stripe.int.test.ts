/**
 * Deleting an account that pays through Stripe (issue 25): the real `stripe` SDK against the local
 * stand-in (tests/helpers/stripeStandIn.ts). The subscription is cancelled at once and the
 * customer deleted before anything of the account goes; a provider that cannot answer leaves the
 * account as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privacyMessages } from '#domain/privacy'
import { syncPlansToStripe } from '#server/billing/syncPlans'
import Stripe from 'stripe'
import { useTestApp } from '../helpers/app'
import { errorMessage } from '../helpers/client'
import { createAccount, createBarber } from '#server/seed/factories'
import { startStripeStandIn, WEBHOOK_SECRET, type StripeStandIn } from '../helpers/stripeStandIn'

let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
})
afterAll(() => stripe?.close())
const app = useTestApp(() => ({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url }))

beforeAll(async () => {
  const base = new URL(stripe.url)
  await syncPlansToStripe(app.payload, new Stripe('sk_test_standin', { host: base.hostname, port: base.port, protocol: 'http' }))
}, 120_000)

/** A barber who subscribed through Checkout at the stand-in, confirmed on return. */
async function subscribedBarber() {
  const account = await createBarber(app.payload, { locked: true })
  const client = await app.signedIn(account)
  const plan = (
    await app.payload.find({ collection: 'plans', where: { and: [{ audience: { equals: 'barber' } }, { country: { equals: 'BR' } }] }, limit: 1, depth: 0 })
  ).docs[0]!
  const checkout = await client.post('/api/billing/checkout', { plan: plan.id })
  expect(checkout.status).toBe(200)
  const sessionId = checkout.body.url.split('/').pop() as string
  const subscription = stripe.completeCheckout(sessionId)
  expect((await client.post('/api/billing/confirm', { sessionId })).status).toBe(200)
  const user = await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0, overrideAccess: true })
  expect(user.stripeSubscriptionId).toBe(subscription.id)
  return { account, client, subscription, customerId: user.stripeCustomerId! }
}

describe('DELETE /api/me with a Stripe subscription', () => {
  it('cancels the subscription at once and deletes the customer, then the account', async () => {
    const { account, client, subscription, customerId } = await subscribedBarber()
    expect(stripe.customers.has(customerId)).toBe(true)
    const response = await client.delete('/api/me', { json: { password: account.password } })
    expect(response.status).toBe(200)
    expect(stripe.subscriptions.get(subscription.id)).toMatchObject({ status: 'canceled' })
    expect(stripe.customers.has(customerId)).toBe(false)
    const calls = stripe.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)
    expect(calls).toEqual(expect.arrayContaining([`/v1/subscriptions/${subscription.id}`, `/v1/customers/${customerId}`]))
    const user = await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0, overrideAccess: true })
    expect(user).toMatchObject({ stripeCustomerId: null, stripeSubscriptionId: null, subscriptionStatus: 'none' })
    expect(user.removedAt).toBeTruthy()
  })

  it('does the same when an admin deletes the account or its profile (REST, console), decision 0042', async () => {
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    for (const address of [
      (id: { user: number; barber: number }) => `/api/users/${id.user}`,
      (id: { user: number; barber: number }) => `/api/admin/barbers/${id.barber}`,
    ]) {
      const { account, subscription, customerId } = await subscribedBarber()
      const response = await admin.delete(address({ user: account.user.id, barber: account.barber.id }))
      expect(response.status, response.text).toBe(200)
      expect(stripe.subscriptions.get(subscription.id)).toMatchObject({ status: 'canceled' })
      expect(stripe.customers.has(customerId)).toBe(false)
      const user = await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0, overrideAccess: true })
      expect(user).toMatchObject({ stripeCustomerId: null, stripeSubscriptionId: null, subscriptionStatus: 'none' })
      expect(user.removedAt).toBeTruthy()
    }
  })

  it('keeps the account when Stripe cannot be reached, and says so in Portuguese', async () => {
    const { account, client } = await subscribedBarber()
    await stripe.close()
    try {
      const response = await client.delete('/api/me', { json: { password: account.password } })
      expect(response.status).toBe(424)
      expect(errorMessage(response.body)).toBe(privacyMessages.billingUnavailable)
      const user = await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0, overrideAccess: true })
      expect(user.removedAt ?? null).toBeNull()
      expect(user.email).toBe(account.email)
    } finally {
      stripe = await startStripeStandIn()
    }
  })
})
