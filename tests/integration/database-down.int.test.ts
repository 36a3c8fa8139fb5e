/**
 * While the database is down every route that needs it answers 503 with `Retry-After`, ours and
 * Payload's, signed in or not; nothing answers 500, and nothing pretends a signed-in visitor is
 * anonymous. The app runs on a PostgreSQL of this file's own, which the test really stops (its
 * connections end, new ones are refused) and starts again.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCpf } from '#domain/documents'
import { genericMessages } from '#domain/messages/common'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import type { TestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { freePort } from '../helpers/ports'
import { createBarber, createJob, createShop, type ShopAccount } from '#server/seed/factories'

let postgres: EmbeddedDatabase
let postgresRunning = false
let postgresOptions: Parameters<typeof startEmbeddedPostgres>[0]
let app: TestApp
let shop: ShopAccount
let asShop: ApiClient
const anonymous = () => new ApiClient(app.url)

type Route = { method: string; path: string; body?: unknown }
let ours: Route[]
let payloads: Route[]

beforeAll(async () => {
  postgresOptions = {
    dataDir: await mkdtemp(path.join(tmpdir(), 'navalha-fora-do-ar-')),
    port: await freePort(),
    password: 'navalha-teste',
    database: 'postgres',
  }
  postgres = await startEmbeddedPostgres(postgresOptions)
  postgresRunning = true
  // This file's server, not the shared one: it is going to be stopped.
  process.env.TEST_DATABASE_URL = postgres.connectionString
  const { startTestApp } = await import('../helpers/app')
  app = await startTestApp()
  const barber = await createBarber(app.payload)
  shop = await createShop(app.payload)
  const job = await createJob(app.payload, shop.shop)
  asShop = new ApiClient(app.url)
  await asShop.login(shop.email, shop.password)

  ours = [
    { method: 'GET', path: '/api/open-jobs' },
    { method: 'GET', path: '/api/my-jobs' },
    { method: 'GET', path: '/api/session' },
    { method: 'GET', path: '/api/stats' },
    { method: 'GET', path: `/api/job-details/${job.id}` },
    { method: 'GET', path: '/api/directory/barbers' },
    { method: 'GET', path: '/api/directory/barbershops' },
    { method: 'GET', path: `/api/profiles/by-user/${barber.user.id}` },
    { method: 'GET', path: '/api/me/profile' },
    { method: 'PUT', path: '/api/me/profile', body: { name: 'Barbearia Fora do Ar' } },
    { method: 'POST', path: '/api/me/barber' },
    { method: 'GET', path: '/api/me/dashboard' },
    {
      method: 'POST',
      path: '/api/signup',
      body: { email: 'nova@teste.navalha.test', password: 'senha-nova', name: 'Nova Conta', phone: '11987654321', userType: 'barber', document: generateCpf() },
    },
    { method: 'POST', path: '/api/auth/verify-email', body: { token: 'abc' } },
    { method: 'POST', path: '/api/users/verify/abc' },
    { method: 'POST', path: '/api/auth/resend-verification', body: { email: shop.email } },
    { method: 'POST', path: '/api/users/forgot-password', body: { email: shop.email } },
    { method: 'POST', path: '/api/users/reset-password/check', body: { token: 'abc' } },
    { method: 'POST', path: '/api/users/reset-password', body: { token: 'abc', password: 'senha-nova' } },
    { method: 'GET', path: `/media/${shop.user.id}/photos/foto.webp` },
    // The chat (issue 11); its socket adapter's LISTEN connection dies with the database too.
    { method: 'GET', path: '/api/chat/conversations' },
    { method: 'GET', path: '/api/chat/unread' },
    { method: 'POST', path: '/api/chat/conversations', body: { application: 1 } },
    { method: 'GET', path: '/api/chat/conversations/1/messages?after=1' },
    { method: 'POST', path: '/api/chat/conversations/1/messages', body: { body: 'Olá!' } },
    { method: 'POST', path: '/api/chat/conversations/1/read' },
    { method: 'PATCH', path: '/api/chat/conversations/1', body: { status: 'closed' } },
  ]
  // Payload's routes, from its config: every collection's endpoints, with ids of real documents.
  const ids: Record<string, number> = { jobs: job.id, barbers: barber.barber.id, barbershops: shop.shop.id, users: shop.user.id }
  payloads = app.payload.config.collections.flatMap((collection) =>
    (collection.endpoints || []).map((endpoint) => ({
      method: endpoint.method.toUpperCase(),
      path: `/api/${collection.slug}${endpoint.path.replace(/:id\b/, String(ids[collection.slug] ?? 1)).replace(/:\w+/g, 'abc')}`,
      body: ['POST', 'PATCH', 'PUT'].includes(endpoint.method.toUpperCase()) ? {} : undefined,
    })),
  )
  payloads.push({ method: 'GET', path: '/api/globals/landing' })
}, 180_000)

afterAll(async () => {
  // The app drops its database on close: the server must be up for that, even after a failure.
  if (postgresOptions && !postgresRunning) postgres = await startEmbeddedPostgres(postgresOptions)
  if (app) await app.close()
  await postgres?.stop()
  if (postgresOptions) await rm(postgresOptions.dataDir, { recursive: true, force: true })
})

const send = (client: ApiClient, route: Route) => client.request(route.method, route.path, route.body === undefined ? {} : { json: route.body })

function expectUnavailable(response: ApiResponse, route: Route) {
  const label = `${route.method} ${route.path}`
  expect(response.status, label).toBe(503)
  expect(response.headers.get('retry-after'), label).toMatch(/^\d+$/)
  expect(response.body.errors[0].message, label).toBe('Serviço temporariamente indisponível.')
}

describe('database down', () => {
  it('answers 503 with Retry-After on every route that needs it, then serves again once it is back', async () => {
    // Routes the REST surface hides answer 404, and bulk writes 403 (decision 0031), without asking
    // anyone, database or not.
    const hidden = new Set<Route>()
    for (const route of payloads) {
      const answer = await anonymous().request(route.method, route.path)
      if (answer.status === 404 || (answer.status === 403 && answer.body.errors?.[0]?.message === genericMessages.bulkWriteRefused)) hidden.add(route)
    }

    await postgres.stop()
    postgresRunning = false

    const health = await anonymous().get('/api/health')
    expect(health.status).toBe(503)
    expect(health.headers.get('retry-after')).toMatch(/^\d+$/)
    // Signed in: the session lookup itself needs the database, so nothing is answered without it.
    for (const route of [...ours, ...payloads.filter((route) => !hidden.has(route))]) expectUnavailable(await send(asShop, route), route)
    // Anonymous: a route may answer without the database (no one to look up), never with a 500.
    for (const route of [...ours, ...payloads]) {
      const response = await send(anonymous(), route)
      expect(response.status, `${route.method} ${route.path}`).not.toBe(500)
      if (response.status === 503) expectUnavailable(response, route)
    }
    expect((await asShop.get('/api/media-limits')).status).toBe(200)

    postgres = await startEmbeddedPostgres(postgresOptions)
    postgresRunning = true
    expect((await anonymous().get('/api/health')).status).toBe(200)
    const session = await asShop.get('/api/session')
    expect(session.status).toBe(200)
    expect(session.body.user.id).toBe(shop.user.id)
    expect((await asShop.get('/api/jobs?limit=1')).status).toBe(200)
  }, 180_000)
})
