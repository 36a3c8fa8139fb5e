/**
 * The chat's unread e-mail (issue 11): the sweep moved through time by its `now` (no waiting), the
 * real SMTP sink, sockets on one and two instances, the opt-out link and the profile's switch.
 */
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_EMAIL_OPT_OUT_LINK_MS } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { chatEmailOptOutToken } from '#server/chat/emailOptOut'
import { MAX_SOCKETS_PER_USER } from '#server/chat/realtime'
import { sweepUnreadChatEmails } from '#server/chat/unreadEmails'
import type { RunningNavalha } from '#server/start'
import { useMailSink, useTestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient } from '../helpers/client'
import { type CapturedEmail } from '../helpers/mail'
import { createBarber } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
let db: pg.Pool
const sockets: Socket[] = []

beforeAll(async () => {
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 })
}, 120_000)
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await db?.end()
})

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const SHOP_TEXT = 'Podemos conversar amanhã às 10h sobre a vaga de sábado?'

const later = (start: number, ms: number) => new Date(start + ms)
const UNREAD_SUBJECT = 'Você tem novas mensagens de '
/** Unread e-mails to `email` (the application's own e-mails go to the same people). */
const isUnreadTo = (to: string) => (email: CapturedEmail) => email.to.includes(to) && email.subject.startsWith(UNREAD_SUBJECT)
const mailsTo = (to: string) => mail.messages.filter(isUnreadTo(to))
/** Every queued e-mail sent: what the sink holds is then all there will be. */
const settled = () =>
  expect.poll(async () => (await app.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs, { timeout: 15_000 }).toBe(0)

async function unreadConversation(): Promise<{ pair: ChatPair; conversation: number; start: number }> {
  const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
  const conversation = await openConversation(pair)
  const start = Date.now()
  const sent = await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: SHOP_TEXT })
  expect(sent.status).toBe(201)
  return { pair, conversation, start }
}
/** Read by the barber, so later sweeps in this file find nothing of it. */
const readAll = (pair: ChatPair, conversation: number) => pair.barberClient.post(`/api/chat/conversations/${conversation}/read`)

function connect(url: string, client: ApiClient): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: app.url, cookie: `payload-token=${client.cookie('payload-token')}` },
  })
  sockets.push(socket)
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}
const presenceOf = async (userId: number) =>
  (await db.query<{ open: number }>('SELECT coalesce(sum(sockets), 0)::int AS open FROM chat_presence WHERE user_id = $1', [userId])).rows[0]!.open

function expectUnreadEmail(email: CapturedEmail, conversation: number) {
  expect(email.subject).toBe('Você tem novas mensagens de Barbearia Navalha de Ouro')
  for (const body of [email.text, email.html]) {
    expect(body).toContain(`${app.url}/chat/${conversation}`)
    expect(body).toContain(`${app.url}/api/chat/email-opt-out?token=`)
    expect(body).not.toContain('amanhã às 10h')
    expect(body).not.toContain('Podemos conversar')
  }
}

describe('the unread e-mail sweep', () => {
  it('waits 15 minutes, sends one e-mail with the link and no text, then at most one per 6 hours and only for new messages', async () => {
    const { pair, conversation, start } = await unreadConversation()
    expect(await sweepUnreadChatEmails(app.payload, later(start, 14 * MINUTE))).toBe(0)

    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE))).toBe(1)
    const first = await mail.waitFor(isUnreadTo(pair.barber.email))
    expectUnreadEmail(first, conversation)

    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE + HOUR))).toBe(0)
    // Six hours on, but nothing arrived since: the same messages are not announced twice.
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE + 6 * HOUR + MINUTE))).toBe(0)

    await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Confirmado para sábado?' })
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE + 6 * HOUR + MINUTE))).toBe(1)
    await settled()
    expect(mailsTo(pair.barber.email)).toHaveLength(2)
    expect(mailsTo(pair.shop.email), 'the sender has nothing unread').toHaveLength(0)
    await readAll(pair, conversation)
  })

  it('sends nothing to a party that reads in time', async () => {
    const { pair, conversation, start } = await unreadConversation()
    await readAll(pair, conversation)
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE))).toBe(0)
  })

  it('sends nothing while the party has a socket open, and sends once it leaves', async () => {
    const { pair, conversation, start } = await unreadConversation()
    const socket = await connect(app.url, pair.barberClient)
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE))).toBe(0)
    socket.disconnect()
    await expect.poll(() => presenceOf(pair.barber.user.id)).toBe(0)
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE))).toBe(1)
    await mail.waitFor(isUnreadTo(pair.barber.email))
    await readAll(pair, conversation)
  })

  it('sends nothing to a party that turned the e-mail off on its profile', async () => {
    const { pair, conversation, start } = await unreadConversation()
    const off = await pair.barberClient.patch(`/api/users/${pair.barber.user.id}`, { chatEmailNotifications: false })
    expect(off.status).toBe(200)
    expect((await pair.barberClient.get('/api/session')).body.user.chatEmailNotifications).toBe(false)
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE))).toBe(0)
    expect(await sweepUnreadChatEmails(app.payload, later(start, 7 * HOUR))).toBe(0)
    await settled()
    expect(mailsTo(pair.barber.email)).toHaveLength(0)
    await readAll(pair, conversation)
  })
})

