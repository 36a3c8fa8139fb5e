/**
 * The second line of defence behind the masking (issue 37, decision 0054): a masked attempt is told
 * to its sender at once; one sender's repeated attempts in one conversation before a hire flag it
 * ('Tentativas de contato', listing the attempts for admins only) at the 3rd and pause the sender
 * there at the 5th, while the other party still writes; each is an audit entry; counted in
 * PostgreSQL so two instances cannot both let one slip past. Public texts saved with contacts flag
 * their author the same way, without pausing anything.
 */
import fc from 'fast-check'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents } from '#domain/chat'
import { pauseEndText } from '#domain/contactAttempts'
import { ERROR_CODES } from '#domain/errors'
import { chatMessages } from '#domain/messages/chat'
import type { AdminAuditLog } from '#payload-types'
import { createAccount, createBarber } from '#server/seed/factories'
import { useTestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn, type ChatPair } from '../helpers/chat'
import { ApiClient, errorMessage } from '../helpers/client'
import { contactTextArb } from '../helpers/contactArbitraries'
import { exportedData } from '../helpers/exportArchive'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

const app = useTestApp()
let db: pg.Client
let admin: ApiClient
const sockets: Socket[] = []

beforeAll(async () => {
  db = new pg.Client({ connectionString: app.databaseUrl })
  await db.connect()
  admin = await signIn(app.url, await createAccount(app.payload, 'admin'))
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await db?.end()
})

const send = (client: ApiClient, conversation: number, body: string) => client.post(`/api/chat/conversations/${conversation}/messages`, { body })
/** Distinct contacts, each an attempt the masking hides whatever the detector's wording rules. */
const attempts = (count: number) => fc.sample(contactTextArb, { numRuns: count, seed: 37 }).map((contact, index) => `${index + 1}ª: ${contact.text}`)
const PHONES = [
  'me chama no zap 11 98765-4321',
  'rafa@gmail.com',
  'whats 21 99876-5432',
  'insta @rafa_cortes_barber',
  'liga 11 97654-3210',
  'tel 21 98765-1234',
]

async function attemptsFlags(conversation: number) {
  const { docs } = await app.payload.find({
    collection: 'conversation-flags',
    where: { and: [{ conversation: { equals: conversation } }, { kind: { equals: 'attempts' } }] },
    depth: 0,
    pagination: false,
  })
  return docs
}

async function auditEntries(action: AdminAuditLog['action'], resource: string, recordId: number): Promise<AdminAuditLog[]> {
  const { docs } = await app.payload.find({
    collection: 'admin-audit-log',
    where: { and: [{ action: { equals: action } }, { resource: { equals: resource } }, { recordId: { equals: String(recordId) } }] },
    depth: 0,
    pagination: false,
  })
  return docs
}

async function sendAll(pair: ChatPair, conversation: number, texts: string[]) {
  const answers = []
  for (const text of texts) {
    const answer = await send(pair.barberClient, conversation, text)
    expect(answer.status, answer.text).toBe(201)
    answers.push(answer)
  }
  return answers
}

describe('a masked attempt is told to its sender at once', () => {
  it('answers the notice exactly when something was hidden, whatever the text', async () => {
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const masked = await send(pair.barberClient, conversation, PHONES[0]!)
    expect(masked.status).toBe(201)
    expect(masked.body).toMatchObject({ message: { masked: true }, notice: 'Contatos ficam ocultos até a contratação. Combine tudo pelo chat.' })
    expect(masked.body.pause).toBeUndefined()

    const odd = fc.oneof(
      fc.constantFrom('$&', "$'", '$`', '$<x>', '$$', '%', '_', '\\', '\uFFFF', '\u200F', '\u200B', 'a'.repeat(1900)),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
    )
    // The shop writes these, so the barber's attempt count is not in the way.
    for (const text of fc.sample(odd, { numRuns: 12, seed: 7 })) {
      const answer = await send(pair.shopClient, conversation, `Bom dia ${text}`)
      expect(answer.status, JSON.stringify(text)).toBe(201)
      if (answer.body.message.masked) expect(answer.body.notice).toBe(chatMessages.attemptNotice)
      else expect(answer.body.notice, JSON.stringify(text)).toBeUndefined()
    }
  })
})

