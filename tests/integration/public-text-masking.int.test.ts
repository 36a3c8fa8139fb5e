/**
 * One contact policy for every text a person writes and others read before a hire (issue 23,
 * docs/decisions/0029-contacts-masked-at-write-time.md). Contacts are written into each such text
 * through every path that writes it (Payload's REST create and update, the profile form, the job
 * routes, reviews and answers, the console's facade as admin) and read back through every path
 * that shows it: a visitor, a counterpart before any hire and an editor get the masked text, with
 * no trace of the original; its author and admins get the original beside it. The server-rendered
 * pages (and the copies kept of them), the lists read in SQL, and e-mails to the other party too.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '#domain/bootstrap'
import { publicValue } from '#infra/contactMasking'
import { chatMessages } from '#domain/messages/chat'
import { generateCnpj, generateCpf, maskCpf } from '#domain/documents'
import { phoneJpeg } from '../fixtures/media'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { subscribe } from '../helpers/plans'
import { ApiClient } from '../helpers/client'
import { contactArb, contactTextArb, type ContactText } from '../helpers/contactArbitraries'
import {
  createAccount,
  createApplication,
  createBarber,
  createConversation,
  createJob,
  createShop,
  type Account,
  type BarberAccount,
  type ShopAccount,
} from '#server/seed/factories'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)

const HIDDEN = chatMessages.contactHidden

/** What was written into each field: one text, or a list of them (specialties). */
type Written = Record<string, ContactText | ContactText[]>

const sentence = () => fc.sample(contactTextArb, 1)[0]!
const contact = () => fc.sample(contactArb, 1)[0]!
const asWritten = (value: ContactText | ContactText[]) => (Array.isArray(value) ? value.map((each) => each.text) : value.text)
const originals = (written: Written) => Object.fromEntries(Object.entries(written).map(([field, value]) => [field, asWritten(value)]))
const publicForms = (written: Written) => Object.fromEntries(Object.entries(written).map(([field, value]) => [field, publicValue(asWritten(value))]))
const secretsOf = (written: Written) => Object.values(written).flatMap((value) => (Array.isArray(value) ? value : [value]).flatMap((each) => each.secrets))

/** Nothing of any contact written anywhere in `body` (a JSON answer, a page, an e-mail). */
function expectNoSecret(body: string, written: Written, where: string) {
  for (const secret of secretsOf(written)) expect(body, `${where} mostra «${secret}»`).not.toContain(secret)
}

/** A record as a non-author reads it: the public form of every text, and no original. */
function expectPublic(doc: Record<string, unknown>, written: Written, where: string) {
  expect(doc, where).toMatchObject(publicForms(written))
  expect(doc.original, `${where}: o original aparece`).toBeUndefined()
  expectNoSecret(JSON.stringify(doc), written, where)
}

/** A record as its author or an admin reads it: the public form in the field, the original beside it. */
function expectOriginal(doc: Record<string, unknown>, written: Written, where: string) {
  expect(doc, where).toMatchObject(publicForms(written))
  expect(doc.original, where).toMatchObject(originals(written))
}

const visitor = () => new ApiClient(app.url)

async function json(client: ApiClient, path: string) {
  const response = await client.get(path)
  expect(response.status, `${path}: ${response.text}`).toBe(200)
  return response
}

/** A server-rendered page as a visitor's browser asks for it, twice: the second answer comes from the kept copy. */
async function visitorPage(path: string): Promise<string[]> {
  const pages: string[] = []
  for (let visit = 0; visit < 2; visit++) {
    const response = await fetch(app.url + path, { headers: { accept: 'text/html', 'accept-language': 'pt-BR' } })
    expect(response.status, path).toBe(200)
    const html = await response.text()
    expect(html, `${path} sem dados do servidor`).toContain(`<script id="${BOOTSTRAP_ELEMENT_ID}"`)
    pages.push(html)
  }
  return pages
}

async function expectPagesHide(paths: string[], written: Written, shows: string[]) {
  for (const path of paths) {
    for (const html of await visitorPage(path)) {
      expectNoSecret(html, written, `a página ${path}`)
      for (const text of shows) expect(html, `a página ${path} não mostra «${text}»`).toContain(text)
    }
  }
}

let admin: ApiClient
let editor: ApiClient
let adminAccount: Account

