/**
 * Contacts in the chat are revealed by the reader (issue 36, item 3; decision 0051). After a hire a
 * message passes as typed, but its contacts reach only a reader entitled to the pair's contacts
 * (decision 0030: an unlocked account, or a locked one whose lock came after the hire). A barber
 * whose trial was over when the shop hired it reads the shop's WhatsApp and e-mail masked on every
 * channel: the thread, the polling page, the inbox's preview, Payload's REST, its export, the unread
 * e-mail, the push excerpt and the sockets; a barber locked after the hire and the shop read them.
 */
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents, type ChatMessage } from '#domain/chat'
import { maskContacts } from '#infra/contactMasking'
import { accountMessages } from '#domain/messages/auth'
import type { User } from '#payload-types'
import { sweepUnreadChatEmails } from '#server/chat/unreadEmails'
import type { RunningNavalha } from '#server/start'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { chatSocket, createChatPair, openConversation, type ChatPair } from '../helpers/chat'
import { ApiClient } from '../helpers/client'
import { exportedData } from '../helpers/exportArchive'
import { contactTextArb, type ContactText } from '../helpers/contactArbitraries'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
let second: RunningNavalha
const sockets: Socket[] = []

beforeAll(async () => {
  const { startNavalha } = await import('#server/start')
  second = await startNavalha({ port: 0, log: () => {} })
}, 120_000)
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await second?.close()
})

const HOUR_MS = 60 * 60_000

/** Ends `user`'s trial at `at` (no plan): from then on the account is locked. */
async function lockAt(user: User, at: Date) {
  await app.payload.update({ collection: 'users', id: user.id, data: { trialEndsAt: at.toISOString(), subscriptionStatus: 'none' }, depth: 0 })
}

type Thread = ChatPair & { conversation: number }

/** The case: the barber's trial was over when the shop hired it. */
async function hiredWhileBarberLocked(): Promise<Thread> {
  const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
  const conversation = await openConversation(pair)
  await lockAt(pair.barber.user, new Date(Date.now() - 60_000))
  expect((await pair.shopClient.patch(`/api/applications/${pair.application.id}`, { status: 'hired' })).status).toBe(200)
  return { ...pair, conversation }
}

/** Hired an hour ago while both could hire; the barber's trial ended half an hour later. */
async function barberLockedAfterHire(): Promise<Thread> {
  const pair = await createChatPair(app.payload, app.url, { status: 'hired' })
  const conversation = await openConversation(pair)
  await db.query(`UPDATE applications SET hired_at = now() - interval '1 hour' WHERE id = $1`, [pair.application.id])
  await lockAt(pair.barber.user, new Date(Date.now() - HOUR_MS / 2))
  return { ...pair, conversation }
}

/** Messages already in the thread leave the split-phone window, so the next one is read alone. */
const ageMessages = (conversation: number) =>
  db.query(`UPDATE messages SET created_at = created_at - interval '10 minutes' WHERE conversation_id = $1`, [conversation])

async function shopSends(thread: Thread, text: string): Promise<ChatMessage> {
  const sent = await thread.shopClient.post(`/api/chat/conversations/${thread.conversation}/messages`, { body: text })
  expect(sent.status).toBe(201)
  return sent.body.message
}

/** Everything one reader gets of a message over REST: the thread, the polling page, the inbox, Payload's REST by id and in a list. */
async function restViews(client: ApiClient, thread: Thread, message: ChatMessage) {
  const base = `/api/chat/conversations/${thread.conversation}`
  const page = await client.get(`${base}/messages`)
  const polled = await client.get(`${base}/messages?after=${message.id - 1}`)
  const inbox = await client.get('/api/chat/conversations')
  const one = await client.get(base)
  const byId = await client.get(`/api/messages/${message.id}?depth=0`)
  const listed = await client.get(`/api/messages?where[conversation][equals]=${thread.conversation}&depth=0&limit=100`)
  for (const response of [page, polled, inbox, one, byId, listed]) expect(response.status).toBe(200)
  const bodyIn = (messages: { id: number; body: string }[]) => messages.find((each) => each.id === message.id)?.body
  return {
    texts: [page, polled, inbox, one, byId, listed].map((response) => response.text).join('\n'),
    bodies: [
      bodyIn(page.body.messages),
      bodyIn(polled.body.messages),
      inbox.body.conversations.find((conversation: { id: number }) => conversation.id === thread.conversation).lastMessage.body,
      one.body.conversation.lastMessage.body,
      byId.body.body,
      bodyIn(listed.body.docs),
    ],
  }
}

/** Generated texts with a contact, wrapped in `$` patterns, RTL marks, zero-width and non-characters. */
const oddText = fc.constantFrom('', '$&', "$'", '$`', '$<x>', '$$', '%_\\', '\u200f', '\u200b', '\uffff', 'ação')
const messageArb = fc
  .tuple(oddText, contactTextArb, oddText, fc.constantFrom('', ' e meu e-mail é contato.navalha@gmail.com'))
  .map(([before, contact, after, email]): ContactText => ({
    text: `Oi ${before} ${contact.text} ${after}${email}`,
    secrets: email ? [...contact.secrets, 'contato.navalha@gmail.com'] : contact.secrets,
  }))

const expectNoSecret = (text: string, secrets: string[]) => {
  for (const secret of secrets) expect(text).not.toContain(secret)
}

