/**
 * The chat store is the only writer of `messages` (the Messages collection says `create: nobody`,
 * docs/ARCHITECTURE.md "Table owners"), so the rules Payload's validation would run on a message
 * are the store's own, whoever calls it: not only the HTTP route, which parses its body first. Each
 * case calls the store directly with what the route would have refused, and nothing is written.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { CHAT_MESSAGE_MAX_LENGTH } from '#domain/chat'
import { DomainError } from '#domain/errors'
import { chatMessages } from '#domain/messages/chat'
import { postgresAdapter } from '#infra/database/adapter'
import { storeMessage } from '#server/chat/store'
import { createBarber } from '#server/seed/factories'
import { useTestApp } from '../helpers/app'
import { createChatPair, openConversation, type ChatPair } from '../helpers/chat'

const app = useTestApp()
let pair: ChatPair
let conversation: number

beforeAll(async () => {
  pair = await createChatPair(app.payload, app.url)
  conversation = await openConversation(pair)
})

const pool = () => postgresAdapter(app.payload).pool
const messageCount = async () =>
  (await pool().query<{ count: number }>('SELECT count(*)::int AS count FROM messages WHERE conversation_id = $1', [conversation])).rows[0]!.count

/** The store's refusal, as the route would answer it. */
async function refusal(send: Promise<unknown>) {
  const error = await send.then(
    () => null,
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(DomainError)
  return error as DomainError
}

describe('the chat store runs the message rules itself', () => {
  it('refuses a text over the maximum length, an empty text and a blank one, and writes nothing', async () => {
    const before = await messageCount()
    const long = await refusal(storeMessage(pool(), conversation, pair.barber.user.id, 'a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)))
    expect(long.kind).toBe('invalid')
    expect(long.message).toBe(chatMessages.bodyTooLong(CHAT_MESSAGE_MAX_LENGTH))
    for (const empty of ['', '   \n ']) {
      const refused = await refusal(storeMessage(pool(), conversation, pair.barber.user.id, empty))
      expect(refused.message).toBe(chatMessages.bodyRequired)
    }
    expect(await messageCount()).toBe(before)
  })

  it('trims what it stores, masks a contact before the hire, and refuses someone outside the conversation', async () => {
    const sent = await storeMessage(pool(), conversation, pair.barber.user.id, '  me chama no zap 11 98765-4321  ')
    expect(sent.message.body).not.toContain('98765')
    expect(sent.message.body).toBe(sent.message.body.trim())
    expect(sent.reasons.length).toBeGreaterThan(0)

    const stranger = await createBarber(app.payload, { name: 'Outro Barbeiro' })
    const before = await messageCount()
    const refused = await refusal(storeMessage(pool(), conversation, stranger.user.id, 'oi'))
    expect(refused.kind).not.toBe('invalid')
    expect(await messageCount()).toBe(before)
  })
})