beforeAll(async () => {
  adminAccount = await createAccount(app.payload, 'admin')
  admin = await app.signedIn(adminAccount)
  editor = await app.signedIn(await createAccount(app.payload, 'editor'))
}, 120_000)

describe("a barber's name, bio, district and specialties", () => {
  let barber: BarberAccount
  let author: ApiClient
  /** A shop the barber applied to and that has not hired it. */
  let counterpart: ApiClient

  beforeAll(async () => {
    barber = await createBarber(app.payload, { name: 'Barbeiro Mascarado' })
    author = await app.signedIn(barber)
    const shop = await createShop(app.payload)
    await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'accepted')
    counterpart = await app.signedIn(shop)
  }, 120_000)

  const barberTexts = (): Written => ({ name: sentence(), bio: sentence(), district: sentence(), specialties: [contact(), contact()] })

  async function expectReadsOf(id: number, written: Written, authorClient: ApiClient, { counterpartReads = true } = {}) {
    const url = `/api/barbers/${id}`
    expectPublic((await json(visitor(), url)).body, written, 'visitante, REST')
    expectPublic((await json(visitor(), `/api/barbers?where[id][equals]=${id}`)).body.docs[0], written, 'visitante, lista REST')
    expectPublic((await json(editor, url)).body, written, 'editor, REST')
    const card = (await json(visitor(), '/api/directory/barbers?limit=100')).body.docs.find((doc: { id: number }) => doc.id === id)
    expect(card).toMatchObject({ name: publicForms(written).name, specialties: publicForms(written).specialties })
    expectNoSecret(JSON.stringify(card), written, 'o diretório')
    if (counterpartReads) {
      expectPublic((await json(counterpart, url)).body, written, 'barbearia antes da contratação')
      const applications = (await json(counterpart, '/api/applications?depth=1')).body.docs
      expectPublic(
        applications.find((application: { barber: { id: number } }) => application.barber.id === id).barber,
        written,
        'candidatura, para a barbearia',
      )
    }
    expectOriginal((await json(authorClient, url)).body, written, 'o autor, REST')
    expectOriginal((await json(authorClient, '/api/me/profile')).body.profile, written, 'o autor, /api/me/profile')
    expectOriginal((await json(admin, url)).body, written, 'admin, REST')
    expect((await json(admin, `/api/admin/barbers/${id}`)).body, 'admin, console').toMatchObject(originals(written))
    await expectPagesHide([`/barbeiro/${id}`, '/barbeiros'], written, [publicForms(written).name as string, HIDDEN])
  }

  it('written through the profile form (PUT /api/me/profile)', async () => {
    const written = barberTexts()
    const response = await author.request('PUT', '/api/me/profile', {
      json: { ...originals(written), age: 30, experienceYears: 5, video: barber.barber.video, state: 'SP', city: 'São Paulo' },
    })
    expect(response.status, response.text).toBe(200)
    expectOriginal(response.body.profile, written, 'a resposta ao autor')
    await expectReadsOf(barber.barber.id, written, author)
  })

  it('written through Payload’s REST update (PATCH /api/barbers/:id)', async () => {
    const written = barberTexts()
    const response = await author.patch(`/api/barbers/${barber.barber.id}`, originals(written))
    expect(response.status, response.text).toBe(200)
    expectOriginal(response.body.doc, written, 'a resposta ao autor')
    await expectReadsOf(barber.barber.id, written, author)
  })

  it('written through Payload’s REST create (POST /api/barbers)', async () => {
    const account = await createAccount(app.payload, 'barber')
    const client = await app.signedIn(account)
    const written = barberTexts()
    const response = await client.post('/api/barbers', { ...originals(written), cpf: generateCpf(), city: 'São Paulo', state: 'SP' })
    expect(response.status, response.text).toBe(201)
    await expectReadsOf(response.body.doc.id, written, client, { counterpartReads: false })
  })

  it('written by an admin in the console (PUT /api/admin/barbers/:id)', async () => {
    const record = (await json(admin, `/api/admin/barbers/${barber.barber.id}`)).body
    const written = barberTexts()
    const response = await admin.request('PUT', `/api/admin/barbers/${barber.barber.id}`, { json: { ...record, ...originals(written) } })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toMatchObject(originals(written))
    await expectReadsOf(barber.barber.id, written, author)
  })

  it('written by server code in a bulk update (HTTP refuses bulk writes, decision 0031)', async () => {
    const written = barberTexts()
    const refused = await admin.patch(`/api/barbers?where[id][equals]=${barber.barber.id}`, originals(written))
    expect(refused.status, refused.text).toBe(403)
    await app.payload.update({ collection: 'barbers', where: { id: { equals: barber.barber.id } }, data: originals(written), depth: 0 })
    await expectReadsOf(barber.barber.id, written, author)
  })

  it('an admin saving the record unchanged in the console keeps the originals', async () => {
    const written = barberTexts()
    expect((await author.patch(`/api/barbers/${barber.barber.id}`, originals(written))).status).toBe(200)
    const record = (await json(admin, `/api/admin/barbers/${barber.barber.id}`)).body
    expect((await admin.request('PUT', `/api/admin/barbers/${barber.barber.id}`, { json: { ...record, verified: true } })).status).toBe(200)
    await expectReadsOf(barber.barber.id, written, author)
  })

  it('a client writing back the public text it read keeps the original', async () => {
    const written = barberTexts()
    expect((await author.patch(`/api/barbers/${barber.barber.id}`, originals(written))).status).toBe(200)
    const shown = (await json(visitor(), `/api/barbers/${barber.barber.id}`)).body
    const echoed = await author.patch(`/api/barbers/${barber.barber.id}`, { bio: shown.bio, name: shown.name, experienceYears: 7 })
    expect(echoed.status, echoed.text).toBe(200)
    expectOriginal(echoed.body.doc, written, 'depois de reenviar o texto público')
  })

  it('no visitor can find or order profiles by their original text', async () => {
    const written = barberTexts()
    expect((await author.patch(`/api/barbers/${barber.barber.id}`, originals(written))).status).toBe(200)
    const secret = (written.name as ContactText).secrets[0]!
    const probe = await visitor().get(`/api/barbers?where[original.name][contains]=${encodeURIComponent(secret)}`)
    expect(probe.status === 400 || probe.body.docs?.length === 0, probe.text).toBe(true)
    // Sorting by the original would let a visitor place its own profile beside another's and read it letter by letter.
    for (const sort of ['original.name', '-original.bio', 'contactPolicyVersion']) {
      const sorted = await visitor().get(`/api/barbers?sort=${sort}`)
      expect(sorted.status, `sort=${sort}: ${sorted.text}`).toBe(400)
    }
    const search = await json(visitor(), `/api/directory/barbers?q=${encodeURIComponent(secret)}`)
    expect(search.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(barber.barber.id)
  })

  it('the length limits judge the text as written, not its longer public form', async () => {
    // Each '@ab' becomes the 16-character placeholder: under 40 characters as written, far more when shown.
    const specialty = '@ab e @cd e @ef e @gh e @ij'
    expect(specialty.length).toBeLessThanOrEqual(40)
    const response = await author.patch(`/api/barbers/${barber.barber.id}`, { specialties: [specialty] })
    expect(response.status, response.text).toBe(200)
    expect(response.body.doc.original.specialties).toEqual([specialty])
    expect(response.body.doc.specialties[0].length).toBeGreaterThan(40)
  })

  it('none of any contact written reaches a visitor (property)', async () => {
    await fc.assert(
      fc.asyncProperty(contactTextArb, contactTextArb, async (bio, name) => {
        const written: Written = { bio, name }
        expect((await author.patch(`/api/barbers/${barber.barber.id}`, originals(written))).status).toBe(200)
        for (const path of [`/api/barbers/${barber.barber.id}`, '/api/directory/barbers?limit=100', `/barbeiro/${barber.barber.id}`]) {
          expectNoSecret((await visitor().get(path)).text, written, path)
        }
      }),
      { numRuns: 5 },
    )
  })
})

