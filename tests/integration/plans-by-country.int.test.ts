/**
 * Plans per country (issue 16, decision 0020): Portugal's six plans in euros beside Brazil's in
 * reais, a plan's currency held to its country on every write, Portugal's plans added to a
 * database that had only Brazil's, and checkout refusing a plan of the other country.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { Plan } from '#payload-types'
import { ensureDefaultContent } from '#server/seed/content'
import { useTestApp } from '../helpers/app'
import { subscribe } from '../helpers/plans'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber, createJob, createPortugueseBarber, createPortugueseShop, createShop } from '#server/seed/factories'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp()
let editor: ApiClient
// Currency, country and creating plans are an admin's (decision 0031); editors change prices.
let admin: ApiClient

beforeAll(async () => {
  editor = await app.signedIn(await createAccount(app.payload, 'editor'))
  admin = await app.signedIn(await createAccount(app.payload, 'admin'))
}, 120_000)

const plansOf = async (country: 'BR' | 'PT'): Promise<Plan[]> =>
  (await new ApiClient(app.url).get(`/api/plans?where[country][equals]=${country}&sort=sortOrder&limit=50&depth=0`)).body.docs

const planOf = async (country: 'BR' | 'PT', audience: 'barber' | 'barbershop', months: number) =>
  (await plansOf(country)).find((plan) => plan.audience === audience && plan.months === months)!

const NBSP = '\u00a0'

describe('plans per country', () => {
  it('gives Portugal the six cards of Brazil, in euros at the prices of decision 0020 and its own words for places', async () => {
    const [brazil, portugal] = await Promise.all([plansOf('BR'), plansOf('PT')])
    // Portugal names a concelho and a distrito where Brazil names a cidade and an estado (issue 24, item 15).
    const inBrazilianWords = (text: string) =>
      text.replace('o seu concelho', 'a sua cidade').replace('do seu concelho', 'da sua cidade').replace('concelho e distrito', 'cidade e estado')
    const card = (plan: Plan) => ({
      audience: plan.audience,
      name: plan.name,
      months: plan.months,
      monthlyQuota: plan.monthlyQuota ?? null,
      highlight: plan.highlight,
      features: plan.features?.map((feature) => inBrazilianWords(feature.text)),
    })
    expect(portugal.map(card)).toEqual(brazil.map(card))
    expect(JSON.stringify(portugal.map((plan) => plan.features))).not.toMatch(/cidade|estado/)
    expect(brazil.every((plan) => plan.currency === 'BRL')).toBe(true)
    expect(portugal.every((plan) => plan.currency === 'EUR')).toBe(true)
    const prices = (plans: Plan[]) => Object.fromEntries(plans.map((plan) => [`${plan.audience} ${plan.months}`, plan.priceCents / 100]))
    expect(prices(portugal)).toEqual({ 'barber 3': 57, 'barber 6': 96, 'barber 12': 156, 'barbershop 3': 78, 'barbershop 6': 126, 'barbershop 12': 192 })
    expect(prices(brazil)).toEqual({ 'barber 3': 357, 'barber 6': 594, 'barber 12': 960, 'barbershop 3': 477, 'barbershop 6': 774, 'barbershop 12': 1200 })
  })

  it('refuses a plan whose currency is not its country’s, however the write comes', async () => {
    const lisbon = await planOf('PT', 'barbershop', 3)
    const recife = await planOf('BR', 'barbershop', 3)
    // A Portuguese plan is removed to make room for creating it again through the API.
    const annual = await planOf('PT', 'barber', 12)
    await app.payload.delete({ collection: 'plans', id: annual.id, depth: 0 })
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, currency: _currency, ...withoutCurrency } = annual
    const cases: [string, Promise<{ status: number; body: unknown }>, string][] = [
      ['euro plan in reais', admin.patch(`/api/plans/${lisbon.id}`, { currency: 'BRL' }), 'Planos de Portugal são cobrados em euros (EUR).'],
      ['real plan in euros', admin.patch(`/api/plans/${recife.id}`, { currency: 'EUR' }), 'Planos do Brasil são cobrados em reais (BRL).'],
      // The country alone: the stored currency (euros) would be left behind in Brazil.
      ['country alone', admin.patch(`/api/plans/${lisbon.id}`, { country: 'BR' }), 'Planos do Brasil são cobrados em reais (BRL).'],
      // A new plan for Portugal that leaves the currency out gets the default, reais, and is refused.
      ['new plan without its currency', admin.post('/api/plans', withoutCurrency), 'Planos de Portugal são cobrados em euros (EUR).'],
    ]
    for (const [label, request, message] of cases) {
      const response = await request
      expect(response.status, label).toBe(400)
      expect(errorMessage(response.body), label).toBe(message)
    }
    expect(await planOf('PT', 'barbershop', 3)).toMatchObject({ country: 'PT', currency: 'EUR', months: 3 })
    expect(await planOf('BR', 'barbershop', 3)).toMatchObject({ country: 'BR', currency: 'BRL' })

    const created = await admin.post('/api/plans', { ...withoutCurrency, currency: 'EUR' })
    expect(created.status).toBe(201)
    // One plan per country, role and period: a second Portuguese annual plan is a 4xx, not a 500.
    const twice = await admin.post('/api/plans', { ...withoutCurrency, currency: 'EUR', name: 'Anual 2' })
    expect(twice.status).toBeGreaterThanOrEqual(400)
    expect(twice.status).toBeLessThan(500)
  })

  it('lists one country’s plans in the console, and saves a console edit of a euro plan without touching its currency', async () => {
    const list = await editor.get(`/api/admin/plans?filter=${encodeURIComponent(JSON.stringify({ country: 'PT' }))}&range=[0,24]`)
    expect(list.status).toBe(200)
    expect(list.body.map((plan: Plan) => `${plan.country} ${plan.currency}`)).toEqual(Array(6).fill('PT EUR'))
    const plan = await planOf('PT', 'barber', 12)
    const record = (await editor.get(`/api/admin/plans/${plan.id}`)).body
    const saved = await editor.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...record, priceCents: 15_000 } })
    expect(saved.status).toBe(200)
    expect(await planOf('PT', 'barber', 12)).toMatchObject({ priceCents: 15_000, currency: 'EUR', country: 'PT' })
    const mixed = await admin.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...record, currency: 'BRL' } })
    expect(mixed.status).toBe(400)
    expect(errorMessage(mixed.body)).toBe('Planos de Portugal são cobrados em euros (EUR).')
    expect((await editor.request('PUT', `/api/admin/plans/${plan.id}`, { json: record })).status).toBe(200)
  })

  it('lets editors change a euro price', async () => {
    const plan = await planOf('PT', 'barber', 6)
    const response = await editor.patch(`/api/plans/${plan.id}`, { priceCents: 9900 })
    expect(response.status).toBe(200)
    expect(response.body.doc).toMatchObject({ priceCents: 9900, currency: 'EUR', country: 'PT' })
    expect((await editor.patch(`/api/plans/${plan.id}`, { priceCents: plan.priceCents })).status).toBe(200)
  })

  it('adds Portugal’s plans at boot to a database that has only Brazil’s, and leaves Brazil’s as editors left them', async () => {
    const portuguese = await plansOf('PT')
    for (const plan of portuguese) await app.payload.delete({ collection: 'plans', id: plan.id, depth: 0 })
    const brazilian = await planOf('BR', 'barber', 3)
    await app.payload.update({ collection: 'plans', id: brazilian.id, data: { name: 'Trimestral editado' }, depth: 0 })
    expect(await plansOf('PT')).toHaveLength(0)

    await ensureDefaultContent(app.payload)
    const restored = await plansOf('PT')
    const cards = (plans: Plan[]) => plans.map((plan) => `${plan.audience} ${plan.months} ${plan.priceCents} ${plan.currency}`).sort()
    expect(cards(restored)).toEqual(cards(portuguese))
    expect((await plansOf('BR')).find((plan) => plan.id === brazilian.id)?.name).toBe('Trimestral editado')
    // A second boot adds nothing.
    await ensureDefaultContent(app.payload)
    expect(await plansOf('PT')).toHaveLength(6)
    await app.payload.update({ collection: 'plans', id: brazilian.id, data: { name: brazilian.name }, depth: 0 })
  })
})

describe('checkout by country', () => {
  it('refuses a plan of the other country, naming the account’s own', async () => {
    const lisbonShop = await app.signedIn(await createPortugueseShop(app.payload, { locked: true }))
    const brazilShop = await app.signedIn(await createShop(app.payload, { locked: true }))
    const portoBarber = await app.signedIn(await createPortugueseBarber(app.payload, { locked: true }))
    const cases: [ApiClient, Plan, string][] = [
      [lisbonShop, await planOf('BR', 'barbershop', 3), 'Este plano é de outro país: escolha um dos planos de Portugal.'],
      [brazilShop, await planOf('PT', 'barbershop', 3), 'Este plano é de outro país: escolha um dos planos do Brasil.'],
      [portoBarber, await planOf('BR', 'barber', 12), 'Este plano é de outro país: escolha um dos planos de Portugal.'],
      // Another role and another country: the role is named first, as before Portugal.
      [portoBarber, await planOf('BR', 'barbershop', 3), 'Este plano é de outro tipo de conta: escolha um dos planos da sua conta.'],
      [portoBarber, await planOf('PT', 'barbershop', 3), 'Este plano é de outro tipo de conta: escolha um dos planos da sua conta.'],
    ]
    for (const [client, plan, message] of cases) {
      const response = await client.post('/api/billing/checkout', { plan: plan.id })
      expect(response.status, `${plan.country} ${plan.audience}`).toBe(400)
      expect(errorMessage(response.body)).toBe(message)
    }
    expect((await lisbonShop.get('/api/session')).body.user.accountStatus).toBe('locked')
  })

  it('takes a shop in Lisboa through the sandbox checkout at the euro price, which unlocks it', async () => {
    const client = await app.signedIn(await createPortugueseShop(app.payload, { locked: true }))
    const plan = await planOf('PT', 'barbershop', 3)
    const checkout = await client.post('/api/billing/checkout', { plan: plan.id })
    expect(checkout.status).toBe(200)
    const url = new URL(checkout.body.url)
    const page = await client.get(url.pathname + url.search)
    expect(page.status).toBe(200)
    expect(page.text).toContain(`78${NBSP}€`)
    expect(page.text).not.toContain('R$')

    const paid = await client.request('POST', '/pagamento-demonstracao/concluir', {
      body: new URLSearchParams({ sessao: url.searchParams.get('sessao')! }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(paid.status).toBe(303)
    const back = new URL(paid.headers.get('location')!)
    const confirmed = await client.post('/api/billing/confirm', { sessionId: back.searchParams.get('session_id') })
    expect(confirmed.body).toMatchObject({ subscribed: true, plan: { id: plan.id, months: 3 } })
  })

  it('names the next plan of the account’s own country when a Portuguese plan’s quota runs out', async () => {
    const barber = await createPortugueseBarber(app.payload)
    const quarterly = await planOf('PT', 'barber', 3)
    const semiannual = await planOf('PT', 'barber', 6)
    await subscribe(app.payload, barber, quarterly)
    // Portugal's semi-annual plan is retired; Brazil's is still on sale but not to this account.
    await app.payload.update({ collection: 'plans', id: semiannual.id, data: { active: false }, depth: 0 })
    const pool = postgresAdapter(app.payload).pool
    for (let use = 0; use < 8; use++)
      await pool.query("INSERT INTO quota_uses (user_id, kind, created_at, updated_at) VALUES ($1, 'application', now(), now())", [barber.user.id])
    const shop = await createPortugueseShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const refused = await (await app.signedIn(barber)).post('/api/applications', { job: job.id })
    await app.payload.update({ collection: 'plans', id: semiannual.id, data: { active: true }, depth: 0 })
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0].detail).toMatch(/^Seu plano Trimestral permite 8 candidaturas por mês\. O plano Anual permite /)
  })

  it('lets a Brazilian barber still buy Brazil’s plans', async () => {
    const client = await app.signedIn(await createBarber(app.payload, { locked: true }))
    expect((await client.post('/api/billing/checkout', { plan: (await planOf('BR', 'barber', 3)).id })).status).toBe(200)
  })
})
