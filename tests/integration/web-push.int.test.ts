/**
 * Web Push (issue 30): the whole path from an event to a browser, against a push service on this
 * machine that decrypts what it receives with the browser's own keys (RFC 8291), on two instances
 * of the app sharing one PostgreSQL.
 */
import { createPublicKey, verify } from 'node:crypto'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushMessages } from '#domain/messages/chat'
import type { PushNotification } from '#domain/push'
import { flushEmailQueue } from '#infra/email/queueRunner'
import type { RunningNavalha } from '#server/start'
import { useTestApp } from '../helpers/app'
import { signIn } from '../helpers/chat'
import { ApiClient, errorMessage } from '../helpers/client'
import { LOCAL_PUSH_SERVICE_ENV, startPushService, type PushService, type TestSubscription } from '../helpers/pushService'
import { createBarber, createJob, createShop } from '#server/seed/factories'

let push: PushService
beforeAll(async () => {
  push = await startPushService()
})
const app = useTestApp(LOCAL_PUSH_SERVICE_ENV)
let second: RunningNavalha
let db: pg.Pool

beforeAll(async () => {
  const { startNavalha } = await import('#server/start')
  second = await startNavalha({ port: 0, log: () => {} })
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 })
}, 120_000)
afterAll(async () => {
  await second?.close()
  await db?.end()
  await push?.close()
})

/** Every queued push sent (both instances running the queue as hard as they can), then a moment for strays. */
async function settled() {
  await expect
    .poll(
      async () => {
        flushEmailQueue(app.payload)
        flushEmailQueue(second.payload)
        return (await db.query('SELECT count(*)::int AS n FROM payload_jobs')).rows[0].n
      },
      { timeout: 20_000 },
    )
    .toBe(0)
  await new Promise((resolve) => setTimeout(resolve, 300))
}

const receivedBy = (subscription: TestSubscription) => push.received.filter((request) => `${push.url}${request.path}` === subscription.endpoint)
const notificationsOf = (subscription: TestSubscription): PushNotification[] =>
  receivedBy(subscription).map((request) => JSON.parse(subscription.decrypt(request.body)) as PushNotification)

/** A browser on the site's address whose requests a load balancer sends to the second instance. */
class SecondInstanceClient extends ApiClient {
  override request<T = any>(method: string, path: string, options: Parameters<ApiClient['request']>[2] = {}) {
    return super.request<T>(method, path, { origin: app.url, ...options })
  }
}

let counter = 0
const newSubscription = (prefix = '/push') => push.subscription(`${prefix}/${++counter}`)

async function pairOnTwoInstances() {
  const [shop, barber] = await Promise.all([
    createShop(app.payload, { name: 'Barbearia Navalha de Ouro' }),
    createBarber(app.payload, { name: 'Rafael Cortes' }),
  ])
  const job = await createJob(app.payload, shop.shop, { title: 'Barbeiro para o sábado' })
  // The barber uses the first instance, the shop the second: events start on both.
  const shopClient = new SecondInstanceClient(second.url)
  const [barberClient] = await Promise.all([signIn(app.url, barber), shopClient.login(shop.email, shop.password)])
  return { shop, barber, job, barberClient, shopClient }
}

async function subscribe(client: ApiClient, subscription: TestSubscription) {
  const response = await client.post('/api/push/subscriptions', subscription.json)
  expect(response.status, response.text).toBe(201)
}

describe('VAPID keys', () => {
  it('are generated once and the same on every instance', async () => {
    const [one, two] = await Promise.all([new ApiClient(app.url).get('/api/push/public-key'), new ApiClient(second.url).get('/api/push/public-key')])
    expect(one.status).toBe(200)
    expect(one.body.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/)
    expect(two.body.publicKey).toBe(one.body.publicKey)
    expect((await db.query('SELECT count(*)::int AS n FROM web_push_keys')).rows[0].n).toBe(1)
  })
})