describe("a barbershop's name, description, address and district, and its jobs' copies", () => {
  let shop: ShopAccount
  let author: ApiClient
  /** A barber who applied to the shop and was not hired. */
  let counterpart: ApiClient
  let counterpartAccount: BarberAccount
  let jobId: number

  beforeAll(async () => {
    shop = await createShop(app.payload, { name: 'Barbearia Mascarada' })
    author = await app.signedIn(shop)
    const job = await createJob(app.payload, shop.shop)
    jobId = job.id
    counterpartAccount = await createBarber(app.payload)
    await createApplication(app.payload, job, counterpartAccount.barber, 'accepted')
    await createConversation(app.payload, counterpartAccount, shop)
    counterpart = await app.signedIn(counterpartAccount)
  }, 120_000)

  const shopTexts = (): Written => ({ name: sentence(), description: sentence(), address: sentence(), district: sentence() })

  async function expectReadsOf(id: number, written: Written, authorClient: ApiClient, { counterpartReads = true } = {}) {
    const url = `/api/barbershops/${id}`
    const shown = publicForms(written)
    expectPublic((await json(visitor(), url)).body, written, 'visitante, REST')
    expectPublic((await json(visitor(), `/api/barbershops?where[id][equals]=${id}`)).body.docs[0], written, 'visitante, lista REST')
    expectPublic((await json(editor, url)).body, written, 'editor, REST')
    const card = (await json(visitor(), '/api/directory/barbershops?limit=100')).body.docs.find((doc: { id: number }) => doc.id === id)
    expect(card).toMatchObject({ name: shown.name, description: shown.description, district: shown.district })
    expectNoSecret(JSON.stringify(card), written, 'o diretório')
    if (counterpartReads) {
      expectPublic((await json(counterpart, url)).body, written, 'barbeiro antes da contratação')
      const details = (await json(counterpart, `/api/job-details/${jobId}`)).body
      expect(details.shop).toMatchObject({ name: shown.name, description: shown.description, address: shown.address, district: shown.district })
      expectNoSecret(JSON.stringify(details), written, 'os detalhes da vaga')
      const jobs = (await json(counterpart, `/api/open-jobs?barbershop=${id}`)).body.docs
      expect(jobs[0]).toMatchObject({ shopName: shown.name, district: shown.district })
      expectNoSecret(JSON.stringify(jobs), written, 'as vagas abertas')
      const applications = (await json(counterpart, '/api/applications?depth=1')).body.docs
      expectNoSecret(JSON.stringify(applications), written, 'as candidaturas do barbeiro')
      const conversations = (await json(counterpart, '/api/chat/conversations')).text
      expect(conversations).toContain(JSON.stringify(shown.name))
      expectNoSecret(conversations, written, 'as conversas do barbeiro')
    }
    expectOriginal((await json(authorClient, url)).body, written, 'o autor, REST')
    expectOriginal((await json(authorClient, '/api/me/profile')).body.profile, written, 'o autor, /api/me/profile')
    expectOriginal((await json(admin, url)).body, written, 'admin, REST')
    expect((await json(admin, `/api/admin/barbershops/${id}`)).body, 'admin, console').toMatchObject(originals(written))
    await expectPagesHide([`/barbearia/${id}`, '/barbearias'], written, [shown.name as string, HIDDEN])
  }

  it('written through the profile form (PUT /api/me/profile)', async () => {
    const written = shopTexts()
    const response = await author.request('PUT', '/api/me/profile', {
      json: { ...originals(written), cnpj: shop.shop.cnpj, whatsapp: '(21) 98888-7777', state: 'RJ', city: 'Rio de Janeiro' },
    })
    expect(response.status, response.text).toBe(200)
    await expectReadsOf(shop.shop.id, written, author)
  })

  it('written through Payload’s REST update (PATCH /api/barbershops/:id)', async () => {
    const written = shopTexts()
    const response = await author.patch(`/api/barbershops/${shop.shop.id}`, originals(written))
    expect(response.status, response.text).toBe(200)
    await expectReadsOf(shop.shop.id, written, author)
  })

  it('written through Payload’s REST create (POST /api/barbershops)', async () => {
    const account = await createAccount(app.payload, 'barbershop')
    const client = await app.signedIn(account)
    const written = shopTexts()
    const response = await client.post('/api/barbershops', { ...originals(written), cnpj: generateCnpj(), city: 'Curitiba', state: 'PR' })
    expect(response.status, response.text).toBe(201)
    await expectReadsOf(response.body.doc.id, written, client, { counterpartReads: false })
  })

  it('written by an admin in the console (PUT /api/admin/barbershops/:id)', async () => {
    const record = (await json(admin, `/api/admin/barbershops/${shop.shop.id}`)).body
    const written = shopTexts()
    const response = await admin.request('PUT', `/api/admin/barbershops/${shop.shop.id}`, { json: { ...record, ...originals(written) } })
    expect(response.status, response.text).toBe(200)
    await expectReadsOf(shop.shop.id, written, author)
  })

  it('the e-mails to a barber quote the public name', async () => {
    const written = shopTexts()
    expect((await author.patch(`/api/barbershops/${shop.shop.id}`, originals(written))).status).toBe(200)
    const applicant = await createBarber(app.payload)
    const application = await createApplication(
      app.payload,
      await createJob(app.payload, await app.payload.findByID({ collection: 'barbershops', id: shop.shop.id, depth: 0 })),
      applicant.barber,
    )
    expect((await author.patch(`/api/applications/${application.id}`, { status: 'accepted' })).status).toBe(200)
    const email = await mail.waitFor((each) => each.to.includes(applicant.email))
    expectNoSecret(email.subject + email.text + email.html, written, `o e-mail «${email.subject}»`)
    expect(email.text).toContain(publicForms(written).name)
  })
})

