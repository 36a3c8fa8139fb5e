/**
 * The access matrix over HTTP: every role × every collection × read / create / update / delete,
 * asserting the status code and that no forbidden row or field comes back.
 *
 * Each collection has a table with one line per role and one column per operation, so a missing
 * or wrong cell shows at a glance; the tests after a table check what a status alone cannot (which
 * fields a write may set, whose row a create makes).
 */
import type { CollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCnpj, generateCpf } from '#domain/documents'
import { richTextFromParagraphs } from '#domain/richText'
import type { Application, Conversation, ConversationFlag, Faq, Job, Media, Message, Plan, Review, SavedJob, SupportTicket } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
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
import { flatPng } from '../fixtures/media'

const ROLES = ['anonymous', 'barber', 'otherBarber', 'shop', 'otherShop', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]
type SignedInRole = Exclude<Role, 'anonymous'>

const app = useTestApp()
const client = {} as Record<Role, ApiClient>
let barber: BarberAccount, otherBarber: BarberAccount, shop: ShopAccount, otherShop: ShopAccount
let editor: Account, admin: Account
let activeJob: Job, inactiveJob: Job, otherActiveJob: Job, otherInactiveJob: Job
let application: Application, hiredApplication: Application, otherApplication: Application, reviewableHire: Application
let conversation: Conversation, otherConversation: Conversation
let message: Message, otherMessage: Message
let flag: ConversationFlag, otherFlag: ConversationFlag
let barberPhoto: Media, otherShopLogo: Media, unusedUpload: Media
let savedByBarber: SavedJob, savedByOtherBarber: SavedJob
let barberTicket: SupportTicket, otherShopTicket: SupportTicket
let reviewByBarber: Review, reviewByShop: Review
let report: { id: number }
let plan: Plan, faq: Faq

/** The contact the seeded message tried to share before a hire: kept for admins only. */
const MASKED_CONTACT = '98765-4321'

const ids = (response: ApiResponse) => (response.body?.docs ?? []).map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)
const idOf = (value: unknown) => (value as { id?: unknown } | null)?.id ?? value
const account = (role: SignedInRole): Account => ({ barber, otherBarber, shop, otherShop, editor, admin })[role]

async function png(): Promise<Blob> {
  const buffer = await flatPng(8, 8, '#b45309')
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' })
}

async function photoForm(folder = 'photos', fields: Record<string, unknown> = {}) {
  const form = new FormData()
  form.append('file', await png(), 'foto.png')
  form.append('_payload', JSON.stringify({ folder, ...fields }))
  return form
}

async function upload(as: ApiClient, folder = 'photos') {
  return as.request('POST', '/api/media', { body: await photoForm(folder) })
}

const richText = (text: string) => richTextFromParagraphs([text])

const PLAN_SLOT = { country: 'PT', audience: 'barber', months: 3 } as const
let slotPlan: Plan | undefined

/** Deletes whatever plan holds PLAN_SLOT, keeping the content's own for restorePlanSlot. */
async function freePlanSlot() {
  const where = { and: Object.entries(PLAN_SLOT).map(([field, value]) => ({ [field]: { equals: value } })) }
  for (const held of (await app.payload.find({ collection: 'plans', where, depth: 0 })).docs) {
    slotPlan ??= held
    await app.payload.delete({ collection: 'plans', id: held.id })
  }
}

async function restorePlanSlot() {
  await freePlanSlot()
  if (!slotPlan) return
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...content } = slotPlan
  await app.payload.create({ collection: 'plans', data: content })
}

/** Throwaway rows of the barber–shop pair, for the writes that may succeed. */
const fresh = {
  job: () => createJob(app.payload, shop.shop, { title: 'Vaga descartável' }),
  application: async () => createApplication(app.payload, await fresh.job(), barber.barber),
  savedJob: async () => app.payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: (await fresh.job()).id } }),
  review: async () =>
    app.payload.create({
      collection: 'reviews',
      data: { application: (await createApplication(app.payload, await fresh.job(), barber.barber, 'hired')).id, author: barber.user.id, rating: 5 },
    }),
  message: () =>
    app.payload.create({
      collection: 'messages',
      data: { conversation: conversation.id, sender: shop.user.id, barberUser: barber.user.id, shopUser: shop.user.id, body: 'Pode vir amanhã?' },
    }),
  flag: () =>
    app.payload.create({
      collection: 'conversation-flags',
      data: { conversation: conversation.id, barberUser: barber.user.id, shopUser: shop.user.id, reason: 'E-mail', kind: 'contact', status: 'open' },
    }),
  ticket: () =>
    app.payload.create({ collection: 'support-tickets', data: { user: barber.user.id, subject: 'Senha', message: 'Esqueci minha senha.', status: 'open' } }),
  /** A plan in the slot of Portugal's three-month barber plan (the periods are 3, 6 and 12, one plan each), put back by restorePlanSlot. */
  plan: async () => {
    await freePlanSlot()
    return app.payload.create({ collection: 'plans', data: { ...PLAN_SLOT, currency: 'EUR', name: 'Plano descartável', priceCents: 100 } })
  },
  faq: () => app.payload.create({ collection: 'faqs', data: { question: 'Descartável?', answer: richText('Sim.'), audience: 'all', published: true } }),
}

/**
 * What never leaves the server: password hashes and tokens to anyone; Stripe ids, masked
 * originals and each account's e-mail, CPF or CNPJ and phone or WhatsApp to anyone but the
 * account itself and admins (the phone or WhatsApp also to a counterpart with a hire).
 */
function expectNothingForbidden(role: Role, response: ApiResponse) {
  for (const key of ['hash', 'salt', 'resetPasswordToken', '_verificationToken', 'emailChangeTokenHash'])
    expect(response.text, `${key} for ${role}`).not.toContain(`"${key}"`)
  if (role === 'admin') return
  for (const key of ['stripeCustomerId', 'originalBody']) expect(response.text, `${key} for ${role}`).not.toContain(`"${key}"`)
  expect(response.text, `masked contact for ${role}`).not.toContain(MASKED_CONTACT)
  const privateData: Record<SignedInRole, (string | null | undefined)[]> = {
    barber: [barber.email, barber.barber.cpf, barber.barber.phone],
    otherBarber: [otherBarber.email, otherBarber.barber.cpf, otherBarber.barber.phone],
    shop: [shop.email, shop.shop.cnpj, shop.shop.whatsapp],
    otherShop: [otherShop.email, otherShop.shop.cnpj, otherShop.shop.whatsapp],
    editor: [editor.email],
    admin: [admin.email],
  }
  // The shop hired the barber: each reads the other's phone or WhatsApp (decision 0030), never the e-mail or document.
  const hiredCounterpart = (owner: string) => (owner === 'barber' && role === 'shop') || (owner === 'shop' && role === 'barber')
  for (const [owner, values] of Object.entries(privateData)) {
    if (owner === role) continue
    const hidden = hiredCounterpart(owner) ? values.slice(0, 2) : values
    for (const value of hidden) if (value) expect(response.text, `${owner}'s ${value} for ${role}`).not.toContain(value)
  }
}