describe('subscribing', () => {
  it('needs a session', async () => {
    const response = await new ApiClient(app.url).post('/api/push/subscriptions', newSubscription().json)
    expect(response.status).toBe(401)
  })

  it('refuses what is not a browser subscription, in Portuguese', async () => {
    const barber = await createBarber(app.payload)
    const client = await signIn(app.url, barber)
    const good = newSubscription().json
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: good.endpoint.replace('https:', 'http:') }, pushMessages.endpointInvalid],
      [{ ...good, endpoint: good.endpoint.replace('localhost', '127.0.0.1') }, pushMessages.endpointNotAllowed],
      [{ ...good, endpoint: 'não é um endereço' }, pushMessages.endpointInvalid],
      [{ ...good, keys: { ...good.keys, p256dh: 'curta' } }, pushMessages.keysInvalid],
      [{ ...good, keys: { ...good.keys, auth: good.keys.p256dh } }, pushMessages.keysInvalid],
      [{ endpoint: good.endpoint }, pushMessages.keysInvalid],
      [{}, pushMessages.endpointInvalid],
    ]
    for (const [body, message] of cases) {
      const response = await client.post('/api/push/subscriptions', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(errorMessage(response.body)).toBe(message)
    }
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await client.post('/api/push/subscriptions', body)
        expect([201, 400]).toContain(response.status)
        if (response.status === 400) expect(errorMessage(response.body)).toMatch(/[ãáçéêíóõú]|Inscrição|inválid|Requisição/)
      }),
      { numRuns: 40 },
    )
    expect((await db.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [barber.user.id])).rows[0].n).toBe(0)
  })
})

describe('the whole path, on two instances', () => {
  it('pushes one encrypted, masked notification per event: applicant, status, message', async () => {
    const { barber, shop, job, barberClient, shopClient } = await pairOnTwoInstances()
    const barberPhone = newSubscription()
    const shopPhone = newSubscription()
    await subscribe(barberClient, barberPhone)
    await subscribe(shopClient, shopPhone)

    const applied = await barberClient.post('/api/applications', { job: job.id })
    expect(applied.status, applied.text).toBe(201)
    await settled()
    expect(notificationsOf(shopPhone)).toEqual([
      { title: 'Novo candidato', body: 'Rafael Cortes se candidatou à vaga Barbeiro para o sábado', url: `/vaga/${job.id}/candidatos`, tag: `job-${job.id}` },
    ])

    expect((await shopClient.patch(`/api/applications/${applied.body.doc.id}`, { status: 'accepted' })).status).toBe(200)
    await settled()
    expect(notificationsOf(barberPhone)).toEqual([
      {
        title: 'Sua candidatura mudou',
        body: 'Sua candidatura à vaga Barbeiro para o sábado em Barbearia Navalha de Ouro foi aceita.',
        url: '/vagas-aplicadas',
        tag: 'applications',
      },
    ])

    const opened = await shopClient.post('/api/chat/conversations', { application: applied.body.doc.id })
    const conversation = opened.body.conversation.id as number
    const sent = await shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Me chama no zap 11 98765-4321 ou joao@barbearia.com' })
    expect(sent.status).toBe(201)
    await settled()
    const [, message] = notificationsOf(barberPhone)
    expect(message).toMatchObject({ url: `/chat/${conversation}`, tag: `chat-${conversation}` })
    expect(message!.title).toMatch(/^Nova mensagem de /)
    expect(message!.body).toContain('[contato oculto]')
    expect(message!.body).not.toMatch(/98765|4321|joao@|barbearia\.com/)

    // Exactly one request per event and subscription, although both instances ran the queue.
    expect(receivedBy(shopPhone)).toHaveLength(1)
    expect(receivedBy(barberPhone)).toHaveLength(2)
    expect(barber.user.id).not.toBe(shop.user.id)
  })

  it('signs with the shared VAPID key and sends aes128gcm with a time to live', async () => {
    const { job, barberClient, shopClient } = await pairOnTwoInstances()
    const shopPhone = newSubscription()
    await subscribe(shopClient, shopPhone)
    expect((await barberClient.post('/api/applications', { job: job.id })).status).toBe(201)
    await settled()
    const [request] = receivedBy(shopPhone)
    expect(request!.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0)
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(request!.headers.authorization))!
    expect(key).toBe((await new ApiClient(app.url).get('/api/push/public-key')).body.publicKey)
    const [header, claims, signature] = jwt!.split('.')
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString()).aud).toBe(push.url)
    const raw = Buffer.from(key!, 'base64url')
    const publicKey = createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') },
      format: 'jwk',
    })
    expect(verify('sha256', Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature!, 'base64url'))).toBe(true)
  })
})

