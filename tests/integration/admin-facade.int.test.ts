/**
 * The console's facade (/api/admin/*, decision 0023): react-admin's sort, range and filter
 * become Payload queries run as the signed-in user; lists answer with Content-Range and at most
 * 100 rows; moderation is for admins, content for admins and editors, nothing for anyone else;
 * and no sort, range or filter makes the server fail.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminConversation, AdminConversationDetail } from '#domain/adminConversations'
import { DEFAULT_FIGURES, figureMessages } from '#domain/landingFigures'
import { adminMessages } from '#domain/messages/admin'
import { auditActionLabels, type AuditAction } from '#domain/auditLog'
import { REMOVED_ACCOUNT_NAME } from '#domain/privacy'
import { reviewMessages } from '#domain/messages/reviews'
import { richTextFromParagraphs } from '#domain/richText'
import type { Job } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createChatPair, openConversation, signIn, type ChatPair } from '../helpers/chat'
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

const app = useTestApp()
let barber: BarberAccount, shop: ShopAccount, editor: Account, admin: Account
const as = {} as Record<'anonymous' | 'barber' | 'shop' | 'editor' | 'admin', ApiClient>
let jobs: Job[]

const list = (client: ApiClient, resource: string, params: { sort?: unknown; range?: unknown; filter?: unknown } = {}) => {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) query.set(key, typeof value === 'string' ? value : JSON.stringify(value))
  return client.get(`/api/admin/${resource}?${query}`)
}

beforeAll(async () => {
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

describe('who opens what', () => {
  const moderation = ['users', 'barbers', 'barbershops', 'jobs', 'support-tickets', 'audit-log', 'conversations', 'conversation-flags', 'reviews']
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
      await app.payload.create({
        collection: 'faqs',
        data: { question: `Pergunta ${index}?`, answer: richTextFromParagraphs(['Sim.']), audience: 'all', published: true },
        depth: 0,
      })
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
    expect(record.account).toEqual({ id: barber.user.id, name: barber.user.name, email: barber.email, userType: 'barber' })
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

  it('the user list carries only its columns, with each account status derived as the account reads it', async () => {
    const lapsed = await createAccount(app.payload, 'barber', { locked: true })
    await app.payload.update({ collection: 'users', id: lapsed.user.id, data: { phone: '11987654321' }, depth: 0 })
    const response = await list(as.admin, 'users', { sort: ['createdAt', 'DESC'], range: [0, 99], filter: {} })
    expect(response.status).toBe(200)
    const rows = response.body as Record<string, unknown>[]
    const statusOf = (id: number) => rows.find((row) => row.id === id)?.accountStatus
    expect(statusOf(lapsed.user.id)).toBe('locked')
    expect(statusOf(barber.user.id)).toBe('trial')
    expect(statusOf(admin.user.id)).toBe('active')
    for (const row of rows) {
      for (const column of ['name', 'email', 'userType', 'roles', 'createdAt', 'accountStatus']) expect(row, column).toHaveProperty(column)
      // Not the list's business: contact, billing ids, e-mail preferences.
      for (const column of ['phone', 'stripeCustomerId', 'stripeSubscriptionId', 'chatEmailNotifications', 'hash', 'salt'])
        expect(row).not.toHaveProperty(column)
    }
    // One record still reads whole (the edit of a role works on it).
    expect((await as.admin.get(`/api/admin/users/${lapsed.user.id}`)).body).toMatchObject({ phone: expect.any(String), accountStatus: 'locked' })
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

  it("records an account's deletion as its erasure, by id, with no copy of the person (decision 0042)", async () => {
    const doomed = await createAccount(app.payload, 'barber')
    expect((await as.admin.delete(`/api/admin/users/${doomed.user.id}`)).status).toBe(200)
    const entries = await entriesFor('users', doomed.user.id)
    expect(entries).toEqual([expect.objectContaining({ action: 'accountEraseByAdmin', actorEmail: admin.email, before: null, after: null })])
  })

  it('tells an admin’s erasure from the person’s own request: who deleted, and why, in the entry and in its label (issue 39)', async () => {
    const byAdmin = await createAccount(app.payload, 'barbershop')
    const byOwner = await createAccount(app.payload, 'barber')
    expect((await as.admin.delete(`/api/admin/accounts/${byAdmin.user.id}`)).status).toBe(200)
    const ownClient = await signIn(app.url, byOwner)
    expect((await ownClient.delete('/api/me', { json: { password: byOwner.password } })).status).toBe(200)

    const [adminEntry] = await entriesFor('users', byAdmin.user.id)
    expect(adminEntry).toMatchObject({ action: 'accountEraseByAdmin', actor: admin.user.id, actorEmail: admin.email })
    const [ownEntry] = await entriesFor('users', byOwner.user.id)
    // The person is the actor, by id only: their e-mail went with the account.
    expect(ownEntry).toMatchObject({ action: 'accountEraseByOwner', actor: byOwner.user.id, actorEmail: REMOVED_ACCOUNT_NAME, before: null, after: null })
    // The console's audit list names each action by its label (admin/auditLog/AuditLogList.tsx).
    expect(auditActionLabels[adminEntry.action as AuditAction]).toBe('Conta excluída por um admin')
    expect(auditActionLabels[ownEntry.action as AuditAction]).toBe('Conta excluída a pedido do titular')
    // An admin finds every deletion by its action.
    const found = await list(as.admin, 'audit-log', { filter: { action: 'accountEraseByOwner', recordId: String(byOwner.user.id) } })
    expect(found.body).toHaveLength(1)
  })

  it('an action the server refuses leaves nothing; a content edit leaves its fields before and after', async () => {
    const self = (await as.admin.get(`/api/admin/users/${admin.user.id}`)).body
    expect((await as.admin.request('PUT', `/api/admin/users/${admin.user.id}`, { json: { ...self, roles: [] } })).status).toBe(400)
    expect(await entriesFor('users', admin.user.id)).toEqual([])

    const [plan] = (await app.payload.find({ collection: 'plans', limit: 1, depth: 0 })).docs
    const record = (await as.editor.get(`/api/admin/plans/${plan.id}`)).body
    expect((await as.editor.request('PUT', `/api/admin/plans/${plan.id}`, { json: { ...record, name: 'Plano renomeado' } })).status).toBe(200)
    expect(await entriesFor('plans', plan.id)).toMatchObject([
      { action: 'update', actorEmail: editor.email, before: { name: plan.name }, after: { name: 'Plano renomeado' } },
    ])
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

describe('Conversas', () => {
  const PHONE = '11 98765-4321'
  const original = `me chama no zap ${PHONE}`
  type Entry = { actor: number; actorEmail: string; action: string; resource: string; recordId: string; after: unknown; createdAt: string }
  let pair: ChatPair, quiet: ChatPair
  let conversation: number, silent: number, maskedId: number

  const readsOf = async (id: number) =>
    (
      await app.payload.find({
        collection: 'admin-audit-log',
        where: { and: [{ action: { equals: 'conversationRead' } }, { recordId: { equals: String(id) } }] },
        pagination: false,
        depth: 0,
      })
    ).docs as unknown as Entry[]

  beforeAll(async () => {
    pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    conversation = await openConversation(pair)
    const masked = await pair.barberClient.post(`/api/chat/conversations/${conversation}/messages`, { body: original })
    expect(masked.body.message.masked).toBe(true)
    maskedId = masked.body.message.id
    await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Pode vir no sábado às 9h.' })
    quiet = await createChatPair(app.payload, app.url, { status: 'accepted' })
    silent = await openConversation(quiet)
  })

  it('lists barber, barbershop, message and flag counts, status and the last message (null for none)', async () => {
    const response = await list(as.admin, 'conversations', { sort: ['lastMessageAt', 'DESC'], range: [0, 24] })
    expect(response.status, response.text).toBe(200)
    const rows = response.body as AdminConversation[]
    expect(rows.find((row) => row.id === conversation)).toMatchObject({
      barberName: 'Rafael Cortes',
      shopName: 'Barbearia Navalha de Ouro',
      messageCount: 2,
      flagCount: 1,
      openFlagCount: 1,
      status: 'open',
      lastMessageAt: expect.any(String),
    })
    expect(rows.find((row) => row.id === silent)).toMatchObject({ messageCount: 0, flagCount: 0, lastMessageAt: null })
    expect(response.headers.get('content-range')).toMatch(/^conversations 0-\d+\/\d+$/)
    // The list reads no message, so it records no read and carries no original.
    expect(response.text).not.toContain('98765')
    expect(await readsOf(conversation)).toEqual([])
  })

  it("filters by status and 'com sinalizações', and refuses a filter it cannot apply", async () => {
    const flagged = (await list(as.admin, 'conversations', { filter: { flagged: true } })).body as AdminConversation[]
    expect(flagged.map((row) => row.id)).toContain(conversation)
    expect(flagged.map((row) => row.id)).not.toContain(silent)
    expect(flagged.every((row) => row.flagCount > 0)).toBe(true)
    expect((await list(as.admin, 'conversations', { filter: { status: 'closed' } })).body).toEqual([])
    const open = (await list(as.admin, 'conversations', { filter: { status: 'open', flagged: false } })).body as AdminConversation[]
    expect(open.map((row) => row.id)).toEqual(expect.arrayContaining([conversation, silent]))
    for (const filter of [{ flagged: 'sim' }, { status: 'talvez' }, { hash: 'x' }]) {
      const response = await list(as.admin, 'conversations', { filter })
      expect(response.status, JSON.stringify(filter)).toBe(400)
      expect(errorMessage(response.body)).toBeTruthy()
    }
  })

  it('opens a conversation with the originals of masked messages and its flags, and records that read', async () => {
    const before = Date.now()
    const response = await as.admin.get(`/api/admin/conversations/${conversation}`)
    expect(response.status, response.text).toBe(200)
    const detail = response.body as AdminConversationDetail
    expect(detail.messages.map((message) => message.body)).toEqual([expect.stringContaining('[contato oculto]'), 'Pode vir no sábado às 9h.'])
    expect(detail.messages[0]).toMatchObject({ id: maskedId, masked: true, originalBody: original })
    expect(detail.flags).toEqual([expect.objectContaining({ reason: 'phone,handle', status: 'open' })])

    const [read] = await readsOf(conversation)
    expect(read).toMatchObject({
      actor: admin.user.id,
      actorEmail: admin.email,
      resource: 'conversations',
      recordId: String(conversation),
      after: { messages: 2 },
    })
    expect(new Date(read!.createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000)
    // Every read, not only the first.
    await as.admin.get(`/api/admin/conversations/${conversation}`)
    expect(await readsOf(conversation)).toHaveLength(2)
    // An empty conversation has no message to read.
    expect((await as.admin.get(`/api/admin/conversations/${silent}`)).body.messages).toEqual([])
    expect(await readsOf(silent)).toEqual([])
    expect((await as.admin.get('/api/admin/conversations/999999')).status).toBe(404)
    expect((await as.admin.get('/api/admin/conversations/abc')).status).toBe(404)
  })

  it("records an admin's read through Payload's REST API too, even when the query leaves the conversation out", async () => {
    const count = (await readsOf(conversation)).length
    const rest = await as.admin.get(`/api/messages?where[conversation][equals]=${conversation}&depth=0`)
    expect(rest.body.docs.map((message: { originalBody?: string }) => message.originalBody)).toContain(original)
    const narrow = await as.admin.get(`/api/messages?where[id][equals]=${maskedId}&select[originalBody]=true`)
    expect(narrow.body.docs).toEqual([expect.objectContaining({ originalBody: original })])
    expect((await as.admin.get(`/api/messages/${maskedId}`)).body.originalBody).toBe(original)
    expect(await readsOf(conversation)).toHaveLength(count + 3)
  })

  it('the original never reaches the parties, editors or visitors, through any API; their reads are not recorded', async () => {
    const count = (await readsOf(conversation)).length
    const strangers = [as.barber, as.shop, as.editor, as.anonymous, quiet.barberClient]
    for (const client of [pair.barberClient, pair.shopClient, ...strangers]) {
      for (const path of [
        `/api/messages?where[conversation][equals]=${conversation}&depth=0`,
        `/api/messages/${maskedId}`,
        `/api/messages?where[id][equals]=${maskedId}&select[originalBody]=true`,
        `/api/messages?where[originalBody][like]=98765`,
        `/api/chat/conversations/${conversation}/messages`,
        `/api/chat/conversations`,
        `/api/admin/conversations/${conversation}`,
        `/api/admin/conversations`,
        `/api/conversation-flags?where[conversation][equals]=${conversation}`,
      ]) {
        const response = await client.get(path)
        expect(response.status, path).toBeLessThan(500)
        expect(response.text, path).not.toContain('98765')
      }
    }
    for (const client of [as.editor, pair.barberClient, pair.shopClient])
      expect((await client.get(`/api/admin/conversations/${conversation}`)).status).toBe(403)
    expect(await readsOf(conversation)).toHaveLength(count)
  })

  it("marks a flag 'Revisada' with an audit entry; editors and parties cannot", async () => {
    const [flag] = ((await as.admin.get(`/api/admin/conversations/${conversation}`)).body as AdminConversationDetail).flags
    expect((await as.editor.request('PUT', `/api/admin/conversation-flags/${flag!.id}`, { json: { status: 'reviewed' } })).status).toBe(403)
    expect((await pair.shopClient.patch(`/api/conversation-flags/${flag!.id}`, { status: 'reviewed' })).status).toBe(403)
    const response = await as.admin.request('PUT', `/api/admin/conversation-flags/${flag!.id}`, { json: { ...flag, status: 'reviewed' } })
    expect(response.status, response.text).toBe(200)
    expect(response.body.status).toBe('reviewed')
    const entries = (await list(as.admin, 'audit-log', { filter: { resource: 'conversation-flags', recordId: String(flag!.id) } })).body as Entry[]
    expect(entries).toMatchObject([{ action: 'flagReviewed', actor: admin.user.id, before: { status: 'open' }, after: { status: 'reviewed' } }])
    const row = ((await list(as.admin, 'conversations', { filter: { flagged: true } })).body as AdminConversation[]).find((item) => item.id === conversation)
    expect(row).toMatchObject({ flagCount: 1, openFlagCount: 0 })
    expect((await as.admin.request('PUT', `/api/admin/conversation-flags/${flag!.id}`, { json: { status: 'talvez' } })).status).toBe(400)
  })
})

describe('Avaliações', () => {
  let rated: BarberAccount, ratingShop: ShopAccount
  let good: number, bad: number

  const hire = async () => createApplication(app.payload, await createJob(app.payload, ratingShop.shop, { title: 'Vaga para avaliar' }), rated.barber, 'hired')
  /** The shop's review of the barber, published: the barber reviews the shop too (double-blind, decision 0026). */
  const review = async (rating: number, comment: string) => {
    const application = (await hire()).id
    const { id } = await app.payload.create({ collection: 'reviews', data: { application, author: ratingShop.user.id, rating, comment }, depth: 0 })
    await app.payload.create({ collection: 'reviews', data: { application, author: rated.user.id, rating: 5 }, depth: 0 })
    return id
  }
  const profile = () => app.payload.findByID({ collection: 'barbers', id: rated.barber.id, depth: 0 })
  const entriesFor = async (id: number) =>
    (await list(as.admin, 'audit-log', { filter: { resource: 'reviews', recordId: String(id) }, sort: ['createdAt', 'ASC'] })).body as {
      action: string
      before: unknown
      after: unknown
      actor: number
    }[]

  beforeAll(async () => {
    rated = await createBarber(app.payload, { name: 'Barbeiro Avaliado' })
    ratingShop = await createShop(app.payload, { name: 'Barbearia Avaliadora' })
    good = await review(5, 'Excelente profissional.')
    bad = await review(1, 'Comentário ofensivo que a moderação vai ocultar.')
  })

  it('lists every review for admins only', async () => {
    const response = await list(as.admin, 'reviews', { filter: { barber: rated.barber.id } })
    expect(response.status).toBe(200)
    expect(response.body.map((row: { id: number }) => row.id).sort()).toEqual([good, bad].sort())
    expect((await profile()).rating).toBe(3)
    expect((await as.editor.get('/api/admin/reviews')).status).toBe(403)
  })

  it('hiding needs a reason, and only admins hide; nobody edits the rating or the comment', async () => {
    for (const json of [{ hidden: true }, { hidden: true, hiddenReason: '   ' }]) {
      const response = await as.admin.request('PUT', `/api/admin/reviews/${bad}`, { json })
      expect(response.status, JSON.stringify(json)).toBe(400)
      expect(errorMessage(response.body)).toBe(reviewMessages.hideReasonRequired)
    }
    expect((await as.admin.request('PUT', `/api/admin/reviews/${bad}`, { json: { comment: 'Reescrito' } })).status).toBe(403)
    expect((await as.admin.patch(`/api/reviews/${bad}`, { rating: 5 })).status).toBe(403)
    for (const client of [as.barber, as.shop, as.editor, as.anonymous]) {
      expect((await client.patch(`/api/reviews/${bad}`, { hidden: true, hiddenReason: 'tentativa' })).status).toBeGreaterThanOrEqual(401)
    }
    const stored = await app.payload.findByID({ collection: 'reviews', id: bad, depth: 0 })
    expect(stored).toMatchObject({ hidden: false, rating: 1, comment: 'Comentário ofensivo que a moderação vai ocultar.' })
    expect((await profile()).rating).toBe(3)
    expect(await entriesFor(bad)).toEqual([])
  })

  it('hides with a reason: the rating leaves the average, and the audit log has before and after', async () => {
    const response = await as.admin.request('PUT', `/api/admin/reviews/${bad}`, { json: { hidden: true, hiddenReason: 'Linguagem ofensiva' } })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toMatchObject({ hidden: true, hiddenReason: 'Linguagem ofensiva', hiddenBy: admin.user.id, hiddenAt: expect.any(String) })
    expect(await profile()).toMatchObject({ rating: 5, ratingCount: 1 })
    expect(await entriesFor(bad)).toMatchObject([
      {
        action: 'reviewHide',
        actor: admin.user.id,
        before: { hidden: false, hiddenReason: null },
        after: { hidden: true, hiddenReason: 'Linguagem ofensiva' },
      },
    ])
  })

  it('a hidden review, and any reason, never reach non-admins through Payload REST or the public reads', async () => {
    for (const client of [as.anonymous, as.barber, as.shop, as.editor]) {
      const all = await client.get(`/api/reviews?where[barber][equals]=${rated.barber.id}&limit=100`)
      expect(all.status).toBe(200)
      expect(all.body.docs.map((row: { id: number }) => row.id)).toEqual([good])
      expect(all.text).not.toContain('hiddenReason')
      expect(all.text).not.toContain('ofensiv')
      expect((await client.get(`/api/reviews/${bad}`)).status).toBe(404)
      const probing = await client.get(`/api/reviews?where[hidden][equals]=true`)
      expect(probing.body.docs ?? []).toEqual([])
      const byReason = await client.get(`/api/reviews?where[hiddenReason][like]=ofensiva`)
      expect(byReason.text).not.toContain(String(bad) + ',')
      expect(byReason.body.docs ?? []).toEqual([])
    }
    const author = await signIn(app.url, ratingShop)
    expect((await author.get(`/api/reviews/${bad}`)).status).toBe(404)
    const directory = await as.anonymous.get(`/api/directory/barbers?q=${encodeURIComponent('Barbeiro Avaliado')}`)
    expect(directory.text).not.toContain('ofensiv')
    const stats = await as.anonymous.get('/api/stats')
    const visible = await app.payload.find({
      collection: 'reviews',
      where: { and: [{ hidden: { not_equals: true } }, { published: { equals: true } }] },
      pagination: false,
      depth: 0,
    })
    const average = visible.docs.reduce((sum, row) => sum + row.rating, 0) / visible.docs.length
    // Cut to one decimal, never rounded up (decision 0033).
    expect(stats.body.averageRating).toBe(Math.floor(average * 10) / 10)
  })

  it('restores: the rating counts again, the reason is gone, and the log says so', async () => {
    const response = await as.admin.request('PUT', `/api/admin/reviews/${bad}`, { json: { hidden: false } })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toMatchObject({ hidden: false, hiddenReason: null, hiddenBy: null, hiddenAt: null })
    expect(await profile()).toMatchObject({ rating: 3, ratingCount: 2 })
    expect((await entriesFor(bad)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['reviewHide', { hidden: false, hiddenReason: null }, { hidden: true, hiddenReason: 'Linguagem ofensiva' }],
      ['reviewRestore', { hidden: true, hiddenReason: 'Linguagem ofensiva' }, { hidden: false, hiddenReason: null }],
    ])
    const visible = await as.anonymous.get(`/api/reviews?where[barber][equals]=${rated.barber.id}`)
    expect(visible.body.docs.map((row: { id: number }) => row.id).sort()).toEqual([good, bad].sort())
  })
})

