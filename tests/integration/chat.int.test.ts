/**
 * The chat's REST API (issue 11), each rule attacked by every path that reaches it: /api/chat and
 * Payload's own /api/conversations, /api/messages and /api/conversation-flags.
 */
import pg from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_SENDS_PER_MINUTE } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { useTestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createBarber, createShop } from '#server/seed/factories'

const app = useTestApp({ RATE_LIMIT_SCALE: '1' })

beforeAll(async () => {
  // Send limits at their production value; logins in this file never fail, so theirs do not bite.
}, 120_000)

const send = (client: ApiClient, conversation: number, body: unknown) => client.post(`/api/chat/conversations/${conversation}/messages`, { body })
const messagesOf = async (client: ApiClient, conversation: number, query = '') =>
  (await client.get(`/api/chat/conversations/${conversation}/messages${query}`)).body.messages as { id: number; body: string; masked: boolean }[]

const PHONE = '11 98765-4321'

describe('opening a conversation', () => {
  it('lets the shop open it from any applicant, once per pair, and the barber only after acceptance', async () => {
    const pair = await createChatPair(app.payload, app.url)
    const barberTooEarly = await pair.barberClient.post('/api/chat/conversations', { application: pair.application.id })
    expect(barberTooEarly.status).toBe(403)
    expect(errorMessage(barberTooEarly.body)).toBe(chatMessages.barberMustWaitAcceptance)

    const created = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
    expect(created.status).toBe(201)
    expect(created.body.conversation).toMatchObject({ status: 'open', side: 'barbershop', other: { name: 'Rafael Cortes', side: 'barber' }, unread: 0 })
    expect(created.body.conversation.jobs).toEqual([expect.objectContaining({ title: 'Barbeiro para o sábado' })])
    const again = await pair.shopClient.post('/api/chat/conversations', { application: pair.application.id })
    expect(again.status).toBe(200)
    expect(again.body.conversation.id).toBe(created.body.conversation.id)

    await app.payload.update({ collection: 'applications', id: pair.application.id, data: { status: 'accepted' }, depth: 0 })
    const barberAfter = await pair.barberClient.post('/api/chat/conversations', { application: pair.application.id })
    expect(barberAfter.status).toBe(200)
    expect(barberAfter.body.conversation).toMatchObject({ id: created.body.conversation.id, side: 'barber', other: { name: 'Barbearia Navalha de Ouro' } })
  })

  it('refuses third parties, admins, visitors and bad input', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const strangers = await Promise.all(
      [createBarber(app.payload), createShop(app.payload), createAccount(app.payload, 'admin')].map(async (a) => signIn(app.url, await a)),
    )
    for (const stranger of strangers) expect((await stranger.post('/api/chat/conversations', { application: pair.application.id })).status).toBe(403)
    expect((await new ApiClient(app.url).post('/api/chat/conversations', { application: pair.application.id })).status).toBe(401)
    for (const application of [undefined, 'abc', -1, 1.5, 99_999_999_999, { id: 1 }]) {
      const response = await pair.shopClient.post('/api/chat/conversations', { application })
      expect(response.status, JSON.stringify(application)).toBe(400)
      expect(errorMessage(response.body)).toBe(chatMessages.applicationRequired)
    }
    expect((await pair.shopClient.post('/api/chat/conversations', { application: 2_000_000_000 })).status).toBe(404)
  })
})

