/** Deleting a job, a profile or an account takes what cannot exist without it, and nothing else. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop } from '../helpers/seed'

let app: TestApp
let admin: ApiClient

beforeAll(async () => {
  app = await startTestApp()
  const account = await createAccount(app.payload, 'admin')
  admin = new ApiClient(app.url)
  await admin.login(account.email, account.password)
}, 120_000)
afterAll(() => app?.close())

const count = async (
  collection: 'applications' | 'saved-jobs' | 'reviews' | 'jobs' | 'conversations' | 'messages' | 'barbers' | 'media',
  where: Record<string, unknown>,
) => (await app.payload.count({ collection, where: where as never })).totalDocs

describe('cascading deletes', () => {
  it('a shop deleting its own job also removes its applications, saved copies and their reviews', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const application = await createApplication(app.payload, job, barber.barber, 'hired')
    await app.payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: job.id } })
    await app.payload.create({ collection: 'reviews', data: { application: application.id, author: shop.user.id, rating: 5 } as never })
    const other = await createJob(app.payload, shop.shop)
    await createApplication(app.payload, other, barber.barber)

    const client = new ApiClient(app.url)
    await client.login(shop.email, shop.password)
    expect((await client.delete(`/api/jobs/${job.id}`)).status).toBe(200)
    expect(await count('applications', { job: { equals: job.id } })).toBe(0)
    expect(await count('saved-jobs', { job: { equals: job.id } })).toBe(0)
    expect(await count('reviews', { application: { equals: application.id } })).toBe(0)
    expect(await count('applications', { job: { equals: other.id } })).toBe(1)
    expect((await app.payload.findByID({ collection: 'barbers', id: barber.barber.id })).rating ?? null).toBeNull()
  })

  it('an admin deleting a barbershop removes its jobs, their applications and its conversations', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await createApplication(app.payload, job, barber.barber, 'accepted')
    const conversation = await app.payload.create({
      collection: 'conversations',
      data: { barber: barber.barber.id, barbershop: shop.shop.id, barberUser: barber.user.id, shopUser: shop.user.id } as never,
    })
    await app.payload.create({
      collection: 'messages',
      data: { conversation: conversation.id, sender: shop.user.id, barberUser: barber.user.id, shopUser: shop.user.id, body: 'Olá!' } as never,
    })
    expect((await admin.delete(`/api/barbershops/${shop.shop.id}`)).status).toBe(200)
    expect(await count('jobs', { barbershop: { equals: shop.shop.id } })).toBe(0)
    expect(await count('applications', { job: { equals: job.id } })).toBe(0)
    expect(await count('conversations', { id: { equals: conversation.id } })).toBe(0)
    expect(await count('messages', { conversation: { equals: conversation.id } })).toBe(0)
    expect(await count('barbers', { id: { equals: barber.barber.id } })).toBe(1)
  })

  it('an admin deleting an account removes its profile, applications and files', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await createApplication(app.payload, job, barber.barber)
    const client = new ApiClient(app.url)
    await client.login(barber.email, barber.password)
    const form = new FormData()
    const sharp = (await import('sharp')).default
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png')
    form.append('_payload', JSON.stringify({ folder: 'photos' }))
    expect((await client.request('POST', '/api/media', { body: form })).status).toBe(201)

    expect((await admin.delete(`/api/users/${barber.user.id}`)).status).toBe(200)
    expect(await count('barbers', { user: { equals: barber.user.id } })).toBe(0)
    expect(await count('applications', { barberUser: { equals: barber.user.id } })).toBe(0)
    expect(await count('media', { user: { equals: barber.user.id } })).toBe(0)
    expect(await count('jobs', { id: { equals: job.id } })).toBe(1)
  })
})
