/**
 * Web Push is no way into the server's network (issue 36, decision 0052): a subscription is
 * accepted only on a browser's push service (https, an allowed host, no credentials, no IP
 * literal), an allowed name that resolves to a private address is refused when the push leaves,
 * before any connection, and an account keeps at most MAX_PUSH_SUBSCRIPTIONS browsers.
 */
import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:net'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushMessages } from '#domain/messages/chat'
import { DEFAULT_PUSH_SERVICE_HOSTS, MAX_PUSH_SUBSCRIPTIONS } from '#domain/push'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { PUSH_QUEUE } from '#infra/push/sendPushTask'
import { createBarber } from '#server/seed/factories'
import { useTestApp } from '../helpers/app'
import { signIn } from '../helpers/chat'
import { errorMessage, type ApiClient } from '../helpers/client'
import { browserEndpoint, refusedEndpoint } from '../helpers/pushEndpointArbitraries'

// `localhost` is a push service here, as an operator could list any name: it resolves to loopback.
const app = useTestApp({ PUSH_SERVICE_HOSTS: [...DEFAULT_PUSH_SERVICE_HOSTS, 'localhost'].join(',') })
/** Refused endpoints but those on `localhost`, which this app lists (the generator draws it among the machine's own names). */
const refusedHere = refusedEndpoint.filter((endpoint) => !URL.canParse(endpoint) || new URL(endpoint).hostname !== 'localhost')
let db: pg.Pool
/** A listener on this machine that counts every connection made to it, TLS or not. */
let listener: Server
let connections = 0

beforeAll(async () => {
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 })
  listener = createServer((socket) => {
    connections++
    socket.destroy()
  })
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve))
})
afterAll(async () => {
  await db?.end()
  await new Promise((resolve) => listener?.close(resolve))
})

/** A browser's keys, real ones: the push is encrypted for them before it leaves. */
const browser = createECDH('prime256v1')
browser.generateKeys()
const keys = { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') }
const subscriptionsOf = async (userId: number) =>
  (await db.query<{ id: number; endpoint: string }>('SELECT id, endpoint FROM push_subscriptions WHERE user_id = $1 ORDER BY id', [userId])).rows

async function signedInBarber(): Promise<{ client: ApiClient; userId: number }> {
  const barber = await createBarber(app.payload)
  return { client: await signIn(app.url, barber), userId: barber.user.id }
}

describe('subscribing', () => {
  it('refuses loopback, private and metadata addresses in any notation, other hosts, credentials and other schemes, in Portuguese', async () => {
    const { client, userId } = await signedInBarber()
    await fc.assert(
      fc.asyncProperty(refusedHere, async (endpoint) => {
        const response = await client.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys })
        expect(response.status, endpoint).toBe(400)
        expect([pushMessages.endpointInvalid, pushMessages.endpointNotAllowed]).toContain(errorMessage(response.body))
      }),
      { numRuns: 150 },
    )
    expect(await subscriptionsOf(userId)).toEqual([])
  })

  it('accepts the push services browsers use', async () => {
    const { client, userId } = await signedInBarber()
    await fc.assert(
      fc.asyncProperty(browserEndpoint, async (endpoint) => {
        const response = await client.post('/api/push/subscriptions', { endpoint, expirationTime: null, keys })
        expect(response.status, `${endpoint}: ${response.text}`).toBe(201)
      }),
      { numRuns: 8 },
    )
    expect((await subscriptionsOf(userId)).length).toBeGreaterThan(0)
  })

  it(`keeps the ${MAX_PUSH_SUBSCRIPTIONS} browsers an account subscribed last, even when asked at once`, async () => {
    const { client, userId } = await signedInBarber()
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 2 }, (_, i) => `https://fcm.googleapis.com/fcm/send/limite-${userId}-${i}`)
    for (const endpoint of endpoints) expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(201)
    expect((await subscriptionsOf(userId)).map((row) => row.endpoint)).toEqual(endpoints.slice(2))

    const { client: other, userId: otherId } = await signedInBarber()
    const many = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS * 2 }, (_, i) => `https://updates.push.services.mozilla.com/wpush/v2/junto-${otherId}-${i}`)
    const answers = await Promise.all(many.map((endpoint) => other.post('/api/push/subscriptions', { endpoint, keys })))
    expect(answers.map((answer) => answer.status)).toEqual(many.map(() => 201))
    expect(await subscriptionsOf(otherId)).toHaveLength(MAX_PUSH_SUBSCRIPTIONS)
  })
})

describe('sending', () => {
  it('refuses an allowed name that resolves to this machine when the push leaves: no connection, the subscription is dropped', async () => {
    const { client, userId } = await signedInBarber()
    const endpoint = `https://localhost:${(listener.address() as AddressInfo).port}/push/1`
    expect((await client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(201)
    const [subscription] = await subscriptionsOf(userId)
    await app.payload.jobs.queue({
      task: 'sendPush',
      queue: PUSH_QUEUE,
      input: { subscription: subscription!.id, title: 'Teste', body: 'Teste', url: '/dashboard', tag: 'teste' },
    })
    // Until the job is done, or something reached the listener.
    await expect
      .poll(
        async () => {
          flushEmailQueue(app.payload)
          return connections > 0 || (await db.query('SELECT count(*)::int AS n FROM payload_jobs WHERE completed_at IS NULL')).rows[0].n === 0
        },
        { timeout: 20_000 },
      )
      .toBe(true)
    expect(connections).toBe(0)
    expect(await subscriptionsOf(userId)).toEqual([])
  })
})