describe('repeated attempts in one conversation', () => {
  let pair: ChatPair
  let conversation: number
  let sent: number[]

  beforeAll(async () => {
    pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    conversation = await openConversation(pair)
  })

  it('flags the conversation at the 3rd attempt, once, listing the attempts for admins only', async () => {
    const first = await sendAll(pair, conversation, attempts(2))
    expect(await attemptsFlags(conversation)).toHaveLength(0)
    expect(await auditEntries('contactAttemptsFlag', 'conversations', conversation)).toHaveLength(0)
    // Ordinary talk in between is no attempt.
    await sendAll(pair, conversation, ['Posso começar segunda às 9h?'])
    const third = await sendAll(pair, conversation, attempts(3).slice(2))
    sent = [...first, ...third].map((answer) => answer.body.message.id)
    expect(third[0]!.body.notice).toBe(chatMessages.attemptNotice)

    const flags = await attemptsFlags(conversation)
    expect(flags).toHaveLength(1)
    expect(flags[0]).toMatchObject({ kind: 'attempts', sender: pair.barber.user.id, status: 'open', attempts: sent })
    const [entry] = await auditEntries('contactAttemptsFlag', 'conversations', conversation)
    expect(entry).toMatchObject({ actor: null, after: { flag: flags[0]!.id, sender: pair.barber.user.id, attempts: 3 } })

    // The console lists it under 'Com sinalizações' and shows the attempts with their originals.
    const flagged = await admin.get(`/api/admin/conversations?filter=${encodeURIComponent(JSON.stringify({ flagged: true }))}&range=[0,99]`)
    expect(flagged.body.map((row: { id: number }) => row.id)).toContain(conversation)
    const shown = await admin.get(`/api/admin/conversations/${conversation}`)
    const shownFlag = shown.body.flags.find((flag: { kind: string }) => flag.kind === 'attempts')
    expect(shownFlag.attempts).toEqual(sent)
    const originals = shown.body.messages.filter((message: { id: number }) => sent.includes(message.id)).map((m: { originalBody: string }) => m.originalBody)
    expect(originals).toEqual([...attempts(2), attempts(3)[2]])

    // A fourth attempt in the window raises no second flag.
    await sendAll(pair, conversation, [PHONES[1]!])
    expect(await attemptsFlags(conversation)).toHaveLength(1)
  })

  it('lets no party read the flag or the originals it lists', async () => {
    for (const party of [pair.barberClient, pair.shopClient]) {
      expect((await party.get('/api/conversation-flags')).status).toBe(403)
      const filtered = await party.get(`/api/conversation-flags?where[kind][equals]=attempts&where[conversation][equals]=${conversation}`)
      expect(filtered.status).toBeGreaterThanOrEqual(400)
      expect(filtered.body.docs).toBeUndefined()
      for (const id of sent) {
        const message = await party.get(`/api/messages/${id}`)
        expect(message.status).toBe(200)
        expect(message.body.originalBody).toBeUndefined()
        expect(message.body.body).toContain(chatMessages.contactHidden)
      }
      expect((await party.get(`/api/admin/conversations/${conversation}`)).status).toBe(403)
    }
    const adminView = await admin.get(`/api/conversation-flags?where[kind][equals]=attempts&where[conversation][equals]=${conversation}&depth=1`)
    expect(adminView.body.docs[0].attempts.map((message: { originalBody: string }) => message.originalBody)).toEqual([...attempts(2), attempts(3)[2]])
  })

  it('delivers the 5th masked, then refuses the sender with a Portuguese 403 naming until when, on every path', async () => {
    const fifth = await send(pair.barberClient, conversation, PHONES[2]!)
    expect(fifth.status).toBe(201)
    expect(fifth.body.message).toMatchObject({ masked: true })
    expect(fifth.text).not.toContain('99876')
    const until = new Date(fifth.body.pause.until)
    const hours = (until.getTime() - Date.now()) / 3_600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    const expected = chatMessages.sendingPaused(pauseEndText(until, 'BR'))
    expect(fifth.body.pause.message).toBe(expected)
    expect(expected).toMatch(/pausados até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./)
    const [pauseEntry] = await auditEntries('chatPause', 'conversations', conversation)
    expect(pauseEntry).toMatchObject({ actor: null, after: { sender: pair.barber.user.id, attempts: 5, until: until.toISOString() } })

    for (const text of ['Tudo certo então, até segunda!', PHONES[3]!]) {
      const refused = await send(pair.barberClient, conversation, text)
      expect(refused.status).toBe(403)
      expect(errorMessage(refused.body)).toBe(expected)
      expect(refused.body.errors[0]).toMatchObject({ code: ERROR_CODES.chatPaused, pausedUntil: until.toISOString() })
    }

    // The socket carries no message at all: a send attempted over it is refused and stores nothing.
    const token = pair.barberClient.cookie('payload-token')
    const socket = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: app.url, cookie: `payload-token=${token}` },
    })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    for (const event of [chatEvents.message, 'message:send', 'send']) {
      expect(await socket.timeout(5000).emitWithAck(event, { conversation, body: 'oi' })).toEqual({ error: chatMessages.unknownEvent })
    }

    // The other party still writes, and the sender still reads.
    const reply = await send(pair.shopClient, conversation, 'Vamos manter a conversa por aqui, combinado?')
    expect(reply.status).toBe(201)
    const read = await pair.barberClient.get(`/api/chat/conversations/${conversation}/messages`)
    expect(read.body.messages.at(-1).id).toBe(reply.body.message.id)
    expect(read.body.messages.filter((message: { sender: number }) => message.sender === pair.barber.user.id)).toHaveLength(6)
  })

  it('tells the pause to the paused side and admins only, and exports the attempts flag to its sender only', async () => {
    const pausedUntil = async (client: ApiClient, query = '') => (await client.get(`/api/conversations/${conversation}?depth=0${query}`)).body.barberPausedUntil
    expect(await pausedUntil(pair.barberClient)).toEqual(expect.any(String))
    expect(await pausedUntil(admin)).toEqual(expect.any(String))
    expect(await pausedUntil(pair.shopClient)).toBeUndefined()
    expect(await pausedUntil(pair.shopClient, '&select[barberPausedUntil]=true')).toBeUndefined()
    const listed = await pair.shopClient.get(`/api/conversations?where[id][equals]=${conversation}`)
    expect(listed.body.docs[0].barberPausedUntil).toBeUndefined()

    const flagsOf = async (client: ApiClient) => (await exportedData<Record<string, { kind?: string; parentId?: number }[]>>(app.url, client)).data
    const barberData = await flagsOf(pair.barberClient)
    expect(barberData.conversationFlags!.map((flag) => flag.kind)).toContain('attempts')
    expect(barberData.conversationFlagAttempts!.length).toBeGreaterThanOrEqual(3)
    const shopData = await flagsOf(pair.shopClient)
    expect(shopData.conversationFlags).toEqual([])
    expect(shopData.conversationFlagAttempts).toEqual([])
  })

  it('lets the sender write again once the pause has passed, and counts afresh', async () => {
    // 25 hours pass for this conversation: its messages, flags and pause move back together.
    await db.query(`UPDATE messages SET created_at = created_at - interval '25 hours' WHERE conversation_id = $1`, [conversation])
    await db.query(`UPDATE conversation_flags SET created_at = created_at - interval '25 hours' WHERE conversation_id = $1`, [conversation])
    const moved = await db.query(
      `UPDATE conversations SET barber_paused_until = barber_paused_until - interval '25 hours' WHERE id = $1 RETURNING barber_paused_until < now() AS over`,
      [conversation],
    )
    expect(moved.rows).toEqual([{ over: true }])
    const again = await send(pair.barberClient, conversation, 'Desculpe, combinamos tudo por aqui.')
    expect(again.status, again.text).toBe(201)
    // The attempts before the pause no longer count: two more are not a third.
    await sendAll(pair, conversation, PHONES.slice(4, 6))
    expect(await attemptsFlags(conversation)).toHaveLength(1)
    expect(await auditEntries('chatPause', 'conversations', conversation)).toHaveLength(1)
    await sendAll(pair, conversation, [PHONES[0]!])
    expect(await attemptsFlags(conversation)).toHaveLength(2)
  })

  it('does not pause once the pair has a hire', async () => {
    const hired = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const id = await openConversation(hired)
    await sendAll(hired, id, attempts(5))
    expect((await send(hired.barberClient, id, 'oi')).status).toBe(403)
    await app.payload.update({ collection: 'applications', id: hired.application.id, data: { status: 'hired' }, depth: 0 })
    expect((await send(hired.barberClient, id, PHONES[0]!)).body.message).toMatchObject({ masked: false })
  })
})

