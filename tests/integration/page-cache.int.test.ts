/**
 * Rendered public pages are kept for visitors (issue 15, docs/decisions/0027-html-cache-and-invalidation.md):
 * each kind of write shows on the very next request, on this instance and on another one on the
 * same database; signed-in requests never get a visitor's page.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '#domain/bootstrap'
import { PAGE_CHANGES_CHANNEL } from '#infra/pages/pageChanges'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { freePort } from '../helpers/ports'
import { ApiClient } from '../helpers/client'
import {
  createAccount,
  createApplication,
  createBarber,
  createJob,
  createShop,
  type Account,
  type BarberAccount,
  type ShopAccount,
} from '#server/seed/factories'

// The pages are filled into the built app's templates: build it first when it is missing or older
// than its sources, as \`npm start\` does (a fresh clone has none).
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()
const db = useDatabaseClient(app)
let editor: Account
let admin: Account
let barber: BarberAccount
let shop: ShopAccount

beforeAll(async () => {
  editor = await createAccount(app.payload, 'editor')
  admin = await createAccount(app.payload, 'admin')
  barber = await createBarber(app.payload, { name: 'Barbeiro Cacheado' })
  shop = await createShop(app.payload, { name: 'Barbearia Cacheada' })
}, 120_000)

const stamp = () => Math.random().toString(36).slice(2, 8)

/** A published question of the default content, renamed to `question` without going through Payload. */
async function faqNamed(question: string) {
  const { docs } = await app.payload.find({ collection: 'faqs', where: { published: { equals: true } }, limit: 1, depth: 0 })
  await writeAroundHooks('UPDATE faqs SET question = $1 WHERE id = $2', [question, docs[0]!.id])
  return docs[0]!
}

