/**
 * Billing with no Stripe keys (the `npm start` default): the sandbox checkout page completes or
 * cancels through the same fulfilment as a verified webhook, so trial → locked → subscribe →
 * unlocked works on a fresh clone.
 */
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()

const planId = async (audience: 'barber' | 'barbershop', months: number) =>
  (await app.payload.find({ collection: 'plans', where: { country: { equals: 'BR' }, audience: { equals: audience }, months: { equals: months } }, depth: 0 }))
    .docs[0].id

/** Submits one of the sandbox page's forms as the browser would. */
const submit = (client: ApiClient, path: string, token: string) =>
  client.request('POST', path, { body: new URLSearchParams({ sessao: token }), headers: { 'content-type': 'application/x-www-form-urlencoded' } })

describe('the sandbox provider', () => {
  it('takes a locked barber from the checkout page back to /planos, unlocked and able to apply', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const account = await createBarber(app.payload, { locked: true })
    const client = await app.signedIn(account)
    expect((await client.post('/api/applications', { job: job.id })).status).toBe(403)

    const checkout = await client.post('/api/billing/checkout', { plan: await planId('barber', 6) })
    expect(checkout.status).toBe(200)
    const url = new URL(checkout.body.url)
    expect(url.origin + url.pathname).toBe(`${app.url}/pagamento-demonstracao`)
    const token = url.searchParams.get('sessao')!

    const page = await client.get(url.pathname + url.search)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Ambiente de demonstração: nenhuma cobrança real')
    expect(page.text).toContain('Plano Semestral')
    expect(page.text).toContain('R$\u00a0594')

    const paid = await submit(client, '/pagamento-demonstracao/concluir', token)
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    expect(back.pathname).toBe('/planos')
    expect(back.searchParams.get('checkout')).toBe('sucesso')

    const confirmed = await client.post('/api/billing/confirm', { sessionId: back.searchParams.get('session_id') })
    expect(confirmed.body).toMatchObject({ subscribed: true, status: 'active', plan: { name: 'Semestral', months: 6 }, manageable: true })
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    expect((await client.post('/api/applications', { job: job.id })).status).toBe(201)
  })

  it('goes back without a charge on cancel, and refuses forged or foreign sessions', async () => {
    const account = await createShop(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: await planId('barbershop', 3) })
    const token = new URL(checkout.body.url).searchParams.get('sessao')!
    const cancelled = await submit(client, '/pagamento-demonstracao/cancelar', token)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`${app.url}/planos?checkout=cancelado`)

    const [body, signature] = token.split('.')
    const forgedBody = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), userId: 1 })).toString('base64url')
    for (const forged of [`${forgedBody}.${signature}`, 'x', `${body}.${signature}.x`, '']) {
      const response = await submit(client, '/pagamento-demonstracao/concluir', forged)
      expect(response.status).toBe(400)
      expect(response.text).toContain('Esta sessão de pagamento expirou')
    }
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('locked')
  })

  it('cancels in the sandbox portal at the end of the paid period, as Stripe’s portal does, and resumes before it', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const account = await createBarber(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: await planId('barber', 3) })
    await submit(client, '/pagamento-demonstracao/concluir', new URL(checkout.body.url).searchParams.get('sessao')!)
    // Paid late in the evening in São Paulo: the period ends at 02:30 UTC, which is still the day before there.
    const end = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 3, 7, 2, 30))
    await app.payload.update({ collection: 'users', id: account.user.id, data: { subscriptionEnd: end.toISOString() }, depth: 0 })
    const day = new Date(end.getTime() - 24 * 60 * 60 * 1000)
    const shown = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`
    const isoDay = day.toISOString().slice(0, 10)

    const portal = await client.post('/api/billing/portal')
    expect(portal.status).toBe(200)
    const portalUrl = new URL(portal.body.url)
    const token = portalUrl.searchParams.get('sessao')!
    const page = await client.get(portalUrl.pathname + portalUrl.search)
    expect(page.text).toContain('Plano Trimestral')
    // The portal and /planos say one date, computed in one place.
    expect(page.text).toContain(`Renova em ${shown}.`)
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ term: { kind: 'renews', day: isoDay } })

    const cancelled = await submit(client, '/pagamento-demonstracao/portal/cancelar', token)
    expect(cancelled.status).toBe(303)
    expect(cancelled.headers.get('location')).toBe(`${app.url}/planos`)
    // The paid months are kept: still active, still able to apply, and the plan ends on that day.
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscribed: true,
      status: 'active',
      subscription_end: end.toISOString(),
      cancel_at: end.toISOString(),
      term: { kind: 'ends', day: isoDay },
    })
    expect((await client.post('/api/applications', { job: job.id })).status).toBe(201)
    const after = await client.get(portalUrl.pathname + portalUrl.search)
    expect(after.text).toContain(`Termina em ${shown}.`)
    expect(after.text).toContain('Renovar assinatura')
    expect(after.text).not.toContain('Cancelar assinatura')

    // Renewed in the portal, as Stripe's portal offers before the end.
    expect((await submit(client, '/pagamento-demonstracao/portal/renovar', token)).status).toBe(303)
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ cancel_at: null, term: { kind: 'renews', day: isoDay } })
    // Cancelled again, and resumed from /planos this time.
    await submit(client, '/pagamento-demonstracao/portal/cancelar', token)
    const resumed = await client.post('/api/billing/resume')
    expect(resumed.status).toBe(200)
    expect(resumed.body).toMatchObject({ subscribed: true, cancel_at: null, term: { kind: 'renews', day: isoDay } })

    // Cancelled, and the period over: the subscription ends, and the account locks.
    await submit(client, '/pagamento-demonstracao/portal/cancelar', token)
    const past = new Date(Date.now() - 60_000).toISOString()
    await app.payload.update({ collection: 'users', id: account.user.id, data: { subscriptionEnd: past, subscriptionCancelAt: past }, depth: 0 })
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ subscribed: false, status: 'none' })
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('locked')
  })

  it('renews a sandbox subscription that was not cancelled when its period ends, as Stripe charges the card again', async () => {
    const account = await createShop(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: await planId('barbershop', 6) })
    await submit(client, '/pagamento-demonstracao/concluir', new URL(checkout.body.url).searchParams.get('sessao')!)
    const ended = new Date(Date.now() - 60_000)
    await app.payload.update({ collection: 'users', id: account.user.id, data: { subscriptionEnd: ended.toISOString() }, depth: 0 })
    // Six months on, on the same day of the month (or that month's last day, as Stripe bills), at the same time.
    const lastDay = new Date(Date.UTC(ended.getUTCFullYear(), ended.getUTCMonth() + 7, 0)).getUTCDate()
    const renewed = new Date(ended)
    renewed.setUTCDate(1)
    renewed.setUTCMonth(renewed.getUTCMonth() + 6)
    renewed.setUTCDate(Math.min(ended.getUTCDate(), lastDay))
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({
      subscribed: true,
      status: 'active',
      subscription_end: renewed.toISOString(),
      term: { kind: 'renews' },
    })
    expect((await client.get('/api/session')).body.user.accountStatus).toBe('active')
  })

  it('renews period after period on the day it was bought, as Stripe’s billing anchor does, not drifting after a short month', async () => {
    const account = await createShop(app.payload, { locked: true })
    const client = await app.signedIn(account)
    const checkout = await client.post('/api/billing/checkout', { plan: await planId('barbershop', 3) })
    await submit(client, '/pagamento-demonstracao/concluir', new URL(checkout.body.url).searchParams.get('sessao')!)
    // Bought on 31 January of last year (its id carries that moment, as a checkout's does); its first period ended on 30 April.
    const year = new Date().getUTCFullYear() - 1
    const bought = Date.UTC(year, 0, 31, 15)
    await app.payload.update({
      collection: 'users',
      id: account.user.id,
      data: { stripeSubscriptionId: `sandbox_sub_${account.user.id}_${bought}`, subscriptionEnd: new Date(Date.UTC(year, 3, 30, 15)).toISOString() },
      depth: 0,
    })
    // Stripe: 30 April, 31 July, 31 October, 31 January, 30 April… (each on the 31st, or the month's last day).
    const ends = Array.from({ length: 12 }, (_, index) => {
      const month = 3 * (index + 1)
      return Date.UTC(year, month, Math.min(31, new Date(Date.UTC(year, month + 1, 0)).getUTCDate()), 15)
    })
    const expected = new Date(ends.find((end) => end > Date.now())!).toISOString()
    expect((await client.get('/api/billing/subscription')).body).toMatchObject({ subscribed: true, status: 'active', subscription_end: expected })
  })

  it('has no webhook to call', async () => {
    const response = await fetch(`${app.url}/api/billing/webhook`, { method: 'POST', body: '{}', headers: { 'stripe-signature': 't=1,v1=0' } })
    expect(response.status).toBe(404)
    expect(errorMessage(await response.json())).toBe('Webhook de pagamentos não configurado.')
  })
})