const OPERATIONS = ['read', 'create', 'update', 'delete'] as const
type Operation = (typeof OPERATIONS)[number]
const METHOD: Record<Operation, string> = { read: 'GET', create: 'POST', update: 'PATCH', delete: 'DELETE' }

/** A role's line of a table: the status of GET /api/<slug> and the seeded rows it lists, then of POST, PATCH /:id and DELETE /:id. */
type Cells = readonly [read: number, lists: readonly string[], create: number, update: number, remove: number]

type Matrix = {
  cells: Record<Role, Cells>
  /** The seeded rows by name. A read lists exactly the ones its line names and answers GET /:id with 404 for the rest. */
  rows: () => Record<string, number>
  /** Rows whose GET /:id answers anyone who may read the collection, listed or not (a closed job's page). */
  publicById?: readonly string[]
  /** What each role POSTs: JSON, or a multipart form for uploads. */
  create: (role: Role) => object | Promise<object>
  /** What an accepted POST stored: owners come from the caller, never from the body. */
  created?: (role: SignedInRole, doc: any, body: any) => void
  /** The row each role PATCHes or DELETEs: the barber's or the shop's, a throwaway one where the write may go through. */
  target: (role: Role, operation: 'update' | 'delete') => number | Promise<number>
  /** What each role PATCHes: stored when the PATCH is accepted, left alone when refused. */
  update: (role: Role) => Record<string, unknown>
}

/** One test per cell, reads first, each asserting the status, what the database holds afterwards and that nothing forbidden comes back. */
function accessMatrix(slug: CollectionSlug, matrix: Matrix) {
  for (const operation of OPERATIONS) {
    for (const role of ROLES) {
      const [read, lists, create, update, remove] = matrix.cells[role]
      const expected = { read, create, update, delete: remove }[operation]
      const title = `${role} ${METHOD[operation]} → ${expected}${operation === 'read' ? ` [${lists.join(', ')}]` : ''}`
      it(title, async () => {
        const as = client[role]
        if (operation === 'read') {
          const list = await as.get(`/api/${slug}?limit=100&depth=1`)
          expect(list.status).toBe(read)
          expectNothingForbidden(role, list)
          const rows = Object.entries(matrix.rows())
          const seeded = await as.get(`/api/${slug}?where[id][in]=${rows.map(([, id]) => id).join(',')}&depth=0`)
          expect(seeded.status).toBe(read)
          const listed = new Set(ids(seeded))
          const listedNames = rows.filter(([, id]) => listed.has(id)).map(([name]) => name)
          expect(listedNames, 'seeded rows listed').toEqual(rows.map(([name]) => name).filter((name) => lists.includes(name)))
          for (const [name, id] of rows) {
            const one = await as.get(`/api/${slug}/${id}?depth=1`)
            expect(one.status, `GET ${name}`).toBe(read !== 200 ? read : lists.includes(name) || matrix.publicById?.includes(name) ? 200 : 404)
            expectNothingForbidden(role, one)
          }
        } else if (operation === 'create') {
          const body = await matrix.create(role)
          const before = (await app.payload.count({ collection: slug })).totalDocs
          const response = body instanceof FormData ? await as.request('POST', `/api/${slug}`, { body }) : await as.post(`/api/${slug}`, body)
          expect(response.status, response.text).toBe(create)
          expectNothingForbidden(role, response)
          expect((await app.payload.count({ collection: slug })).totalDocs - before).toBe(create === 201 ? 1 : 0)
          if (create === 201 && role !== 'anonymous') matrix.created?.(role, response.body.doc, body)
        } else if (operation === 'update') {
          const id = await matrix.target(role, 'update')
          const data = matrix.update(role)
          const response = await as.patch(`/api/${slug}/${id}`, data)
          expect(response.status, response.text).toBe(update)
          expectNothingForbidden(role, response)
          const stored = (await app.payload.findByID({ collection: slug, id, depth: 0 })) as unknown as Record<string, unknown>
          for (const [field, value] of Object.entries(data)) expect(stored[field] === value, `${field} stored`).toBe(update === 200)
        } else {
          const id = await matrix.target(role, 'delete')
          const response = await as.delete(`/api/${slug}/${id}`)
          expect(response.status, response.text).toBe(remove)
          expectNothingForbidden(role, response)
          const stored = await app.payload.findByID({ collection: slug, id, depth: 0, disableErrors: true })
          // An account or a profile is erased, not deleted: its row stays as 'Conta removida' (decision 0042).
          const gone = stored === null || Boolean((stored as { removedAt?: string | null }).removedAt)
          expect(gone, 'row gone').toBe(remove === 200)
        }
      })
    }
  }
}

