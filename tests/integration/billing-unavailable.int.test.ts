/**
 * Payments switched off (BILLING_PROVIDER=stripe with no key; in production, no keys and no
 * BILLING_PROVIDER=sandbox): the app still serves, and subscribing answers 503 in Portuguese.
 */
import { expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createBarber } from '#server/seed/factories'

const app = useTestApp({ BILLING_PROVIDER: 'stripe', STRIPE_SECRET_KEY: '' })

it('answers 503 to checkout and portal, and still reports the subscription', async () => {
  const account = await createBarber(app.payload, { locked: true })
  const client = new ApiClient(app.url)
  await client.login(account.email, account.password)
  const plan = (await app.payload.find({ collection: 'plans', where: { audience: { equals: 'barber' } }, depth: 0 })).docs[0]
  for (const response of [await client.post('/api/billing/checkout', { plan: plan.id }), await client.post('/api/billing/portal')]) {
    expect(response.status).toBe(503)
    expect(errorMessage(response.body)).toBe('Pagamentos indisponíveis no momento.')
    // Payments switched off is no outage that passes in seconds: no Retry-After (the database's 503 has one).
    expect(response.headers.get('retry-after')).toBeNull()
  }
  expect((await client.get('/api/billing/subscription')).body).toMatchObject({ subscribed: false })
  expect((await fetch(`${app.url}/pagamento-demonstracao`)).status).not.toBe(500)
})