describe('with two instances on one database', () => {
  let second: ServerProcess | undefined
  afterAll(async () => {
    await second?.close()
  })

  it('counts parallel sends one at a time: exactly 5 attempts through, one flag, one pause', async () => {
    second = await startServerProcess({ PAYLOAD_SECRET: process.env.PAYLOAD_SECRET!, PUBLIC_URL: app.url }, { databaseUrl: app.databaseUrl })
    const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
    const conversation = await openConversation(pair)
    const through = pair.barberClient.through(second.url)
    const answers = await Promise.all(attempts(12).map((text, index) => send(index % 2 ? through : pair.barberClient, conversation, text)))
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5)
    expect(answers.filter((answer) => answer.status === 403).every((answer) => answer.body.errors[0].code === ERROR_CODES.chatPaused)).toBe(true)
    expect(answers.filter((answer) => answer.body?.pause)).toHaveLength(1)
    expect(await attemptsFlags(conversation)).toHaveLength(1)
    expect(await auditEntries('chatPause', 'conversations', conversation)).toHaveLength(1)
    expect(await auditEntries('contactAttemptsFlag', 'conversations', conversation)).toHaveLength(1)
  }, 180_000)
})

describe('public texts saved with contacts', () => {
  it('flag their author at the 3rd save with an attempt, for admins only, without refusing anything', async () => {
    const barber = await createBarber(app.payload)
    const client = await signIn(app.url, barber)
    const save = (bio: string) => client.patch(`/api/barbers/${barber.barber.id}`, { bio })
    const flagsOf = async () =>
      (await app.payload.find({ collection: 'text-flags', where: { user: { equals: barber.user.id } }, depth: 0, pagination: false })).docs
    const bios = attempts(4).map((text) => `Barbeiro há 10 anos. ${text}`)

    expect((await save(bios[0]!)).status).toBe(200)
    // Saving the same text again, an ordinary text, and an admin's correction are no new attempts.
    expect((await client.patch(`/api/barbers/${barber.barber.id}`, { experienceYears: 11 })).status).toBe(200)
    expect((await save('Barbeiro há 10 anos, especialista em degradê.')).status).toBe(200)
    expect((await admin.patch(`/api/barbers/${barber.barber.id}`, { bio: bios[3] })).status).toBe(200)
    expect((await save(bios[1]!)).status).toBe(200)
    expect(await flagsOf()).toHaveLength(0)

    const third = await save(bios[2]!)
    expect(third.status).toBe(200)
    const flags = await flagsOf()
    expect(flags).toHaveLength(1)
    const [entry] = await auditEntries('contactAttemptsFlag', 'text-flags', flags[0]!.id)
    expect(entry).toMatchObject({ actor: null, after: { user: barber.user.id, attempts: 3 } })

    const seen = await admin.get(`/api/text-flags/${flags[0]!.id}?depth=1`)
    expect(seen.body.attempts.map((attempt: { texts: { field: string; text: string }[] }) => attempt.texts)).toEqual(
      [bios[0], bios[1], bios[2]].map((text) => [{ field: 'bio', text }]),
    )
    for (const reader of [client, new ApiClient(app.url)]) {
      expect((await reader.get(`/api/text-flags/${flags[0]!.id}`)).status).toBeGreaterThanOrEqual(401)
      expect((await reader.get('/api/text-attempts')).status).toBeGreaterThanOrEqual(401)
      expect((await reader.get('/api/text-flags')).status).toBeGreaterThanOrEqual(401)
    }
    // Nothing is paused: the next save goes through, and raises no second flag in the window.
    expect((await save(bios[3]!)).status).toBe(200)
    expect(await flagsOf()).toHaveLength(1)
  })
})
