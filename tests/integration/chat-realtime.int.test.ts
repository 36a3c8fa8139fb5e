/**
 * The chat's Socket.IO server (issue 11): the handshake checks the session like the REST API,
 * rooms admit only the conversation's parties, bad frames and unknown events hurt nobody else,
 * and a second instance on the same PostgreSQL delivers what the first one stored.
 */
import { io, type Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { chatEvents, type ChatMessage } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { MAX_SOCKETS_PER_USER } from '#server/chat/realtime'
import type { RunningNavalha } from '#server/start'
import { useTestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn } from '../helpers/chat'
import type { ApiClient } from '../helpers/client'
import { createBarber, createShop } from '#server/seed/factories'

const app = useTestApp()
const sockets: Socket[] = []

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
})

/** A socket of the signed-in `client` to the server at `url` (the page's origin is always the app's). */
function connect(url: string, client: ApiClient | null): Socket {
  const token = client?.cookie('payload-token')
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: app.url, ...(token ? { cookie: `payload-token=${token}` } : {}) },
  })
  sockets.push(socket)
  return socket
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve()
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })

const refused = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('conectou')))
    socket.once('connect_error', (error) => resolve(error.message))
  })

const join = (socket: Socket, conversation: unknown) => socket.timeout(5000).emitWithAck(chatEvents.join, { conversation })

/** Messages this socket receives from now on. */
function received(socket: Socket): ChatMessage[] {
  const messages: ChatMessage[] = []
  socket.on(chatEvents.message, (message: ChatMessage) => messages.push(message))
  return messages
}

const until = async (check: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('tempo esgotado')
    await new Promise((r) => setTimeout(r, 25))
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms))
const send = (client: ApiClient, conversation: number, body: string) => client.post(`/api/chat/conversations/${conversation}/messages`, { body })

describe('rooms', () => {
  it('admits the two parties to their conversation and nobody else; a stranger listening gets nothing', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const [strangerBarber, strangerShop] = await Promise.all([createBarber(app.payload), createShop(app.payload)])
    const strangers = await Promise.all([signIn(app.url, strangerBarber), signIn(app.url, strangerShop)])

    const barberSocket = connect(app.url, pair.barberClient)
    const strangerSockets = strangers.map((client) => connect(app.url, client))
    await Promise.all([barberSocket, ...strangerSockets].map(connected))
    expect(await join(barberSocket, conversation)).toEqual({ ok: true })
    for (const socket of strangerSockets) expect(await join(socket, conversation)).toEqual({ error: chatMessages.conversationNotFound })
    expect(await join(barberSocket, 'abc')).toEqual({ error: chatMessages.conversationNotFound })

    const barberGot = received(barberSocket)
    const strangersGot = strangerSockets.flatMap((socket) => {
      const all: unknown[] = []
      socket.onAny((event, ...args) => all.push([event, ...args]))
      return [all]
    })
    const sent = await send(pair.shopClient, conversation, 'Bom dia, Rafael!')
    expect(sent.status).toBe(201)
    await until(() => barberGot.length === 1)
    expect(barberGot[0]).toEqual(sent.body.message)
    await pause(300)
    for (const got of strangersGot) expect(got).toEqual([])
  })

  it('refuses a handshake without a live session or from a foreign origin', async () => {
    expect(await refused(connect(app.url, null))).toBe(chatMessages.onlyParties)
    const pair = await createChatPair(app.payload, app.url)
    const token = pair.shopClient.cookie('payload-token')
    const foreign = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: 'https://evil.example', cookie: `payload-token=${token}` },
    })
    sockets.push(foreign)
    expect(await refused(foreign)).toBe(chatMessages.onlyParties)
    await pair.shopClient.post('/api/users/logout')
    expect(await refused(connect(app.url, pair.shopClient))).toBe(chatMessages.onlyParties)
  })
})

describe('bounds', () => {
  it('refuses unknown events and oversize frames without hurting other connections', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const barberSocket = connect(app.url, pair.barberClient)
    const shopSocket = connect(app.url, pair.shopClient)
    await Promise.all([connected(barberSocket), connected(shopSocket)])
    await join(barberSocket, conversation)
    const barberGot = received(barberSocket)

    expect(await shopSocket.timeout(5000).emitWithAck('message:delete', { id: 1 })).toEqual({ error: chatMessages.unknownEvent })
    const refusedFrame = new Promise((resolve) => shopSocket.once(chatEvents.refused, resolve))
    shopSocket.emit('admin:everything')
    expect(await refusedFrame).toEqual({ message: chatMessages.unknownEvent })
    expect(shopSocket.connected).toBe(true)

    const closed = new Promise((resolve) => shopSocket.once('disconnect', resolve))
    shopSocket.emit(chatEvents.join, { conversation, padding: 'x'.repeat(64 * 1024) })
    await closed

    expect((await send(pair.shopClient, conversation, 'Ainda por aqui?')).status).toBe(201)
    await until(() => barberGot.length === 1)
    expect(barberSocket.connected).toBe(true)
  })

  it(`allows ${MAX_SOCKETS_PER_USER} sockets per user`, async () => {
    const pair = await createChatPair(app.payload, app.url)
    const open = Array.from({ length: MAX_SOCKETS_PER_USER }, () => connect(app.url, pair.shopClient))
    await Promise.all(open.map(connected))
    expect(await refused(connect(app.url, pair.shopClient))).toBe(chatMessages.tooManyConnections)
    // Another account is not affected.
    await connected(connect(app.url, pair.barberClient))
    open[0]!.disconnect()
    await until(() => true)
    await pause(200)
    await connected(connect(app.url, pair.shopClient))
  })
})

