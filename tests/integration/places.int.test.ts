/**
 * Pages by place and 'Quanto paga' (issue 40, docs/decisions/0065-pages-by-place.md): a place with
 * active jobs has a page listing them with an ItemList, a sitemap entry and a line in
 * GET /api/places-with-jobs; a place without any answers 404, also on another instance that kept
 * its page; the pay figures count only where five jobs of one kind make them up.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '#domain/bootstrap'
import type { PayKind } from '#domain/pay'
import { JOB_TITLE_MAX } from '#domain/jobs'
import type { Barbershop, Job } from '#payload-types'
import { createJob, createPortugueseShop, createShop } from '#server/seed/factories'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { freePort } from '../helpers/ports'
import { awkwardText } from '../helpers/userTextArbitraries'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()
const db = useDatabaseClient(app)

type PlaceLine = { country: string; state: string; city: string; slug: string; path: string; name: string; count: number }

const shopIn = async (city: string, state: string, name = `Barbearia ${city}`) => (await createShop(app.payload, { profile: { city, state, name } })).shop

const jobAt = (shop: Barbershop, data: Partial<Job> = {}) => createJob(app.payload, shop, { title: 'Barbeiro com experiência', ...data })

const payJob = (shop: Barbershop, payKind: PayKind, payMin: number) => jobAt(shop, { payKind, payMin })

const close = (job: Job) => app.payload.update({ collection: 'jobs', id: job.id, data: { status: 'inactive' }, depth: 0 })

const visit = (path: string, base = app.url) => fetch(base + path, { headers: { accept: 'text/html', 'accept-language': 'pt-BR' }, redirect: 'manual' })

async function placesWithJobs(): Promise<PlaceLine[]> {
  const response = await fetch(`${app.url}/api/places-with-jobs`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { docs: PlaceLine[] }).docs
}

/** The JSON-LD blocks of a page, parsed (a block that does not parse fails the test). */
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)

const bootstrapOf = (html: string) =>
  JSON.parse(html.match(new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'))![1]!)

async function sitemapPaths(): Promise<string[]> {
  const index = await (await fetch(`${app.url}/sitemap.xml`)).text()
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  const paths: string[] = []
  for (const file of files) {
    const xml = await (await fetch(file)).text()
    paths.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname))
  }
  return paths
}

describe('GET /api/places-with-jobs', () => {
  it('lists each municipality with active jobs once, by its seat’s name, however the city was typed', async () => {
    const typedPlain = await shopIn('sao paulo', 'sp')
    const typedRight = await shopIn('São Paulo', 'SP')
    await jobAt(typedPlain)
    await jobAt(typedRight)
    const typo = await shopIn('Curitbaa', 'PR')
    await jobAt(typo)
    const lisbon = (await createPortugueseShop(app.payload, { profile: { state: 'Lisboa', city: 'Lisboa' } })).shop
    await jobAt(lisbon)

    const places = await placesWithJobs()
    const saoPaulo = places.find((place) => place.path === '/vagas/sp/sao-paulo')
    expect(saoPaulo).toEqual({ country: 'BR', state: 'SP', city: 'São Paulo', slug: 'sao-paulo', path: '/vagas/sp/sao-paulo', name: 'São Paulo, SP', count: 2 })
    expect(places.find((place) => place.path === '/vagas/pt/lisboa')).toMatchObject({
      country: 'PT',
      state: 'Lisboa',
      city: 'Lisboa',
      name: 'Lisboa',
      count: 1,
    })
    // A city no municipality matches has no page.
    expect(places.some((place) => place.state === 'PR' && place.slug.startsWith('curitb'))).toBe(false)
    // One stable order, by address.
    expect(places.map((place) => place.path)).toEqual([...places.map((place) => place.path)].sort())
  })
})

