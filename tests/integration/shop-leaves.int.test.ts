/**
 * A barbershop that leaves (its account or its profile deleted by an admin, by the REST API or the
 * console: the account's erasure, decision 0042) closes its jobs instead of taking the barbers' applications with it: the applications
 * stay, shown as 'Vaga encerrada' while still pending, and each barber still waiting hears of it by
 * e-mail, once. An application left pending under any closed job counts as 'Vaga encerrada' too.
 */
import { describe, expect, it } from 'vitest'
import { commitTransaction, createLocalReq, initTransaction, killTransaction } from 'payload'
import type { BarberDashboard } from '#domain/dashboard'
import { closeShopJobs } from '#collections/Barbershops/hooks/closeShopJobs'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { sweepReviews } from '#server/reviews/store'
import { useMailSink, useTestApp } from '../helpers/app'
import { errorMessage } from '../helpers/client'
import { createAccount, createApplication, createBarber, createConversation, createJob, createShop, type BarberAccount } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))

const count = async (collection: 'applications' | 'jobs' | 'conversations' | 'reviews', where: Record<string, unknown>) =>
  (await app.payload.count({ collection, where: where as never })).totalDocs

async function signedInAdmin() {
  return app.signedIn(await createAccount(app.payload, 'admin'))
}

/**
 * A shop with an open job and a job it had already closed, and four barbers: one pending on both,
 * one accepted, one hired (with reviews both ways) and one rejected; one conversation.
 */
async function shopWithApplicants() {
  const shop = await createShop(app.payload, { name: 'Barbearia Dom Pedro', profile: { name: 'Barbearia Dom Pedro' } })
  const open = await createJob(app.payload, shop.shop, { title: 'Barbeiro para o turno da noite' })
  const closed = await createJob(app.payload, shop.shop, { title: 'Barbeiro para fins de semana' })
  const [pending, accepted, hired, rejected] = await Promise.all(
    ['Ana Pendente', 'Bruno Aceito', 'Caio Contratado', 'Davi Recusado'].map((name) => createBarber(app.payload, { name, profile: { name } })),
  )
  const applications = [
    await createApplication(app.payload, open, pending!.barber),
    await createApplication(app.payload, closed, pending!.barber),
    await createApplication(app.payload, open, accepted!.barber, 'accepted'),
    await createApplication(app.payload, open, hired!.barber, 'hired'),
    await createApplication(app.payload, open, rejected!.barber, 'rejected'),
  ]
  await app.payload.update({ collection: 'jobs', id: closed.id, data: { status: 'inactive' }, depth: 0 })
  const hire = applications[3]!
  await app.payload.create({ collection: 'reviews', data: { application: hire.id, author: shop.user.id, rating: 4 } })
  await app.payload.create({ collection: 'reviews', data: { application: hire.id, author: hired!.user.id, rating: 5 } })
  const conversation = await createConversation(app.payload, accepted!, shop)
  return { shop, open, closed, pending: pending!, accepted: accepted!, hired: hired!, rejected: rejected!, applications, conversation }
}

async function barberView(barber: BarberAccount) {
  const client = await app.signedIn(barber)
  const dashboard = (await client.get<BarberDashboard>('/api/me/dashboard')).body
  return { client, dashboard }
}

/** The e-mails telling `barber` a shop left (the setup's status changes send their own). */
const mailsTo = (barber: BarberAccount) => mail.messages.filter((message) => message.to.includes(barber.email) && message.subject.endsWith('saiu do Navalha'))

type Setup = Awaited<ReturnType<typeof shopWithApplicants>>

