/**
 * Suporte (issue 13): signed-in users open tickets (locked accounts too), linking only their own
 * job or application, a few per hour; admins answer from the console, which e-mails the author
 * once per answer, records who answered, follows the status machine and writes the audit log.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { adminMessages } from '#domain/messages/admin'
import { SUPPORT_TICKETS_PER_HOUR, supportMessages } from '#domain/support'
import type { Application, Job, SupportTicket } from '#payload-types'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
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

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url, RATE_LIMIT_SCALE: '1' }))
let barber: BarberAccount, otherBarber: BarberAccount, shop: ShopAccount, otherShop: ShopAccount, editor: Account, admin: Account
let job: Job, otherJob: Job, application: Application, otherApplication: Application
const as = {} as Record<'anonymous' | 'barber' | 'otherBarber' | 'shop' | 'otherShop' | 'editor' | 'admin', ApiClient>

const ticket = (extra: Record<string, unknown> = {}) => ({ subject: 'Problema com a candidatura', message: 'A barbearia não responde há dias.', ...extra })

beforeAll(async () => {
  // The real limits: this file checks the hourly cap on tickets.
  barber = await createBarber(app.payload, { name: 'Zeca Tesoura' })
  otherBarber = await createBarber(app.payload)
  shop = await createShop(app.payload)
  otherShop = await createShop(app.payload)
  editor = await createAccount(app.payload, 'editor')
  admin = await createAccount(app.payload, 'admin')
  job = await createJob(app.payload, shop.shop, { title: 'Barbeiro de degradê' })
  otherJob = await createJob(app.payload, otherShop.shop, { title: 'Barbeiro clássico' })
  application = await createApplication(app.payload, job, barber.barber)
  otherApplication = await createApplication(app.payload, otherJob, otherBarber.barber)
  for (const [role, account] of Object.entries({ barber, otherBarber, shop, otherShop, editor, admin }))
    as[role as keyof typeof as] = await app.signedIn(account)
  as.anonymous = new ApiClient(app.url)
}, 120_000)

describe('opening a ticket', () => {
  let own: SupportTicket

  it('a barber opens one about its own application, for itself whatever `user` it sends', async () => {
    const response = await as.barber.post(
      '/api/support-tickets',
      ticket({ application: application.id, user: otherBarber.user.id, status: 'answered', reply: 'x' }),
    )
    expect(response.status, response.text).toBe(201)
    own = response.body.doc
    expect(own.user).toBe(barber.user.id)
    expect(own.status).toBe('open')
    expect(own.reply ?? null).toBeNull()
    expect(own.application).toMatchObject({ id: application.id })
  })

  it('the author and admins read it; other users, editors and visitors do not', async () => {
    expect((await as.barber.get(`/api/support-tickets/${own.id}`)).status).toBe(200)
    expect((await as.admin.get(`/api/support-tickets/${own.id}`)).status).toBe(200)
    for (const role of ['otherBarber', 'shop', 'editor'] as const) {
      expect((await as[role].get(`/api/support-tickets/${own.id}`)).status, role).toBe(404)
      const list = await as[role].get('/api/support-tickets?limit=100')
      expect(
        list.body.docs.map((doc: SupportTicket) => doc.id),
        role,
      ).not.toContain(own.id)
    }
    expect([401, 403]).toContain((await as.anonymous.get(`/api/support-tickets/${own.id}`)).status)
    expect([401, 403]).toContain((await as.anonymous.get('/api/support-tickets')).status)
  })

  it('visitors cannot open tickets', async () => {
    const response = await as.anonymous.post('/api/support-tickets', ticket())
    expect([401, 403]).toContain(response.status)
  })

  it('nobody but admins changes a ticket, the author included', async () => {
    for (const role of ['barber', 'otherBarber', 'editor'] as const) {
      const response = await as[role].patch(`/api/support-tickets/${own.id}`, { reply: 'Resolvido', status: 'closed' })
      expect([403, 404], role).toContain(response.status)
    }
    const stored = await app.payload.findByID({ collection: 'support-tickets', id: own.id, depth: 0 })
    expect(stored.status).toBe('open')
  })

  it('a shop links its own job; nobody links someone else’s job or application', async () => {
    const mine = await as.shop.post('/api/support-tickets', ticket({ job: job.id }))
    expect(mine.status, mine.text).toBe(201)
    const cases = [
      { client: as.otherShop, body: ticket({ job: job.id }), path: 'job', message: supportMessages.notYourJob },
      { client: as.shop, body: ticket({ job: 999_999 }), path: 'job', message: supportMessages.notYourJob },
      { client: as.otherBarber, body: ticket({ application: application.id }), path: 'application', message: supportMessages.notYourApplication },
      { client: as.barber, body: ticket({ application: otherApplication.id }), path: 'application', message: supportMessages.notYourApplication },
      { client: as.barber, body: ticket({ job: job.id }), path: 'job', message: supportMessages.jobsAreForShops },
      { client: as.shop, body: ticket({ application: application.id }), path: 'application', message: supportMessages.applicationsAreForBarbers },
    ]
    for (const { client, body, path, message } of cases) {
      const response = await client.post('/api/support-tickets', body)
      expect(response.status, `${path} ${message}`).toBe(400)
      expect(errorMessage(response.body)).toBe(message)
      expect(response.body.errors[0].field).toBe(path)
    }
  })

  it('refuses bad input with the form’s messages, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [ticket({ subject: '   ' }), supportMessages.subjectRequired],
      [ticket({ subject: 'a'.repeat(141) }), 'Use no máximo 140 caracteres.'],
      [ticket({ message: '' }), supportMessages.messageRequired],
      [ticket({ message: 'a'.repeat(5001) }), 'Use no máximo 5000 caracteres.'],
      [ticket({ message: 42 }), 'Envie um texto.'],
      [ticket({ application: 'abc' }), 'Escolha uma das opções.'],
      [ticket({ job: job.id, application: application.id }), supportMessages.oneLinkOnly],
    ]
    for (const [body, message] of cases) {
      const response = await as.otherShop.post('/api/support-tickets', body)
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(errorMessage(response.body)).toBe(message)
    }
  })

  it('a locked account (trial over, no plan) still opens tickets: support is how it gets help', async () => {
    const locked = await createBarber(app.payload, { locked: true })
    const response = await (await app.signedIn(locked)).post('/api/support-tickets', ticket())
    expect(response.status, response.text).toBe(201)
  })
})

describe('the hourly limit', () => {
  it(`allows ${SUPPORT_TICKETS_PER_HOUR} tickets an hour per account, then answers 429 in Portuguese`, async () => {
    const client = await app.signedIn(await createBarber(app.payload))
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i++) expect((await client.post('/api/support-tickets', ticket({ subject: `Chamado ${i}` }))).status).toBe(201)
    const refused = await client.post('/api/support-tickets', ticket())
    expect(refused.status).toBe(429)
    expect(errorMessage(refused.body)).toBe(supportMessages.tooMany)
    // Another account is not held back by this one.
    expect((await (await app.signedIn(await createBarber(app.payload))).post('/api/support-tickets', ticket())).status).toBe(201)
  })

  it('counts parallel requests one after another: exactly the limit gets through', async () => {
    const account = await createShop(app.payload)
    const client = await app.signedIn(account)
    const statuses = await Promise.all(
      Array.from({ length: SUPPORT_TICKETS_PER_HOUR + 3 }, () => client.post('/api/support-tickets', ticket()).then((r) => r.status)),
    )
    expect(statuses.filter((status) => status === 201)).toHaveLength(SUPPORT_TICKETS_PER_HOUR)
    expect(statuses.filter((status) => status === 429)).toHaveLength(3)
    expect((await app.payload.count({ collection: 'support-tickets', where: { user: { equals: account.user.id } } })).totalDocs).toBe(SUPPORT_TICKETS_PER_HOUR)
  })
})

describe('answering from the console', () => {
  let open: SupportTicket
  let author: ApiClient
  let authorEmail: string
  const put = (client: ApiClient, data: Record<string, unknown>) => client.request('PUT', `/api/admin/support-tickets/${open.id}`, { json: data })
  const mailTo = (email: string) => mail.messages.filter((message) => message.to.includes(email))
  const audit = async (action: string) =>
    (
      await app.payload.find({
        collection: 'admin-audit-log',
        where: { resource: { equals: 'support-tickets' }, recordId: { equals: String(open.id) }, action: { equals: action } },
      })
    ).docs

  beforeAll(async () => {
    const account = await createBarber(app.payload, { name: 'Bia Navalha' })
    author = await app.signedIn(account)
    authorEmail = account.email
    open = (await author.post('/api/support-tickets', ticket({ subject: 'Cobrança em dobro' }))).body.doc
  })

  it('is for admins only: editors get a 403 on the resource', async () => {
    expect((await as.editor.get('/api/admin/support-tickets')).status).toBe(403)
    const response = await put(as.editor, { reply: 'Oi' })
    expect(response.status).toBe(403)
    expect(errorMessage(response.body)).toBe(adminMessages.adminOnly)
  })

  it('lists tickets with the author’s name, e-mail and type, filtered by status', async () => {
    const response = await as.admin.get(`/api/admin/support-tickets?${new URLSearchParams({ filter: JSON.stringify({ status: 'open', q: 'Cobrança' }) })}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-range')).toMatch(/^support-tickets 0-0\/1$/)
    expect(response.body[0]).toMatchObject({ id: open.id, status: 'open', account: { name: 'Bia Navalha', email: authorEmail, userType: 'barber' } })
    const bad = await as.admin.get(`/api/admin/support-tickets?${new URLSearchParams({ filter: JSON.stringify({ status: 'pendurado' }) })}`)
    expect(bad.status).toBe(400)
  })

  it('shows one ticket with the job or application it links to', async () => {
    const linked = await app.payload.find({ collection: 'support-tickets', where: { application: { equals: application.id } }, depth: 0 })
    const response = await as.admin.get(`/api/admin/support-tickets/${linked.docs[0].id}`)
    expect(response.body.application).toMatchObject({ id: application.id, jobTitle: 'Barbeiro de degradê' })
    expect(response.body.account).toMatchObject({ email: barber.email })
  })

  it('refuses an empty answer, and “Respondido” without one', async () => {
    const empty = await put(as.admin, { reply: '   ' })
    expect(empty.status).toBe(400)
    expect(errorMessage(empty.body)).toBe(supportMessages.replyRequired)
    const tooLong = await put(as.admin, { reply: 'a'.repeat(5001) })
    expect(tooLong.status).toBe(400)
    expect(errorMessage(tooLong.body)).toMatch(/5000/)
    const statusOnly = await put(as.admin, { status: 'answered' })
    expect(statusOnly.status).toBe(409)
    expect(errorMessage(statusOnly.body)).toBe(supportMessages.replyRequired)
    expect(mailTo(authorEmail)).toHaveLength(0)
  })

  it('an answer marks it answered, records who and when, e-mails the author once and is audited', async () => {
    const before = Date.now()
    const response = await put(as.admin, { reply: 'Estornamos a segunda cobrança. O valor volta em até 5 dias úteis.' })
    expect(response.status, response.text).toBe(200)
    expect(response.body).toMatchObject({ status: 'answered', answeredBy: admin.user.id })
    expect(new Date(response.body.answeredAt).getTime()).toBeGreaterThanOrEqual(before - 1000)

    const email = await mail.waitFor((message) => message.to.includes(authorEmail))
    expect(email.subject).toBe('Resposta do suporte: Cobrança em dobro')
    expect(email.text).toContain('Estornamos a segunda cobrança. O valor volta em até 5 dias úteis.')
    expect(email.text).toContain('/suporte')
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(mailTo(authorEmail)).toHaveLength(1)

    const [entry] = await audit('ticketAnswer')
    expect(entry).toMatchObject({ actor: admin.user.id, before: { status: 'open', reply: null }, after: { status: 'answered' } })
  })

  it('the author sees the answer through the API, but not which admin wrote it', async () => {
    const response = await author.get(`/api/support-tickets/${open.id}`)
    expect(response.body).toMatchObject({ status: 'answered', reply: 'Estornamos a segunda cobrança. O valor volta em até 5 dias úteis.' })
    expect(response.body.answeredAt).toBeTruthy()
    expect(response.body).not.toHaveProperty('answeredBy')
  })

  it('“Encerrar” closes it; a closed ticket cannot be answered until it is reopened', async () => {
    expect((await put(as.admin, { status: 'closed' })).body.status).toBe('closed')
    expect(await audit('ticketClose')).toHaveLength(1)

    const refused = await put(as.admin, { reply: 'Mais uma coisa' })
    expect(refused.status).toBe(409)
    expect(errorMessage(refused.body)).toBe(supportMessages.closedCannotBeAnswered)
    // Payload's own REST API follows the same machine.
    const viaRest = await as.admin.patch(`/api/support-tickets/${open.id}`, { reply: 'Por outro caminho' })
    expect(viaRest.status).toBe(409)
    const toAnswered = await put(as.admin, { status: 'answered' })
    expect(toAnswered.status).toBe(409)

    expect((await put(as.admin, { status: 'open' })).body.status).toBe('open')
    expect(await audit('ticketReopen')).toHaveLength(1)
    const again = await put(as.admin, { reply: 'Mais uma coisa: o estorno já aparece na fatura.' })
    expect(again.status).toBe(200)
    expect(again.body.status).toBe('answered')
    await mail.waitFor((message) => message.to.includes(authorEmail) && message.text.includes('o estorno já aparece na fatura'))
    expect(mailTo(authorEmail)).toHaveLength(2)
    expect(await audit('ticketAnswer')).toHaveLength(2)
  })

  it('the dashboard counts open tickets', async () => {
    const open = (await app.payload.count({ collection: 'support-tickets', where: { status: { equals: 'open' } } })).totalDocs
    expect((await as.admin.get('/api/admin/dashboard')).body.openTickets).toBe(open)
  })
})