describe('a place’s page', () => {
  it('lists the place’s active jobs with their pay and contract, an ItemList of their pages and links to places near it', async () => {
    const curitiba = await shopIn('Curitiba', 'PR', 'Barbearia Araucária')
    const first = await jobAt(curitiba, { title: 'Barbeiro clássico no Batel', contractType: 'part_time', payKind: 'monthly', payMin: 280000 })
    const second = await jobAt(curitiba, { title: 'Barbeiro para degradê', contractType: 'freelance' })
    const closed = await jobAt(curitiba, { title: 'Vaga que fechou no Batel' })
    await close(closed)
    await jobAt(await shopIn('São José dos Pinhais', 'PR'))
    await jobAt(await shopIn('Porto Alegre', 'RS'))

    const response = await visit('/vagas/pr/curitiba')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('<title>Vagas de barbeiro em Curitiba, PR · Navalha</title>')
    expect(html).toContain('<link rel="canonical" href="' + new URL('/vagas/pr/curitiba', app.url).toString() + '"')
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">Vagas de barbeiro em Curitiba, PR</h1>')
    expect(html).toContain('Barbeiro clássico no Batel')
    expect(html).toContain('R$\u00a02.800/mês')
    expect(html).toContain('Meio Período')
    expect(html).toContain('Barbeiro para degradê')
    expect(html).not.toContain('Vaga que fechou no Batel')
    // Nearby: the neighbouring municipality with jobs, not a far one.
    expect(html).toContain('href="/vagas/pr/sao-jose-dos-pinhais"')
    expect(html).not.toContain('href="/vagas/rs/porto-alegre"')

    const [list] = jsonLd(html)
    expect(list).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Vagas de barbeiro em Curitiba, PR', numberOfItems: 2 })
    expect(list!.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, url: new URL(`/vagas/${second.id}`, app.url).toString() },
      { '@type': 'ListItem', position: 2, url: new URL(`/vagas/${first.id}`, app.url).toString() },
    ])
    // The browser starts from the same data (no second request).
    expect(JSON.stringify(bootstrapOf(html).queries)).toContain('Barbeiro para degradê')
  })

  it('sends a non-canonical address (case, accents) to the canonical one with a 301, keeping the query', async () => {
    await jobAt(await shopIn('São Paulo', 'SP'))
    for (const asked of ['/vagas/SP/sao-paulo', '/vagas/sp/S%C3%A3o-Paulo', '/vagas/sp/SAO_PAULO', '/vagas/sp/sao-paulo-']) {
      const response = await visit(`${asked}?origem=x`)
      expect(response.status, asked).toBe(301)
      expect(response.headers.get('location'), asked).toBe('/vagas/sp/sao-paulo?origem=x')
    }
    const api = await fetch(`${app.url}/api/places-with-jobs/SP/S%C3%A3o%20Paulo`)
    expect(api.status).toBe(200)
    expect(((await api.json()) as { place: PlaceLine }).place.path).toBe('/vagas/sp/sao-paulo')
  })

  it('answers 404 for a place without active jobs, an unknown one or one no address can name', async () => {
    for (const path of ['/vagas/pr/londrina', '/vagas/zz/curitiba', '/vagas/pt/curitiba', '/vagas/pr/%E0%A4%A', '/vagas/pr/---']) {
      const response = await visit(path)
      expect(response.status, path).toBe(404)
    }
    expect((await fetch(`${app.url}/api/places-with-jobs/pr/londrina`)).status).toBe(404)
    const body = (await (await fetch(`${app.url}/api/places-with-jobs/pr/londrina`)).json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toBe('Não há vagas abertas neste lugar.')
  })

  it('is in the sitemap and allowed by robots.txt while it has jobs; after its last job closes it answers 404 and leaves the sitemap, on every instance', async () => {
    const shop = await shopIn('Maringá', 'PR')
    const only = await jobAt(shop)
    const { startNavalha } = await import('#server/start')
    const second = await startNavalha({ port: await freePort(), log: () => {} })
    try {
      // Both instances render and keep the page.
      for (const base of [app.url, second.url]) {
        expect((await visit('/vagas/pr/maringa', base)).status).toBe(200)
        expect((await visit('/vagas/pr/maringa', base)).status).toBe(200)
      }
      expect(await sitemapPaths()).toContain('/vagas/pr/maringa')
      const robots = await (await fetch(`${app.url}/robots.txt`)).text()
      expect(robots).toContain('Disallow: /vagas$')
      expect(robots).not.toMatch(/^Disallow: \/vagas\/?$/m)

      await close(only)
      expect((await visit('/vagas/pr/maringa')).status).toBe(404)
      await expect.poll(async () => (await visit('/vagas/pr/maringa', second.url)).status, { timeout: 5_000, interval: 50 }).toBe(404)
      expect(await sitemapPaths()).not.toContain('/vagas/pr/maringa')
      expect((await placesWithJobs()).some((place) => place.path === '/vagas/pr/maringa')).toBe(false)

      // Reopened, it is back.
      await app.payload.update({ collection: 'jobs', id: only.id, data: { status: 'active' }, depth: 0 })
      expect((await visit('/vagas/pr/maringa')).status).toBe(200)
      await expect.poll(async () => (await visit('/vagas/pr/maringa', second.url)).status, { timeout: 5_000, interval: 50 }).toBe(200)
    } finally {
      await second.close()
    }
  }, 120_000)

  it('Lisbon’s page says it in Portugal’s money and words', async () => {
    const lisbon = (await createPortugueseShop(app.payload, { profile: { state: 'Lisboa', city: 'Lisboa', name: 'Barbearia do Chiado' } })).shop
    for (const cents of [90000, 95000, 100000, 120000, 80000]) await payJob(lisbon, 'monthly', cents)
    const html = await (await visit('/vagas/pt/lisboa')).text()
    expect(html).toContain('<title>Vagas de barbeiro em Lisboa · Navalha</title>')
    expect(html).toContain('Salário mensal em Lisboa: mediana 950\u00a0€, de 800\u00a0€ a 1200\u00a0€, 5 vagas')
  })
})

