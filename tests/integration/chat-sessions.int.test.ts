/**
 * Sockets follow the session (issue 23, decision 0030): a socket belongs to the session that
 * opened it. Logout, a password change or reset, an e-mail change, a lock (by an admin, by the
 * subscription, or by the trial simply running out), a deletion: each disconnects the sockets of
 * the sessions it ended within 5 seconds, on every instance, and they receive nothing more. Every
 * event a socket sends or is sent is checked again against the session, so even a session ended
 * behind the server's back (a row deleted in SQL) gets nothing once the check's short cache expires.
 */
import { createHash, randomBytes } from 'node:crypto'
import type { Socket } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { chatEvents, type ChatMessage } from '#domain/chat'
import { accountMessages } from '#domain/messages/auth'
import { chatMessages } from '#domain/messages/chat'
import type { RunningNavalha } from '#server/start'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { chatSocket, createChatPair, openConversation, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createAccount } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
const sockets: Socket[] = []

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
})

/** How long a session that ended may keep a socket (the bound). */
const WITHIN_MS = 5000

const connect = (url: string, client: ApiClient) => chatSocket(url, app.url, client, sockets)

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve()
    socket.once('connect', () => resolve())
    socket.once('connect_error', reject)
  })

const refusal = (socket: Socket) =>
  new Promise<string>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('conectou')))
    socket.once('connect_error', (error) => resolve(error.message))
  })

/** A socket of `client` in the conversation, and everything it receives from now on. */
async function listening(url: string, client: ApiClient, conversation: number) {
  const socket = connect(url, client)
  await connected(socket)
  expect(await socket.timeout(5000).emitWithAck(chatEvents.join, { conversation })).toEqual({ ok: true })
  const got: [string, ...unknown[]][] = []
  socket.onAny((event, ...args) => got.push([event, ...args]))
  const closed = new Promise<number>((resolve) => socket.once('disconnect', () => resolve(Date.now())))
  return { socket, got, closed }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const until = async (check: () => boolean, timeoutMs = WITHIN_MS) => {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error('tempo esgotado')
    await pause(25)
  }
}
const send = (client: ApiClient, conversation: number, body: string) => client.post(`/api/chat/conversations/${conversation}/messages`, { body })

/** Resolves with the moment `closed` came, or fails after the bound. */
async function disconnectedWithin(closed: Promise<number>, since: number) {
  const at = await Promise.race([closed, pause(WITHIN_MS + 500).then(() => Number.POSITIVE_INFINITY)])
  expect(at - since, 'desconectado em até 5 s').toBeLessThanOrEqual(WITHIN_MS)
}

/** After the end: the other side writes, and the ended socket gets nothing more. */
async function receivesNothingMore(pair: ChatPair, conversation: number, got: [string, ...unknown[]][]) {
  const before = got.length
  expect((await send(pair.shopClient, conversation, 'Ainda está aí?')).status).toBe(201)
  await pause(400)
  expect(got.slice(before)).toEqual([])
}

async function barberListening(url = app.url) {
  const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
  const conversation = await openConversation(pair)
  return { pair, conversation, ...(await listening(url, pair.barberClient, conversation)) }
}

async function adminClient() {
  return signIn(app.url, await createAccount(app.payload, 'admin'))
}

