/**
 * Whether a locked account keeps a hired pair's contacts is decided by its status when the hire was
 * made (decisions 0030, 0051), not rebuilt from its dates afterwards. A subscription that never paid
 * or stopped paying leaves a period end in the future on a locked account: a renewal failing past its
 * grace (`past_due`, the unpaid period's end), a checkout whose first payment failed or a subscription
 * cancelled at once (`none`, the period's end). Taken for "the latest moment the account had access",
 * that date let a barber locked before the hire read the shop's WhatsApp, its contact fields and the
 * contacts written in the chat after the hire, for months, without paying. Held here for generated
 * lock shapes, over the contact route, the chat's header and thread, the profile and Payload's REST;
 * and the reverse: a barber hired while it could hire keeps them once locked the same way.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { User } from '#payload-types'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { createChatPair, openConversation, type ChatPair } from '../helpers/chat'

const app = useTestApp()
const db = useDatabaseClient(app)

/** A locked account's dates: trial over long ago, and a subscription that does not pay, with its period end. */
type LockShape = { status: 'past_due' | 'none'; periodEndDays: number; graceEndedDaysAgo: number }

const lockShapeArb: fc.Arbitrary<LockShape> = fc.record({
  status: fc.constantFrom('past_due', 'none'),
  // The period's end as the provider reports it: up to a year ahead, as a failed renewal or checkout leaves it.
  periodEndDays: fc.integer({ min: 1, max: 365 }),
  graceEndedDaysAgo: fc.integer({ min: 1, max: 30 }),
})

async function lockAs(user: User, shape: LockShape) {
  await db.query(
    `UPDATE users SET trial_ends_at = now() - interval '60 days', subscription_status = $2::text::enum_users_subscription_status,
       subscription_end = now() + make_interval(days => $3),
       subscription_grace_ends_at = CASE WHEN $2::text = 'past_due' THEN now() - make_interval(days => $4) END
     WHERE id = $1`,
    [user.id, shape.status, shape.periodEndDays, shape.graceEndedDaysAgo],
  )
}

const SHOP_TEXT = 'Pode me chamar no 11 98765-4321 ou no loja.navalha@gmail.com'
const SECRETS = ['98765', '4321', 'loja.navalha', '+5521987654321']

type Thread = ChatPair & { conversation: number; message: number }

async function hireAndWrite(pair: ChatPair, conversation: number): Promise<Thread> {
  // The shop's body claims both could hire; only the server's reading of the accounts counts.
  const hire = await pair.shopClient.patch(`/api/applications/${pair.application.id}`, {
    status: 'hired',
    barberUnlockedAtHire: true,
    shopUnlockedAtHire: true,
  })
  expect(hire.status).toBe(200)
  const sent = await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: SHOP_TEXT })
  expect(sent.status).toBe(201)
  return { ...pair, conversation, message: sent.body.message.id }
}

/** Everything the barber reads of the shop's contacts: the contact route, the chat's header and thread, the profile, Payload's REST. */
async function barberReads(thread: Thread) {
  const client = thread.barberClient
  const responses = [
    await client.get(`/api/chat/applications/${thread.application.id}/contact`),
    await client.get(`/api/chat/conversations/${thread.conversation}`),
    await client.get(`/api/chat/conversations/${thread.conversation}/messages`),
    await client.get(`/api/chat/conversations`),
    await client.get(`/api/barbershops/${thread.shop.shop.id}`),
    await client.get(`/api/messages/${thread.message}?depth=0`),
  ]
  return { statuses: responses.map((response) => response.status), text: responses.map((response) => response.text).join('\n') }
}

describe('a barber locked before the hire', () => {
  it('reads none of the shop’s contacts, whatever period end its unpaid subscription left', async () => {
    await fc.assert(
      fc.asyncProperty(lockShapeArb, fc.boolean(), async (shape, periodOverSince) => {
        const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
        const conversation = await openConversation(pair)
        await lockAs(pair.barber.user, shape)
        const thread = await hireAndWrite(pair, conversation)
        // Time passes: the unpaid period may have ended too, later than the hire.
        if (periodOverSince) await db.query(`UPDATE users SET subscription_end = now() - interval '1 minute' WHERE id = $1`, [pair.barber.user.id])
        const { statuses, text } = await barberReads(thread)
        expect(statuses).toEqual([403, 200, 200, 200, 200, 200])
        for (const secret of SECRETS) expect(text).not.toContain(secret)
        // The shop, which may hire, reads its own message as typed.
        const own = await pair.shopClient.get(`/api/chat/conversations/${conversation}/messages`)
        expect(own.body.messages.at(-1).body).toBe(SHOP_TEXT)
      }),
      { numRuns: 6 },
    )
  })
})

describe('a barber hired while it could hire', () => {
  it('keeps the shop’s contacts once locked the same way', async () => {
    await fc.assert(
      fc.asyncProperty(lockShapeArb, async (shape) => {
        const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
        const thread = await hireAndWrite(pair, await openConversation(pair))
        await lockAs(pair.barber.user, shape)
        const contact = await pair.barberClient.get(`/api/chat/applications/${pair.application.id}/contact`)
        expect(contact.status).toBe(200)
        expect(contact.body.contact.phone).toBe(pair.shop.shop.whatsapp)
        expect((await pair.barberClient.get(`/api/barbershops/${pair.shop.shop.id}`)).body.whatsapp).toBe(pair.shop.shop.whatsapp)
        const page = await pair.barberClient.get(`/api/chat/conversations/${thread.conversation}/messages`)
        expect(page.body.messages.at(-1).body).toBe(SHOP_TEXT)
        expect((await pair.barberClient.get(`/api/messages/${thread.message}?depth=0`)).body.body).toBe(SHOP_TEXT)
      }),
      { numRuns: 3 },
    )
  })
})
