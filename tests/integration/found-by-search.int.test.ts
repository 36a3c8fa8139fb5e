/**
 * Issue 26 (decision 0036): pay as a structure that /api/open-jobs filters and sorts, robots.txt and
 * the sitemap kept with the page cache, and the job page rendered on the server with its own head
 * and a JobPosting that Google's documented fields accept; never a contact.
 */
import express from 'express'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { jobPostingProblems } from '#domain/structuredData'
import { payMatches } from '#domain/pay'
import type { OpenJobCard } from '#domain/jobSearch'
import { createPageCache } from '#server/pages/hosting'
import { searchEngineRouter } from '#server/pages/routes'
import { searchEngineFiles } from '#server/pages/searchEngines'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createBarber, createJob, createShop, type ShopAccount } from '#server/seed/factories'
import type { Job } from '#payload-types'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()
let shop: ShopAccount
const NBSP = '\u00a0'

beforeAll(async () => {
  shop = await createShop(app.payload, { name: 'Barbearia Achada', profile: { city: 'Campinas', state: 'SP' } })
}, 120_000)

const openJobs = async (query: string) => new ApiClient(app.url).get<{ docs: OpenJobCard[] }>(`/api/open-jobs?${query}`)
const titles = (docs: OpenJobCard[]) => docs.map((doc) => doc.title)