describe('the session ends on this instance', () => {
  it('logout disconnects that session’s sockets only; another session of the account keeps its own', async () => {
    const { pair, conversation, got, closed } = await barberListening()
    const otherSession = await signIn(app.url, pair.barber)
    const kept = await listening(app.url, otherSession, conversation)
    const since = Date.now()
    expect((await pair.barberClient.post('/api/users/logout')).status).toBe(200)
    await disconnectedWithin(closed, since)
    await receivesNothingMore(pair, conversation, got)
    await until(() => kept.got.some(([event]) => event === chatEvents.message))
    expect(kept.socket.connected).toBe(true)
  })

  it('a password change disconnects the other sessions and keeps the one that made it', async () => {
    const { pair, conversation, got, closed } = await barberListening()
    const changer = await signIn(app.url, pair.barber)
    const kept = await listening(app.url, changer, conversation)
    const since = Date.now()
    const changed = await changer.post('/api/me/password', { currentPassword: pair.barber.password, newPassword: 'senhaNova123' })
    expect(changed.status, changed.text).toBe(200)
    await disconnectedWithin(closed, since)
    await receivesNothingMore(pair, conversation, got)
    expect(kept.socket.connected).toBe(true)
    expect(kept.got.some(([event]) => event === chatEvents.message)).toBe(true)
  })

  it('a password reset by the e-mailed link disconnects every session', async () => {
    const { pair, conversation, got, closed } = await barberListening()
    expect((await new ApiClient(app.url).post('/api/users/forgot-password', { email: pair.barber.email })).status).toBeLessThan(300)
    const message = await mail.waitFor((m) => m.to.includes(pair.barber.email) && m.text.includes('/recuperar-senha'))
    const token = linkIn(message, '/recuperar-senha').searchParams.get('token')
    const since = Date.now()
    const reset = await new ApiClient(app.url).post('/api/users/reset-password', { token, password: 'senhaNova123' })
    expect(reset.status, reset.text).toBe(200)
    await disconnectedWithin(closed, since)
    await receivesNothingMore(pair, conversation, got)
  })

  it('an e-mail change, once its link is opened, disconnects every other session', async () => {
    const { pair, conversation, got, closed } = await barberListening()
    const token = randomBytes(32).toString('hex')
    // The link's token as the change request stores it (the request itself is tested in account-security).
    await app.payload.db.updateOne({
      collection: 'users',
      id: pair.barber.user.id,
      data: {
        pendingEmail: `novo.${Date.now()}@teste.navalha.test`,
        emailChangeTokenHash: createHash('sha256').update(token).digest('hex'),
        emailChangeExpiresAt: new Date(Date.now() + DAY_MS).toISOString(),
      },
      returning: false,
    })
    const since = Date.now()
    const confirmed = await pair.shopClient.post('/api/auth/confirm-email', { token })
    expect(confirmed.status, confirmed.text).toBe(200)
    await disconnectedWithin(closed, since)
    await receivesNothingMore(pair, conversation, got)
  })

  it('an admin locking the account through the console disconnects it, and a locked account cannot connect', async () => {
    const { pair, conversation, got, closed } = await barberListening()
    const admin = await adminClient()
    const account = (await admin.get(`/api/admin/users/${pair.barber.user.id}`)).body
    const since = Date.now()
    const locked = await admin.request('PUT', `/api/admin/users/${pair.barber.user.id}`, {
      json: { ...account, trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(), subscriptionStatus: 'none' },
    })
    expect(locked.status, locked.text).toBe(200)
    await disconnectedWithin(closed, since)
    await receivesNothingMore(pair, conversation, got)
    expect(await refusal(connect(app.url, pair.barberClient))).toBe(accountMessages.trialExpired)
  })

  it('a subscription that ends (the billing writes) disconnects a paid account', async () => {
    const { pair, conversation, got, closed } = await barberListening()
    await app.payload.update({
      collection: 'users',
      id: pair.barber.user.id,
      data: {
        trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(),
        subscriptionStatus: 'active',
        subscriptionEnd: new Date(Date.now() + DAY_MS).toISOString(),
      },
      depth: 0,
    })
    await pause(300)
    expect(got).toEqual([])
    const since = Date.now()
    await app.payload.update({ collection: 'users', id: pair.barber.user.id, data: { subscriptionStatus: 'none' }, depth: 0 })
    await disconnectedWithin(closed, since)
    await receivesNothingMore(pair, conversation, got)
  })

  it('a trial that runs out while connected disconnects at its end, with no write at all', async () => {
    const { pair, conversation, closed, socket } = await barberListening()
    const ends = Date.now() + 1500
    // Written without hooks, so no announcement: only the socket's own clock can notice.
    await app.payload.db.updateOne({ collection: 'users', id: pair.barber.user.id, data: { trialEndsAt: new Date(ends).toISOString() }, returning: false })
    // A fresh handshake learns the new end.
    socket.disconnect()
    await closed
    const again = await listening(app.url, pair.barberClient, conversation)
    await disconnectedWithin(again.closed, ends)
    await receivesNothingMore(pair, conversation, again.got)
  })

  it('an admin deleting the account disconnects it', async () => {
    const { pair, got, closed } = await barberListening()
    const admin = await adminClient()
    const since = Date.now()
    expect((await admin.delete(`/api/admin/users/${pair.barber.user.id}`)).status).toBe(200)
    await disconnectedWithin(closed, since)
    expect(got.filter(([event]) => event === chatEvents.message)).toEqual([])
  })
})

describe('every event is checked again', () => {
  it('a session ended behind the server’s back receives no message, and its socket is closed', async () => {
    const { pair, conversation, got, closed, socket } = await barberListening()
    const sid = (await db.query<{ id: string }>('SELECT id FROM users_sessions WHERE _parent_id = $1', [pair.barber.user.id])).rows[0]!.id
    await db.query('DELETE FROM users_sessions WHERE id = $1', [sid])
    // Longer than the check's cache.
    await pause(2500)
    const since = Date.now()
    expect((await send(pair.shopClient, conversation, 'Mensagem depois do fim')).status).toBe(201)
    await disconnectedWithin(closed, since)
    expect(got.filter(([event]) => event === chatEvents.message)).toEqual([])
    expect(socket.connected).toBe(false)
  })

  it('a join sent after the session ended is refused and closes the socket', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const socket = connect(app.url, pair.barberClient)
    await connected(socket)
    const closed = new Promise((resolve) => socket.once('disconnect', resolve))
    await db.query('DELETE FROM users_sessions WHERE _parent_id = $1', [pair.barber.user.id])
    await pause(2500)
    const answer = await socket
      .timeout(3000)
      .emitWithAck(chatEvents.join, { conversation })
      .catch(() => null)
    expect(answer === null || (answer as { error?: string }).error === chatMessages.onlyParties).toBe(true)
    await closed
  })
})

describe('the session ends on another instance', () => {
  let second: RunningNavalha | undefined
  afterAll(() => second?.close())

  it('a logout and a lock through instance A disconnect sockets held by instance B within 5 s', async () => {
    const { startNavalha } = await import('#server/start')
    second = await startNavalha({ port: 0, log: () => {} })

    const onB = await barberListening(second.url)
    const since = Date.now()
    expect((await onB.pair.barberClient.post('/api/users/logout')).status).toBe(200)
    await disconnectedWithin(onB.closed, since)
    await receivesNothingMore(onB.pair, onB.conversation, onB.got)

    const lockedOnB = await barberListening(second.url)
    const admin = await adminClient()
    const account = (await admin.get(`/api/admin/users/${lockedOnB.pair.barber.user.id}`)).body
    const lockedSince = Date.now()
    await admin.request('PUT', `/api/admin/users/${lockedOnB.pair.barber.user.id}`, {
      json: { ...account, trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(), subscriptionStatus: 'none' },
    })
    await disconnectedWithin(lockedOnB.closed, lockedSince)
    const delivered = lockedOnB.got.filter(([event]) => event === chatEvents.message) as [string, ChatMessage][]
    expect(delivered).toEqual([])
  })
})