beforeAll(async () => {
  const { payload } = app
  ;[barber, otherBarber] = await Promise.all([
    createBarber(payload, { name: 'Barbeiro Um', profile: { phone: '+5511987650001', instagram: 'barbeiro.um' } }),
    createBarber(payload, { name: 'Barbeiro Dois', profile: { phone: '+5511987650002', instagram: 'barbeiro.dois' } }),
  ])
  ;[shop, otherShop] = await Promise.all([
    createShop(payload, { name: 'Barbearia Um', profile: { whatsapp: '+5521987650003', instagram: 'barbearia.um', website: 'https://um.example.com.br' } }),
    createShop(payload, {
      name: 'Barbearia Dois',
      profile: { whatsapp: '+5521987650004', instagram: 'barbearia.dois', website: 'https://dois.example.com.br' },
    }),
  ])
  ;[editor, admin] = await Promise.all([createAccount(payload, 'editor'), createAccount(payload, 'admin')])

  activeJob = await createJob(payload, shop.shop, { title: 'Vaga ativa da Um' })
  // A vacancy filled by the barber, then closed.
  const filledJob = await createJob(payload, shop.shop, { title: 'Vaga fechada da Um' })
  hiredApplication = await createApplication(payload, filledJob, barber.barber, 'hired')
  inactiveJob = await payload.update({ collection: 'jobs', id: filledJob.id, data: { status: 'inactive' }, depth: 0 })
  otherActiveJob = await createJob(payload, otherShop.shop, { title: 'Vaga ativa da Dois' })
  otherInactiveJob = await createJob(payload, otherShop.shop, { title: 'Vaga fechada da Dois', status: 'inactive' })
  application = await createApplication(payload, activeJob, barber.barber)
  otherApplication = await createApplication(payload, otherActiveJob, otherBarber.barber)
  reviewableHire = await createApplication(payload, await createJob(payload, shop.shop, { title: 'Vaga preenchida da Um' }), barber.barber, 'hired')
  reviewByBarber = await payload.create({
    collection: 'reviews',
    data: { application: hiredApplication.id, author: barber.user.id, rating: 5, comment: 'Equipe ótima.' },
  })
  reviewByShop = await payload.create({
    collection: 'reviews',
    data: { application: hiredApplication.id, author: shop.user.id, rating: 4, comment: 'Pontual.' },
  })
  report = await payload.create({ collection: 'review-reports', data: { review: reviewByShop.id, reporter: otherShop.user.id, reason: 'Ofensiva' } })

  conversation = await createConversation(payload, barber, shop)
  otherConversation = await createConversation(payload, otherBarber, otherShop)
  message = await payload.create({
    collection: 'messages',
    data: {
      conversation: conversation.id,
      sender: barber.user.id,
      barberUser: barber.user.id,
      shopUser: shop.user.id,
      body: 'me chama no [contato oculto]',
      originalBody: `me chama no 11 ${MASKED_CONTACT}`,
      masked: true,
    },
  })
  otherMessage = await payload.create({
    collection: 'messages',
    data: { conversation: otherConversation.id, sender: otherShop.user.id, barberUser: otherBarber.user.id, shopUser: otherShop.user.id, body: 'Olá!' },
  })
  ;[flag, otherFlag] = await Promise.all(
    [conversation, otherConversation].map((c) =>
      payload.create({
        collection: 'conversation-flags',
        data: {
          conversation: c.id,
          message: c === conversation ? message.id : undefined,
          barberUser: c.barberUser,
          shopUser: c.shopUser,
          kind: 'contact',
          reason: 'Telefone',
          status: 'open',
        },
      }),
    ),
  )

  client.anonymous = new ApiClient(app.url)
  const accounts: [Role, Account][] = [
    ['barber', barber],
    ['otherBarber', otherBarber],
    ['shop', shop],
    ['otherShop', otherShop],
    ['editor', editor],
    ['admin', admin],
  ]
  await Promise.all(
    accounts.map(async ([role, account]) => {
      client[role] = new ApiClient(app.url)
      await client[role].login(account.email, account.password)
    }),
  )
  barberPhoto = (await upload(client.barber)).body.doc
  otherShopLogo = (await upload(client.otherShop, 'logos')).body.doc
  unusedUpload = (await upload(client.barber)).body.doc
  await payload.update({ collection: 'barbers', id: barber.barber.id, data: { photo: barberPhoto.id }, depth: 0 })
  await payload.update({ collection: 'barbershops', id: otherShop.shop.id, data: { logo: otherShopLogo.id }, depth: 0 })
  savedByBarber = await payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: otherActiveJob.id } })
  savedByOtherBarber = await payload.create({ collection: 'saved-jobs', data: { user: otherBarber.user.id, job: activeJob.id } })
  barberTicket = await payload.create({
    collection: 'support-tickets',
    data: { user: barber.user.id, subject: 'Dúvida', message: 'Como troco meu vídeo?', status: 'open' },
  })
  otherShopTicket = await payload.create({
    collection: 'support-tickets',
    data: { user: otherShop.user.id, subject: 'Pagamento', message: 'Minha fatura não chegou.', status: 'open' },
  })
  plan = (
    await payload.find({
      collection: 'plans',
      where: { and: [{ country: { equals: 'BR' } }, { audience: { equals: 'barbershop' } }, { months: { equals: 12 } }] },
    })
  ).docs[0]
  faq = await payload.create({
    collection: 'faqs',
    data: { question: 'Como me candidato?', answer: richText('Pelo botão Candidatar-se.'), audience: 'all', published: true },
  })
}, 180_000)

describe('users', () => {
  describe('matrix (PATCH and DELETE aim at the barber’s own account; an admin deletes a throwaway one)', () =>
    accessMatrix('users', {
      // prettier-ignore
      cells: {
        //           GET   lists                                                              POST PATCH DELETE
        anonymous:   [403, [],                                                                403, 403, 403],
        barber:      [200, ['barber'],                                                        403, 200, 403],
        otherBarber: [200, ['otherBarber'],                                                   403, 403, 403],
        shop:        [200, ['shop'],                                                          403, 403, 403],
        otherShop:   [200, ['otherShop'],                                                     403, 403, 403],
        editor:      [200, ['editor'],                                                        403, 403, 403],
        admin:       [200, ['barber', 'otherBarber', 'shop', 'otherShop', 'editor', 'admin'], 201, 200, 200],
      },
      rows: () => ({
        barber: barber.user.id,
        otherBarber: otherBarber.user.id,
        shop: shop.user.id,
        otherShop: otherShop.user.id,
        editor: editor.user.id,
        admin: admin.user.id,
      }),
      create: (role) => ({ email: `matriz-${role}@teste.navalha.test`, password: 'segredo123', name: 'Criado', userType: 'barber', roles: ['barber'] }),
      target: async (role, operation) => (operation === 'delete' && role === 'admin' ? (await createAccount(app.payload, 'barber')).user.id : barber.user.id),
      update: (role) => ({ name: `Nome dado por ${role}` }),
    }))

  it.each(['barber', 'otherBarber', 'shop', 'otherShop', 'editor'] as const)(
    '%s updates its own name but not its roles, type, trial, account status or subscription',
    async (role) => {
      const own = account(role)
      const accountStatus = (await client[role].get('/api/users/me')).body.user.accountStatus
      const response = await client[role].patch(`/api/users/${own.user.id}`, {
        name: 'Nome Novo',
        roles: ['admin'],
        userType: role === 'barber' ? 'barbershop' : 'barber',
        trialEndsAt: '2099-01-01T00:00:00.000Z',
        accountStatus: 'active',
        subscriptionStatus: 'active',
        subscriptionProductId: 'prod_falso',
        subscriptionEnd: '2099-01-01T00:00:00.000Z',
        stripeCustomerId: 'cus_falso',
      })
      expect(response.status).toBe(200)
      expect(response.body.doc.accountStatus).toBe(accountStatus)
      const stored = await app.payload.findByID({ collection: 'users', id: own.user.id })
      expect(stored.name).toBe('Nome Novo')
      expect(stored.roles).toEqual(own.user.roles)
      expect(stored.userType ?? null).toBe(own.user.userType ?? null)
      expect(stored.trialEndsAt).toBe(own.user.trialEndsAt)
      expect(stored.subscriptionStatus).toBe('none')
      expect(stored.subscriptionProductId ?? null).toBeNull()
      expect(stored.subscriptionEnd ?? null).toBeNull()
      expect(stored.stripeCustomerId ?? null).toBeNull()
    },
  )

  it('admins change roles and subscriptions', async () => {
    const created = await client.admin.post('/api/users', {
      email: 'criado.admin@teste.navalha.test',
      password: 'segredo123',
      name: 'Criado',
      userType: 'barber',
      roles: ['barber'],
    })
    expect(created.status).toBe(201)
    const updated = await client.admin.patch(`/api/users/${created.body.doc.id}`, { roles: ['barber', 'editor'], subscriptionProductId: 'prod_anual' })
    expect(updated.body.doc.roles).toEqual(['barber', 'editor'])
    expect(updated.body.doc.subscriptionProductId).toBe('prod_anual')
  })

  it('derives the account status on every read and exposes it to the owner', async () => {
    const me = await client.barber.get('/api/users/me')
    expect(me.body.user.accountStatus).toBe('trial')
    const locked = await createBarber(app.payload, { locked: true })
    const lockedClient = new ApiClient(app.url)
    await lockedClient.login(locked.email, locked.password)
    expect((await lockedClient.get('/api/users/me')).body.user.accountStatus).toBe('locked')
  })
})