async function expectShopLeft(setup: Setup) {
  const { shop, open, closed, pending, accepted, hired, rejected, applications, conversation } = setup
  // Every application stays, on its job, which stays closed with its place (decision 0002); the shop's
  // name is the person's and reads 'Conta removida' (an admin's delete is the account's erasure, decision 0042).
  for (const application of applications) {
    const kept = await app.payload.findByID({ collection: 'applications', id: application.id, depth: 0 })
    expect(kept).toMatchObject({ job: application.job, status: application.status, barbershop: null, jobOpen: false })
  }
  for (const job of [open, closed]) {
    expect(await app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })).toMatchObject({
      status: 'inactive',
      barbershop: null,
      shopName: 'Conta removida',
      city: 'Rio de Janeiro',
    })
  }
  // The barber keeps the conversation (the shop as 'Conta removida') and the rating it earned; the reviews of the shop go with it.
  expect(await count('conversations', { id: { equals: conversation.id } })).toBe(1)
  expect(await count('reviews', { barbershop: { equals: shop.shop.id } })).toBe(0)
  expect((await app.payload.findByID({ collection: 'barbers', id: hired.barber.id, depth: 0 })).rating).toBe(4)

  // The barbers still waiting (pending, accepted) hear of it once each, with every job of theirs named.
  const waiting = await mail.waitFor((message) => message.to.includes(pending.email) && message.subject.includes('Barbearia Dom Pedro'))
  expect(waiting.subject).toBe('Barbearia Dom Pedro saiu do Navalha')
  expect(waiting.text).toContain('Olá, Ana!')
  expect(waiting.text).toContain('Barbeiro para o turno da noite')
  expect(waiting.text).toContain('Barbeiro para fins de semana')
  expect(waiting.text).toContain('Vaga encerrada')
  await mail.waitFor((message) => message.to.includes(accepted.email) && message.subject.includes('Barbearia Dom Pedro'))
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(mailsTo(pending)).toHaveLength(1)
  expect(mailsTo(accepted)).toHaveLength(1)
  expect(mailsTo(hired)).toHaveLength(0)
  expect(mailsTo(rejected)).toHaveLength(0)

  // Ana's list and panel: both pending applications read 'Vaga encerrada', none 'Pendente'.
  const { client, dashboard } = await barberView(pending)
  expect(dashboard.applications).toMatchObject({ total: 2, pending: 0, closed: 2 })
  const list = await client.get('/api/applications?depth=2&where[status][equals]=pending&where[jobOpen][equals]=false')
  expect(list.status, list.text).toBe(200)
  expect(list.body.docs).toHaveLength(2)
  expect(list.body.docs.map((doc: { shopName: string }) => doc.shopName)).toEqual(['Conta removida', 'Conta removida'])
  expect((await client.get('/api/applications?where[status][equals]=pending&where[jobOpen][equals]=true')).body.docs).toHaveLength(0)
  // The hired barber keeps its history, but has no profile left to rate; the job's page still opens, with the shop's kept name.
  const hiredView = await barberView(hired)
  expect(hiredView.dashboard.applications).toMatchObject({ total: 1, hired: 1, closed: 0 })
  const review = await hiredView.client.post('/api/reviews', { application: applications[3]!.id, rating: 1 })
  expect(review.status).toBe(409)
  expect(errorMessage(review.body)).toBe('Esta barbearia saiu do Navalha e não pode mais ser avaliada.')
  const page = await client.get(`/api/job-details/${open.id}`)
  expect(page.status, page.text).toBe(200)
  expect(page.body).toMatchObject({ job: { status: 'inactive' }, shop: { id: null, name: 'Conta removida', city: 'Rio de Janeiro' } })
  expect(page.body.viewer).toMatchObject({ applicationStatus: 'pending' })
}

describe('a barbershop that leaves', () => {
  it('closes its jobs and keeps the applications when an admin deletes its account (REST)', async () => {
    const setup = await shopWithApplicants()
    const admin = await signedInAdmin()
    const deleted = await admin.delete(`/api/users/${setup.shop.user.id}`)
    expect(deleted.status, deleted.text).toBe(200)
    await expectShopLeft(setup)
  })

  it('does the same when an admin deletes the barbershop in the console', async () => {
    const setup = await shopWithApplicants()
    const admin = await signedInAdmin()
    const deleted = await admin.delete(`/api/admin/barbershops/${setup.shop.shop.id}`)
    expect(deleted.status, deleted.text).toBe(200)
    await expectShopLeft(setup)
  })

  it('asks nobody to review a hire whose shop left', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia que Partiu' })
    const barber = await createBarber(app.payload, { name: 'Heitor Contratado' })
    await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    expect((await (await signedInAdmin()).delete(`/api/users/${shop.user.id}`)).status).toBe(200)
    // A day after the hire the sweep asks each side to review; the shop's side and its profile are gone.
    expect((await sweepReviews(app.payload, new Date(Date.now() + 25 * 60 * 60 * 1000))).emailed).toBe(0)
  })

  it('never lets a job of a shop that left open again', async () => {
    const setup = await shopWithApplicants()
    const admin = await signedInAdmin()
    expect((await admin.delete(`/api/barbershops/${setup.shop.shop.id}`)).status).toBe(200)
    const reopened = await admin.patch(`/api/jobs/${setup.open.id}`, { status: 'active' })
    expect(reopened.status).toBe(400)
    expect((await app.payload.findByID({ collection: 'jobs', id: setup.open.id, depth: 0 })).status).toBe('inactive')
    const barber = await createBarber(app.payload)
    const applying = await (await app.signedIn(barber)).post('/api/applications', { job: setup.open.id })
    expect(applying.status).toBe(409)
  })
})

