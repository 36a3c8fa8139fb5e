/**
 * Deleting a job takes what cannot exist without it, and nothing else; a job's applications are not
 * among those (decision 0015). Deleting a profile or an account is the account's erasure (decision 0042).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createApplication, createBarber, createConversation, createJob, createShop } from '#server/seed/factories'
import { flatPng } from '../fixtures/media'

const app = useTestApp()
let admin: ApiClient

beforeAll(async () => {
  const account = await createAccount(app.payload, 'admin')
  admin = new ApiClient(app.url)
  await admin.login(account.email, account.password)
}, 120_000)

const count = async (
  collection: 'applications' | 'saved-jobs' | 'reviews' | 'jobs' | 'conversations' | 'messages' | 'barbers' | 'media',
  where: Record<string, unknown>,
) => (await app.payload.count({ collection, where: where as never })).totalDocs

describe('cascading deletes', () => {
  it('a shop deleting its own job without applications also removes its saved copies', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await app.payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: job.id } })
    const client = new ApiClient(app.url)
    await client.login(shop.email, shop.password)
    expect((await client.delete(`/api/jobs/${job.id}`)).status).toBe(200)
    expect(await count('jobs', { id: { equals: job.id } })).toBe(0)
    expect(await count('saved-jobs', { job: { equals: job.id } })).toBe(0)
  })

  it('an admin deleting a barbershop erases its account: jobs closed, applications and the conversation kept for the barber', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await createApplication(app.payload, job, barber.barber, 'accepted')
    const conversation = await createConversation(app.payload, barber, shop)
    await app.payload.create({
      collection: 'messages',
      data: { conversation: conversation.id, sender: shop.user.id, barberUser: barber.user.id, shopUser: shop.user.id, body: 'Olá!' },
    })
    expect((await admin.delete(`/api/barbershops/${shop.shop.id}`)).status).toBe(200)
    // The shop's jobs close and keep their applications (hooks/closeShopJobs.ts, tests/integration/shop-leaves.int.test.ts).
    expect(await app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0 })).toMatchObject({ status: 'inactive', barbershop: null })
    expect(await count('applications', { job: { equals: job.id } })).toBe(1)
    // What the barber holds stays, with the shop as 'Conta removida' (decisions 0035, 0042).
    expect(await count('conversations', { id: { equals: conversation.id } })).toBe(1)
    expect(await count('messages', { conversation: { equals: conversation.id } })).toBe(1)
    expect(await count('barbers', { id: { equals: barber.barber.id } })).toBe(1)
  })

  it('an admin deleting an account erases its profile and files, and keeps the applications the shop holds', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await createApplication(app.payload, job, barber.barber)
    const client = new ApiClient(app.url)
    await client.login(barber.email, barber.password)
    const form = new FormData()
    const png = await flatPng(8, 8, '#000')
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png')
    form.append('_payload', JSON.stringify({ folder: 'photos' }))
    expect((await client.request('POST', '/api/media', { body: form })).status).toBe(201)

    expect((await admin.delete(`/api/users/${barber.user.id}`)).status).toBe(200)
    expect(await app.payload.findByID({ collection: 'barbers', id: barber.barber.id, depth: 0 })).toMatchObject({ name: 'Conta removida', cpf: null })
    expect(await count('applications', { barberUser: { equals: barber.user.id } })).toBe(1)
    expect(await count('media', { user: { equals: barber.user.id } })).toBe(0)
    expect(await count('jobs', { id: { equals: job.id } })).toBe(1)
  })
})

describe('close, not delete (decision 0015)', () => {
  const closeInstead = 'Esta vaga já recebeu candidaturas e não pode ser excluída. Feche a vaga para encerrá-la.'

  async function appliedJob(status?: 'accepted' | 'rejected' | 'hired') {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop, { title: 'Barbeiro para o salão do centro' })
    const application = await createApplication(app.payload, job, barber.barber, status)
    const client = new ApiClient(app.url)
    await client.login(shop.email, shop.password)
    return { shop, barber, job, application, client }
  }

  it('refuses a shop deleting a job that has applications, by every way in, and lets it close the job', async () => {
    for (const status of [undefined, 'rejected', 'hired'] as const) {
      const { shop, job, application, client } = await appliedJob(status)
      const response = await client.delete(`/api/jobs/${job.id}`)
      expect(response.status).toBe(409)
      expect(errorMessage(response.body)).toBe(closeInstead)
      expect((await client.delete(`/api/jobs?where[id][equals]=${job.id}`)).status).toBe(403)
      const user = { ...shop.user, collection: 'users' as const }
      await expect(app.payload.delete({ collection: 'jobs', id: job.id, user, overrideAccess: false })).rejects.toThrow(closeInstead)
      const byQuery = await app.payload.delete({ collection: 'jobs', where: { id: { equals: job.id } }, user, overrideAccess: false })
      expect(byQuery.errors.map((e) => e.message)).toEqual([closeInstead])
      expect(await count('jobs', { id: { equals: job.id } })).toBe(1)
      expect(await count('applications', { id: { equals: application.id } })).toBe(1)
      expect((await client.patch(`/api/jobs/${job.id}`, { status: 'inactive' })).status).toBe(200)
    }
  })

  it('keeps applications, reviews and ratings when an admin deletes an applied job; the barber keeps its title', async () => {
    const { shop, barber, job, application } = await appliedJob('hired')
    await app.payload.create({ collection: 'reviews', data: { application: application.id, author: shop.user.id, rating: 4 } })
    await app.payload.create({ collection: 'reviews', data: { application: application.id, author: barber.user.id, rating: 5 } })
    expect(application).toMatchObject({ jobTitle: 'Barbeiro para o salão do centro', shopName: shop.shop.name })

    expect((await admin.delete(`/api/jobs/${job.id}`)).status).toBe(200)
    expect(await count('jobs', { id: { equals: job.id } })).toBe(0)
    expect(await count('reviews', { application: { equals: application.id } })).toBe(2)
    expect((await app.payload.findByID({ collection: 'barbers', id: barber.barber.id })).rating).toBe(4)
    expect((await app.payload.findByID({ collection: 'barbershops', id: shop.shop.id })).rating).toBe(5)

    const barberClient = new ApiClient(app.url)
    await barberClient.login(barber.email, barber.password)
    const history = await barberClient.get('/api/applications?depth=2')
    expect(history.status).toBe(200)
    expect(history.body.docs).toEqual([
      expect.objectContaining({ id: application.id, job: null, jobTitle: 'Barbeiro para o salão do centro', shopName: shop.shop.name, status: 'hired' }),
    ])
  })

  it('never lets anyone write the copies, and backfills them for applications made before they existed', async () => {
    const { barber, job, application } = await appliedJob()
    const shopClient = new ApiClient(app.url)
    const owner = await createShop(app.payload)
    await shopClient.login(owner.email, owner.password)
    const barberClient = new ApiClient(app.url)
    await barberClient.login(barber.email, barber.password)
    const other = await createJob(app.payload, owner.shop)
    const created = await barberClient.post('/api/applications', { job: other.id, jobTitle: 'Título inventado', shopName: 'Outra' })
    expect(created.status).toBe(201)
    expect(created.body.doc).toMatchObject({ jobTitle: other.title, shopName: owner.shop.name })

    await app.payload.db.drizzle.execute(`UPDATE applications SET job_title = NULL, shop_name = NULL WHERE id = ${Number(application.id)}`)
    const { up } = await import('#migrations/20261123_175300_backfill_application_job_copies')
    await up({ db: app.payload.db.drizzle, payload: app.payload } as never)
    expect(await app.payload.findByID({ collection: 'applications', id: application.id, depth: 0 })).toMatchObject({
      jobTitle: job.title,
      shopName: job.shopName,
    })
  })
})