describe('barbers', () => {
  describe('matrix (PATCH and DELETE aim at the barber’s profile; an admin deletes a throwaway one)', () =>
    accessMatrix('barbers', {
      // A barber who already has its profile gets 409 on a second one; one without creates it (below).
      // prettier-ignore
      cells: {
        //           GET   lists                      POST PATCH DELETE
        anonymous:   [200, ['barber', 'otherBarber'], 403, 403, 403],
        barber:      [200, ['barber', 'otherBarber'], 409, 200, 403],
        otherBarber: [200, ['barber', 'otherBarber'], 409, 403, 403],
        shop:        [200, ['barber', 'otherBarber'], 403, 403, 403],
        otherShop:   [200, ['barber', 'otherBarber'], 403, 403, 403],
        editor:      [200, ['barber', 'otherBarber'], 403, 403, 403],
        admin:       [200, ['barber', 'otherBarber'], 201, 200, 200],
      },
      rows: () => ({ barber: barber.barber.id, otherBarber: otherBarber.barber.id }),
      create: async () => ({ name: 'Barbeiro da matriz', cpf: generateCpf(), user: (await createAccount(app.payload, 'barber')).user.id }),
      created: (_role, doc, body) => expect(idOf(doc.user)).toBe(body.user),
      target: async (role, operation) => (operation === 'delete' && role === 'admin' ? (await createBarber(app.payload)).barber.id : barber.barber.id),
      update: (role) => ({ bio: `Bio escrita por ${role}` }),
    }))

  it.each(ROLES)('%s reads every barber, with CPF only when allowed, phone and Instagram also after a hire', async (role) => {
    const response = await client[role].get('/api/barbers?limit=100&depth=1')
    expect(response.status).toBe(200)
    for (const doc of response.body.docs) {
      const own = role === 'admin' || (role === 'barber' && doc.id === barber.barber.id) || (role === 'otherBarber' && doc.id === otherBarber.barber.id)
      const hiredBy = role === 'shop' && doc.id === barber.barber.id
      expect(doc.cpf !== undefined, `${role} cpf de ${doc.id}`).toBe(own)
      for (const field of ['phone', 'instagram']) expect(doc[field] !== undefined, `${role} ${field} de ${doc.id}`).toBe(own || hiredBy)
      expect(typeof doc.user, 'the owner account is never populated on a public profile').not.toBe('object')
    }
  })

  it('a barber without a profile creates one, for itself, and only one', async () => {
    const fresh = await createAccount(app.payload, 'barber')
    const freshClient = new ApiClient(app.url)
    await freshClient.login(fresh.email, fresh.password)
    const created = await freshClient.post('/api/barbers', { name: 'Novo Barbeiro', cpf: generateCpf(), user: barber.user.id })
    expect(created.status).toBe(201)
    expect(idOf(created.body.doc.user)).toBe(fresh.user.id)
    const again = await freshClient.post('/api/barbers', { name: 'De Novo', cpf: generateCpf() })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe('Você já possui um perfil cadastrado.')
  })

  it('the owner updates its profile but never verified or rating; admins do', async () => {
    const before = await app.payload.findByID({ collection: 'barbers', id: barber.barber.id })
    const own = await client.barber.patch(`/api/barbers/${barber.barber.id}`, { bio: 'Degradê e barba', verified: true, rating: 1, ratingCount: 99 })
    expect(own.status).toBe(200)
    expect(own.body.doc.bio).toBe('Degradê e barba')
    expect(own.body.doc.verified).toBe(false)
    expect(own.body.doc.rating ?? null).toBe(before.rating ?? null)
    expect(own.body.doc.ratingCount).toBe(before.ratingCount)
    const verified = await client.admin.patch(`/api/barbers/${otherBarber.barber.id}`, { verified: true })
    expect(verified.body.doc.verified).toBe(true)
  })
})

describe('barbershops', () => {
  describe('matrix (PATCH and DELETE aim at the shop’s profile; an admin deletes a throwaway one)', () =>
    accessMatrix('barbershops', {
      // A shop that already has its profile gets 409 on a second one; one without creates it (below).
      // prettier-ignore
      cells: {
        //           GET   lists                  POST PATCH DELETE
        anonymous:   [200, ['shop', 'otherShop'], 403, 403, 403],
        barber:      [200, ['shop', 'otherShop'], 403, 403, 403],
        otherBarber: [200, ['shop', 'otherShop'], 403, 403, 403],
        shop:        [200, ['shop', 'otherShop'], 409, 200, 403],
        otherShop:   [200, ['shop', 'otherShop'], 409, 403, 403],
        editor:      [200, ['shop', 'otherShop'], 403, 403, 403],
        admin:       [200, ['shop', 'otherShop'], 201, 200, 200],
      },
      rows: () => ({ shop: shop.shop.id, otherShop: otherShop.shop.id }),
      create: async () => ({ name: 'Barbearia da matriz', cnpj: generateCnpj(), user: (await createAccount(app.payload, 'barbershop')).user.id }),
      created: (_role, doc, body) => expect(idOf(doc.user)).toBe(body.user),
      target: async (role, operation) => (operation === 'delete' && role === 'admin' ? (await createShop(app.payload)).shop.id : shop.shop.id),
      update: (role) => ({ description: `Descrição escrita por ${role}` }),
    }))

  it.each(ROLES)('%s reads every barbershop, with CNPJ only when allowed, its contacts also after a hire', async (role) => {
    const response = await client[role].get('/api/barbershops?limit=100&depth=1')
    expect(response.status).toBe(200)
    for (const doc of response.body.docs) {
      const own = role === 'admin' || (role === 'shop' && doc.id === shop.shop.id) || (role === 'otherShop' && doc.id === otherShop.shop.id)
      const hired = role === 'barber' && doc.id === shop.shop.id
      expect(doc.cnpj !== undefined, `${role} cnpj de ${doc.id}`).toBe(own)
      for (const field of ['whatsapp', 'instagram', 'website']) expect(doc[field] !== undefined, `${role} ${field} de ${doc.id}`).toBe(own || hired)
      expect(typeof doc.user, 'the owner account is never populated on a public profile').not.toBe('object')
    }
  })

  it('a shop without a profile creates one, for itself, and only one', async () => {
    const fresh = await createAccount(app.payload, 'barbershop')
    const freshClient = new ApiClient(app.url)
    await freshClient.login(fresh.email, fresh.password)
    const created = await freshClient.post('/api/barbershops', { name: 'Nova Barbearia', cnpj: generateCnpj(), user: shop.user.id })
    expect(created.status).toBe(201)
    expect(idOf(created.body.doc.user)).toBe(fresh.user.id)
    expect((await freshClient.post('/api/barbershops', { name: 'Segunda', cnpj: generateCnpj() })).status).toBe(409)
  })

  it('the owner updates its profile but never verified or rating', async () => {
    const before = await app.payload.findByID({ collection: 'barbershops', id: shop.shop.id })
    const own = await client.shop.patch(`/api/barbershops/${shop.shop.id}`, { description: 'Casa nova', verified: true, rating: 1 })
    expect(own.status).toBe(200)
    expect(own.body.doc.description).toBe('Casa nova')
    expect(own.body.doc.verified).toBe(false)
    expect(own.body.doc.rating ?? null).toBe(before.rating ?? null)
  })
})