describe("a job's title, description, salary and schedule", () => {
  let shop: ShopAccount
  let author: ApiClient
  let counterpart: ApiClient
  let counterpartAccount: BarberAccount
  let recommended: ApiClient

  beforeAll(async () => {
    shop = await createShop(app.payload, { name: 'Barbearia das Vagas', profile: { state: 'AM', city: 'Manaus' } })
    author = await app.signedIn(shop)
    counterpartAccount = await createBarber(app.payload)
    counterpart = await app.signedIn(counterpartAccount)
    // A barber of the same state on the Anual plan gets 'Recomendadas para você' (decision 0024).
    const annual = (await app.payload.find({ collection: 'plans', where: { and: [{ audience: { equals: 'barber' } }, { months: { equals: 12 } }] }, depth: 0 }))
      .docs[0]!
    const subscriber = await createBarber(app.payload, { profile: { state: 'AM', city: 'Manaus', experienceYears: 10 } })
    await subscribe(app.payload, subscriber, annual)
    recommended = await app.signedIn(subscriber)
  }, 120_000)

  const jobTexts = (): Written => {
    const inDescription = sentence()
    return {
      title: sentence(),
      description: { text: `Procuramos barbeiro experiente. ${inDescription.text}`, secrets: inDescription.secrets },
      salary: sentence(),
      schedule: sentence(),
    }
  }

  async function expectReadsOf(id: number, written: Written) {
    const url = `/api/jobs/${id}`
    const shown = publicForms(written)
    expectPublic((await json(visitor(), url)).body, written, 'visitante, REST')
    expectPublic((await json(visitor(), `/api/jobs?where[id][equals]=${id}`)).body.docs[0], written, 'visitante, lista REST')
    expectPublic((await json(editor, url)).body, written, 'editor, REST')
    expectPublic((await json(counterpart, url)).body, written, 'barbeiro, REST')
    const listed = (await json(visitor(), `/api/open-jobs?barbershop=${shop.shop.id}&limit=50`)).body.docs.find((doc: { id: number }) => doc.id === id)
    expect(listed).toMatchObject({ title: shown.title, salary: shown.salary, schedule: shown.schedule })
    expectNoSecret(JSON.stringify(listed), written, 'as vagas abertas')
    const details = (await json(visitor(), `/api/job-details/${id}`)).body
    expect(details.job).toMatchObject(shown)
    expectNoSecret(JSON.stringify(details), written, 'os detalhes da vaga')
    const recommendations = (await json(recommended, '/api/recommendations/jobs')).body
    expect(recommendations.docs.find((doc: { id: number }) => doc.id === id)).toMatchObject({ title: shown.title })
    expectNoSecret(JSON.stringify(recommendations), written, 'as recomendações')
    expectOriginal((await json(author, url)).body, written, 'o autor, REST')
    expectOriginal(
      (await json(author, '/api/my-jobs')).body.docs.find((doc: { id: number }) => doc.id === id),
      written,
      'o autor, /api/my-jobs',
    )
    expectOriginal((await json(admin, url)).body, written, 'admin, REST')
    expect((await json(admin, `/api/admin/jobs/${id}`)).body, 'admin, console').toMatchObject(originals(written))
    await expectPagesHide([`/barbearia/${shop.shop.id}`], written, [shown.title as string])
  }

  it('posted (POST /api/jobs), edited (PATCH /api/jobs/:id) and edited by an admin in the console', async () => {
    const posted = jobTexts()
    const created = await author.post('/api/jobs', originals(posted))
    expect(created.status, created.text).toBe(201)
    const id = created.body.doc.id as number
    await expectReadsOf(id, posted)

    const edited = jobTexts()
    expect((await author.patch(`/api/jobs/${id}`, originals(edited))).status).toBe(200)
    await expectReadsOf(id, edited)

    const record = (await json(admin, `/api/admin/jobs/${id}`)).body
    const byAdmin = jobTexts()
    const saved = await admin.request('PUT', `/api/admin/jobs/${id}`, { json: { ...record, ...originals(byAdmin) } })
    expect(saved.status, saved.text).toBe(200)
    await expectReadsOf(id, byAdmin)
  })

  it('a barber who applies sees the public title in its application, and the shop’s e-mail quotes only public texts', async () => {
    const written = jobTexts()
    const created = await author.post('/api/jobs', originals(written))
    expect(created.status, created.text).toBe(201)
    const barberName: Written = { name: sentence() }
    expect(
      (
        await counterpart.request('PUT', '/api/me/profile', {
          json: {
            name: asWritten(barberName.name!),
            bio: 'Barbeiro de degradê.',
            district: 'Centro',
            specialties: [],
            age: 30,
            experienceYears: 5,
            video: counterpartAccount.barber.video,
            state: 'SP',
            city: 'São Paulo',
          },
        })
      ).status,
    ).toBe(200)
    const applied = await counterpart.post('/api/applications', { job: created.body.doc.id })
    expect(applied.status, applied.text).toBe(201)
    const application = (await json(counterpart, `/api/applications/${applied.body.doc.id}?depth=1`)).body
    expect(application.jobTitle).toBe(publicForms(written).title)
    expectNoSecret(JSON.stringify(application), written, 'a candidatura')
    const email = await mail.waitFor((each) => each.to.includes(shop.email))
    expectNoSecret(email.subject + email.text + email.html, { ...written, ...barberName }, `o e-mail «${email.subject}»`)
  })
})