describe('landing figures', () => {
  const landing = () => as.editor.get('/api/admin/landing/landing')

  it('start as live counts and one fixed fact (decision 0033), not the spec placeholders', async () => {
    const { body } = await landing()
    const shape = ({ label, mode, value, liveSource }: Record<string, unknown>) => ({ label, mode, value: value ?? null, liveSource: liveSource ?? null })
    expect(body.stats.figures.map(shape)).toEqual(DEFAULT_FIGURES.map(shape))
  })

  it('an editor makes one a live count and changes another; a figure without its value or count is refused in Portuguese', async () => {
    const { body } = await landing()
    const figures = body.stats.figures.map((figure: Record<string, unknown>, index: number) =>
      index === 0 ? { ...figure, mode: 'live', liveSource: 'barbers', value: null } : index === 1 ? { ...figure, mode: 'fixed', value: '3.000+' } : figure,
    )
    const saved = await as.editor.request('PUT', '/api/admin/landing/landing', { json: { ...body, stats: { ...body.stats, figures } } })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.stats.figures[0]).toMatchObject({ mode: 'live', liveSource: 'barbers' })
    expect(saved.body.stats.figures[1]).toMatchObject({ mode: 'fixed', value: '3.000+' })

    const cases: [Record<string, unknown>, string][] = [
      [{ label: 'sem valor', mode: 'fixed', value: '' }, figureMessages.valueRequired],
      [{ label: 'sem contagem', mode: 'live' }, figureMessages.sourceRequired],
    ]
    for (const [figure, message] of cases) {
      const response = await as.editor.request('PUT', '/api/admin/landing/landing', { json: { ...body, stats: { ...body.stats, figures: [figure] } } })
      expect(response.status, JSON.stringify(figure)).toBe(400)
      expect(errorMessage(response.body)).toContain(message)
    }
    const wrongSource = await as.editor.request('PUT', '/api/admin/landing/landing', {
      json: { ...body, stats: { ...body.stats, figures: [{ label: 'x', mode: 'live', liveSource: 'users' }] } },
    })
    expect(wrongSource.status).toBe(400)
    expect((await as.barber.request('PUT', '/api/admin/landing/landing', { json: { ...body, stats: { ...body.stats, figures: [] } } })).status).toBe(403)
    expect((await landing()).body.stats.figures[1].value).toBe('3.000+')
  })

  it('the public counts behind live figures: barbers, shops, jobs posted in 30 days, average of visible reviews', async () => {
    const stats = (await as.anonymous.get('/api/stats')).body
    expect(stats).toMatchObject({ barbers: expect.any(Number), barbershops: expect.any(Number), jobsPerMonth: expect.any(Number) })
    expect(stats.barbers).toBe((await app.payload.count({ collection: 'barbers' })).totalDocs)
    expect(stats.jobsPerMonth).toBe((await app.payload.count({ collection: 'jobs' })).totalDocs)
  })
})
