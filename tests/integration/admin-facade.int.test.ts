/**
 * The console's facade (/api/admin/*, decision 0023): react-admin's sort, range and filter
 * become Payload queries run as the signed-in user; lists answer with Content-Range and at most
 * 100 rows; moderation is for admins, content for admins and editors, nothing for anyone else;
 * and no sort, range or filter makes the server fail.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '../../domain/messages'
import { richTextFromParagraphs } from '../../domain/richText'
import type { Job } from '../../payload-types'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber, createJob, createShop, type Account, type BarberAccount, type ShopAccount } from '../helpers/seed'

let app: TestApp
let barber: BarberAccount, shop: ShopAccount, editor: Account, admin: Account
const as = {} as Record<'anonymous' | 'barber' | 'shop' | 'editor' | 'admin', ApiClient>
let jobs: Job[]

const list = (client: ApiClient, resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  return client.get(`/api/admin/${resource}?${query}`)
}

beforeAll(async () => {
  app = await startTestApp()
  barber = await createBarber(app.payload, { name: 'Zeca Navalha' })
  shop = await createShop(app.payload, { name: 'Barbearia Alfa' })
  editor = await createAccount(app.payload, 'editor')
  admin = await createAccount(app.payload, 'admin')
  jobs = []
  for (const title of ['Barbeiro Bravo', 'Barbeiro Alfa', 'Barbeiro Charlie']) jobs.push(await createJob(app.payload, shop.shop, { title }))
  for (const [role, account] of Object.entries({ barber, shop, editor, admin })) {
    as[role as keyof typeof as] = new ApiClient(app.url)
    await as[role as keyof typeof as].login(account.email, account.password)
  }
  as.anonymous = new ApiClient(app.url)
})

afterAll(async () => {
  await app?.close()
})

describe('who opens what', () => {
  const moderation = ['users', 'barbers', 'barbershops', 'jobs', 'support-tickets', 'audit-log']
  const content = ['plans', 'faqs']

  it('visitors are asked to sign in, barbers and shops are refused everything', async () => {
    for (const resource of [...moderation, ...content, 'dashboard', 'landing/landing', 'nada']) {
      expect((await as.anonymous.get(`/api/admin/${resource}`)).status, resource).toBe(401)
      for (const role of ['barber', 'shop'] as const) {
        const response = await as[role].get(`/api/admin/${resource}`)
        expect(response.status, `${role} ${resource}`).toBe(403)
        expect(errorMessage(response.body)).toBe(adminMessages.staffOnly)
      }
    }
  })

  it('editors open the content only; admins open everything', async () => {
    for (const resource of [...moderation, 'dashboard']) {
      const response = await as.editor.get(`/api/admin/${resource}`)
      expect(response.status, resource).toBe(403)
      expect(errorMessage(response.body)).toBe(adminMessages.adminOnly)
      expect((await as.admin.get(`/api/admin/${resource}`)).status, resource).toBe(200)
    }
    for (const resource of [...content, 'landing/landing']) {
      expect((await as.editor.get(`/api/admin/${resource}`)).status, resource).toBe(200)
      expect((await as.admin.get(`/api/admin/${resource}`)).status, resource).toBe(200)
    }
  })

  it('an unknown resource is a 404 for staff', async () => {
    expect((await as.admin.get('/api/admin/payload-preferences')).status).toBe(404)
    expect((await as.admin.get('/api/admin/__proto__')).status).toBe(404)
  })

  it('the collection rules still apply below the gate: an editor cannot delete a barber even by a plan id', async () => {
    const response = await as.editor.delete(`/api/admin/barbers/${barber.barber.id}`)
    expect(response.status).toBe(403)
    expect(await app.payload.findByID({ collection: 'barbers', id: barber.barber.id, depth: 0 })).toBeTruthy()
  })
})

describe('lists', () => {
  it('maps sort, range and filter, and says the total in Content-Range', async () => {
    const response = await list(as.admin, 'jobs', { sort: ['title', 'ASC'], range: [0, 1], filter: { q: 'barbeiro', barbershop: shop.shop.id } })
    expect(response.status, response.text).toBe(200)
    expect(response.body.map((job: Job) => job.title)).toEqual(['Barbeiro Alfa', 'Barbeiro Bravo'])
    expect(response.headers.get('content-range')).toBe('jobs 0-1/3')

    const second = await list(as.admin, 'jobs', { sort: ['title', 'DESC'], range: [2, 3], filter: { barbershop: shop.shop.id } })
    expect(second.body.map((job: Job) => job.title)).toEqual(['Barbeiro Alfa'])
    expect(second.headers.get('content-range')).toBe('jobs 2-2/3')
  })

  it('reads many by id (getMany) and filters by status', async () => {
    await app.payload.update({ collection: 'jobs', id: jobs[0].id, data: { status: 'inactive' }, depth: 0 })
    const many = await list(as.admin, 'jobs', { filter: { id: [jobs[0].id, jobs[2].id] } })
    expect(many.body.map((job: Job) => job.id).sort()).toEqual([jobs[0].id, jobs[2].id].sort())
    const inactive = await list(as.admin, 'jobs', { filter: { status: 'inactive' } })
    expect(inactive.body.map((job: Job) => job.id)).toEqual([jobs[0].id])
    // Admins see inactive jobs because the jobs' own read rule lets them, not because of the facade.
    const empty = await list(as.admin, 'jobs', { filter: { status: 'inactive', q: 'ninguém tem este título' } })
    expect(empty.body).toEqual([])
    expect(empty.headers.get('content-range')).toBe('jobs */0')
  })

  it('never answers more than 100 rows, whatever range is asked', async () => {
    for (let index = 0; index < 101; index++) {
      await app.payload.create({ collection: 'faqs', data: { question: `Pergunta ${index}?`, answer: richTextFromParagraphs(['Sim.']) } as never, depth: 0 })
    }
    const response = await list(as.editor, 'faqs', { range: [0, 499] })
    expect(response.status).toBe(200)
    expect(response.body).toHaveLength(100)
    expect(response.headers.get('content-range')).toMatch(/^faqs 0-99\/(\d+)$/)
    expect(Number(response.headers.get('content-range')!.split('/')[1])).toBeGreaterThanOrEqual(101)
  })

  it('refuses malformed parameters with a Portuguese 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sort: 'title' }, adminMessages.sortInvalid],
      [{ sort: ['title', 'UP'] }, adminMessages.sortInvalid],
      [{ sort: ['hash', 'ASC'] }, 'Não é possível filtrar ou ordenar pelo campo hash.'],
      [{ range: [5, 1] }, adminMessages.rangeInvalid],
      [{ range: [-25, -1] }, adminMessages.rangeInvalid],
      [{ range: [3, 12] }, adminMessages.rangeNotAligned],
      [{ filter: [] }, adminMessages.filterInvalid],
      [{ filter: { title: { like: 'x' } } }, adminMessages.filterInvalid],
      [{ filter: { salt: 'x' } }, 'Não é possível filtrar ou ordenar pelo campo salt.'],
      [{ filter: '{' }, adminMessages.filterInvalid],
    ]
    for (const [params, message] of cases) {
      const response = await list(as.admin, 'users', params)
      expect(response.status, JSON.stringify(params)).toBe(400)
      expect(errorMessage(response.body), JSON.stringify(params)).toBe(message)
    }
  })

  it('no sort, range or filter makes the server fail', async () => {
    const anyJson = fc.oneof(fc.string({ maxLength: 20 }), fc.json({ maxDepth: 3 }))
    const fieldNames = fc.constantFrom('title', 'status', 'id', 'createdAt', 'barbershop', 'barbershop.name', 'q', 'experienceRequired', 'hash', '')
    const filters = fc
      .dictionary(fieldNames, fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 10 })), { maxKeys: 3 })
      .map((f) => JSON.stringify(f))
    const sorts = fc.oneof(
      anyJson,
      fc.tuple(fieldNames, fc.constantFrom('ASC', 'DESC', 'asc', '')).map((s) => JSON.stringify(s)),
    )
    const ranges = fc.oneof(
      anyJson,
      fc.tuple(fc.integer({ min: -5, max: 3_000_000_000 }), fc.integer({ min: -5, max: 3_000_000_000 })).map((r) => JSON.stringify(r)),
    )
    await fc.assert(
      fc.asyncProperty(fc.record({ sort: sorts, range: ranges, filter: filters }, { requiredKeys: [] }), async (params) => {
        const response = await list(as.admin, 'jobs', params)
        expect([200, 400], `${JSON.stringify(params)} → ${response.status} ${response.text}`).toContain(response.status)
        if (response.status === 400) expect(errorMessage(response.body)).toMatch(/[a-zà-ú]/i)
      }),
      { numRuns: 150 },
    )
    expect((await as.admin.get('/api/health')).status).toBe(200)
  })
})