describe('review comments and answers, and the name they are signed with', () => {
  let barber: BarberAccount
  let shop: ShopAccount
  let barberClient: ApiClient
  let shopClient: ApiClient

  beforeAll(async () => {
    barber = await createBarber(app.payload)
    shop = await createShop(app.payload)
    barberClient = await app.signedIn(barber)
    shopClient = await app.signedIn(shop)
  }, 120_000)

  it('written by both sides of a hire and answered: each author reads only its own original', async () => {
    const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    const shopComment: Written = { comment: sentence() }
    const barberComment: Written = { comment: sentence() }
    const answer: Written = { answer: sentence() }
    const fromShop = await shopClient.post('/api/reviews', { application: application.id, rating: 4, ...originals(shopComment) })
    expect(fromShop.status, fromShop.text).toBe(201)
    const fromBarber = await barberClient.post('/api/reviews', { application: application.id, rating: 5, ...originals(barberComment) })
    expect(fromBarber.status, fromBarber.text).toBe(201)
    const answered = await barberClient.patch(`/api/reviews/${fromShop.body.doc.id}`, originals(answer))
    expect(answered.status, answered.text).toBe(200)

    const all: Written = { ...shopComment, ...answer }
    const review = `/api/reviews/${fromShop.body.doc.id}`
    for (const [who, client] of [
      ['visitante', visitor()],
      ['editor', editor],
    ] as const) {
      expectPublic((await json(client, review)).body, all, `${who}, REST`)
      expectNoSecret((await json(client, `/api/reviews?where[barber][equals]=${barber.barber.id}`)).text, all, `${who}, lista`)
    }
    const summary = (await json(visitor(), `/api/profile-reviews/barbers/${barber.barber.id}`)).body
    expect(summary.reviews[0]).toMatchObject(publicForms(all))
    expectNoSecret(JSON.stringify(summary), all, 'as avaliações do perfil')
    expectNoSecret((await json(visitor(), `/api/profile-reviews/barbershops/${shop.shop.id}`)).text, barberComment, 'as avaliações da barbearia')

    const byShop = (await json(shopClient, review)).body
    expect(byShop.original).toEqual({ comment: asWritten(shopComment.comment!) })
    const byBarber = (await json(barberClient, review)).body
    expect(byBarber.original).toEqual({ answer: asWritten(answer.answer!) })
    expectOriginal((await json(admin, review)).body, all, 'admin, REST')
    expectOriginal((await json(barberClient, `/api/reviews/${fromBarber.body.doc.id}`)).body, barberComment, 'o autor, REST')

    await expectPagesHide([`/barbeiro/${barber.barber.id}`], all, [HIDDEN])
  })

  it("signed with the account's public name", async () => {
    const written = contact()
    const name: Written = { name: { text: `${written.text} Silva`, secrets: written.secrets } }
    const renamed = await barberClient.patch(`/api/users/${barber.user.id}`, originals(name))
    expect(renamed.status, renamed.text).toBe(200)
    expectOriginal(renamed.body.doc, name, 'o autor, /api/users')
    expect((await json(barberClient, '/api/session')).body.user.name).toBe(asWritten(name.name))
    const application = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    expect((await barberClient.post('/api/reviews', { application: application.id, rating: 5 })).status).toBe(201)
    expect((await shopClient.post('/api/reviews', { application: application.id, rating: 5 })).status).toBe(201)
    expectNoSecret((await json(visitor(), `/api/profile-reviews/barbershops/${shop.shop.id}`)).text, name, 'o nome de quem avaliou')
    await expectPagesHide([`/barbearia/${shop.shop.id}`], name, [])
  })
})