describe('pay as a structure', () => {
  it('reads the free-text salary of a REST write into the structure, and shows it one way', async () => {
    const client = await app.signedIn(shop)
    const created = await client.post('/api/jobs', {
      title: 'Barbeiro de salário',
      description: 'Procuramos barbeiro com experiência em degradê.',
      salary: 'R$ 2.000 a 3.000 + gorjetas',
    })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({
      payKind: 'monthly',
      payMin: 200000,
      payMax: 300000,
      payNote: '+ gorjetas',
      salary: `R$${NBSP}2.000 – R$${NBSP}3.000/mês + gorjetas`,
    })
    const unreadable = await client.post('/api/jobs', {
      title: 'Barbeiro a combinar',
      description: 'Procuramos barbeiro com experiência em degradê.',
      salary: 'Compatível com o mercado',
    })
    expect(unreadable.body.doc).toMatchObject({ payKind: null, payMin: null, payNote: 'Compatível com o mercado', salary: 'Compatível com o mercado' })
  })

  it('takes the structure itself, checks it whole, and answers a bad one with Portuguese 400s', async () => {
    const client = await app.signedIn(shop)
    const base = { title: 'Barbeiro comissionado', description: 'Procuramos barbeiro com experiência em degradê.' }
    const created = await client.post('/api/jobs', { ...base, payKind: 'commission', payMin: 50 })
    expect(created.status).toBe(201)
    expect(created.body.doc.salary).toBe('50% de comissão')
    const updated = await client.patch(`/api/jobs/${created.body.doc.id}`, { payMax: 60 })
    expect(updated.body.doc.salary).toBe('50% a 60% de comissão')
    for (const [body, field] of [
      [{ payKind: 'commission', payMin: 150 }, 'payMin'],
      [{ payKind: 'monthly', payMin: 300000, payMax: 200000 }, 'payMax'],
      [{ payMin: 200000 }, 'payMin'],
      [{ payKind: 'monthly', payMin: -5 }, 'payMin'],
      [{ payKind: 'monthly', payCommission: 40, payMin: 200000 }, 'payCommission'],
    ] as const) {
      const refused = await client.post('/api/jobs', { ...base, ...body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.errors[0].field ?? refused.body.errors[0].data?.errors?.[0]?.path ?? JSON.stringify(refused.body)).toContain(field)
      expect(refused.text).not.toMatch(/must|invalid|required/i)
    }
    const badKind = await client.post('/api/jobs', { ...base, payKind: 'semanal' })
    expect(badKind.status).toBe(400)
  })

  it('hides a contact written in the note, and keeps it for its author', async () => {
    const client = await app.signedIn(shop)
    const created = await client.post('/api/jobs', {
      title: 'Barbeiro com contato',
      description: 'Procuramos barbeiro com experiência em degradê.',
      payKind: 'monthly',
      payMin: 250000,
      payNote: 'chama no 11 98765-4321',
    })
    expect(created.status).toBe(201)
    const visitor = await new ApiClient(app.url).get(`/api/job-details/${created.body.doc.id}`)
    expect(visitor.text).not.toContain('98765')
    expect(visitor.body.job.salary).toContain(`R$${NBSP}2.500/mês`)
  })
})

describe('GET /api/open-jobs by pay', () => {
  beforeAll(async () => {
    await createJob(app.payload, shop.shop, { title: 'Pago 1800', salary: 'R$ 1.800' })
    await createJob(app.payload, shop.shop, { title: 'Pago 2500 a 4000', salary: 'R$ 2.500 a R$ 4.000' })
    await createJob(app.payload, shop.shop, { title: 'Diária 150', salary: 'Diária de R$ 150' })
    await createJob(app.payload, shop.shop, { title: 'Comissão 40', salary: '40% de comissão' })
  }, 60_000)

  it('filters by kind and by a minimum the top of the range reaches, like payMatches', async () => {
    const monthly = await openJobs('payKind=monthly&limit=50')
    expect(monthly.status).toBe(200)
    expect(titles(monthly.body.docs)).toEqual(expect.arrayContaining(['Pago 1800', 'Pago 2500 a 4000']))
    expect(monthly.body.docs.every((doc) => doc.payKind === 'monthly')).toBe(true)
    const atLeast3000 = await openJobs('payKind=monthly&payMin=3000&limit=50')
    expect(titles(atLeast3000.body.docs)).toContain('Pago 2500 a 4000')
    expect(titles(atLeast3000.body.docs)).not.toContain('Pago 1800')
    for (const doc of [...monthly.body.docs, ...atLeast3000.body.docs])
      expect(payMatches({ kind: doc.payKind, min: doc.payMin, max: doc.payMax }, { payKind: 'monthly' })).toBe(true)
    const commission = await openJobs('payKind=commission&payMin=41')
    expect(titles(commission.body.docs)).not.toContain('Comissão 40')
  })

  it("sorts by 'Maior remuneração' within the kind asked, highest first (issue 40)", async () => {
    const sorted = titles((await openJobs('payKind=monthly&sort=pay&limit=50')).body.docs)
    expect(sorted.indexOf('Pago 2500 a 4000')).toBeLessThan(sorted.indexOf('Pago 1800'))
    expect(sorted).not.toContain('Diária 150')
    expect(sorted).not.toContain('Comissão 40')
    // A text search sorted by pay too.
    expect(titles((await openJobs('q=pago&payKind=monthly&sort=pay')).body.docs)).toEqual(['Pago 2500 a 4000', 'Pago 1800'])
  })

  it('answers bad pay parameters with a Portuguese 400', async () => {
    for (const query of [
      'payKind=semanal',
      'payMin=abc&payKind=monthly',
      'payMin=2000',
      'payMin=-1&payKind=monthly',
      'sort=salario',
      'payMin=1.5&payKind=monthly',
      'sort=pay',
      'q=pago&sort=pay',
    ]) {
      const response = await openJobs(query)
      expect(response.status, query).toBe(400)
      expect((response.body as unknown as { errors: { message: string }[] }).errors[0]!.message, query).toMatch(/remuneração|valor mínimo|Ordenação/)
    }
  })
})

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the public pages, keeps crawlers out of the signed-in areas and the API, and names the sitemap', async () => {
    const response = await fetch(`${app.url}/robots.txt`)
    const text = await response.text()
    expect(response.status).toBe(200)
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Disallow: /painel-barbeiro')
    expect(text).toContain('Disallow: /vagas$')
    expect(text).toContain(`Sitemap: ${app.url}/sitemap.xml`)
    expect(text).not.toMatch(/Disallow: \/(?:vagas\/|barbeiro\/|barbearia\/|barbeiros|barbearias|faq)\b/)
  })

  it('lists every active job with its lastmod and every profile; a closed job leaves on the next request', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga do mapa do site' })
    const barber = await createBarber(app.payload, { name: 'Barbeiro do mapa' })
    const read = async () => {
      const index = await (await fetch(`${app.url}/sitemap.xml`)).text()
      const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
      expect(chunks.length).toBeGreaterThan(0)
      return (await Promise.all(chunks.map(async (chunk) => (await fetch(chunk)).text()))).join('\n')
    }
    const before = await read()
    expect(before).toMatch(new RegExp(`<loc>${app.url}/vagas/${job.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}T`))
    expect(before).toContain(`<loc>${app.url}/barbeiro/${barber.barber.id}</loc>`)
    expect(before).toContain(`<loc>${app.url}/barbearia/${shop.shop.id}</loc>`)
    expect(before).toContain(`<loc>${app.url}/barbeiros</loc>`)
    await app.payload.update({ collection: 'jobs', id: job.id, data: { status: 'inactive' }, depth: 0 })
    expect(await read()).not.toContain(`/vagas/${job.id}<`)
    // A removed account's profile answers 404: it leaves the sitemap too.
    const leaving = new ApiClient(app.url)
    await leaving.login(barber.email, barber.password)
    expect((await leaving.delete('/api/me', { json: { password: barber.password } })).status).toBe(200)
    expect((await fetch(`${app.url}/barbeiro/${barber.barber.id}`, { headers: { accept: 'text/html' } })).status).toBe(404)
    expect(await read()).not.toContain(`/barbeiro/${barber.barber.id}<`)
  })

  it('splits the addresses into chunks of the given size, and another instance hears a write through NOTIFY', async () => {
    const pool = new pg.Pool({ connectionString: app.databaseUrl, max: 3 })
    const server = express()
      .use(
        searchEngineRouter(
          searchEngineFiles({ pool, cache: createPageCache(app.payload, pool), places: { list: async () => [] }, baseUrl: app.url, chunkSize: 3 }),
        ),
      )
      .listen(0)
    try {
      await new Promise((resolve) => server.once('listening', resolve))
      const other = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      // Give the other instance's LISTEN a moment to be in place, as a booting instance has.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const all = async () => {
        const index = await (await fetch(`${other}/sitemap.xml`)).text()
        const chunks = [...index.matchAll(/<loc>[^<]+\/sitemaps\/(\d+)\.xml<\/loc>/g)].map((match) => Number(match[1]))
        const bodies = await Promise.all(chunks.map(async (n) => (await fetch(`${other}/sitemaps/${n}.xml`)).text()))
        for (const body of bodies) expect([...body.matchAll(/<url>/g)].length).toBeLessThanOrEqual(3)
        return { chunks, urls: bodies.flatMap((body) => [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)) }
      }
      const first = await all()
      expect(first.chunks.length).toBeGreaterThan(2)
      expect(new Set(first.urls).size).toBe(first.urls.length)
      expect((await fetch(`${other}/sitemaps/${first.chunks.length + 1}.xml`)).status).toBe(404)
      const job = await createJob(app.payload, shop.shop, { title: 'Vaga ouvida pela outra instância' })
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect((await all()).urls).toContain(`${app.url}/vagas/${job.id}`)
    } finally {
      server.close()
      // Its LISTEN connection stays checked out (as in a running instance) until the file's process ends: ending the pool is not awaited.
      void pool.end()
    }
  })
})