describe('one record at a time', () => {
  it('getOne, and 404 for an id no row can have', async () => {
    expect((await as.admin.get(`/api/admin/jobs/${jobs[1].id}`)).body.title).toBe('Barbeiro Alfa')
    for (const id of ['abc', '0', '-1', '99999999999']) expect((await as.admin.get(`/api/admin/jobs/${id}`)).status, id).toBe(404)
  })

  it('writes only what changed, even when react-admin sends back the whole record (the account it shows included)', async () => {
    const record = (await as.admin.get(`/api/admin/barbers/${barber.barber.id}`)).body
    expect(record.account).toEqual({ id: barber.user.id, name: barber.user.name, email: barber.email })
    const response = await as.admin.request('PUT', `/api/admin/barbers/${barber.barber.id}`, { json: { ...record, verified: true } })
    expect(response.status, response.text).toBe(200)
    expect(response.body.verified).toBe(true)
    expect(response.body.account.email).toBe(barber.email)
    expect((await app.payload.findByID({ collection: 'barbers', id: barber.barber.id, depth: 0 })).verified).toBe(true)
  })

  it('an editor changes a plan feature; a barber cannot', async () => {
    // The product's plans are written at boot; the barber's quarterly plan is edited here.
    const [plan] = (await app.payload.find({ collection: 'plans', where: { audience: { equals: 'barber' }, months: { equals: 3 } }, depth: 0 })).docs
    const record = (await as.editor.get(`/api/admin/plans/${plan.id}`)).body
    const features = [{ ...record.features[0], text: 'Suporte por e-mail e WhatsApp' }]
    const response = await as.editor.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...record, features } })
    expect(response.status, response.text).toBe(200)
    expect(response.body.features[0].text).toBe('Suporte por e-mail e WhatsApp')
    expect((await as.barber.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...record, name: 'Grátis' } })).status).toBe(403)
  })

  it('an editor edits the landing hero', async () => {
    const landing = (await as.editor.get('/api/admin/landing/landing')).body
    const response = await as.editor.request('PUT', '/api/admin/landing/landing', {
      json: { ...landing, hero: { ...landing.hero, title: 'Novo título do destaque' } },
    })
    expect(response.status, response.text).toBe(200)
    expect((await app.payload.findGlobal({ slug: 'landing', depth: 0 })).hero.title).toBe('Novo título do destaque')
  })

  it('an admin creates a user, toggles its admin role, and cannot remove the last admin', async () => {
    const created = await as.admin.post('/api/admin/users', {
      name: 'Nova Conta',
      email: 'nova.conta@teste.navalha.test',
      password: 'segredo123',
      userType: 'barber',
    })
    expect(created.status, created.text).toBe(201)
    expect(created.body.roles).toEqual(['barber'])
    expect(created.body).not.toHaveProperty('hash')

    const promoted = await as.admin.request('PUT', `/api/admin/users/${created.body.id}`, { json: { ...created.body, roles: ['barber', 'admin'] } })
    expect(promoted.status, promoted.text).toBe(200)
    expect(promoted.body.roles).toContain('admin')
    const demoted = await as.admin.request('PUT', `/api/admin/users/${created.body.id}`, { json: { ...promoted.body, roles: ['barber'] } })
    expect(demoted.body.roles).toEqual(['barber'])

    const self = (await as.admin.get(`/api/admin/users/${admin.user.id}`)).body
    const refused = await as.admin.request('PUT', `/api/admin/users/${admin.user.id}`, { json: { ...self, roles: [] } })
    expect(refused.status).toBe(400)
    expect(errorMessage(refused.body)).toBe(adminMessages.lastAdmin)
    expect(((await app.payload.findByID({ collection: 'users', id: admin.user.id, depth: 0 })).roles ?? []).includes('admin')).toBe(true)
  })

  it('deletes a job, which is gone afterwards', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga para excluir' })
    const response = await as.admin.delete(`/api/admin/jobs/${job.id}`)
    expect(response.status, response.text).toBe(200)
    expect(response.body.id).toBe(job.id)
    expect((await as.admin.get(`/api/admin/jobs/${job.id}`)).status).toBe(404)
  })

  it('the dashboard counts what the moderator needs', async () => {
    const { body } = await as.admin.get('/api/admin/dashboard')
    expect(body).toMatchObject({ barbers: 1, barbershops: 1, openConversations: 0, openFlags: 0, openTickets: 0 })
    expect(body.users).toBeGreaterThanOrEqual(5)
    expect(body.signupsThisWeek).toBe(body.users)
    expect(body.activeJobs).toBeGreaterThanOrEqual(2)
  })
})