describe('two instances on one PostgreSQL', () => {
  let second: RunningNavalha | undefined
  afterAll(() => second?.close())

  it('delivers a message stored through A to a client on B, and a restarted B loses and repeats nothing', async () => {
    const { startNavalha } = await import('#server/start')
    second = await startNavalha({ port: 0, log: () => {} })
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)

    const onB = connect(second.url, pair.barberClient)
    await connected(onB)
    expect(await join(onB, conversation)).toEqual({ ok: true })
    const got = received(onB)
    const inbox: unknown[] = []
    onB.on(chatEvents.inbox, (event) => inbox.push(event))

    const sent = await send(pair.shopClient, conversation, 'Mensagem pela instância A')
    await until(() => got.length === 1)
    expect(got[0]).toEqual(sent.body.message)
    await until(() => inbox.length >= 1)
    expect(inbox[0]).toEqual({ conversation, seq: sent.body.message.seq })

    // B goes away; two messages are stored meanwhile; a new B comes up and the client catches up.
    await second.close()
    second = undefined
    const missed = [
      await send(pair.shopClient, conversation, 'Enquanto B estava fora 1'),
      await send(pair.shopClient, conversation, 'Enquanto B estava fora 2'),
    ]
    second = await startNavalha({ port: 0, log: () => {} })
    const again = connect(second.url, pair.barberClient)
    await connected(again)
    expect(await join(again, conversation)).toEqual({ ok: true })
    const live = received(again)
    const lastSeen = got.at(-1)!.id
    const caughtUp = await pair.barberClient.get(`/api/chat/conversations/${conversation}/messages?after=${lastSeen}`)
    expect(caughtUp.body.messages).toEqual(missed.map((response) => response.body.message))
    const next = await send(pair.shopClient, conversation, 'Depois da volta de B')
    await until(() => live.length === 1)
    expect(live[0]).toEqual(next.body.message)
    const all = [...got, ...caughtUp.body.messages, ...live].map((message: ChatMessage) => message.id)
    expect(new Set(all).size).toBe(all.length)
    expect(all).toHaveLength(4)
  })

  it('delivers every message to every socket of both parties, 300 sent at once from both sides through both instances, numbered in order', async () => {
    const { startNavalha } = await import('#server/start')
    second ??= await startNavalha({ port: 0, log: () => {} })
    const instances = [app.url, second.url]
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    // Each party holds as many sockets as it may (MAX_SOCKETS_PER_USER), half on each instance.
    const parties = [pair.barberClient, pair.shopClient]
    const listeners = parties.flatMap((client) => Array.from({ length: MAX_SOCKETS_PER_USER }, (_, i) => connect(instances[i % 2]!, client)))
    await Promise.all(listeners.map(connected))
    for (const socket of listeners) expect(await join(socket, conversation)).toEqual({ ok: true })
    const inboxes = listeners.map(received)
    const resyncs: number[] = []
    listeners.forEach((socket, index) => socket.on(chatEvents.resync, () => resyncs.push(index)))

    const TOTAL = 300
    const answers = await Promise.all(
      Array.from({ length: TOTAL }, (_, i) => {
        const client = parties[i % 2]!.through(instances[Math.floor(i / 2) % 2]!)
        return client.post(`/api/chat/conversations/${conversation}/messages`, { body: `mensagem ${i}` })
      }),
    )
    expect(answers.filter((answer) => answer.status !== 201).map((answer) => `${answer.status} ${answer.text}`)).toEqual([])
    const stored = answers.map((answer) => answer.body.message as ChatMessage).sort((a, b) => a.id - b.id)
    // Numbered 1…300 in the order they were stored: a gap on a client is a message it missed.
    expect(stored.map((message) => message.seq)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1))

    await until(() => inboxes.every((got) => got.length >= TOTAL), 30_000).catch(() => {})
    const missing = inboxes.map((got) => TOTAL - new Set(got.map((message) => message.id)).size)
    expect({ missing, resyncs }).toEqual({ missing: Array(listeners.length).fill(0), resyncs: [] })
    for (const got of inboxes) expect(got).toHaveLength(TOTAL)
  })
})