describe('closeShopJobs, the step account deletion builds on', () => {
  it("belongs to its caller's transaction: rolled back, it closed nothing and sent nothing", async () => {
    const setup = await shopWithApplicants()
    const req = await createLocalReq({}, app.payload)
    await initTransaction(req)
    expect(await closeShopJobs(req, setup.shop.shop.id)).toEqual({ closedJobs: 1, notifiedBarbers: 2 })
    await killTransaction(req)
    expect((await app.payload.findByID({ collection: 'jobs', id: setup.open.id, depth: 0 })).status).toBe('active')
    const application = await app.payload.findByID({ collection: 'applications', id: setup.applications[0]!.id, depth: 0 })
    expect(application.jobOpen).toBe(true)
    flushEmailQueue(app.payload)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mailsTo(setup.pending)).toHaveLength(0)
  })

  it('committed on its own, closes the jobs and tells the waiting barbers while the shop stays', async () => {
    const setup = await shopWithApplicants()
    const req = await createLocalReq({}, app.payload)
    await initTransaction(req)
    await closeShopJobs(req, setup.shop.shop.id)
    await commitTransaction(req)
    flushEmailQueue(app.payload)
    await mail.waitFor((message) => message.to.includes(setup.accepted.email) && message.subject.endsWith('saiu do Navalha'))
    expect((await app.payload.findByID({ collection: 'jobs', id: setup.open.id, depth: 0 })).status).toBe('inactive')
    expect((await barberView(setup.pending)).dashboard.applications).toMatchObject({ pending: 0, closed: 2 })
  })
})

describe('an application left pending under a closed job', () => {
  it("reads 'Vaga encerrada' in the barber's counts and list while the job is closed, and 'Pendente' again once reopened", async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const barber = await createBarber(app.payload)
    const application = await createApplication(app.payload, job, barber.barber)
    const shopClient = await app.signedIn(shop)

    expect((await barberView(barber)).dashboard.applications).toMatchObject({ total: 1, pending: 1, closed: 0 })

    expect((await shopClient.patch(`/api/jobs/${job.id}`, { status: 'inactive' })).status).toBe(200)
    const { client, dashboard } = await barberView(barber)
    expect(dashboard.applications).toMatchObject({ total: 1, pending: 0, closed: 1 })
    const closedList = await client.get('/api/applications?depth=0&where[status][equals]=pending&where[jobOpen][equals]=false')
    expect(closedList.body.docs.map((doc: { id: number }) => doc.id)).toEqual([application.id])

    expect((await shopClient.patch(`/api/jobs/${job.id}`, { status: 'active' })).status).toBe(200)
    expect((await barberView(barber)).dashboard.applications).toMatchObject({ pending: 1, closed: 0 })

    // A job an admin removes closes its applications for good.
    expect((await (await signedInAdmin()).delete(`/api/jobs/${job.id}`)).status).toBe(200)
    expect((await barberView(barber)).dashboard.applications).toMatchObject({ pending: 0, closed: 1 })
  })

  it('nobody but the server writes whether the job is open', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const barber = await createBarber(app.payload)
    const created = await (await app.signedIn(barber)).post('/api/applications', { job: job.id, jobOpen: false })
    expect(created.status, created.text).toBe(201)
    expect(created.body.doc.jobOpen).toBe(true)
    const patched = await (await app.signedIn(shop)).patch(`/api/applications/${created.body.doc.id}`, { jobOpen: false })
    expect((await app.payload.findByID({ collection: 'applications', id: created.body.doc.id, depth: 0 })).jobOpen).toBe(true)
    expect([200, 400, 403]).toContain(patched.status)
  })
})