describe('a message written after the hire', () => {
  it('reaches a barber locked before the hire masked on every REST read, and the shop and a barber locked after it as typed', async () => {
    const lockedBefore = await hiredWhileBarberLocked()
    const lockedAfter = await barberLockedAfterHire()
    await fc.assert(
      fc.asyncProperty(messageArb, async ({ text, secrets }) => {
        const typed = text.trim()
        for (const thread of [lockedBefore, lockedAfter]) {
          await ageMessages(thread.conversation)
          const message = await shopSends(thread, text)
          // The shop's own acknowledgement and every read of it: as typed.
          expect(message.body).toBe(typed)
          for (const body of (await restViews(thread.shopClient, thread, message)).bodies) expect(body).toBe(typed)

          const barber = await restViews(thread.barberClient, thread, message)
          if (thread === lockedBefore) {
            for (const body of barber.bodies) expect(body).toBe(maskContacts(typed).text)
            expectNoSecret(barber.texts, secrets)
          } else {
            for (const body of barber.bodies) expect(body).toBe(typed)
          }
        }
      }),
      { numRuns: 12 },
    )
  })

  it('hides a phone split across messages from a barber locked before the hire, as before a hire', async () => {
    const thread = await hiredWhileBarberLocked()
    await shopSends(thread, 'meu zap é 11 98765')
    const last = await shopSends(thread, '4321')
    const { bodies, texts } = await restViews(thread.barberClient, thread, last)
    for (const body of bodies) expect(body).toBe(maskContacts('4321', { previousMessages: [{ text: 'meu zap é 11 98765' }] }).text)
    expect(texts).not.toContain('4321')
    expect((await restViews(thread.shopClient, thread, last)).bodies).toEqual(Array(6).fill('4321'))
  })
})

const exported = (client: ApiClient) => exportedData<Record<string, { body: string }[]>>(app.url, client)

describe('the export', () => {
  it('holds the message masked for a barber locked before the hire, as typed for one locked after it and for the shop', async () => {
    const text = 'Fechado! Meu zap é (21) 98765-4321 e o e-mail joao.navalha@gmail.com'
    const secrets = ['98765-4321', 'joao.navalha@gmail.com']
    const lockedBefore = await hiredWhileBarberLocked()
    const lockedAfter = await barberLockedAfterHire()
    await shopSends(lockedBefore, text)
    await shopSends(lockedAfter, text)

    const before = await exported(lockedBefore.barberClient)
    expect(before.data.messagesReceived!.map((message) => message.body)).toEqual([maskContacts(text).text])
    expectNoSecret(before.json, secrets)
    expect((await exported(lockedAfter.barberClient)).data.messagesReceived!.map((message) => message.body)).toEqual([text])
    expect((await exported(lockedBefore.shopClient)).data.messagesSent!.map((message) => message.body)).toEqual([text])
  })
})

describe('notifications of a message written after the hire', () => {
  it('never carry its contacts to a locked barber: not the unread e-mail, not the push excerpt', async () => {
    const text = `Pode me chamar no (21) 98765-4321, ${randomBytes(3).toString('hex')}`
    for (const thread of [await hiredWhileBarberLocked(), await barberLockedAfterHire()]) {
      // A browser the barber opted in from; the push is read from the queue, whatever becomes of its delivery.
      await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
        thread.barber.user.id,
        `https://push.invalid/${randomBytes(8).toString('hex')}`,
        randomBytes(65).toString('base64url'),
        randomBytes(16).toString('base64url'),
      ])
      await shopSends(thread, text)
      const pushes = await db.query<{ input: { body: string } }>(
        `SELECT j.input FROM payload_jobs j JOIN push_subscriptions s ON s.id = (j.input->>'subscription')::int WHERE s.user_id = $1`,
        [thread.barber.user.id],
      )
      expect(pushes.rows).toHaveLength(1)
      expectNoSecret(JSON.stringify(pushes.rows), ['98765-4321', '987654321'])

      await sweepUnreadChatEmails(app.payload, new Date(Date.now() + HOUR_MS))
      const email = await mail.waitFor((each) => each.to.includes(thread.barber.email) && each.subject.startsWith('Você tem novas mensagens'))
      expectNoSecret(email.raw, ['98765-4321', '987654321'])
    }
  })
})

describe('sockets', () => {
  const connect = (url: string, client: ApiClient) => chatSocket(url, app.url, client, sockets)
  const outcome = (socket: Socket) =>
    new Promise<string>((resolve) => {
      socket.once('connect', () => resolve('connected'))
      socket.once('connect_error', (error) => resolve(error.message))
    })

  it('give each reader its own version on both instances: the shop and a barber hired while unlocked as typed, a locked barber nothing', async () => {
    const text = 'Combinado, meu zap é (21) 98765-4321'
    const lockedBefore = await hiredWhileBarberLocked()
    const lockedAfter = await barberLockedAfterHire()
    const unlocked = { ...(await createChatPair(app.payload, app.url, { status: 'hired' })) }
    const open: Thread = { ...unlocked, conversation: await openConversation(unlocked) }

    for (const thread of [lockedBefore, lockedAfter]) {
      for (const url of [app.url, second.url]) expect(await outcome(connect(url, thread.barberClient))).toBe(accountMessages.trialExpired)
    }

    const received: { who: string; message: ChatMessage }[] = []
    for (const [who, thread, client] of [
      ['shop of the locked barber', lockedBefore, lockedBefore.shopClient],
      ['barber hired while unlocked', open, open.barberClient],
    ] as const) {
      for (const url of [app.url, second.url]) {
        const socket = connect(url, client)
        expect(await outcome(socket)).toBe('connected')
        expect(await socket.timeout(5000).emitWithAck(chatEvents.join, { conversation: thread.conversation })).toEqual({ ok: true })
        socket.on(chatEvents.message, (message: ChatMessage) => received.push({ who, message }))
      }
    }
    await shopSends(lockedBefore, text)
    await shopSends(open, text)
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(4)
    for (const { message } of received) expect(message.body).toBe(text)
  })
})