describe("a shop photo's description", () => {
  it('is its alt text on the public page: masked there and in the API, as written for its owner', async () => {
    const shop = await createShop(app.payload)
    const author = await app.signedIn(shop)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' }), 'fachada.jpg')
    form.append('_payload', JSON.stringify({ folder: 'shop-photos' }))
    const uploaded = await author.request('POST', '/api/media', { body: form })
    expect(uploaded.status, uploaded.text).toBe(201)
    const id = uploaded.body.doc.id as number
    expect((await author.patch(`/api/barbershops/${shop.shop.id}`, { photos: [id] })).status).toBe(200)
    const written: Written = { alt: sentence() }
    const described = await author.patch(`/api/media/${id}`, originals(written))
    expect(described.status, described.text).toBe(200)
    expectOriginal(described.body.doc, written, 'o dono')
    expectPublic((await json(visitor(), `/api/media/${id}`)).body, written, 'visitante, REST')
    expectPublic((await json(editor, `/api/media/${id}`)).body, written, 'editor, REST')
    expectOriginal((await json(admin, `/api/media/${id}`)).body, written, 'admin, REST')
    await expectPagesHide([`/barbearia/${shop.shop.id}`], written, [HIDDEN])
  })
})

describe("an account's name", () => {
  it('given at sign-up, changed by its owner or by an admin: others never read the original', async () => {
    const signedUp: Written = { name: sentence() }
    const email = `mascara-${Math.random().toString(36).slice(2)}@teste.navalha.test`
    const response = await visitor().post('/api/signup', {
      userType: 'barber',
      name: asWritten(signedUp.name!),
      document: maskCpf(generateCpf()),
      phone: '(11) 98765-4321',
      email,
      password: 'segredo123',
    })
    expect(response.status, response.text).toBe(201)
    const { rows } = await db.query<{ id: number; name: string; original_name: string }>('SELECT id, name, original_name FROM users WHERE email = $1', [email])
    expect(rows[0]).toMatchObject({ name: publicForms(signedUp).name, original_name: asWritten(signedUp.name!) })
    // The barber profile made beside the account at sign-up shows the public name too.
    const { rows: profiles } = await db.query('SELECT name, original_name FROM barbers WHERE user_id = $1', [rows[0]!.id])
    expect(profiles[0]).toEqual({ name: publicForms(signedUp).name, original_name: asWritten(signedUp.name!) })

    const account = await createAccount(app.payload, 'barbershop')
    const record = (await json(admin, `/api/admin/users/${account.user.id}`)).body
    const byAdmin: Written = { name: sentence() }
    const saved = await admin.request('PUT', `/api/admin/users/${account.user.id}`, { json: { ...record, ...originals(byAdmin) } })
    expect(saved.status, saved.text).toBe(200)
    expectOriginal((await json(admin, `/api/users/${account.user.id}`)).body, byAdmin, 'admin, REST')
    expectOriginal((await json(await app.signedIn(account), `/api/users/${account.user.id}`)).body, byAdmin, 'o dono, REST')
    expect((await editor.get(`/api/users/${account.user.id}`)).status).not.toBe(200)
  })
})

