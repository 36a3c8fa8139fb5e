/**
 * A push's excerpt of a chat message is masked for everyone (decision 0040), and with the same
 * context of earlier messages as the chat (decision 0051): after a hire a message is stored as typed,
 * and a phone split across two of them ("meu zap 21 9876", then "54321") was masked in the thread
 * of a reader without the pair's contacts but reached it whole through two pushes, each masked
 * alone. Held for generated phones and splits, to a barber locked before the hire.
 */
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '#domain/chat'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { createChatPair, openConversation } from '../helpers/chat'
import { brMobileArb } from '../helpers/phoneArbitraries'
import { LOCAL_PUSH_SERVICE_ENV } from '../helpers/pushService'

// Pushes go to a push service on this machine where nothing listens: each job fails, is kept, and its input read.
const app = useTestApp(LOCAL_PUSH_SERVICE_ENV)
const db = useDatabaseClient(app)

/** A hired pair whose barber's trial was over before the hire, with a browser it opted in from for pushes. */
async function hiredWhileBarberLocked() {
  const pair = await createChatPair(app.payload, app.url, { status: 'accepted' })
  const conversation = await openConversation(pair)
  await db.query(`UPDATE users SET trial_ends_at = now() - interval '1 minute', subscription_status = 'none' WHERE id = $1`, [pair.barber.user.id])
  expect((await pair.shopClient.patch(`/api/applications/${pair.application.id}`, { status: 'hired' })).status).toBe(200)
  await db.query(`INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)`, [
    pair.barber.user.id,
    `https://localhost:9/${randomBytes(8).toString('hex')}`,
    randomBytes(65).toString('base64url'),
    randomBytes(16).toString('base64url'),
  ])
  return { ...pair, conversation }
}

describe('the push of a message that completes a split phone after the hire', () => {
  it('carries it masked, as the thread shows it to a reader without the contacts', async () => {
    const thread = await hiredWhileBarberLocked()
    await fc.assert(
      fc.asyncProperty(brMobileArb, fc.integer({ min: 3, max: 5 }), async (phone, cut) => {
        // Earlier messages leave the split-phone window, so each case is read alone.
        await db.query(`UPDATE messages SET created_at = created_at - interval '10 minutes' WHERE conversation_id = $1`, [thread.conversation])
        const [head, tail] = [`meu zap ${phone.slice(0, 2)} ${phone.slice(2, 2 + cut)}`, phone.slice(2 + cut)]
        const sent: ChatMessage[] = []
        for (const body of [head, tail]) {
          const response = await thread.shopClient.post(`/api/chat/conversations/${thread.conversation}/messages`, { body })
          expect(response.status).toBe(201)
          sent.push(response.body.message)
        }
        const page = await thread.barberClient.get(`/api/chat/conversations/${thread.conversation}/messages?after=${sent[0]!.id - 1}`)
        const read = page.body.messages.find((message: ChatMessage) => message.id === sent[1]!.id)
        expect(read.body).not.toContain(tail)
        const pushes = await db.query<{ input: { body: string } }>(
          `SELECT j.input FROM payload_jobs j JOIN push_subscriptions s ON s.id = (j.input->>'subscription')::int
            WHERE s.user_id = $1 ORDER BY j.id DESC LIMIT 1`,
          [thread.barber.user.id],
        )
        expect(pushes.rows[0]!.input.body).toBe(read.body)
      }),
      { numRuns: 8 },
    )
  })
})