describe('the switch on the profile', () => {
  it('is changed by its owner only', async () => {
    const pair = await createChatPair(app.payload, app.url)
    const victim = pair.barber.user.id
    const other = await signIn(app.url, await createBarber(app.payload))
    for (const client of [other, pair.shopClient, new ApiClient(app.url)]) {
      const response = await client.patch(`/api/users/${victim}`, { chatEmailNotifications: false })
      expect(response.status, response.text).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    expect((await app.payload.findByID({ collection: 'users', id: victim, depth: 0 })).chatEmailNotifications).toBe(true)

    const bad = await pair.barberClient.patch(`/api/users/${victim}`, { chatEmailNotifications: 'talvez' })
    expect(bad.status).toBe(400)
    expect((await pair.barberClient.patch(`/api/users/${victim}`, { chatEmailNotifications: false })).status).toBe(200)
    expect((await pair.barberClient.patch(`/api/users/${victim}`, { chatEmailNotifications: true })).status).toBe(200)
    expect((await app.payload.findByID({ collection: 'users', id: victim, depth: 0 })).chatEmailNotifications).toBe(true)
  })
})

describe('the opt-out link', () => {
  const optOutLink = (email: CapturedEmail) => new URL(/https?:\/\/\S+\/api\/chat\/email-opt-out\?token=[^\s"<]+/.exec(email.text)![0])
  const preference = async (id: number) => (await app.payload.findByID({ collection: 'users', id, depth: 0 })).chatEmailNotifications
  const postToken = (token: string) =>
    fetch(`${app.url}/api/chat/email-opt-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }),
    })

  it('asks first, then turns the e-mail off without signing in; a changed, foreign or expired link does nothing', async () => {
    const { pair, conversation, start } = await unreadConversation()
    expect(await sweepUnreadChatEmails(app.payload, later(start, 16 * MINUTE))).toBe(1)
    const link = optOutLink(await mail.waitFor(isUnreadTo(pair.barber.email)))
    const token = link.searchParams.get('token')!
    await readAll(pair, conversation)

    // Opening the link (as a mail scanner would) changes nothing.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(chatMessages.optOutAsk)
    expect(html).toContain(chatMessages.optOutConfirm)
    expect(await preference(pair.barber.user.id)).toBe(true)

    const [userId, expires, signature] = token.split('.')
    const tampered = `${userId}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`
    const someoneElse = `${pair.shop.user.id}.${expires}.${signature}`
    const longer = `${userId}.${Number(expires) + 86_400}.${signature}`
    const expired = chatEmailOptOutToken(app.payload.secret, pair.barber.user.id, new Date(Date.now() - CHAT_EMAIL_OPT_OUT_LINK_MS - MINUTE))
    for (const [bad, message] of [
      [tampered, chatMessages.optOutInvalid],
      [someoneElse, chatMessages.optOutInvalid],
      [longer, chatMessages.optOutInvalid],
      ['', chatMessages.optOutInvalid],
      ['abc', chatMessages.optOutInvalid],
      [expired, chatMessages.optOutExpired],
    ] as const) {
      for (const response of [await fetch(`${app.url}/api/chat/email-opt-out?token=${encodeURIComponent(bad)}`), await postToken(bad)]) {
        expect(response.status, bad).toBe(400)
        expect(await response.text()).toContain(message.replace(/"/g, '&#34;'))
      }
    }
    // Malformed requests are refused with a 4xx, never a 500.
    for (const response of [
      await fetch(`${app.url}/api/chat/email-opt-out`),
      await fetch(`${app.url}/api/chat/email-opt-out?token=${encodeURIComponent(token)}&token=x`),
      await fetch(`${app.url}/api/chat/email-opt-out?token[a]=1`),
      await fetch(`${app.url}/api/chat/email-opt-out`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token }) }),
      await postToken('x'.repeat(10_000)),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
    }
    expect(await preference(pair.barber.user.id)).toBe(true)
    expect(await preference(pair.shop.user.id)).toBe(true)

    const done = await postToken(token)
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(chatMessages.optOutDone)
    expect(await preference(pair.barber.user.id)).toBe(false)
    expect(await preference(pair.shop.user.id)).toBe(true)
  })
})

describe('two instances on one PostgreSQL', () => {
  let second: RunningNavalha | undefined
  afterAll(() => second?.close())

  it('sends one e-mail when both sweep at once, and counts sockets and presence over both', async () => {
    const { startNavalha } = await import('#server/start')
    second = await startNavalha({ port: 0, log: () => {} })

    const { pair, conversation, start } = await unreadConversation()
    const at = later(start, 16 * MINUTE)
    const racing = await Promise.all([
      sweepUnreadChatEmails(app.payload, at),
      sweepUnreadChatEmails(second.payload, at),
      sweepUnreadChatEmails(app.payload, at),
      sweepUnreadChatEmails(second.payload, at),
    ])
    expect(racing.reduce((sum, queued) => sum + queued, 0)).toBe(1)
    await mail.waitFor(isUnreadTo(pair.barber.email))
    await settled()
    expect(mailsTo(pair.barber.email)).toHaveLength(1)
    await readAll(pair, conversation)

    // A socket on B keeps A's sweep from e-mailing the party.
    const other = await unreadConversation()
    const onB = await connect(second.url, other.pair.barberClient)
    expect(await sweepUnreadChatEmails(app.payload, later(other.start, 16 * MINUTE))).toBe(0)
    onB.disconnect()
    await expect.poll(() => presenceOf(other.pair.barber.user.id)).toBe(0)

    // The socket cap holds for the account over both instances.
    const onA = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER - 1 }, () => connect(app.url, other.pair.barberClient)))
    await connect(second.url, other.pair.barberClient)
    await expect(connect(second.url, other.pair.barberClient)).rejects.toThrow(chatMessages.tooManyConnections)
    await expect(connect(app.url, other.pair.barberClient)).rejects.toThrow(chatMessages.tooManyConnections)
    onA[0]!.disconnect()
    await expect.poll(() => presenceOf(other.pair.barber.user.id)).toBe(MAX_SOCKETS_PER_USER - 1)
    await connect(second.url, other.pair.barberClient)
    await readAll(other.pair, other.conversation)
  })
})