describe('who reads and writes a conversation', () => {
  let pair: ChatPair
  let conversation: number
  let strangers: ApiClient[]

  beforeAll(async () => {
    pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    conversation = await openConversation(pair)
    expect((await send(pair.barberClient, conversation, 'Bom dia! Posso começar segunda?')).status).toBe(201)
    strangers = await Promise.all(
      [createBarber(app.payload), createShop(app.payload), createAccount(app.payload, 'admin'), createAccount(app.payload, 'editor')].map(async (a) =>
        signIn(app.url, await a),
      ),
    )
  })

  it('shows it to both parties only', async () => {
    for (const party of [pair.shopClient, pair.barberClient]) {
      expect((await party.get('/api/chat/conversations')).body.conversations.map((c: { id: number }) => c.id)).toContain(conversation)
      expect(await messagesOf(party, conversation)).toHaveLength(1)
    }
    for (const stranger of strangers) {
      const list = await stranger.get('/api/chat/conversations')
      expect(list.body.conversations?.map((c: { id: number }) => c.id) ?? []).not.toContain(conversation)
      expect((await stranger.get(`/api/chat/conversations/${conversation}`)).status).not.toBe(200)
      expect((await stranger.get(`/api/chat/conversations/${conversation}/messages`)).status).not.toBe(200)
      expect((await send(stranger, conversation, 'oi')).status).not.toBe(201)
      expect((await stranger.post(`/api/chat/conversations/${conversation}/read`)).status).not.toBe(200)
      expect((await stranger.patch(`/api/chat/conversations/${conversation}`, { status: 'closed' })).status).not.toBe(200)
    }
    const visitor = new ApiClient(app.url)
    expect((await visitor.get('/api/chat/conversations')).status).toBe(401)
    expect((await visitor.get(`/api/chat/conversations/${conversation}/messages`)).status).toBe(401)
    expect((await send(visitor, conversation, 'oi')).status).toBe(401)
    expect(await messagesOf(pair.shopClient, conversation)).toHaveLength(1)
  })

  it('cannot be written through Payload’s own REST API, not even by an admin', async () => {
    const admin = strangers[2]!
    const message = { conversation, sender: pair.barber.user.id, barberUser: pair.barber.user.id, shopUser: pair.shop.user.id, body: `zap ${PHONE}` }
    for (const client of [pair.barberClient, pair.shopClient, admin]) {
      expect((await client.post('/api/messages', message)).status).toBe(403)
      expect((await client.post('/api/conversations', { barber: pair.barber.barber.id, barbershop: pair.shop.shop.id })).status).toBe(403)
      expect((await client.patch(`/api/conversations/${conversation}`, { shopUnread: 0, status: 'closed' })).status).toBe(403)
      expect((await client.post('/api/conversation-flags', { conversation, reason: 'x' })).status).toBe(403)
    }
    const [stored] = await messagesOf(pair.shopClient, conversation)
    expect((await admin.patch(`/api/messages/${stored!.id}`, { body: 'editada' })).status).toBe(403)
    expect((await pair.barberClient.patch(`/api/messages/${stored!.id}`, { body: 'editada' })).status).toBe(403)
    expect(await messagesOf(pair.shopClient, conversation)).toEqual([expect.objectContaining({ body: 'Bom dia! Posso começar segunda?' })])
  })

  it('answers bad ids and cursors with 4xx and a Portuguese message', async () => {
    expect((await pair.shopClient.get('/api/chat/conversations/abc/messages')).status).toBe(404)
    expect((await pair.shopClient.get('/api/chat/conversations/0/messages')).status).toBe(404)
    for (const query of ['?after=abc', '?before=-1', '?after=1&before=2', '?after[]=1', '?before=99999999999']) {
      const response = await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages${query}`)
      expect(response.status, query).toBe(400)
      expect(errorMessage(response.body)).toBe(chatMessages.cursorInvalid)
    }
    const notJson = await pair.shopClient.request('POST', `/api/chat/conversations/${conversation}/messages`, {
      body: 'oi',
      headers: { 'content-type': 'text/plain' },
    })
    expect(notJson.status).toBeGreaterThanOrEqual(400)
    expect(notJson.status).toBeLessThan(500)
    const broken = await pair.shopClient.request('POST', `/api/chat/conversations/${conversation}/messages`, {
      body: '{"body":',
      headers: { 'content-type': 'application/json' },
    })
    expect(broken.status).toBe(400)
  })
})

describe('masking before the hire', () => {
  it('masks contacts on the server even when the client skips the warning, keeps the original for admins and raises a flag', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const sent = await send(pair.barberClient, conversation, `me chama no zap ${PHONE} ou rafa@gmail.com`)
    expect(sent.status).toBe(201)
    expect(sent.body.message.masked).toBe(true)
    expect(sent.body.message.body).toContain(chatMessages.contactHidden)
    expect(sent.body.notice).toBe(chatMessages.attemptNotice)
    expect(sent.text).not.toContain('98765')
    expect(sent.text).not.toContain('rafa@gmail.com')

    const [seen] = await messagesOf(pair.shopClient, conversation)
    expect(seen).toMatchObject({ id: sent.body.message.id, masked: true, body: sent.body.message.body })
    const raw = await pair.shopClient.get(`/api/messages/${sent.body.message.id}`)
    expect(raw.body.originalBody).toBeUndefined()
    expect(raw.text).not.toContain('98765')
    const list = await pair.shopClient.get('/api/chat/conversations')
    expect(list.text).not.toContain('98765')

    const admin = await signIn(app.url, await createAccount(app.payload, 'admin'))
    expect((await admin.get(`/api/messages/${sent.body.message.id}`)).body.originalBody).toBe(`me chama no zap ${PHONE} ou rafa@gmail.com`)
    const flags = await admin.get(`/api/conversation-flags?where[conversation][equals]=${conversation}&limit=10`)
    expect(flags.body.docs).toEqual([expect.objectContaining({ reason: 'phone,email,handle', status: 'open' })])

    const plain = await send(pair.shopClient, conversation, 'Pagamos R$ 2.500 e 50% de comissão, sábado das 8 às 14.')
    expect(plain.body.message).toMatchObject({ masked: false, body: 'Pagamos R$ 2.500 e 50% de comissão, sábado das 8 às 14.' })
    expect(plain.body.notice).toBeUndefined()
  })

  it('hides a phone split across consecutive messages', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    await send(pair.barberClient, conversation, 'anota aí 11 9')
    await send(pair.barberClient, conversation, '8765')
    const last = await send(pair.barberClient, conversation, '4321')
    expect(last.body.message.masked).toBe(true)
    expect(last.body.message.body).not.toContain('4321')
  })

  it("hides a phone split around the other party's reply, and flags the conversation", async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    expect((await send(pair.barberClient, conversation, 'anota aí 11 98765')).body.message.masked).toBe(false)
    await send(pair.shopClient, conversation, 'pode mandar')
    const last = await send(pair.barberClient, conversation, '4321')
    expect(last.body.message).toMatchObject({ masked: true, body: chatMessages.contactHidden })
    // The other party's digits are never joined to the sender's.
    expect((await send(pair.shopClient, conversation, '1234')).body.message.masked).toBe(false)

    // Out of order, around a reply: the end first, then the start.
    const second = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const other = await openConversation(second)
    expect((await send(second.shopClient, other, 'termina em 5432')).body.message.masked).toBe(false)
    await send(second.barberClient, other, 'hã?')
    const start = await send(second.shopClient, other, 'começa com 21 99876')
    expect(start.body.message).toMatchObject({ masked: true, body: `começa com ${chatMessages.contactHidden}` })

    const admin = await signIn(app.url, await createAccount(app.payload, 'admin'))
    const flagged = async (id: number) =>
      (await admin.get(`/api/conversation-flags?where[conversation][equals]=${id}&limit=10&depth=0`)).body.docs.map((flag: { message: number }) => flag.message)
    expect(await flagged(conversation)).toEqual([last.body.message.id])
    expect(await flagged(other)).toEqual([start.body.message.id])
  })

  it('stops masking once the pair has a hire, keeps earlier masked messages masked and releases the contacts', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const before = await send(pair.shopClient, conversation, `Nosso WhatsApp: ${PHONE}`)
    expect(before.body.message.masked).toBe(true)
    expect((await pair.barberClient.get(`/api/chat/conversations/${conversation}`)).body.conversation).toMatchObject({ hired: false, contact: null })

    await app.payload.update({ collection: 'applications', id: pair.application.id, data: { status: 'hired' }, depth: 0 })
    const after = await send(pair.shopClient, conversation, `Nosso WhatsApp: ${PHONE}`)
    expect(after.body.message).toMatchObject({ masked: false, body: `Nosso WhatsApp: ${PHONE}` })
    const messages = await messagesOf(pair.barberClient, conversation)
    expect(messages.map((m) => m.masked)).toEqual([true, false])
    expect(messages[0]!.body).not.toContain('98765')
    expect((await pair.barberClient.get(`/api/chat/conversations/${conversation}`)).body.conversation).toMatchObject({
      hired: true,
      contact: { phone: '+5521987654321' },
    })
    expect((await pair.shopClient.get(`/api/chat/conversations/${conversation}`)).body.conversation).toMatchObject({
      hired: true,
      contact: { phone: '+5511987654321' },
    })
  })
})

describe('limits', () => {
  it('lets a locked account read but not send, with the plan prompt', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted', barberLocked: true })
    const conversation = await openConversation(pair)
    await send(pair.shopClient, conversation, 'Olá, tudo bem?')
    const refused = await send(pair.barberClient, conversation, 'Tudo ótimo!')
    expect(refused.status).toBe(403)
    expect(refused.body.errors[0]).toMatchObject({ message: 'Período de teste expirado', detail: chatMessages.trialExpiredSend })
    expect(await messagesOf(pair.barberClient, conversation)).toHaveLength(1)
    expect((await pair.barberClient.post(`/api/chat/conversations/${conversation}/read`)).status).toBe(200)
  })

  it('bounds the length and refuses empty or non-text bodies', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    expect((await send(pair.shopClient, conversation, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH))).status).toBe(201)
    const long = await send(pair.shopClient, conversation, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))
    expect(long.status).toBe(400)
    expect(errorMessage(long.body)).toBe('A mensagem pode ter no máximo 2.000 caracteres.')
    for (const body of ['', '   \n ', 42, null, ['oi'], { text: 'oi' }]) {
      const response = await send(pair.shopClient, conversation, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    expect(await messagesOf(pair.shopClient, conversation)).toHaveLength(1)
  })

  it('limits sends per user per minute, whichever conversation they go to', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const statuses = await Promise.all(Array.from({ length: CHAT_SENDS_PER_MINUTE + 3 }, (_, i) => send(pair.shopClient, conversation, `mensagem ${i}`)))
    expect(statuses.filter((r) => r.status === 201)).toHaveLength(CHAT_SENDS_PER_MINUTE)
    const refused = statuses.find((r) => r.status === 429)!
    expect(errorMessage(refused.body)).toBe(chatMessages.sendingTooFast)
    // The other party is not slowed down by it.
    expect((await send(pair.barberClient, conversation, 'oi')).status).toBe(201)
  })

  it('keeps a closed conversation read-only until a side reopens it', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    expect((await pair.barberClient.patch(`/api/chat/conversations/${conversation}`, { status: 'closed' })).body.conversation.status).toBe('closed')
    const refused = await send(pair.shopClient, conversation, 'oi')
    expect(refused.status).toBe(409)
    expect(errorMessage(refused.body)).toBe(chatMessages.conversationClosed)
    expect((await pair.shopClient.patch(`/api/chat/conversations/${conversation}`, { status: 'archived' })).status).toBe(400)
    expect((await pair.shopClient.patch(`/api/chat/conversations/${conversation}`, { status: 'open' })).status).toBe(200)
    expect((await send(pair.shopClient, conversation, 'oi')).status).toBe(201)
  })
})

describe('unread counts and read marks', () => {
  it('counts the other side’s messages until read, in one transaction with the message', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    await send(pair.barberClient, conversation, 'Olá!')
    const second = await send(pair.barberClient, conversation, 'Tenho disponibilidade aos sábados.')
    const shopView = (await pair.shopClient.get(`/api/chat/conversations/${conversation}`)).body.conversation
    expect(shopView).toMatchObject({ unread: 2, lastMessage: { id: second.body.message.id }, lastMessageAt: second.body.message.createdAt })
    expect((await pair.shopClient.get('/api/chat/unread')).body.unread).toBe(2)
    expect((await pair.barberClient.get('/api/chat/unread')).body.unread).toBe(0)
    expect((await pair.barberClient.get(`/api/chat/conversations/${conversation}`)).body.conversation.otherReadUpTo).toBe(0)

    expect((await pair.shopClient.post(`/api/chat/conversations/${conversation}/read`)).body.readUpTo).toBe(second.body.message.id)
    expect((await pair.shopClient.get('/api/chat/unread')).body.unread).toBe(0)
    expect((await pair.barberClient.get(`/api/chat/conversations/${conversation}`)).body.conversation.otherReadUpTo).toBe(second.body.message.id)
  })
})

describe('paging', () => {
  it('serves pages of 50, oldest first, after and before a message', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    // 120 messages straight into the table: the send rate would take minutes over HTTP.
    const client = new pg.Client({ connectionString: app.databaseUrl })
    await client.connect()
    await client.query(
      `INSERT INTO messages (conversation_id, sender_id, barber_user_id, shop_user_id, body, masked)
       SELECT $1, $2, $2, $3, 'mensagem ' || n, false FROM generate_series(1, 120) n`,
      [conversation, pair.barber.user.id, pair.shop.user.id],
    )
    await client.end()
    const bodies = (page: { messages: { body: string }[] }) => page.messages.map((m) => Number(m.body.split(' ')[1]))
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

    const newest = (await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages`)).body
    expect(bodies(newest)).toEqual(range(71, 120))
    expect(newest.hasMore).toBe(true)
    const older = (await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages?before=${newest.messages[0].id}`)).body
    expect(bodies(older)).toEqual(range(21, 70))
    const oldest = (await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages?before=${older.messages[0].id}`)).body
    expect(bodies(oldest)).toEqual(range(1, 20))
    expect(oldest.hasMore).toBe(false)

    const after = (await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages?after=${oldest.messages[19].id}`)).body
    expect(bodies(after)).toEqual(range(21, 70))
    expect(after.hasMore).toBe(true)
    const fromStart = (await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages?after=0`)).body
    expect(bodies(fromStart)).toEqual(range(1, 50))
    const caughtUp = (await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages?after=${newest.messages[49].id}`)).body
    expect(caughtUp).toEqual({ messages: [], hasMore: false })
  })
})
