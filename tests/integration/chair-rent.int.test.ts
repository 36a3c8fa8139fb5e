/**
 * Issue 40, decision 0066: a chair rental's rent is what the barber pays, in `rent: {amount, period}`,
 * never its pay: not on the cards as pay, not in 'Maior remuneração', the pay filters or the
 * JobPosting's baseSalary. The server holds the rule on every write path; the job page's date, the
 * JobPosting's datePosted and the sitemap's lastmod are the publication (or reopening) and do not
 * move on other edits.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { OpenJobCard } from '#domain/jobSearch'
import { rentMessages } from '#domain/rent'
import { jobPostingProblems } from '#domain/structuredData'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createAccount, createJob, createPortugueseShop, createShop, type ShopAccount } from '#server/seed/factories'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()
let shop: ShopAccount
const NBSP = '\u00a0'
const base = { title: 'Cadeira para alugar', description: 'Cadeira disponível em barbearia movimentada, clientela fiel.', contractType: 'chair_rental' }

beforeAll(async () => {
  shop = await createShop(app.payload, { name: 'Barbearia Aluguel', profile: { city: 'Sorocaba', state: 'SP' } })
}, 120_000)

const openJobs = async (query: string) => new ApiClient(app.url).get<{ docs: OpenJobCard[] }>(`/api/open-jobs?${query}`)
const firstError = (body: any) => ({ message: body.errors?.[0]?.message, field: body.errors?.[0]?.field ?? body.errors?.[0]?.data?.errors?.[0]?.path })

describe('the rent of a chair rental', () => {
  it('is stored apart from the pay, which stays empty, and the card and the job page show it as rent', async () => {
    const client = await app.signedIn(shop)
    const created = await client.post('/api/jobs', { ...base, rent: { amount: 15000, period: 'week' } })
    expect(created.status, created.text).toBe(201)
    expect(created.body.doc).toMatchObject({ rent: { amount: 15000, period: 'week' }, payKind: null, payMin: null, payMax: null, salary: null })
    const card = (await openJobs('q=Cadeira para alugar&limit=50')).body.docs.find((doc) => doc.id === created.body.doc.id)!
    expect(card).toMatchObject({ rent: { amount: 15000, period: 'week' }, payKind: null, salary: null })
    const details = await new ApiClient(app.url).get(`/api/job-details/${created.body.doc.id}`)
    expect(details.body.job).toMatchObject({ rent: { amount: 15000, period: 'week' }, salary: null, payKind: null })
    const html = await (await fetch(`${app.url}/vagas/${created.body.doc.id}`)).text()
    expect(html).toContain(`R$${NBSP}150 por semana`)
    expect(html).toContain('Aluguel da cadeira')
    expect(html).not.toContain('Remuneração</dt>')
  })

  it('keeps the pay the shop also offers beside the rent', async () => {
    const client = await app.signedIn(shop)
    const created = await client.post('/api/jobs', {
      ...base,
      title: 'Cadeira com comissão de produtos',
      rent: { amount: 60000, period: 'month' },
      payKind: 'commission',
      payMin: 10,
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.doc).toMatchObject({ rent: { amount: 60000, period: 'month' }, payKind: 'commission', payMin: 10, salary: '10% de comissão' })
  })

  it('reads a free-text salary written for a chair rental as its rent', async () => {
    const client = await app.signedIn(shop)
    const weekly = await client.post('/api/jobs', { ...base, salary: 'R$ 150 por semana' })
    expect(weekly.status, weekly.text).toBe(201)
    expect(weekly.body.doc).toMatchObject({ rent: { amount: 15000, period: 'week' }, payKind: null, salary: null })
    const daily = await client.post('/api/jobs', { ...base, salary: 'Diária de R$ 80' })
    expect(daily.body.doc).toMatchObject({ rent: { amount: 8000, period: 'day' }, payKind: null, salary: null })
    // The same text on another contract is pay, as before.
    const pay = await client.post('/api/jobs', { ...base, contractType: 'freelance', salary: 'Diária de R$ 80' })
    expect(pay.body.doc).toMatchObject({ payKind: 'daily', payMin: 8000, rent: { amount: null, period: null } })
  })

  it('is refused, in Portuguese with a 400, when it is not a positive bounded amount with a period', async () => {
    const client = await app.signedIn(shop)
    for (const [rent, message] of [
      [{ amount: 0, period: 'week' }, rentMessages.amountInvalid],
      [{ amount: -100, period: 'week' }, rentMessages.amountInvalid],
      [{ amount: 150.5, period: 'week' }, rentMessages.amountInvalid],
      [{ amount: 10_000_001, period: 'month' }, rentMessages.amountTooLarge],
      [{ amount: 15000 }, rentMessages.periodInvalid],
      [{ amount: 15000, period: 'year' }, rentMessages.periodInvalid],
      [{ period: 'week' }, rentMessages.amountRequired],
    ] as const) {
      const refused = await client.post('/api/jobs', { ...base, rent })
      expect(refused.status, JSON.stringify(rent)).toBe(400)
      expect(refused.text, JSON.stringify(rent)).toContain(message)
    }
  })

  it('belongs to chair rentals only, on every write path', async () => {
    const client = await app.signedIn(shop)
    const other = await client.post('/api/jobs', { ...base, contractType: 'full_time', rent: { amount: 15000, period: 'week' } })
    expect(other.status).toBe(400)
    expect(firstError(other.body).message).toBe(rentMessages.onlyChairRental)

    const job = await createJob(app.payload, shop.shop, { ...base, contractType: 'chair_rental', rent: { amount: 20000, period: 'week' } } as never)
    // Leaving chair rental with the rent still stored is refused; dropping it in the same write is not.
    const attempts: { method: string; path: string; headers?: Record<string, string> }[] = [
      { method: 'PATCH', path: `/api/jobs/${job.id}` },
      { method: 'POST', path: `/api/jobs/${job.id}`, headers: { 'x-http-method-override': 'PATCH' } },
    ]
    for (const attempt of attempts) {
      const response = await client.request(attempt.method, attempt.path, { json: { contractType: 'full_time' }, headers: attempt.headers })
      expect(response.status, `${attempt.method} ${attempt.path}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${attempt.method} ${attempt.path}`).toBeLessThan(500)
    }
    const bulk = await client.patch(`/api/jobs?where[id][equals]=${job.id}`, { contractType: 'full_time' })
    expect(bulk.status).toBe(403)
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const console = await admin.request('PUT', `/api/admin/jobs/${job.id}`, { json: { contractType: 'full_time' } })
    expect(console.status, console.text).toBe(400)
    expect(console.text).toContain(rentMessages.onlyChairRental)
    expect((await app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })).rent).toMatchObject({ amount: 20000, period: 'week' })

    const dropped = await client.patch(`/api/jobs/${job.id}`, { contractType: 'full_time', rent: { amount: null, period: null } })
    expect(dropped.status, dropped.text).toBe(200)
    expect(dropped.body.doc.rent).toMatchObject({ amount: null, period: null })
  })

  it('never counts as pay: not in the pay filters, not in the pay sort, not in baseSalary', async () => {
    const job = await createJob(app.payload, shop.shop, { ...base, title: 'Cadeira cara', rent: { amount: 900_000, period: 'month' } } as never)
    for (const kind of ['monthly', 'daily', 'salary_commission', 'commission', 'per_service']) {
      const filtered = await openJobs(`payKind=${kind}&limit=50`)
      expect(filtered.status).toBe(200)
      expect(filtered.body.docs.map((doc) => doc.id)).not.toContain(job.id)
      const sorted = await openJobs(`payKind=${kind}&sort=pay&limit=50`)
      expect(sorted.body.docs.map((doc) => doc.id)).not.toContain(job.id)
    }
    expect((await openJobs('payKind=monthly&payMin=1&limit=50')).body.docs.map((doc) => doc.id)).not.toContain(job.id)
    const html = await (await fetch(`${app.url}/vagas/${job.id}`)).text()
    const [jsonLd] = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    expect(jsonLd['@type']).toBe('JobPosting')
    expect(jsonLd.baseSalary).toBeUndefined()
    expect(jobPostingProblems(jsonLd)).toEqual([])
    expect(html).not.toContain('9.000/mês')
  })
})

describe("'Maior remuneração'", () => {
  beforeAll(async () => {
    const portuguese = await createPortugueseShop(app.payload, { name: 'Barbearia do Porto' })
    await createJob(app.payload, shop.shop, { title: 'Ordem mensal 3000', payKind: 'monthly', payMin: 300_000 })
    await createJob(app.payload, shop.shop, { title: 'Ordem mensal 2000', payKind: 'monthly', payMin: 200_000 })
    await createJob(app.payload, shop.shop, { title: 'Ordem diária 500', payKind: 'daily', payMin: 50_000 })
    await createJob(app.payload, portuguese.shop, { title: 'Ordem mensal 2500 euros', payKind: 'monthly', payMin: 250_000 })
  }, 60_000)

  it('is asked with a kind of pay, and refused without one', async () => {
    const refused = await openJobs('sort=pay')
    expect(refused.status).toBe(400)
    expect(firstError(refused.body).message).toContain('Escolha o tipo de remuneração')
  })

  it('orders within the kind and within one currency: each country highest first', async () => {
    const titles = (await openJobs('q=Ordem&payKind=monthly&sort=pay')).body.docs.map((doc) => doc.title)
    expect(titles).toEqual(['Ordem mensal 3000', 'Ordem mensal 2000', 'Ordem mensal 2500 euros'])
    const portugueseFirst = (await openJobs('q=Ordem&payKind=monthly&sort=pay&firstCountry=PT')).body.docs.map((doc) => doc.title)
    expect(portugueseFirst).toEqual(['Ordem mensal 2500 euros', 'Ordem mensal 3000', 'Ordem mensal 2000'])
    expect((await openJobs('q=Ordem&payKind=monthly&sort=pay&country=BR')).body.docs.map((doc) => doc.title)).toEqual([
      'Ordem mensal 3000',
      'Ordem mensal 2000',
    ])
  })
})

describe('the dates a job shows', () => {
  it('are its publication or reopening in the page, the JobPosting and the sitemap, and an unrelated edit moves none', async () => {
    const client = await app.signedIn(shop)
    const created = await client.post('/api/jobs', { title: 'Vaga das datas', description: 'Procuramos barbeiro com experiência em degradê.' })
    const id = created.body.doc.id as number
    const published = created.body.doc.publishedAt as string
    const read = async () => {
      const html = await (await fetch(`${app.url}/vagas/${id}`)).text()
      const [jsonLd] = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!))
      const index = await (await fetch(`${app.url}/sitemap.xml`)).text()
      const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
      const sitemap = (await Promise.all(chunks.map(async (chunk) => (await fetch(chunk)).text()))).join('\n')
      const lastmod = sitemap.match(new RegExp(`<loc>${app.url}/vagas/${id}</loc><lastmod>([^<]+)</lastmod>`))?.[1]
      return { datePosted: jsonLd.datePosted, lastmod, details: (await new ApiClient(app.url).get(`/api/job-details/${id}`)).body.job.publishedAt }
    }
    const before = await read()
    expect(before).toEqual({ datePosted: published, lastmod: published, details: published })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await client.patch(`/api/jobs/${id}`, { title: 'Vaga das datas, editada', schedule: 'Terça a sábado' })).status).toBe(200)
    expect(await read()).toEqual(before)
    // Reopening is a new publication: every date moves with it.
    await client.patch(`/api/jobs/${id}`, { status: 'inactive' })
    const reopened = await client.patch(`/api/jobs/${id}`, { status: 'active' })
    const after = await read()
    expect(after.datePosted).toBe(reopened.body.doc.publishedAt)
    expect(after.datePosted > published).toBe(true)
    expect(after).toEqual({ datePosted: after.datePosted, lastmod: after.datePosted, details: after.datePosted })
  })
})

describe('the migration', () => {
  it('moves every chair rental’s fixed amount into its rent, and down puts it back into the pay', async () => {
    const db = app.payload.db.drizzle
    const weekly = await createJob(app.payload, shop.shop, { ...base, title: 'Migra semanal', rent: { amount: 15000, period: 'week' } } as never)
    const withPay = await createJob(app.payload, shop.shop, {
      ...base,
      title: 'Migra com comissão',
      rent: { amount: 80000, period: 'month' },
      payKind: 'commission',
      payMin: 10,
    } as never)
    const daily = await createJob(app.payload, shop.shop, { ...base, title: 'Migra diária', salary: 'Diária de R$ 80' } as never)
    const salaried = await createJob(app.payload, shop.shop, { title: 'Migra CLT', contractType: 'full_time', payKind: 'monthly', payMin: 250000 })
    const row = async (id: number) =>
      (await db.execute(`SELECT pay_kind, pay_min::float8 AS pay_min, pay_commission, pay_note, salary, contract_type FROM jobs WHERE id = ${Number(id)}`))
        .rows[0] as Record<string, unknown>
    const { down, up } = await import('#migrations/20261207_172453_chair_rent')

    await down({ db, payload: app.payload } as never)
    expect(await row(weekly.id)).toMatchObject({ pay_kind: null, pay_note: `Aluguel: R$${NBSP}150 por semana`, salary: `Aluguel: R$${NBSP}150 por semana` })
    expect(await row(withPay.id)).toMatchObject({ pay_kind: 'commission', pay_min: 10, pay_note: `Aluguel: R$${NBSP}800 por mês` })
    expect(await row(daily.id)).toMatchObject({ pay_kind: 'daily', pay_min: 8000, salary: `R$${NBSP}80/dia` })
    const untouched = await row(salaried.id)

    await up({ db, payload: app.payload } as never)
    const stored = async (id: number) => app.payload.findByID({ collection: 'jobs', id, depth: 0 })
    expect(await stored(weekly.id)).toMatchObject({ rent: { amount: 15000, period: 'week' }, payKind: null, payNote: null, salary: null })
    expect(await stored(withPay.id)).toMatchObject({ rent: { amount: 80000, period: 'month' }, payKind: 'commission', payMin: 10, salary: '10% de comissão' })
    expect(await stored(daily.id)).toMatchObject({ rent: { amount: 8000, period: 'day' }, payKind: null, salary: null })
    expect(await row(salaried.id)).toEqual(untouched)
    expect((await stored(salaried.id)).rent).toMatchObject({ amount: null, period: null })
  })
})