describe('choices and gone subscriptions', () => {
  it('each kind is switched off in /conta on its own, the others still reach the account', async () => {
    const { job, barberClient, shopClient } = await pairOnTwoInstances()
    const shopPhone = newSubscription()
    await subscribe(shopClient, shopPhone)
    expect((await shopClient.get('/api/push/preferences')).body.preferences).toEqual({
      newMessage: true,
      newApplicant: true,
      applicationStatus: true,
      jobAlert: true,
      invitation: true,
      trialDay: true,
    })
    const off = await shopClient.request('PUT', '/api/push/preferences', { json: { newApplicant: false } })
    expect(off.status).toBe(200)
    expect(off.body.preferences).toMatchObject({ newApplicant: false, newMessage: true })

    const applied = await barberClient.post('/api/applications', { job: job.id })
    expect(applied.status).toBe(201)
    await settled()
    expect(receivedBy(shopPhone)).toHaveLength(0)

    // The other kinds still reach the shop.
    await shopClient.patch(`/api/applications/${applied.body.doc.id}`, { status: 'accepted' })
    const opened = await shopClient.post('/api/chat/conversations', { application: applied.body.doc.id })
    await barberClient.post(`/api/chat/conversations/${opened.body.conversation.id}/messages`, { body: 'Obrigado pela resposta!' })
    await settled()
    expect(notificationsOf(shopPhone).map((n) => n.body)).toEqual(['Obrigado pela resposta!'])

    for (const body of [{ newApplicant: 'sim' }, { qualquer: true }, { newMessage: null }]) {
      const refused = await shopClient.request('PUT', '/api/push/preferences', { json: body })
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect([pushMessages.preferenceInvalid, pushMessages.preferenceUnknown]).toContain(errorMessage(refused.body))
    }
    expect((await new ApiClient(app.url).get('/api/push/preferences')).status).toBe(401)
  })

  it('opting out stops the pushes of that browser only', async () => {
    const { job, barberClient, shopClient } = await pairOnTwoInstances()
    const phone = newSubscription()
    const laptop = newSubscription()
    await subscribe(shopClient, phone)
    await subscribe(shopClient, laptop)
    const stranger = await signIn(app.url, await createBarber(app.payload))
    // Another account cannot remove it.
    expect((await stranger.request('DELETE', '/api/push/subscriptions', { json: { endpoint: phone.endpoint } })).status).toBe(204)
    const removed = await shopClient.request('DELETE', '/api/push/subscriptions', { json: { endpoint: phone.endpoint } })
    expect(removed.status).toBe(204)
    expect((await shopClient.request('DELETE', '/api/push/subscriptions', { json: {} })).status).toBe(400)

    expect((await barberClient.post('/api/applications', { job: job.id })).status).toBe(201)
    await settled()
    expect(receivedBy(phone)).toHaveLength(0)
    expect(receivedBy(laptop)).toHaveLength(1)
  })

  it('never follows a push service’s redirect: nothing reaches where it points, and the subscription is dropped', async () => {
    const { shop, job, barberClient, shopClient } = await pairOnTwoInstances()
    const moved = newSubscription('/moved')
    await subscribe(shopClient, moved)
    expect((await barberClient.post('/api/applications', { job: job.id })).status).toBe(201)
    await settled()
    expect(receivedBy(moved)).toHaveLength(1)
    expect(push.received.filter((request) => request.path.startsWith('/redirected/'))).toEqual([])
    expect((await db.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [shop.user.id])).rows[0].n).toBe(0)
  })

  it('forgets a subscription the push service says is gone (410, 404), and the account takes its subscriptions with it', async () => {
    const { shop, job, barberClient, shopClient } = await pairOnTwoInstances()
    const gone = newSubscription('/gone')
    const missing = newSubscription('/missing')
    const live = newSubscription()
    for (const subscription of [gone, missing, live]) await subscribe(shopClient, subscription)
    expect((await barberClient.post('/api/applications', { job: job.id })).status).toBe(201)
    await settled()
    expect(receivedBy(gone)).toHaveLength(1)
    expect(receivedBy(missing)).toHaveLength(1)
    const left = await db.query('SELECT endpoint FROM push_subscriptions WHERE user_id = $1', [shop.user.id])
    expect(left.rows.map((row) => row.endpoint)).toEqual([live.endpoint])

    await shopClient.request('PUT', '/api/push/preferences', { json: { newMessage: false } })
    await app.payload.delete({ collection: 'users', id: shop.user.id, overrideAccess: true })
    expect((await db.query('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [shop.user.id])).rows[0].n).toBe(0)
    expect((await db.query('SELECT count(*)::int AS n FROM push_preferences WHERE user_id = $1', [shop.user.id])).rows[0].n).toBe(0)
  })
})
