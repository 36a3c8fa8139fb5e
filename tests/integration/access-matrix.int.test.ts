/**
 * The access matrix over HTTP: every role × every collection × read / create / update / delete,
 * asserting the status code and that no forbidden row or field comes back.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCnpj, generateCpf } from '../../domain/documents'
import type { Application, Conversation, Job, Media, Message } from '../../payload-types'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop, type Account, type BarberAccount, type ShopAccount } from '../helpers/seed'

const ROLES = ['anonymous', 'barber', 'otherBarber', 'shop', 'otherShop', 'editor', 'admin'] as const
type Role = (typeof ROLES)[number]

let app: TestApp
const client = {} as Record<Role, ApiClient>
let barber: BarberAccount, otherBarber: BarberAccount, shop: ShopAccount, otherShop: ShopAccount
let editor: Account, admin: Account
let activeJob: Job, inactiveJob: Job, otherActiveJob: Job, otherInactiveJob: Job
let application: Application, otherApplication: Application
let conversation: Conversation, otherConversation: Conversation
let message: Message
let barberPhoto: Media

const ids = (response: ApiResponse) => (response.body?.docs ?? []).map((d: { id: number }) => d.id).sort((a: number, b: number) => a - b)
const sorted = (...values: number[]) => [...values].sort((a, b) => a - b)

async function png(): Promise<Blob> {
  const buffer = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#b45309' } })
    .png()
    .toBuffer()
  return new Blob([new Uint8Array(buffer)], { type: 'image/png' })
}

async function upload(as: ApiClient, folder = 'photos') {
  const form = new FormData()
  form.append('file', await png(), 'foto.png')
  form.append('_payload', JSON.stringify({ folder }))
  return as.request('POST', '/api/media', { body: form })
}

beforeAll(async () => {
  app = await startTestApp()
  const { payload } = app
  ;[barber, otherBarber] = await Promise.all([createBarber(payload, { name: 'Barbeiro Um' }), createBarber(payload, { name: 'Barbeiro Dois' })])
  ;[shop, otherShop] = await Promise.all([createShop(payload, { name: 'Barbearia Um' }), createShop(payload, { name: 'Barbearia Dois' })])
  ;[editor, admin] = await Promise.all([createAccount(payload, 'editor'), createAccount(payload, 'admin')])

  activeJob = await createJob(payload, shop.shop, { title: 'Vaga ativa da Um' })
  inactiveJob = await createJob(payload, shop.shop, { title: 'Vaga fechada da Um', status: 'inactive' })
  otherActiveJob = await createJob(payload, otherShop.shop, { title: 'Vaga ativa da Dois' })
  otherInactiveJob = await createJob(payload, otherShop.shop, { title: 'Vaga fechada da Dois', status: 'inactive' })
  application = await createApplication(payload, activeJob, barber.barber)
  otherApplication = await createApplication(payload, otherActiveJob, otherBarber.barber)

  conversation = await payload.create({
    collection: 'conversations',
    data: { barber: barber.barber.id, barbershop: shop.shop.id, barberUser: barber.user.id, shopUser: shop.user.id } as never,
  })
  otherConversation = await payload.create({
    collection: 'conversations',
    data: { barber: otherBarber.barber.id, barbershop: otherShop.shop.id, barberUser: otherBarber.user.id, shopUser: otherShop.user.id } as never,
  })
  message = await payload.create({
    collection: 'messages',
    data: {
      conversation: conversation.id,
      sender: barber.user.id,
      barberUser: barber.user.id,
      shopUser: shop.user.id,
      body: 'me chama no [contato oculto]',
      originalBody: 'me chama no 11 98765-4321',
      masked: true,
    },
  })
  await payload.create({
    collection: 'messages',
    data: { conversation: otherConversation.id, sender: otherShop.user.id, barberUser: otherBarber.user.id, shopUser: otherShop.user.id, body: 'Olá!' },
  })
  for (const c of [conversation, otherConversation]) {
    await payload.create({
      collection: 'conversation-flags',
      data: { conversation: c.id, barberUser: c.barberUser, shopUser: c.shopUser, reason: 'Telefone' } as never,
    })
  }

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
  await payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: otherActiveJob.id } })
  await payload.create({ collection: 'saved-jobs', data: { user: otherBarber.user.id, job: activeJob.id } })
  await payload.create({ collection: 'support-tickets', data: { user: barber.user.id, subject: 'Dúvida', message: 'Como troco meu vídeo?' } as never })
  await payload.create({ collection: 'support-tickets', data: { user: otherShop.user.id, subject: 'Pagamento', message: 'Minha fatura não chegou.' } as never })
}, 180_000)

afterAll(() => app?.close())

describe('users', () => {
  it('anonymous reads, creates, updates and deletes nothing', async () => {
    expect((await client.anonymous.get('/api/users')).status).toBe(403)
    expect((await client.anonymous.get(`/api/users/${barber.user.id}`)).status).toBe(403)
    expect((await client.anonymous.post('/api/users', { email: 'x@y.test', password: '123456', name: 'X' })).status).toBe(403)
    expect((await client.anonymous.patch(`/api/users/${barber.user.id}`, { name: 'X' })).status).toBe(403)
    expect((await client.anonymous.delete(`/api/users/${barber.user.id}`)).status).toBe(403)
  })

  it.each(['barber', 'otherBarber', 'shop', 'otherShop', 'editor'] as const)('%s reads only itself', async (role) => {
    const response = await client[role].get('/api/users?limit=100')
    expect(response.status).toBe(200)
    expect(response.body.docs).toHaveLength(1)
    expect(response.body.docs[0].stripeCustomerId).toBeUndefined()
    const other = role === 'barber' ? shop.user.id : barber.user.id
    expect((await client[role].get(`/api/users/${other}`)).status).toBe(404)
  })

  it.each(['barber', 'shop', 'editor'] as const)('%s updates its own name but not its roles, type, trial or subscription', async (role) => {
    const account = { barber, shop, editor }[role]
    const response = await client[role].patch(`/api/users/${account.user.id}`, {
      name: 'Nome Novo',
      roles: ['admin'],
      userType: role === 'barber' ? 'barbershop' : 'barber',
      trialEndsAt: '2099-01-01T00:00:00.000Z',
      subscriptionStatus: 'active',
      subscriptionEnd: '2099-01-01T00:00:00.000Z',
      stripeCustomerId: 'cus_falso',
    })
    expect(response.status).toBe(200)
    const stored = await app.payload.findByID({ collection: 'users', id: account.user.id })
    expect(stored.name).toBe('Nome Novo')
    expect(stored.roles).toEqual(account.user.roles)
    expect(stored.userType ?? null).toBe(account.user.userType ?? null)
    expect(stored.trialEndsAt).toBe(account.user.trialEndsAt)
    expect(stored.subscriptionStatus).toBe('none')
    expect(stored.subscriptionEnd ?? null).toBeNull()
    expect(stored.stripeCustomerId ?? null).toBeNull()
  })

  it.each(['barber', 'shop', 'editor'] as const)('%s cannot update another user, create users or delete', async (role) => {
    const victim = role === 'barber' ? otherBarber : barber
    expect((await client[role].patch(`/api/users/${victim.user.id}`, { name: 'Invasor' })).status).toBe(403)
    expect((await client[role].post('/api/users', { email: `novo-${role}@y.test`, password: '123456', name: 'X' })).status).toBe(403)
    expect((await client[role].delete(`/api/users/${victim.user.id}`)).status).toBe(403)
    expect((await app.payload.findByID({ collection: 'users', id: victim.user.id })).name).not.toBe('Invasor')
  })

  it('admin reads, creates, updates and deletes every user', async () => {
    const list = await client.admin.get('/api/users?limit=100')
    expect(list.status).toBe(200)
    expect(list.body.totalDocs).toBeGreaterThanOrEqual(6)
    const created = await client.admin.post('/api/users', {
      email: 'criado.admin@teste.navalha.test',
      password: 'segredo123',
      name: 'Criado',
      userType: 'barber',
      roles: ['barber'],
    })
    expect(created.status).toBe(201)
    expect((await client.admin.patch(`/api/users/${created.body.doc.id}`, { roles: ['barber', 'editor'] })).body.doc.roles).toEqual(['barber', 'editor'])
    expect((await client.admin.delete(`/api/users/${created.body.doc.id}`)).status).toBe(200)
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

describe('barbers and barbershops', () => {
  const privateBarberFields = ['cpf', 'phone'] as const
  const privateShopFields = ['cnpj', 'whatsapp'] as const

  it.each(ROLES)('%s reads every barber, with CPF and phone only when allowed', async (role) => {
    const response = await client[role].get('/api/barbers?limit=100&depth=1')
    expect(response.status).toBe(200)
    for (const doc of response.body.docs) {
      const own = role === 'admin' || (role === 'barber' && doc.id === barber.barber.id) || (role === 'otherBarber' && doc.id === otherBarber.barber.id)
      for (const field of privateBarberFields) expect(doc[field] !== undefined, `${role} ${field} de ${doc.id}`).toBe(own)
      expect(typeof doc.user, 'the owner account is never populated on a public profile').not.toBe('object')
    }
    for (const account of [barber, otherBarber]) expect(response.text).not.toContain(account.email)
    if (role !== 'admin' && role !== 'barber') expect(response.text).not.toContain(barber.barber.cpf)
  })

  it.each(ROLES)('%s reads every barbershop, with CNPJ and WhatsApp only when allowed', async (role) => {
    const response = await client[role].get('/api/barbershops?limit=100&depth=1')
    expect(response.status).toBe(200)
    expect(ids(response)).toEqual(expect.arrayContaining([shop.shop.id, otherShop.shop.id]))
    for (const doc of response.body.docs) {
      const own = role === 'admin' || (role === 'shop' && doc.id === shop.shop.id) || (role === 'otherShop' && doc.id === otherShop.shop.id)
      for (const field of privateShopFields) expect(doc[field] !== undefined, `${role} ${field} de ${doc.id}`).toBe(own)
    }
    for (const account of [shop, otherShop]) expect(response.text).not.toContain(account.email)
  })

  it('only a barber creates a barber record, only for itself, and only one', async () => {
    const fresh = await createAccount(app.payload, 'barber')
    const freshClient = new ApiClient(app.url)
    await freshClient.login(fresh.email, fresh.password)
    const created = await freshClient.post('/api/barbers', { name: 'Novo Barbeiro', cpf: generateCpf(), user: barber.user.id })
    expect(created.status).toBe(201)
    expect(created.body.doc.user.id ?? created.body.doc.user).toBe(fresh.user.id)
    const again = await freshClient.post('/api/barbers', { name: 'De Novo', cpf: generateCpf() })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe('Você já possui um perfil cadastrado.')
    for (const role of ['anonymous', 'shop', 'editor'] as const) {
      expect((await client[role].post('/api/barbers', { name: 'Intruso', cpf: generateCpf() })).status, role).toBe(403)
    }
  })

  it('only a shop creates a barbershop record', async () => {
    for (const role of ['anonymous', 'barber', 'editor'] as const) {
      expect((await client[role].post('/api/barbershops', { name: 'Intrusa', cnpj: generateCnpj() })).status, role).toBe(403)
    }
    expect((await client.shop.post('/api/barbershops', { name: 'Segunda', cnpj: generateCnpj() })).status).toBe(409)
  })

  it('owners update their own profile but never verified or rating; nobody else does', async () => {
    const own = await client.barber.patch(`/api/barbers/${barber.barber.id}`, { bio: 'Degradê e barba', verified: true, rating: 5, ratingCount: 99 })
    expect(own.status).toBe(200)
    expect(own.body.doc.bio).toBe('Degradê e barba')
    expect(own.body.doc.verified).toBe(false)
    expect(own.body.doc.rating ?? null).toBeNull()
    const shopUpdate = await client.shop.patch(`/api/barbershops/${shop.shop.id}`, { description: 'Casa nova', verified: true, rating: 5 })
    expect(shopUpdate.body.doc.verified).toBe(false)
    for (const role of ['anonymous', 'otherBarber', 'shop', 'editor'] as const) {
      expect((await client[role].patch(`/api/barbers/${barber.barber.id}`, { bio: 'invadido' })).status, role).toBe(403)
    }
    for (const role of ['anonymous', 'barber', 'otherShop', 'editor'] as const) {
      expect((await client[role].patch(`/api/barbershops/${shop.shop.id}`, { description: 'invadido' })).status, role).toBe(403)
    }
    expect((await app.payload.findByID({ collection: 'barbers', id: barber.barber.id })).bio).toBe('Degradê e barba')
  })

  it('admins verify and rate; only admins delete profiles', async () => {
    const verified = await client.admin.patch(`/api/barbers/${otherBarber.barber.id}`, { verified: true })
    expect(verified.body.doc.verified).toBe(true)
    for (const role of ['anonymous', 'barber', 'otherBarber', 'shop', 'editor'] as const) {
      expect((await client[role].delete(`/api/barbers/${otherBarber.barber.id}`)).status, role).toBe(403)
      expect((await client[role].delete(`/api/barbershops/${otherShop.shop.id}`)).status, role).toBe(403)
    }
    const doomed = await createShop(app.payload)
    expect((await client.admin.delete(`/api/barbershops/${doomed.shop.id}`)).status).toBe(200)
  })
})

describe('jobs', () => {
  const visible: Record<Role, () => number[]> = {
    anonymous: () => [activeJob.id, otherActiveJob.id],
    barber: () => [activeJob.id, otherActiveJob.id],
    otherBarber: () => [activeJob.id, otherActiveJob.id],
    shop: () => [activeJob.id, inactiveJob.id, otherActiveJob.id],
    otherShop: () => [activeJob.id, otherActiveJob.id, otherInactiveJob.id],
    editor: () => [activeJob.id, otherActiveJob.id],
    admin: () => [activeJob.id, inactiveJob.id, otherActiveJob.id, otherInactiveJob.id],
  }

  it.each(ROLES)('%s reads active jobs plus, for a shop, all of its own', async (role) => {
    const response = await client[role].get('/api/jobs?limit=100&depth=0')
    expect(response.status).toBe(200)
    const seeded = [activeJob.id, inactiveJob.id, otherActiveJob.id, otherInactiveJob.id]
    expect(ids(response).filter((id: number) => seeded.includes(id))).toEqual(sorted(...visible[role]()))
    const hidden = seeded.filter((id) => !visible[role]().includes(id))
    for (const id of hidden) expect((await client[role].get(`/api/jobs/${id}`)).status).toBe(404)
  })

  it.each(['anonymous', 'barber', 'editor'] as const)('%s cannot post, edit or delete jobs', async (role) => {
    expect((await client[role].post('/api/jobs', { title: 'Vaga intrusa', description: 'Descrição com mais de vinte letras.' })).status).toBe(403)
    expect((await client[role].patch(`/api/jobs/${activeJob.id}`, { title: 'Invadida' })).status).toBe(403)
    expect((await client[role].delete(`/api/jobs/${activeJob.id}`)).status).toBe(403)
  })

  it('a shop posts only for its own barbershop, whatever the body says', async () => {
    const response = await client.shop.post('/api/jobs', {
      title: 'Barbeiro de sábado',
      description: 'Sábados das 8h às 18h, comissão de 50%.',
      barbershop: otherShop.shop.id,
      shopUser: otherShop.user.id,
      shopName: 'Nome falso',
    })
    expect(response.status).toBe(201)
    expect(response.body.doc.barbershop.id ?? response.body.doc.barbershop).toBe(shop.shop.id)
    expect(response.body.doc.shopUser.id ?? response.body.doc.shopUser).toBe(shop.user.id)
    expect(response.body.doc.shopName).toBe('Barbearia Um')
    expect(response.body.doc.status).toBe('active')
  })

  it('a shop edits and deletes its own jobs only, and cannot move them to another shop', async () => {
    const moved = await client.shop.patch(`/api/jobs/${inactiveJob.id}`, { title: 'Vaga fechada editada', barbershop: otherShop.shop.id })
    expect(moved.status).toBe(200)
    expect(moved.body.doc.barbershop.id ?? moved.body.doc.barbershop).toBe(shop.shop.id)
    expect((await client.shop.patch(`/api/jobs/${otherActiveJob.id}`, { title: 'Invadida' })).status).toBe(403)
    expect((await client.shop.delete(`/api/jobs/${otherActiveJob.id}`)).status).toBe(403)
    const temporary = await createJob(app.payload, shop.shop)
    expect((await client.shop.delete(`/api/jobs/${temporary.id}`)).status).toBe(200)
  })

  it('admins post for any shop, edit and delete any job', async () => {
    const created = await client.admin.post('/api/jobs', {
      title: 'Vaga do admin',
      description: 'Publicada pela moderação em nome da loja.',
      barbershop: otherShop.shop.id,
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.shopName).toBe('Barbearia Dois')
    expect((await client.admin.patch(`/api/jobs/${created.body.doc.id}`, { status: 'inactive' })).body.doc.status).toBe('inactive')
    expect((await client.admin.delete(`/api/jobs/${created.body.doc.id}`)).status).toBe(200)
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
  const visible: Record<Role, () => number[] | 'forbidden'> = {
    anonymous: () => 'forbidden',
    barber: () => [application.id],
    otherBarber: () => [otherApplication.id],
    shop: () => [application.id],
    otherShop: () => [otherApplication.id],
    editor: () => [],
    admin: () => [application.id, otherApplication.id],
  }

  it.each(ROLES)('%s reads only the applications it is a party to', async (role) => {
    const response = await client[role].get('/api/applications?limit=100&depth=0')
    const expected = visible[role]()
    if (expected === 'forbidden') return expect(response.status).toBe(403)
    expect(response.status).toBe(200)
    expect(ids(response).filter((id: number) => [application.id, otherApplication.id].includes(id))).toEqual(sorted(...expected))
  })

  it.each(['anonymous', 'shop', 'editor', 'admin'] as const)('%s cannot apply', async (role) => {
    expect((await client[role].post('/api/applications', { job: otherActiveJob.id })).status).toBe(403)
  })

  it('a barber applies only for itself', async () => {
    const response = await client.barber.post('/api/applications', { job: otherActiveJob.id, barber: otherBarber.barber.id, status: 'hired' })
    expect(response.status).toBe(201)
    expect(response.body.doc.barber.id ?? response.body.doc.barber).toBe(barber.barber.id)
    expect(response.body.doc.status).toBe('pending')
  })

  it('only the owning shop changes the status; the barber, other shops, editors and admins cannot', async () => {
    for (const role of ['anonymous', 'barber', 'otherBarber', 'editor', 'admin'] as const) {
      expect((await client[role].patch(`/api/applications/${application.id}`, { status: 'accepted' })).status, role).toBe(403)
    }
    expect((await client.otherShop.patch(`/api/applications/${application.id}`, { status: 'accepted' })).status).toBe(403)
    const accepted = await client.shop.patch(`/api/applications/${application.id}`, { status: 'accepted' })
    expect(accepted.status).toBe(200)
    expect(accepted.body.doc.status).toBe('accepted')
  })

  it('the shop changes nothing but the status', async () => {
    const response = await client.otherShop.patch(`/api/applications/${otherApplication.id}`, { job: activeJob.id, barber: barber.barber.id })
    expect(response.status).toBe(200)
    const stored = await app.payload.findByID({ collection: 'applications', id: otherApplication.id, depth: 0 })
    expect(stored.job).toBe(otherActiveJob.id)
    expect(stored.barber).toBe(otherBarber.barber.id)
  })

  it('only admins delete applications', async () => {
    for (const role of ['anonymous', 'barber', 'shop', 'editor'] as const) {
      expect((await client[role].delete(`/api/applications/${otherApplication.id}`)).status, role).toBe(403)
    }
    const doomed = await createApplication(app.payload, otherActiveJob, (await createBarber(app.payload)).barber)
    expect((await client.admin.delete(`/api/applications/${doomed.id}`)).status).toBe(200)
  })
})

describe('saved jobs', () => {
  it('each barber reads, saves and removes only its own', async () => {
    const own = await client.barber.get('/api/saved-jobs?depth=0')
    expect(own.status).toBe(200)
    expect(own.body.docs.map((d: { job: number }) => d.job)).toEqual([otherActiveJob.id])
    const saved = await client.barber.post('/api/saved-jobs', { job: activeJob.id, user: otherBarber.user.id })
    expect(saved.status).toBe(201)
    expect(saved.body.doc.user.id ?? saved.body.doc.user).toBe(barber.user.id)
    const others = await client.otherBarber.get('/api/saved-jobs?depth=0')
    expect((await client.otherBarber.delete(`/api/saved-jobs/${saved.body.doc.id}`)).status).toBe(403)
    expect(others.body.docs.map((d: { job: number }) => d.job)).toEqual([activeJob.id])
    expect((await client.barber.delete(`/api/saved-jobs/${saved.body.doc.id}`)).status).toBe(200)
  })

  it.each(['shop', 'editor', 'admin'] as const)('%s sees no one else’s saved jobs and cannot save', async (role) => {
    const list = await client[role].get('/api/saved-jobs?depth=0')
    expect(list.status).toBe(200)
    expect(list.body.docs).toEqual([])
    expect((await client[role].post('/api/saved-jobs', { job: activeJob.id })).status).toBe(403)
  })

  it('anonymous has no saved jobs', async () => {
    expect((await client.anonymous.get('/api/saved-jobs')).status).toBe(403)
    expect((await client.anonymous.post('/api/saved-jobs', { job: activeJob.id })).status).toBe(403)
  })
})

describe('conversations, messages and flags', () => {
  const parties: Record<Role, 'forbidden' | 'own' | 'other' | 'none' | 'all'> = {
    anonymous: 'forbidden',
    barber: 'own',
    shop: 'own',
    otherBarber: 'other',
    otherShop: 'other',
    editor: 'none',
    admin: 'all',
  }

  it.each(ROLES)('%s reads only its own conversations, messages and flags', async (role) => {
    for (const collection of ['conversations', 'messages', 'conversation-flags']) {
      const response = await client[role].get(`/api/${collection}?limit=100&depth=0`)
      if (parties[role] === 'forbidden') {
        expect(response.status, collection).toBe(403)
        continue
      }
      expect(response.status, collection).toBe(200)
      const conversationIds = new Set(response.body.docs.map((d: { id: number; conversation?: number }) => d.conversation ?? d.id))
      const expected = { own: [conversation.id], other: [otherConversation.id], none: [], all: [conversation.id, otherConversation.id] }[parties[role]]
      expect([...conversationIds].sort(), `${role} ${collection}`).toEqual(sorted(...expected))
    }
  })

  it('keeps the masked original for admins only', async () => {
    for (const role of ['barber', 'shop'] as const) {
      const response = await client[role].get(`/api/messages/${message.id}`)
      expect(response.body.body).toBe('me chama no [contato oculto]')
      expect(response.body.originalBody).toBeUndefined()
      expect(response.text).not.toContain('98765-4321')
    }
    expect((await client.admin.get(`/api/messages/${message.id}`)).body.originalBody).toBe('me chama no 11 98765-4321')
  })

  it.each(['anonymous', 'barber', 'shop', 'editor'] as const)('%s cannot write conversations, messages or flags directly', async (role) => {
    const expected = 403
    expect((await client[role].post('/api/conversations', { barber: barber.barber.id, barbershop: otherShop.shop.id })).status).toBe(expected)
    expect((await client[role].post('/api/messages', { conversation: conversation.id, body: 'oi' })).status).toBe(expected)
    expect((await client[role].patch(`/api/conversations/${conversation.id}`, { status: 'closed' })).status).toBe(403)
    expect((await client[role].delete(`/api/messages/${message.id}`)).status).toBe(403)
    expect((await client[role].post('/api/conversation-flags', { conversation: conversation.id, reason: 'x' })).status).toBe(403)
  })
})

describe('media', () => {
  it('anyone reads the files used on profiles', async () => {
    for (const role of ROLES) {
      const response = await client[role].get(`/api/media/${barberPhoto.id}`)
      expect(response.status, role).toBe(200)
    }
  })

  it('visitors cannot upload; signed-in users upload as themselves', async () => {
    expect((await upload(client.anonymous)).status).toBe(403)
    const response = await upload(client.shop, 'logos')
    expect(response.status).toBe(201)
    expect(response.body.doc.user.id ?? response.body.doc.user).toBe(shop.user.id)
  })

  it('only the owner and admins change or delete a file', async () => {
    for (const role of ['otherBarber', 'shop', 'editor'] as const) {
      expect((await client[role].patch(`/api/media/${barberPhoto.id}`, { alt: 'x' })).status, role).toBe(403)
      expect((await client[role].delete(`/api/media/${barberPhoto.id}`)).status, role).toBe(403)
    }
    expect((await client.anonymous.delete(`/api/media/${barberPhoto.id}`)).status).toBe(403)
    expect((await client.barber.patch(`/api/media/${barberPhoto.id}`, { alt: 'Eu' })).status).toBe(200)
    const other = (await upload(client.otherBarber)).body.doc
    expect((await client.admin.delete(`/api/media/${other.id}`)).status).toBe(200)
    expect((await client.barber.delete(`/api/media/${barberPhoto.id}`)).status).toBe(200)
  })
})

describe('plans, FAQ and landing copy', () => {
  it.each(ROLES)('%s reads plans, FAQ and landing', async (role) => {
    expect((await client[role].get('/api/plans')).body.totalDocs).toBe(6)
    expect((await client[role].get('/api/faqs')).status).toBe(200)
    expect((await client[role].get('/api/globals/landing')).body.hero.title).toBeTruthy()
  })

  it.each(ROLES)('%s writes content only as an editor or admin', async (role) => {
    const allowed = role === 'editor' || role === 'admin'
    const plan = await client[role].post('/api/plans', { audience: 'barber', name: `Mensal ${role}`, months: 1, priceCents: 9900 + ROLES.indexOf(role) })
    expect(plan.status).toBe(allowed ? 201 : 403)
    const planId = allowed ? plan.body.doc.id : (await app.payload.find({ collection: 'plans', limit: 1 })).docs[0].id
    expect((await client[role].patch(`/api/plans/${planId}`, { name: 'Renomeado' })).status).toBe(allowed ? 200 : 403)
    if (allowed) expect((await client[role].delete(`/api/plans/${planId}`)).status).toBe(200)
    const faq = await client[role].post('/api/faqs', {
      question: 'Pergunta?',
      answer: {
        root: {
          type: 'root',
          children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Resposta.', version: 1 }], version: 1 }],
          direction: null,
          format: '',
          indent: 0,
          version: 1,
        },
      },
    })
    expect(faq.status).toBe(allowed ? 201 : 403)
    const landing = await client[role].post('/api/globals/landing', { hero: { title: `Título de ${role}` } })
    expect(landing.status).toBe(allowed ? 200 : 403)
  })

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

describe('support tickets', () => {
  it('authors read their own; admins read all', async () => {
    expect((await client.anonymous.get('/api/support-tickets')).status).toBe(403)
    const own = await client.barber.get('/api/support-tickets?depth=0')
    expect(own.body.docs.map((d: { user: number }) => d.user)).toEqual([barber.user.id])
    expect((await client.shop.get('/api/support-tickets?depth=0')).body.docs).toEqual([])
    expect((await client.admin.get('/api/support-tickets?depth=0')).body.totalDocs).toBe(2)
  })

  it('any signed-in user opens a ticket as itself; only admins answer or delete', async () => {
    expect((await client.anonymous.post('/api/support-tickets', { subject: 'Oi', message: 'Teste' })).status).toBe(403)
    const created = await client.shop.post('/api/support-tickets', {
      subject: 'Oi',
      message: 'Teste',
      user: barber.user.id,
      status: 'closed',
      reply: 'forjada',
    })
    expect(created.status).toBe(201)
    expect(created.body.doc.user.id ?? created.body.doc.user).toBe(shop.user.id)
    expect(created.body.doc.status).toBe('open')
    expect(created.body.doc.reply ?? null).toBeNull()
    expect((await client.shop.patch(`/api/support-tickets/${created.body.doc.id}`, { status: 'closed' })).status).toBe(403)
    expect((await client.admin.patch(`/api/support-tickets/${created.body.doc.id}`, { status: 'answered', reply: 'Resolvido.' })).status).toBe(200)
    expect((await client.shop.delete(`/api/support-tickets/${created.body.doc.id}`)).status).toBe(403)
    expect((await client.admin.delete(`/api/support-tickets/${created.body.doc.id}`)).status).toBe(200)
  })
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
  ]

  it.each(['anonymous', 'barber', 'shop', 'editor'] as const)('%s gets an explicit refusal for bulk PATCH and DELETE on every collection', async (role) => {
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
    ['GET', '/api/payload-preferences'],
    ['POST', '/api/payload-preferences/tema'],
    ['GET', '/api/payload-locked-documents'],
    ['GET', '/api/payload-migrations'],
    ['GET', '/api/payload-jobs'],
  ] as const

  it.each(['anonymous', 'barber', 'admin'] as const)(
    'are not there for %s: permission maps, versions, preferences, duplicating, fetching URLs',
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
    const unlock = await client.admin.post('/api/users/unlock', {})
    expect(unlock.status).toBe(400)
    expect(unlock.body.errors[0].message).toBe('Informe o e-mail.')
  })
})

describe('account lockout', () => {
  it('only an admin lifts it: any signed-in user could otherwise undo the limit on failed logins', async () => {
    const victim = await createBarber(app.payload, { name: 'Barbeiro Bloqueado' })
    const guesser = new ApiClient(app.url)
    for (let attempt = 0; attempt < 6; attempt++) await guesser.post('/api/users/login', { email: victim.email, password: 'errada' })
    const locked = await new ApiClient(app.url).post('/api/users/login', { email: victim.email, password: victim.password })
    expect(locked.status).not.toBe(200)

    for (const role of ['anonymous', 'barber', 'shop', 'editor'] as const) {
      expect((await client[role].post('/api/users/unlock', { email: victim.email })).status, role).toBe(403)
    }
    expect((await new ApiClient(app.url).post('/api/users/login', { email: victim.email, password: victim.password })).status).not.toBe(200)

    expect((await client.admin.post('/api/users/unlock', { email: victim.email })).status).toBe(200)
    expect((await new ApiClient(app.url).post('/api/users/login', { email: victim.email, password: victim.password })).status).toBe(200)
  })
})