describe('support tickets', () => {
  it('are read by their author and admins only, both as written', async () => {
    const author = await createBarber(app.payload)
    const client = await app.signedIn(author)
    const written: Written = { subject: sentence(), message: sentence() }
    const created = await client.post('/api/support-tickets', originals(written))
    expect(created.status, created.text).toBe(201)
    const url = `/api/support-tickets/${created.body.doc.id}`
    expect((await json(client, url)).body).toMatchObject(originals(written))
    expect((await json(admin, url)).body).toMatchObject(originals(written))
    const outsider = await app.signedIn(await createShop(app.payload))
    for (const [who, reader] of [
      ['visitante', visitor()],
      ['editor', editor],
      ['outra conta', outsider],
    ] as const) {
      const one = await reader.get(url)
      expect(one.status, who).not.toBe(200)
      expectNoSecret(one.text, written, who)
      expectNoSecret((await reader.get('/api/support-tickets')).text, written, `${who}, lista`)
    }
  })
})

describe('when the policy changes', () => {
  it('every stored text is masked again from its original, its copies and the kept pages with it', async () => {
    const { remaskPublicTexts } = await import('#server/operations/remaskSweep')
    const { CONTACT_POLICY_VERSION } = await import('#domain/contactPolicy')
    const shop = await createShop(app.payload, { name: 'Barbearia Versão Um', profile: { description: 'Sem contato nenhum aqui, só cortes.' } })
    const job = await createJob(app.payload, shop.shop, { title: 'Barbeiro versão um' })
    const barber = await createBarber(app.payload, { name: 'Barbeiro Versão Um', profile: { specialties: ['Degradê', 'Barba'] } })
    expect((await visitorPage(`/barbearia/${shop.shop.id}`))[1]).toContain('Barbearia Versão Um')

    // A stricter policy: "Versão" now reads as a contact.
    const stricter = (text: string) => text.replaceAll('Versão', HIDDEN).replaceAll('versão', HIDDEN)
    const remasked = await remaskPublicTexts(app.payload, { version: CONTACT_POLICY_VERSION + 1, publicText: stricter })
    expect(remasked).toBeGreaterThanOrEqual(3)

    const shopRow = (
      await db.query('SELECT name, original_name, contact_policy_version::int AS contact_policy_version FROM barbershops WHERE id = $1', [shop.shop.id])
    ).rows[0]
    expect(shopRow).toEqual({ name: `Barbearia ${HIDDEN} Um`, original_name: 'Barbearia Versão Um', contact_policy_version: CONTACT_POLICY_VERSION + 1 })
    const jobRow = (await db.query('SELECT title, shop_name FROM jobs WHERE id = $1', [job.id])).rows[0]
    expect(jobRow).toEqual({ title: `Barbeiro ${HIDDEN} um`, shop_name: `Barbearia ${HIDDEN} Um` })
    expect((await json(visitor(), `/api/barbers/${barber.barber.id}`)).body).toMatchObject({ name: `Barbeiro ${HIDDEN} Um`, specialties: ['Degradê', 'Barba'] })
    const page = await visitorPage(`/barbearia/${shop.shop.id}`)
    for (const html of page) expect(html).not.toContain('Barbearia Versão Um')

    // Rows already at the new version are left alone; the current rules bring everything back.
    expect(await remaskPublicTexts(app.payload, { version: CONTACT_POLICY_VERSION + 1, publicText: stricter })).toBe(0)
    await db.query('UPDATE barbershops SET contact_policy_version = 0 WHERE id = $1', [shop.shop.id])
    expect(await remaskPublicTexts(app.payload)).toBeGreaterThanOrEqual(1)
    expect((await db.query('SELECT name FROM barbershops WHERE id = $1', [shop.shop.id])).rows[0].name).toBe('Barbearia Versão Um')
  })

  it('rows stored before the policy existed get their original and public forms (the migration’s backfill)', async () => {
    const { remaskPublicTexts } = await import('#server/operations/remaskSweep')
    const barber = await createBarber(app.payload)
    const text = 'Chama no zap 21 98765-4321 que eu respondo.'
    await db.query('UPDATE barbers SET bio = $1, original_bio = NULL, contact_policy_version = NULL WHERE id = $2', [text, barber.barber.id])
    await remaskPublicTexts(app.payload)
    expect((await db.query('SELECT bio, original_bio FROM barbers WHERE id = $1', [barber.barber.id])).rows[0]).toEqual({
      bio: `Chama no ${HIDDEN} que eu respondo.`,
      original_bio: text,
    })
  })
})