describe('the audit log', () => {
  type Entry = { actor: number; actorEmail: string; action: string; resource: string; recordId: string; before: unknown; after: unknown }
  const entriesFor = async (resource: string, id: number | string) =>
    (await list(as.admin, 'audit-log', { filter: { resource, recordId: String(id) }, sort: ['createdAt', 'ASC'] })).body as Entry[]

  it('records who verified a barber, toggled a job and changed a role, with the value before and after', async () => {
    const record = (await as.admin.get(`/api/admin/barbers/${barber.barber.id}`)).body
    await as.admin.request('PUT', `/api/admin/barbers/${barber.barber.id}`, { json: { ...record, verified: !record.verified } })
    const [verify] = (await entriesFor('barbers', barber.barber.id)).slice(-1)
    expect(verify).toMatchObject({
      actor: admin.user.id,
      actorEmail: admin.email,
      before: { verified: record.verified },
      after: { verified: !record.verified },
    })
    expect(verify.action).toBe(record.verified ? 'unverify' : 'verify')

    const job = await createJob(app.payload, shop.shop, { title: 'Vaga auditada' })
    const jobRecord = (await as.admin.get(`/api/admin/jobs/${job.id}`)).body
    await as.admin.request('PUT', `/api/admin/jobs/${job.id}`, { json: { ...jobRecord, status: 'inactive' } })
    expect(await entriesFor('jobs', job.id)).toMatchObject([{ action: 'jobStatus', before: { status: 'active' }, after: { status: 'inactive' } }])

    const user = (await as.admin.get(`/api/admin/users/${barber.user.id}`)).body
    await as.admin.request('PUT', `/api/admin/users/${barber.user.id}`, { json: { ...user, roles: [...user.roles, 'admin'] } })
    await as.admin.request('PUT', `/api/admin/users/${barber.user.id}`, { json: { ...user, roles: user.roles } })
    expect((await entriesFor('users', barber.user.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['grantAdmin', { roles: ['barber'] }, { roles: ['barber', 'admin'] }],
      ['revokeAdmin', { roles: ['barber', 'admin'] }, { roles: ['barber'] }],
    ])
  })

  it('records a deletion with the whole record before it, secrets left out', async () => {
    const doomed = await createAccount(app.payload, 'barber')
    expect((await as.admin.delete(`/api/admin/users/${doomed.user.id}`)).status).toBe(200)
    const [entry] = await entriesFor('users', doomed.user.id)
    expect(entry).toMatchObject({ action: 'delete', actorEmail: admin.email, after: null, before: { id: doomed.user.id, email: doomed.email } })
    for (const secret of ['hash', 'salt', 'sessions']) expect(entry.before).not.toHaveProperty(secret)
  })

  it('an action the server refuses, and an ordinary content edit, leave nothing', async () => {
    const self = (await as.admin.get(`/api/admin/users/${admin.user.id}`)).body
    expect((await as.admin.request('PUT', `/api/admin/users/${admin.user.id}`, { json: { ...self, roles: [] } })).status).toBe(400)
    expect(await entriesFor('users', admin.user.id)).toEqual([])

    const [plan] = (await app.payload.find({ collection: 'plans', limit: 1, depth: 0 })).docs
    const record = (await as.editor.get(`/api/admin/plans/${plan.id}`)).body
    expect((await as.editor.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...record, name: 'Plano renomeado' } })).status).toBe(200)
    expect(await entriesFor('plans', plan.id)).toEqual([])
  })

  it('admins filter it by action and by who acted; nobody writes, edits or deletes an entry', async () => {
    const deletions = (await list(as.admin, 'audit-log', { filter: { action: 'delete' } })).body as Entry[]
    expect(deletions.length).toBeGreaterThan(0)
    expect(deletions.every((entry) => entry.action === 'delete')).toBe(true)
    const mine = await list(as.admin, 'audit-log', { filter: { actorEmail: admin.email } })
    expect(Number(mine.headers.get('content-range')!.split('/')[1])).toBeGreaterThanOrEqual(5)
    expect((await list(as.admin, 'audit-log', { filter: { action: 'nada' } })).status).toBe(400)

    const [entry] = (await list(as.admin, 'audit-log', { range: [0, 0] })).body as (Entry & { id: number })[]
    expect((await as.admin.request('PUT', `/api/admin/audit-log/${entry.id}`, { json: { ...entry, actorEmail: 'outro@x.test' } })).status).toBe(403)
    expect((await as.admin.delete(`/api/admin/audit-log/${entry.id}`)).status).toBe(403)
    expect((await as.admin.post('/api/admin/audit-log', { ...entry, id: undefined })).status).toBe(403)
    expect((await as.editor.get('/api/admin/audit-log')).status).toBe(403)
    expect((await as.barber.get('/api/admin-audit-log')).status).toBe(403)
    expect((await app.payload.findByID({ collection: 'admin-audit-log', id: entry.id, depth: 0 })).actorEmail).toBe(entry.actorEmail)
  })
})