describe('jobs', () => {
  describe('matrix (PATCH aims at the shop’s active job, DELETE at a throwaway job of the shop)', () =>
    accessMatrix('jobs', {
      // Every shop posts, always for its own barbershop whatever the body names; admins post for the shop named.
      // prettier-ignore
      cells: {
        //           GET   lists                                                   POST PATCH DELETE
        anonymous:   [200, ['active', 'otherActive'],                              403, 403, 403],
        barber:      [200, ['active', 'otherActive'],                              403, 403, 403],
        otherBarber: [200, ['active', 'otherActive'],                              403, 403, 403],
        shop:        [200, ['active', 'inactive', 'otherActive'],                  201, 200, 200],
        otherShop:   [200, ['active', 'otherActive', 'otherInactive'],             201, 403, 403],
        editor:      [200, ['active', 'otherActive'],                              403, 403, 403],
        admin:       [200, ['active', 'inactive', 'otherActive', 'otherInactive'], 201, 200, 200],
      },
      rows: () => ({ active: activeJob.id, inactive: inactiveJob.id, otherActive: otherActiveJob.id, otherInactive: otherInactiveJob.id }),
      publicById: ['inactive', 'otherInactive'],
      create: (role) => ({ title: `Vaga postada por ${role}`, description: 'Descrição com mais de vinte letras.', barbershop: shop.shop.id }),
      created: (role, doc) => expect(idOf(doc.shopUser)).toBe((role === 'otherShop' ? otherShop : shop).user.id),
      target: async (_role, operation) => (operation === 'update' ? activeJob.id : (await fresh.job()).id),
      update: (role) => ({ title: `Vaga editada por ${role}` }),
    }))

  it('a shop posts only for its own barbershop, whatever the body says', async () => {
    const response = await client.shop.post('/api/jobs', {
      title: 'Barbeiro de sábado',
      description: 'Sábados das 8h às 18h, comissão de 50%.',
      barbershop: otherShop.shop.id,
      shopUser: otherShop.user.id,
      shopName: 'Nome falso',
    })
    expect(response.status).toBe(201)
    expect(idOf(response.body.doc.barbershop)).toBe(shop.shop.id)
    expect(idOf(response.body.doc.shopUser)).toBe(shop.user.id)
    expect(response.body.doc.shopName).toBe('Barbearia Um')
    expect(response.body.doc.status).toBe('active')
  })

  it('a shop cannot move its job to another shop', async () => {
    const moved = await client.shop.patch(`/api/jobs/${inactiveJob.id}`, { title: 'Vaga fechada editada', barbershop: otherShop.shop.id })
    expect(moved.status).toBe(200)
    expect(idOf(moved.body.doc.barbershop)).toBe(shop.shop.id)
  })

  it('admins post for any shop, with that shop’s name and owner', async () => {
    const created = await client.admin.post('/api/jobs', {
      title: 'Vaga do admin',
      description: 'Publicada pela moderação em nome da loja.',
      barbershop: otherShop.shop.id,
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.shopName).toBe('Barbearia Dois')
    expect(idOf(created.body.doc.shopUser)).toBe(otherShop.user.id)
  })

  it('honours open/closed as synonyms of active/inactive on write and in filters', async () => {
    const created = await client.shop.post('/api/jobs', { title: 'Vaga aberta', description: 'Criada com status open pelo painel antigo.', status: 'open' })
    expect(created.body.doc.status).toBe('active')
    const closed = await client.shop.patch(`/api/jobs/${created.body.doc.id}`, { status: 'closed' })
    expect(closed.body.doc.status).toBe('inactive')
    const open = await client.shop.get(`/api/jobs?where[status][equals]=open&limit=100&depth=0`)
    expect(open.body.docs.every((d: Job) => d.status === 'active')).toBe(true)
    expect(ids(open)).toContain(activeJob.id)
    const closedList = await client.shop.get(`/api/jobs?where[status][equals]=closed&limit=100&depth=0`)
    expect(ids(closedList)).toEqual(expect.arrayContaining([inactiveJob.id, created.body.doc.id]))
    expect(ids(closedList)).not.toContain(otherInactiveJob.id)
  })
})

describe('applications', () => {
  describe('matrix (PATCH pending → accepted and DELETE aim at a throwaway application of the barber to the shop)', () =>
    accessMatrix('applications', {
      // prettier-ignore
      cells: {
        //           GET   lists                          POST PATCH DELETE
        anonymous:   [403, [],                            403, 403, 403],
        barber:      [200, ['applied', 'hired'],          201, 403, 403],
        otherBarber: [200, ['other'],                     201, 403, 403],
        shop:        [200, ['applied', 'hired'],          403, 200, 403],
        otherShop:   [200, ['other'],                     403, 403, 403],
        editor:      [200, [],                            403, 403, 403],
        admin:       [200, ['applied', 'hired', 'other'], 403, 403, 200],
      },
      rows: () => ({ applied: application.id, hired: hiredApplication.id, other: otherApplication.id }),
      create: async () => ({ job: (await fresh.job()).id, barber: barber.barber.id, status: 'hired' }),
      created: (role, doc) => {
        expect(idOf(doc.barber)).toBe((role === 'otherBarber' ? otherBarber : barber).barber.id)
        expect(doc.status).toBe('pending')
      },
      target: async () => (await fresh.application()).id,
      update: () => ({ status: 'accepted' }),
    }))

  it('a barber applies only for itself', async () => {
    const response = await client.barber.post('/api/applications', { job: otherActiveJob.id, barber: otherBarber.barber.id, status: 'hired' })
    expect(response.status).toBe(201)
    expect(idOf(response.body.doc.barber)).toBe(barber.barber.id)
    expect(response.body.doc.status).toBe('pending')
  })

  it('the shop changes nothing but the status', async () => {
    const response = await client.otherShop.patch(`/api/applications/${otherApplication.id}`, { job: activeJob.id, barber: barber.barber.id })
    expect(response.status).toBe(200)
    const stored = await app.payload.findByID({ collection: 'applications', id: otherApplication.id, depth: 0 })
    expect(stored.job).toBe(otherActiveJob.id)
    expect(stored.barber).toBe(otherBarber.barber.id)
  })
})

describe('saved jobs', () => {
  describe('matrix (PATCH aims at the barber’s saved job, DELETE at a throwaway one of the barber)', () =>
    accessMatrix('saved-jobs', {
      // Private to the barber who saved it: not even admins list or remove them; nobody edits one.
      // prettier-ignore
      cells: {
        //           GET   lists            POST PATCH DELETE
        anonymous:   [403, [],              403, 403, 403],
        barber:      [200, ['barber'],      201, 403, 200],
        otherBarber: [200, ['otherBarber'], 201, 403, 403],
        shop:        [200, [],              403, 403, 403],
        otherShop:   [200, [],              403, 403, 403],
        editor:      [200, [],              403, 403, 403],
        admin:       [200, [],              403, 403, 403],
      },
      rows: () => ({ barber: savedByBarber.id, otherBarber: savedByOtherBarber.id }),
      create: async () => ({ job: (await fresh.job()).id, user: shop.user.id }),
      created: (role, doc) => expect(idOf(doc.user)).toBe(account(role).user.id),
      target: async (_role, operation) => (operation === 'update' ? savedByBarber.id : (await fresh.savedJob()).id),
      update: () => ({ job: activeJob.id }),
    }))
})

describe('conversations, messages and flags', () => {
  const byRole = (role: Role) => new Date(Date.UTC(2030, 0, 1 + ROLES.indexOf(role))).toISOString()

  describe('conversations matrix (PATCH and DELETE aim at the barber–shop conversation; an admin deletes a throwaway one)', () =>
    accessMatrix('conversations', {
      // Opened and written only through /api/chat (server/chat/): nobody writes them here; admins delete.
      // prettier-ignore
      cells: {
        //           GET   lists                  POST PATCH DELETE
        anonymous:   [403, [],                    403, 403, 403],
        barber:      [200, ['pair'],              403, 403, 403],
        otherBarber: [200, ['otherPair'],         403, 403, 403],
        shop:        [200, ['pair'],              403, 403, 403],
        otherShop:   [200, ['otherPair'],         403, 403, 403],
        editor:      [200, [],                    403, 403, 403],
        admin:       [200, ['pair', 'otherPair'], 403, 403, 200],
      },
      rows: () => ({ pair: conversation.id, otherPair: otherConversation.id }),
      create: async () => {
        const newcomer = await createBarber(app.payload)
        return { barber: newcomer.barber.id, barbershop: shop.shop.id, barberUser: newcomer.user.id, shopUser: shop.user.id }
      },
      target: async (role, operation) => {
        if (operation === 'update' || role !== 'admin') return conversation.id
        const newcomer = await createShop(app.payload)
        const throwaway = await createConversation(app.payload, barber, newcomer)
        return throwaway.id
      },
      update: (role) => ({ lastMessageAt: byRole(role) }),
    }))

  describe('messages matrix (PATCH and DELETE aim at a throwaway message of the barber–shop conversation)', () =>
    accessMatrix('messages', {
      // Sent only through /api/chat, which masks contacts before a hire: nobody writes them here.
      // prettier-ignore
      cells: {
        //           GET   lists                  POST PATCH DELETE
        anonymous:   [403, [],                    403, 403, 403],
        barber:      [200, ['pair'],              403, 403, 403],
        otherBarber: [200, ['otherPair'],         403, 403, 403],
        shop:        [200, ['pair'],              403, 403, 403],
        otherShop:   [200, ['otherPair'],         403, 403, 403],
        editor:      [200, [],                    403, 403, 403],
        admin:       [200, ['pair', 'otherPair'], 403, 403, 200],
      },
      rows: () => ({ pair: message.id, otherPair: otherMessage.id }),
      create: () => ({ conversation: conversation.id, sender: barber.user.id, barberUser: barber.user.id, shopUser: shop.user.id, body: 'oi' }),
      target: async () => (await fresh.message()).id,
      update: (role) => ({ body: `Editada por ${role}` }),
    }))

  describe('conversation-flags matrix (PATCH and DELETE aim at a throwaway flag of the barber–shop conversation)', () =>
    accessMatrix('conversation-flags', {
      // Raised by the system, read and reviewed by admins only: a party never learns what was flagged about it.
      // prettier-ignore
      cells: {
        //           GET   lists                  POST PATCH DELETE
        anonymous:   [403, [],                    403, 403, 403],
        barber:      [403, [],                    403, 403, 403],
        otherBarber: [403, [],                    403, 403, 403],
        shop:        [403, [],                    403, 403, 403],
        otherShop:   [403, [],                    403, 403, 403],
        editor:      [403, [],                    403, 403, 403],
        admin:       [200, ['pair', 'otherPair'], 403, 200, 200],
      },
      rows: () => ({ pair: flag.id, otherPair: otherFlag.id }),
      create: () => ({ conversation: conversation.id, barberUser: barber.user.id, shopUser: shop.user.id, reason: 'x' }),
      target: async () => (await fresh.flag()).id,
      // Only the status: what the chat recorded (reason, parties) is nobody's to rewrite.
      update: () => ({ status: 'reviewed' }),
    }))

  it('keeps the masked original for admins only', async () => {
    for (const role of ['barber', 'shop'] as const) {
      const response = await client[role].get(`/api/messages/${message.id}`)
      expect(response.body.body).toBe('me chama no [contato oculto]')
      expect(response.body.originalBody).toBeUndefined()
      expect(response.text).not.toContain(MASKED_CONTACT)
    }
    expect((await client.admin.get(`/api/messages/${message.id}`)).body.originalBody).toBe(`me chama no 11 ${MASKED_CONTACT}`)
  })
})

describe('media', () => {
  describe('matrix (PATCH aims at the barber’s photo, DELETE at a throwaway photo of the barber)', () =>
    accessMatrix('media', {
      // Issue 2: "public read of files used on public profiles". The photo on the barber's profile and the
      // logo on the other shop's are public; an upload that no profile uses is its owner's and admins' only.
      // prettier-ignore
      cells: {
        //           GET   lists                                             POST PATCH DELETE
        anonymous:   [200, ['barberPhoto', 'otherShopLogo'],                 403, 403, 403],
        barber:      [200, ['barberPhoto', 'otherShopLogo', 'unusedUpload'], 201, 200, 200],
        otherBarber: [200, ['barberPhoto', 'otherShopLogo'],                 201, 403, 403],
        shop:        [200, ['barberPhoto', 'otherShopLogo'],                 201, 403, 403],
        otherShop:   [200, ['barberPhoto', 'otherShopLogo'],                 201, 403, 403],
        editor:      [200, ['barberPhoto', 'otherShopLogo'],                 201, 403, 403],
        admin:       [200, ['barberPhoto', 'otherShopLogo', 'unusedUpload'], 201, 200, 200],
      },
      rows: () => ({ barberPhoto: barberPhoto.id, otherShopLogo: otherShopLogo.id, unusedUpload: unusedUpload.id }),
      create: () => photoForm('photos', { user: barber.user.id }),
      // Admins upload on a user's behalf, naming the owner; everyone else only as itself.
      created: (role, doc) => expect(idOf(doc.user)).toBe(role === 'admin' ? barber.user.id : account(role).user.id),
      target: async (_role, operation) => (operation === 'update' ? barberPhoto.id : (await upload(client.barber)).body.doc.id),
      update: (role) => ({ alt: `Descrição de ${role}` }),
    }))
})

describe('plans', () => {
  describe('matrix (PATCH aims at a plan, POST and DELETE at a throwaway plan in a freed slot)', () => {
    afterAll(restorePlanSlot)
    accessMatrix('plans', {
      // Editors word the plans; creating and deleting one is an admin's (decision 0031).
      // prettier-ignore
      cells: {
        //           GET   lists     POST PATCH DELETE
        anonymous:   [200, ['plan'], 403, 403, 403],
        barber:      [200, ['plan'], 403, 403, 403],
        otherBarber: [200, ['plan'], 403, 403, 403],
        shop:        [200, ['plan'], 403, 403, 403],
        otherShop:   [200, ['plan'], 403, 403, 403],
        editor:      [200, ['plan'], 403, 200, 403],
        admin:       [200, ['plan'], 201, 200, 200],
      },
      rows: () => ({ plan: plan.id }),
      create: async (role) => {
        await freePlanSlot()
        return { ...PLAN_SLOT, currency: 'EUR', name: `Plano de ${role}`, priceCents: 9900 }
      },
      target: async (_role, operation) => (operation === 'update' ? plan.id : (await fresh.plan()).id),
      update: (role) => ({ name: `Renomeado por ${role}` }),
    })
  })

  it.each(ROLES)('%s reads the six plans of each country', async (role) => {
    for (const country of ['BR', 'PT']) {
      expect((await client[role].get(`/api/plans?where[months][less_than_equal]=12&where[country][equals]=${country}`)).body.totalDocs).toBe(6)
    }
  })
})

describe('FAQ', () => {
  describe('matrix (PATCH aims at a question, DELETE at a throwaway question)', () =>
    accessMatrix('faqs', {
      // prettier-ignore
      cells: {
        //           GET   lists    POST PATCH DELETE
        anonymous:   [200, ['faq'], 403, 403, 403],
        barber:      [200, ['faq'], 403, 403, 403],
        otherBarber: [200, ['faq'], 403, 403, 403],
        shop:        [200, ['faq'], 403, 403, 403],
        otherShop:   [200, ['faq'], 403, 403, 403],
        editor:      [200, ['faq'], 201, 200, 200],
        admin:       [200, ['faq'], 201, 200, 200],
      },
      rows: () => ({ faq: faq.id }),
      create: (role) => ({ question: `Pergunta de ${role}?`, answer: richText('Resposta.') }),
      target: async (_role, operation) => (operation === 'update' ? faq.id : (await fresh.faq()).id),
      update: (role) => ({ question: `Pergunta editada por ${role}?` }),
    }))

  it('refuses rich text with nodes the pages do not render', async () => {
    const response = await client.editor.post('/api/faqs', {
      question: 'Maliciosa?',
      answer: {
        root: { type: 'root', children: [{ type: 'upload', relationTo: 'media', value: 1, version: 1 }], direction: null, format: '', indent: 0, version: 1 },
      },
    })
    expect(response.status).toBe(400)
  })
})

describe('landing copy (a global: read and update only)', () => {
  // prettier-ignore
  const cells: Record<Role, readonly [read: number, update: number]> = {
    //           GET   POST
    anonymous:   [200, 403],
    barber:      [200, 403],
    otherBarber: [200, 403],
    shop:        [200, 403],
    otherShop:   [200, 403],
    editor:      [200, 200],
    admin:       [200, 200],
  }

  for (const role of ROLES) {
    it(`${role} GET → ${cells[role][0]}`, async () => {
      const response = await client[role].get('/api/globals/landing')
      expect(response.status).toBe(cells[role][0])
      expect(response.body.hero.title).toBeTruthy()
      expectNothingForbidden(role, response)
    })
  }
  for (const role of ROLES) {
    it(`${role} POST → ${cells[role][1]}`, async () => {
      const title = `Título de ${role}`
      const response = await client[role].post('/api/globals/landing', { hero: { title } })
      expect(response.status).toBe(cells[role][1])
      expect((await app.payload.findGlobal({ slug: 'landing' })).hero.title === title).toBe(cells[role][1] === 200)
    })
  }
})

describe('support tickets', () => {
  describe('matrix (PATCH aims at the barber’s ticket, DELETE at a throwaway ticket of the barber)', () =>
    accessMatrix('support-tickets', {
      // Any signed-in user opens tickets, as itself; only admins answer or remove them.
      // prettier-ignore
      cells: {
        //           GET   lists                    POST PATCH DELETE
        anonymous:   [403, [],                      403, 403, 403],
        barber:      [200, ['barber'],              201, 403, 403],
        otherBarber: [200, [],                      201, 403, 403],
        shop:        [200, [],                      201, 403, 403],
        otherShop:   [200, ['otherShop'],           201, 403, 403],
        editor:      [200, [],                      201, 403, 403],
        admin:       [200, ['barber', 'otherShop'], 201, 200, 200],
      },
      rows: () => ({ barber: barberTicket.id, otherShop: otherShopTicket.id }),
      create: () => ({ subject: 'Oi', message: 'Teste', user: barber.user.id }),
      // Admins open tickets on a user's behalf; everyone else only as itself.
      created: (role, doc) => expect(idOf(doc.user)).toBe(role === 'admin' ? barber.user.id : account(role).user.id),
      target: async (_role, operation) => (operation === 'update' ? barberTicket.id : (await fresh.ticket()).id),
      update: (role) => ({ subject: `Assunto de ${role}` }),
    }))

  it('the author never sets the status or the reply; admins answer', async () => {
    const created = await client.shop.post('/api/support-tickets', {
      subject: 'Oi',
      message: 'Teste',
      user: barber.user.id,
      status: 'closed',
      reply: 'forjada',
    })
    expect(created.status).toBe(201)
    expect(idOf(created.body.doc.user)).toBe(shop.user.id)
    expect(created.body.doc.status).toBe('open')
    expect(created.body.doc.reply ?? null).toBeNull()
    const answered = await client.admin.patch(`/api/support-tickets/${created.body.doc.id}`, { status: 'answered', reply: 'Resolvido.' })
    expect(answered.body.doc.reply).toBe('Resolvido.')
  })
})

describe('reviews', () => {
  describe('matrix (POST rates a hire of the barber by the shop that nobody rated yet; DELETE aims at a throwaway review)', () =>
    accessMatrix('reviews', {
      // Public; each side of a hire rates the other once; nobody edits a review; admins remove them.
      // prettier-ignore
      cells: {
        //           GET   lists                   POST PATCH DELETE
        anonymous:   [200, ['byBarber', 'byShop'], 403, 403, 403],
        barber:      [200, ['byBarber', 'byShop'], 201, 403, 403],
        otherBarber: [200, ['byBarber', 'byShop'], 403, 403, 403],
        shop:        [200, ['byBarber', 'byShop'], 201, 403, 403],
        otherShop:   [200, ['byBarber', 'byShop'], 403, 403, 403],
        editor:      [200, ['byBarber', 'byShop'], 403, 403, 403],
        admin:       [200, ['byBarber', 'byShop'], 403, 403, 200],
      },
      rows: () => ({ byBarber: reviewByBarber.id, byShop: reviewByShop.id }),
      create: (role) => ({ application: reviewableHire.id, rating: 4, comment: `Avaliação de ${role}`, author: admin.user.id, barber: otherBarber.barber.id }),
      created: (role, doc) => {
        expect(idOf(doc.author)).toBe(account(role).user.id)
        if (role === 'shop') expect([idOf(doc.barber), doc.barbershop ?? null]).toEqual([barber.barber.id, null])
        else expect([doc.barber ?? null, idOf(doc.barbershop)]).toEqual([null, shop.shop.id])
      },
      target: async (_role, operation) => (operation === 'update' ? reviewByBarber.id : (await fresh.review()).id),
      update: (role) => ({ comment: `Editada por ${role}`, rating: 1 }),
    }))
})

describe('review reports', () => {
  describe('matrix (POST reports the shop’s published review; DELETE aims at a throwaway report)', () =>
    accessMatrix('review-reports', {
      // 'Denunciar' (issue 14): anyone signed in reports a review once; only admins read or remove reports; nobody edits one.
      // prettier-ignore
      cells: {
        //           GET   lists       POST PATCH DELETE
        anonymous:   [403, [],         403, 403, 403],
        barber:      [403, [],         201, 403, 403],
        otherBarber: [403, [],         201, 403, 403],
        shop:        [403, [],         201, 403, 403],
        otherShop:   [403, [],         409, 403, 403],
        editor:      [403, [],         201, 403, 403],
        admin:       [200, ['report'], 201, 403, 200],
      },
      rows: () => ({ report: report.id }),
      create: (role) => ({ review: reviewByShop.id, reason: `Denúncia de ${role}`, reporter: admin.user.id }),
      created: (role, doc) => expect(idOf(doc.reporter)).toBe(account(role).user.id),
      target: async (_role, operation) =>
        operation === 'update'
          ? report.id
          : (
              await app.payload.create({
                collection: 'review-reports',
                data: { review: reviewByBarber.id, reporter: (await createAccount(app.payload, 'barber')).user.id },
              })
            ).id,
      update: (role) => ({ reason: `Editada por ${role}` }),
    }))
})

describe('bulk writes', () => {
  const collections = [
    'users',
    'barbers',
    'barbershops',
    'jobs',
    'applications',
    'saved-jobs',
    'conversations',
    'messages',
    'conversation-flags',
    'media',
    'plans',
    'faqs',
    'support-tickets',
    'reviews',
    'review-reports',
    'legal-documents',
    'consents',
    'job-alerts',
    'job-alert-deliveries',
  ]

  it.each(ROLES)('%s gets an explicit refusal for bulk PATCH and DELETE on every collection, admins included', async (role) => {
    for (const collection of collections) {
      expect((await client[role].patch(`/api/${collection}?where[id][exists]=true`, { name: 'x' })).status, `PATCH ${collection}`).toBe(403)
      expect((await client[role].delete(`/api/${collection}?where[id][equals]=0`)).status, `DELETE ${collection}`).toBe(403)
    }
  })
})

describe('CSRF', () => {
  it('treats a cookie without a trusted Origin as anonymous', async () => {
    const me = await client.barber.get('/api/users/me', { origin: 'https://evil.example' })
    expect(me.body.user).toBeNull()
    const write = await client.barber.patch(`/api/barbers/${barber.barber.id}`, { bio: 'csrf' }, { origin: 'https://evil.example' })
    expect(write.status).toBe(403)
  })
})

describe("Payload's admin-panel routes", () => {
  const hidden = [
    ['GET', '/api/access'],
    ['GET', '/api/users/access'],
    ['POST', '/api/users/access'],
    ['POST', '/api/barbers/access/1'],
    ['POST', '/api/globals/landing/access'],
    ['GET', '/api/barbers/versions'],
    ['GET', '/api/globals/landing/versions'],
    ['POST', '/api/jobs/1/duplicate'],
    ['GET', '/api/media/paste-url?src=http://127.0.0.1:5432/'],
    ['GET', '/api/users/init'],
    ['POST', '/api/users/first-register'],
    ['POST', '/api/users/unlock'],
    ['GET', '/api/payload-preferences'],
    ['POST', '/api/payload-preferences/tema'],
    ['GET', '/api/payload-locked-documents'],
    ['GET', '/api/payload-migrations'],
    ['GET', '/api/payload-jobs'],
  ] as const

  it.each(['anonymous', 'barber', 'admin'] as const)(
    'are not there for %s: permission maps, versions, preferences, duplicating, fetching URLs, unlocking',
    async (role) => {
      for (const [method, path] of hidden) {
        const response = await client[role].request(method, path, method === 'POST' ? { json: {} } : {})
        expect(response.status, `${method} ${path}`).toBe(404)
        expect(response.body.errors[0].message).toBe('Recurso não encontrado.')
      }
    },
  )

  it('answer 404, not 500, for a document id that is not a number', async () => {
    for (const path of ['/api/jobs/abc', '/api/jobs/1.5', '/api/jobs/99999999999999999999', '/api/barbers/first-register', '/api/users/unlock']) {
      for (const role of ['anonymous', 'barber', 'admin'] as const) {
        const response = await client[role].get(path)
        expect(response.status, `${role} GET ${path}`).toBe(404)
      }
    }
    expect((await client.shop.patch('/api/jobs/abc', { title: 'x' })).status).toBe(404)
    expect((await client.shop.delete('/api/jobs/abc')).status).toBe(404)
    // The routes Payload really has under those names still work.
    expect((await client.anonymous.get('/api/jobs/count')).status).toBe(200)
    expect((await client.barber.get('/api/users/me')).body.user.id).toBe(barber.user.id)
  })

  it('speak Portuguese where Payload would not', async () => {
    const logout = await client.anonymous.post('/api/users/logout')
    expect(logout.status).toBe(400)
    expect(logout.body.errors[0].message).toBe('Nenhuma sessão ativa.')
  })
})

describe('failed logins', () => {
  it('lock no account, for anyone: the limit is per account and address (rate-limits.int.test.ts)', async () => {
    const target = await createBarber(app.payload, { name: 'Barbeiro Visado' })
    const guesser = new ApiClient(app.url)
    for (let attempt = 0; attempt < 6; attempt++) await guesser.post('/api/users/login', { email: target.email, password: 'errada' })
    expect((await new ApiClient(app.url).post('/api/users/login', { email: target.email, password: target.password })).status).toBe(200)
    const stored = await app.payload.db.findOne({ collection: 'users', where: { id: { equals: target.user.id } } })
    expect(stored).not.toHaveProperty('lockUntil')
    expect(stored).not.toHaveProperty('loginAttempts')
  })
})