describe('Quanto paga', () => {
  /** A job's 'Quanto paga' as its page's API gives it. */
  async function insightOf(job: Job) {
    const response = await fetch(`${app.url}/api/places-with-jobs/job/${job.id}`)
    expect(response.status).toBe(200)
    return (await response.json()) as { place: PlaceLine | null; insight: { kind: string; count: number; median: number; min: number; max: number } | null }
  }

  it('shows only where five jobs of one kind make it up, each by its minimum; the median of an even count is the mean of the middle two', async () => {
    const shop = await shopIn('Goiânia', 'GO')
    const jobs: Job[] = []
    for (const cents of [180000, 400000, 260000, 220000]) jobs.push(await payJob(shop, 'monthly', cents))
    // Other kinds and jobs without pay do not count toward the monthly figures.
    await payJob(shop, 'commission', 50)
    await jobAt(shop, { salary: 'A combinar' })
    expect((await insightOf(jobs[0]!)).insight).toBeNull()
    expect(await (await visit('/vagas/go/goiania')).text()).not.toContain('Quanto paga')

    jobs.push(await payJob(shop, 'monthly', 300000))
    expect((await insightOf(jobs[0]!)).insight).toEqual({ kind: 'monthly', count: 5, median: 260000, min: 180000, max: 400000 })
    // Range given, so payMin counts, not payMax.
    jobs.push(await jobAt(shop, { payKind: 'monthly', payMin: 230000, payMax: 900000 }))
    const even = (await insightOf(jobs[0]!)).insight!
    expect(even).toEqual({ kind: 'monthly', count: 6, median: 245000, min: 180000, max: 400000 })

    const page = await (await visit('/vagas/go/goiania')).text()
    expect(page).toContain('Salário mensal em Goiânia: mediana R$\u00a02.450, de R$\u00a01.800 a R$\u00a04.000, 6 vagas')
    const jobPage = await (await visit(`/vagas/${jobs[0]!.id}`)).text()
    expect(jobPage).toContain('Salário mensal em Goiânia: mediana R$\u00a02.450, de R$\u00a01.800 a R$\u00a04.000, 6 vagas')
    expect(jobPage).toContain('href="/vagas/go/goiania"')
    // The commission job's page has no figures: one job of its kind.
    const commissionJob = (await db.query<{ id: number }>("SELECT id FROM jobs WHERE barbershop_id = $1 AND pay_kind = 'commission'", [shop.id])).rows[0]!
    expect(await (await visit(`/vagas/${commissionJob.id}`)).text()).not.toContain('Quanto paga')
  })

  it('counts only active jobs of the last 90 days', async () => {
    const shop = await shopIn('Recife', 'PE')
    const jobs: Job[] = []
    for (const cents of [200000, 210000, 220000, 230000, 240000]) jobs.push(await payJob(shop, 'monthly', cents))
    expect((await insightOf(jobs[0]!)).insight?.count).toBe(5)
    await db.query("UPDATE jobs SET published_at = now() - interval '91 days' WHERE id = $1", [jobs[4]!.id])
    expect((await insightOf(jobs[0]!)).insight).toBeNull()
    await db.query("UPDATE jobs SET published_at = now() - interval '89 days' WHERE id = $1", [jobs[4]!.id])
    expect((await insightOf(jobs[0]!)).insight?.count).toBe(5)
    await close(jobs[3]!)
    expect((await insightOf(jobs[0]!)).insight).toBeNull()
  })

  it('answers 404 for a job that does not exist and nothing for a job whose city has no seat', async () => {
    expect((await fetch(`${app.url}/api/places-with-jobs/job/999999`)).status).toBe(404)
    expect((await fetch(`${app.url}/api/places-with-jobs/job/abc`)).status).toBe(404)
    const job = await jobAt(await shopIn('Cidade Que Não Existe', 'MG'))
    expect(await insightOf(job)).toEqual({ place: null, insight: null })
  })
})