describe('FAQ drafts', () => {
  it('an unpublished question is the editors’ only: visitors and the public list do not see it', async () => {
    const created = await as.editor.post('/api/admin/faqs', { question: 'Rascunho secreto?', answer: richTextFromParagraphs(['Ainda não.']), published: false })
    expect(created.status, created.text).toBe(201)
    expect((await as.editor.get(`/api/admin/faqs/${created.body.id}`)).body.published).toBe(false)
    for (const client of [as.anonymous, as.barber]) {
      const response = await client.get('/api/faqs?limit=100&depth=0')
      expect(response.body.docs.map((faq: { id: number }) => faq.id)).not.toContain(created.body.id)
      expect((await client.get(`/api/faqs/${created.body.id}`)).status).toBe(404)
    }
    await as.editor.request('PUT', `/api/admin/faqs/${created.body.id}`, { json: { ...created.body, published: true } })
    expect((await as.anonymous.get(`/api/faqs/${created.body.id}`)).body.question).toBe('Rascunho secreto?')
  })

  it('refuses an answer with a node the pages do not draw, in Portuguese', async () => {
    const answer = { root: { type: 'root', children: [{ type: 'upload', children: [] }] } }
    const response = await as.editor.post('/api/admin/faqs', { question: 'Com imagem?', answer })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe('Elemento não permitido: upload.')
  })
})