/** A page as a visitor's browser asks for it. */
async function visit(path: string, base = app.url, headers: Record<string, string> = {}) {
  const response = await fetch(base + path, { headers: { accept: 'text/html', 'accept-language': 'pt-BR', ...headers } })
  expect(response.status).toBe(200)
  const html = await response.text()
  const script = html.match(new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'))
  return { html, bootstrap: JSON.parse(script![1]!) }
}

/** Changes a row behind Payload's back, as no code of the app does: only a kept page still shows the old text. */
const writeAroundHooks = (statement: string, params: unknown[]) => db.query(statement, params)

describe('a visitor’s page is kept until a write changes what it shows', () => {
  it('answers from the cache: a change that skips the hooks does not show, the next hooked write does', async () => {
    const question = `Pergunta guardada ${stamp()}?`
    const faq = await faqNamed(question)
    expect((await visit('/faq')).html).toContain(question)
    await writeAroundHooks('UPDATE faqs SET question = $1 WHERE id = $2', [`Fora dos ganchos ${stamp()}?`, faq.id])
    expect((await visit('/faq')).html).toContain(question)

    const edited = `Pergunta editada ${stamp()}?`
    await app.payload.update({ collection: 'faqs', id: faq.id, data: { question: edited }, depth: 0 })
    const after = await visit('/faq')
    expect(after.html).toContain(edited)
    expect(after.html).not.toContain(question)
  })

  it('an editor’s change to the landing copy (through the API) shows on the next request of /', async () => {
    expect((await visit('/')).html).toContain('<div id="root"><')
    const title = `Título novo ${stamp()}`
    const client = await app.signedIn(editor)
    const landing = await client.get('/api/globals/landing')
    const saved = await client.post('/api/globals/landing', { hero: { ...landing.body.hero, title } })
    expect(saved.status).toBe(200)
    expect((await visit('/')).html).toContain(title)
  })

  it('a plan’s change shows on the next request of /', async () => {
    const before = await visit('/')
    const plan = before.bootstrap.plans[0]
    const name = `Plano ${stamp()}`
    await app.payload.update({ collection: 'plans', id: plan.id, data: { name }, depth: 0 })
    expect((await visit('/')).html).toContain(name)
  })

  it('a profile’s change shows on its page and in the directory on the next request', async () => {
    const path = `/barbeiro/${barber.barber.id}`
    await visit(path)
    await visit('/barbeiros')
    const bio = `Especialista em navalhado ${stamp()}, atendimento caprichado.`
    const name = `Barbeiro Renomeado ${stamp()}`
    const client = await app.signedIn(barber)
    expect((await client.patch(`/api/barbers/${barber.barber.id}`, { bio, name })).status).toBe(200)
    expect((await visit(path)).html).toContain(bio)
    expect((await visit('/barbeiros')).html).toContain(name)
  })

  it('a job created and then closed shows and leaves the shop’s page on the next request', async () => {
    const path = `/barbearia/${shop.shop.id}`
    const activeBefore = (await visit('/')).bootstrap.stats.activeJobs
    await visit(path)
    const title = `Vaga de barbeiro ${stamp()}`
    const job = await createJob(app.payload, shop.shop, { title })
    expect((await visit(path)).html).toContain(title)
    expect((await visit('/')).bootstrap.stats.activeJobs).toBe(activeBefore + 1)

    const client = await app.signedIn(shop)
    expect((await client.patch(`/api/jobs/${job.id}`, { status: 'closed' })).status).toBe(200)
    expect((await visit(path)).html).not.toContain(title)
    expect((await visit('/')).bootstrap.stats.activeJobs).toBe(activeBefore)
  })

  it('a review written and then hidden changes the rating on the next request', async () => {
    const job = await createJob(app.payload, shop.shop, { title: `Vaga avaliada ${stamp()}` })
    const application = await createApplication(app.payload, job, barber.barber, 'hired')
    const path = `/barbeiro/${barber.barber.id}`
    expect((await visit(path)).bootstrap.queries[0].data.ratingCount ?? 0).toBe(0)

    const review = await app.payload.create({
      collection: 'reviews',
      data: { application: application.id, rating: 4, comment: 'Ótimo profissional.' },
      user: { ...shop.user, collection: 'users' } as never,
      overrideAccess: false,
      depth: 0,
    })
    // Double-blind (decision 0026): one side's review shows once the other side has reviewed too.
    expect((await visit(path)).bootstrap.queries[0].data.ratingCount ?? 0).toBe(0)
    await app.payload.create({
      collection: 'reviews',
      data: { application: application.id, rating: 5 },
      user: { ...barber.user, collection: 'users' } as never,
      overrideAccess: false,
      depth: 0,
    })
    const rated = await visit(path)
    expect(rated.bootstrap.queries[0].data.ratingCount).toBe(1)
    expect((await visit('/')).bootstrap.stats.averageRating).toBe(4.5)

    await app.payload.update({
      collection: 'reviews',
      id: review.id,
      data: { hidden: true, hiddenReason: 'Ofensiva.' },
      user: { ...admin.user, collection: 'users' } as never,
      overrideAccess: false,
      depth: 0,
    })
    expect((await visit(path)).bootstrap.queries[0].data.ratingCount).toBe(0)
    expect((await visit('/')).bootstrap.stats.averageRating).toBe(5)
  })

  it('a signed-in request never gets the visitor’s page: the owner sees the phone only the owner may read', async () => {
    const path = `/barbeiro/${barber.barber.id}`
    await visit(path)
    const visitorPage = await visit(path)
    expect(visitorPage.bootstrap.queries[0].data.phone).toBeUndefined()
    const owner = await app.signedIn(barber)
    const cookie = `payload-token=${owner.cookie('payload-token')}`
    const ownerPage = await visit(path, app.url, { cookie, 'sec-fetch-site': 'same-origin' })
    expect(ownerPage.bootstrap.session.user.id).toBe(barber.user.id)
    expect(ownerPage.bootstrap.queries[0].data.phone).toBe('+5511987654321')
  })

  it('keeps pages per country and time zone: a visitor from Portugal never gets the Brazilian page', async () => {
    const brazil = await visit('/')
    const portugal = await visit('/', app.url, { 'accept-language': 'pt-PT' })
    expect(brazil.bootstrap.country).toBe('BR')
    expect(portugal.bootstrap.country).toBe('PT')
    expect(portugal.bootstrap.timeZone).toBe('Europe/Lisbon')
    const inManaus = await visit('/', app.url, { cookie: 'tz=America%2FManaus' })
    expect(inManaus.bootstrap.timeZone).toBe('America/Manaus')
  })
})

describe('two instances on one database', () => {
  it('a write through one instance shows on the other’s next request', async () => {
    const { startNavalha } = await import('#server/start')
    const second = await startNavalha({ port: await freePort(), log: () => {} })
    try {
      const question = `Pergunta da instância A ${stamp()}?`
      const faq = await faqNamed(question)
      expect((await visit('/faq', second.url)).html).toContain(question)
      // The second instance keeps its page too: a change around the hooks does not reach it.
      await writeAroundHooks('UPDATE faqs SET question = $1 WHERE id = $2', [`Fora dos ganchos ${stamp()}?`, faq.id])
      expect((await visit('/faq', second.url)).html).toContain(question)

      const edited = `Pergunta editada na instância A ${stamp()}?`
      await app.payload.update({ collection: 'faqs', id: faq.id, data: { question: edited }, depth: 0 })
      // Another instance learns of the commit when its NOTIFY arrives (decision 0027): at once on a
      // quiet machine, not ordered with the writer's answer, so this waits for it, briefly.
      await expect.poll(async () => (await visit('/faq', second.url)).html, { timeout: 5_000, interval: 50 }).toContain(edited)
    } finally {
      await second.close()
    }
  }, 120_000)

  it('a notification on the channel (another instance’s commit) empties this instance’s cache', async () => {
    const question = `Pergunta notificada ${stamp()}?`
    const faq = await faqNamed(question)
    expect((await visit('/faq')).html).toContain(question)
    const edited = `Pergunta de outra instância ${stamp()}?`
    await writeAroundHooks('UPDATE faqs SET question = $1 WHERE id = $2', [edited, faq.id])
    expect((await visit('/faq')).html).toContain(question)
    await db.query('SELECT pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, 'outra-instancia'])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await visit('/faq')).html).toContain(edited)
  })
})

describe('a page whose address names an id past its column (PostgreSQL integer: up to 2,147,483,647)', () => {
  const tooBig = ['2147483648', '99999999999', '1' + '0'.repeat(30)]

  it.each(
    tooBig.flatMap((id) => [
      `/barbearia/${id}`,
      `/barbeiro/${id}`,
      `/vagas/${id}`,
      `/perfil/${id}`,
      `/editar-vaga/${id}`,
      `/vaga/${id}/candidatos`,
      `/chat/${id}`,
    ]),
  )('%s → 404 with the app drawing its page, for a visitor and for someone signed in, and is never kept', async (path) => {
    for (const client of [new ApiClient(app.url), await app.signedIn(shop)]) {
      for (let i = 0; i < 2; i++) {
        const response = await client.request('GET', path, { headers: { accept: 'text/html' } })
        expect(response.status, path).toBe(404)
        expect(response.text).toMatch(/<!doctype html>/i)
      }
    }
  })

  it('still answers 200 for an id that fits, and a 404 drawn by the app for one that fits but names nobody', async () => {
    expect((await new ApiClient(app.url).request('GET', `/barbearia/${shop.shop.id}`, { headers: { accept: 'text/html' } })).status).toBe(200)
    const nobody = await new ApiClient(app.url).request('GET', '/barbeiro/2147483647', { headers: { accept: 'text/html' } })
    expect(nobody.status).toBe(404)
    expect(nobody.text).toMatch(/<!doctype html>/i)
  })
})

describe('a kept page never carries a session', () => {
  // The page cache keys a page as a visitor's when the request carries no credentials as `currentUser`
  // sees them (`payload-token=` absent): a token sent under a name written otherwise (`payload-token =`,
  // which a cookie parser that trims names still finds) must not put its account into the page kept for
  // every visitor.
  it('a token under a spaced cookie name is a session, as the token readers take it, and the next visitor sees no account', async () => {
    const client = new ApiClient(app.url)
    await client.login(barber.email, barber.password)
    const token = client.cookie('payload-token')!
    for (const path of ['/faq', '/termos', '/barbeiros']) {
      const odd = await visit(path, app.url, { cookie: `payload-token =${token}`, 'sec-fetch-site': 'same-origin' })
      // The readers trim the cookie's name (issue 40 found the page cache did not): the page is the barber's, and not kept.
      expect(odd.bootstrap.session.user?.id).toBe(barber.user.id)
      const next = await visit(path)
      expect(next.bootstrap.session.user).toBeNull()
      expect(next.html).not.toContain(barber.email)
    }
  })
})

describe('a signed-in shell after a logout on another instance', () => {
  it('stays the same page; the session the app asks for is a visitor’s on the very next request to the other instance', async () => {
    const { startNavalha } = await import('#server/start')
    const second = await startNavalha({ port: await freePort(), log: () => {} })
    try {
      const client = new ApiClient(app.url)
      await client.login(barber.email, barber.password)
      const headers = { cookie: `payload-token=${client.cookie('payload-token')!}`, 'sec-fetch-site': 'same-origin' }
      const shell = () => visit('/painel-barbeiro', second.url, headers)
      const session = async () => (await (await fetch(`${second.url}/api/session`, { headers })).json()).user
      const before = await shell()
      expect(before.bootstrap.session).toBeUndefined()
      expect((await session())?.id).toBe(barber.user.id)
      const logout = await client.post('/api/users/logout')
      expect(logout.status).toBe(200)
      expect((await shell()).html).toBe(before.html)
      expect(await session()).toBeNull()
    } finally {
      await second.close()
    }
  })
})
