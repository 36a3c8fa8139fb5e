/**
 * One way to fail (issue 28): a bad request to each kind of route — an Express handler, the lean
 * read path, Payload's REST API with a hook refusing, the console's facade, a chat store's
 * refusal, a billing route and Socket.IO's own HTTP refusal — answers with the one wire body of
 * domain/errors.ts, built by `wireErrorBody`, and the status of the failure's kind. A Socket.IO
 * acknowledgement keeps its `{ error }` with the message the HTTP route gives for the same refusal.
 */
import { io } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents } from '#domain/chat'
import { ERROR_CODES, wireErrorBody, type WireErrorBody } from '#domain/errors'
import { adminMessages } from '#domain/messages/admin'
import { applicationMessages } from '#domain/messages/jobs'
import { billingMessages } from '#domain/messages/billing'
import { chatMessages } from '#domain/messages/chat'
import { reviewMessages } from '#domain/messages/reviews'
import { wireMessages } from '#domain/messages/common'
import { useTestApp } from '../helpers/app'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { createAccount, createBarber, createJob, createShop, type Account, type BarberAccount, type ShopAccount } from '#server/seed/factories'

const app = useTestApp()
const sockets: ReturnType<typeof io>[] = []
afterAll(() => sockets.forEach((socket) => socket.disconnect()))
let barber: BarberAccount, shop: ShopAccount, admin: Account

beforeAll(async () => {
  ;[barber, shop, admin] = await Promise.all([
    createBarber(app.payload, { name: 'Barbeiro Formas' }),
    createShop(app.payload, { name: 'Barbearia Formas' }),
    createAccount(app.payload, 'admin'),
  ])
}, 120_000)

const ENTRY_KEYS = new Set(['message', 'field', 'code', 'title', 'detail', 'plansPath', 'challenge'])

/** The wire body: `{ errors: [...] }` and nothing else, each entry a Portuguese message and only the known details. */
function expectWireBody(response: ApiResponse, status: number): WireErrorBody {
  expect(response.status).toBe(status)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = response.body as WireErrorBody
  expect(Object.keys(body)).toEqual(['errors'])
  expect(body.errors.length).toBeGreaterThan(0)
  for (const entry of body.errors) {
    expect(typeof entry.message).toBe('string')
    expect(entry.message.length).toBeGreaterThan(0)
    for (const key of Object.keys(entry)) expect(ENTRY_KEYS).toContain(key)
  }
  return body
}

describe('every kind of route fails in one shape', () => {
  it('an Express handler (sign-up with nothing filled)', async () => {
    const body = expectWireBody(await new ApiClient(app.url).post('/api/signup', {}), 400)
    expect(typeof body.errors[0].field).toBe('string')
  })

  it('the lean read path (a list asked with two texts for one filter)', async () => {
    const response = await new ApiClient(app.url).get('/api/open-jobs?q=barba&q=corte')
    expect(expectWireBody(response, 400)).toEqual(wireErrorBody({ message: 'Valor inválido: envie um único texto.', field: 'q' }))
  })

  it("Payload's REST API, a hook refusing with a code (applying twice)", async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga das formas de erro' })
    const asBarber = await app.signedIn(barber)
    expect((await asBarber.post('/api/applications', { job: job.id })).status).toBe(201)
    const again = await asBarber.post('/api/applications', { job: job.id })
    expect(expectWireBody(again, 409)).toEqual(wireErrorBody({ message: applicationMessages.alreadyApplied, code: ERROR_CODES.alreadyApplied }))
  })

  it("Payload's REST API, a hook refusing without details (a review with no hire)", async () => {
    const response = await (await app.signedIn(barber)).post('/api/reviews', { rating: 5 })
    expect(expectWireBody(response, 400)).toEqual(wireErrorBody({ message: reviewMessages.applicationRequired }))
  })

  it("the console's facade (a resource it does not have)", async () => {
    const response = await (await app.signedIn(admin)).get('/api/admin/nothing-here')
    expect(expectWireBody(response, 404)).toEqual(wireErrorBody({ message: adminMessages.unknownResource }))
  })

  it("a chat store's refusal (a conversation that is not the asker's)", async () => {
    const response = await (await app.signedIn(barber)).get('/api/chat/conversations/999999')
    expect(expectWireBody(response, 404)).toEqual(wireErrorBody({ message: chatMessages.conversationNotFound }))
  })

  it('a billing route (a checkout without a plan)', async () => {
    const response = await (await app.signedIn(barber)).post('/api/billing/checkout', {})
    expect(expectWireBody(response, 400)).toEqual(wireErrorBody({ message: billingMessages.planRequired, field: 'plan' }))
  })

  it("a Socket.IO acknowledgement (joining a conversation that is not the asker's) says what the HTTP route says", async () => {
    const client = await app.signedIn(barber)
    const overHttp = expectWireBody(await client.get('/api/chat/conversations/999999'), 404)
    const socket = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: app.url, cookie: `payload-token=${client.cookie('payload-token')}` },
    })
    sockets.push(socket)
    const ack = await socket.timeout(5000).emitWithAck(chatEvents.join, { conversation: 999999 })
    expect(ack).toEqual({ error: overHttp.errors[0].message })
  })

  it("Express's router refusing an address part with broken percent-encoding says so in Portuguese, not 'Failed to decode param'", async () => {
    for (const path of ['/api/places-with-jobs/sp/%E0%A4%A', '/api/places-with-jobs/job/%ED%A0%80', '/api/barbers/%E0%A4%A']) {
      const response = await new ApiClient(app.url).get(path)
      expect(expectWireBody(response, 400)).toEqual(wireErrorBody({ message: wireMessages.addressUnreadable }))
    }
  })

  it("Socket.IO's own HTTP refusal (an unknown transport)", async () => {
    const response = await new ApiClient(app.url).get('/socket.io/?EIO=4&transport=pigeon')
    expect(expectWireBody(response, 400)).toEqual(wireErrorBody({ message: wireMessages.chatTransportUnknown }))
  })
})