describe('what people type never breaks a place’s page', () => {
  it('shop names, job titles and cities as typed are escaped in the HTML and the JSON-LD', async () => {
    const belem = await shopIn('Belém', 'PA')
    const job = await jobAt(belem)
    const elsewhere = await shopIn('Belém', 'PA')
    await jobAt(elsewhere)
    await fc.assert(
      fc.asyncProperty(
        awkwardText({ maxLength: JOB_TITLE_MAX - 10 }),
        awkwardText({ maxLength: 60 }),
        awkwardText({ maxLength: 40 }),
        async (title, name, city) => {
          await app.payload.update({ collection: 'jobs', id: job.id, data: { title: `Barbeiro ${title}\uFFFF` }, depth: 0 })
          await app.payload.update({ collection: 'barbershops', id: belem.id, data: { name: `Barbearia ${name}` }, depth: 0 })
          // A city typed any way at all: the place list reads it, and it makes a page only when it names a municipality.
          await app.payload.update({ collection: 'barbershops', id: elsewhere.id, data: { city: `Belém ${city}` }, depth: 0 })
          expect((await fetch(`${app.url}/api/places-with-jobs`)).status).toBe(200)
          const response = await visit('/vagas/pa/belem')
          expect(response.status).toBe(200)
          const html = await response.text()
          const [list] = jsonLd(html)
          expect(list!['@type']).toBe('ItemList')
          // The bootstrap parses and carries the title as stored (masked, decision 0029), whole.
          const stored = (await app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })).title
          expect(JSON.stringify(bootstrapOf(html).queries)).toContain(JSON.stringify(stored))
        },
      ),
      { numRuns: 10 },
    )
  }, 180_000)

  it('any address under /vagas/<two letters>/ answers 200, 301 or 404 (400 for broken percent-encoding), never a failure', async () => {
    const segment = fc.oneof(
      awkwardText({ maxLength: 20 }).map((text) => encodeURIComponent(text)),
      fc.stringMatching(/^[%A-Za-z0-9._~-]{1,20}$/),
    )
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z]{2}$/), segment, async (state, city) => {
        fc.pre(city !== '' && city !== '.' && city !== '..')
        const page = await visit(`/vagas/${state}/${city}`)
        expect([200, 301, 400, 404], `/vagas/${state}/${city}`).toContain(page.status)
        const api = await fetch(`${app.url}/api/places-with-jobs/${state}/${city}`)
        expect([200, 400, 404], `/api/places-with-jobs/${state}/${city}`).toContain(api.status)
      }),
      { numRuns: 150 },
    )
  }, 120_000)
})