describe('the job page', () => {
  let job: Job

  beforeAll(async () => {
    job = await createJob(app.payload, shop.shop, {
      title: 'Barbeiro visagista',
      description: 'Procuramos barbeiro visagista.\n\nLigue 11 91234-5678 ou escreva para dono@exemplo.com.',
      salary: 'R$ 2.500 a R$ 3.000',
      contractType: 'full_time',
      experienceRequired: 2,
    })
  }, 60_000)

  const page = async (path: string) => {
    const response = await fetch(`${app.url}${path}`)
    const html = await response.text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!))
    const meta = (key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1]
    return { status: response.status, html, jsonLd, meta }
  }

  it('is rendered on the server with its own head and a JobPosting Google accepts, without a contact', async () => {
    const { status, html, jsonLd, meta } = await page(`/vagas/${job.id}?utm_source=whatsapp`)
    expect(status).toBe(200)
    expect(html).toContain('<title>Barbeiro visagista em Campinas · Navalha</title>')
    expect(html).toContain(`<link rel="canonical" href="${app.url}/vagas/${job.id}" />`)
    expect(meta('og:url')).toBe(`${app.url}/vagas/${job.id}`)
    expect(meta('og:image')).toBe(`${app.url}/og/vaga/${job.id}.png`)
    expect([meta('og:image:width'), meta('og:image:height'), meta('twitter:card')]).toEqual(['1200', '630', 'summary_large_image'])
    expect(meta('description')).toContain('Barbearia Achada')
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toMatch(/<div id="root">.*Barbeiro visagista.*<\/div>/s)
    expect(jsonLd).toHaveLength(1)
    expect(jobPostingProblems(jsonLd[0])).toEqual([])
    expect(jsonLd[0]).toMatchObject({
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Barbearia Achada' },
      jobLocation: { address: { addressLocality: 'Campinas', addressRegion: 'SP', addressCountry: 'BR' } },
      baseSalary: { currency: 'BRL', value: { minValue: 2500, maxValue: 3000, unitText: 'MONTH' } },
      directApply: true,
    })
    expect(Date.parse(jsonLd[0].validThrough) - Date.parse(jsonLd[0].datePosted)).toBe(60 * 86_400_000)
    for (const contact of ['91234', 'dono@exemplo.com', shop.shop.whatsapp!, shop.shop.cnpj!]) expect(html).not.toContain(contact)
  })

  it('keeps a closed job its page without JobPosting, and answers a deleted one 410', async () => {
    const closed = await createJob(app.payload, shop.shop, { title: 'Vaga já preenchida', status: 'inactive' })
    const closedPage = await page(`/vagas/${closed.id}`)
    expect(closedPage.status).toBe(200)
    expect(closedPage.jsonLd).toEqual([])
    expect(closedPage.html).toContain('Vaga já preenchida')
    const deleted = await createJob(app.payload, shop.shop, { title: 'Vaga que some' })
    expect((await page(`/vagas/${deleted.id}`)).status).toBe(200)
    await app.payload.delete({ collection: 'jobs', id: deleted.id })
    const gone = await page(`/vagas/${deleted.id}`)
    expect(gone.status).toBe(410)
    expect(gone.html).toContain('name="robots" content="noindex"')
    expect((await page('/vagas/999999')).status).toBe(404)
  })

  it('gives the profiles their markup, and the other public pages their own titles', async () => {
    const shopPage = await page(`/barbearia/${shop.shop.id}`)
    expect(shopPage.jsonLd[0]).toMatchObject({ '@type': 'HairSalon', name: 'Barbearia Achada', address: { addressCountry: 'BR' } })
    expect(shopPage.jsonLd[0].aggregateRating).toBeUndefined()
    expect(shopPage.meta('og:image')).toBe(`${app.url}/og/barbearia/${shop.shop.id}.png`)
    for (const contact of [shop.shop.whatsapp!, shop.shop.cnpj!]) expect(shopPage.html).not.toContain(contact)
    const barber = await createBarber(app.payload, { name: 'Barbeiro Marcado' })
    const barberPage = await page(`/barbeiro/${barber.barber.id}`)
    expect(barberPage.jsonLd[0]).toMatchObject({ '@type': 'Person', name: 'Barbeiro Marcado' })
    expect(barberPage.html).not.toContain(barber.barber.phone!)
    const directory = await page('/barbeiros?pagina=2&q=x')
    expect(directory.html).toContain('<title>Barbeiros no Brasil e em Portugal · Navalha</title>')
    expect(directory.html).toContain(`<link rel="canonical" href="${app.url}/barbeiros" />`)
    expect((await page('/dashboard')).meta('robots')).toBe('noindex')
    // A signed-in screen: a visitor is sent to sign in before any page is drawn.
    const chat = await fetch(`${app.url}/chat`, { redirect: 'manual' })
    expect([chat.status, chat.headers.get('location')]).toEqual([302, '/login?next=%2Fchat'])
  })
})
