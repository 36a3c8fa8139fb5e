/**
 * Background work with three instances on one PostgreSQL: every sweep runs at boot and on its
 * schedule on each instance, under an advisory lock of its own (server/sweeps.ts), and every due
 * e-mail (review prompts, unread chat, a job's expiry notice) reaches the real SMTP sink once.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { runSweepExclusively, SWEEP_KEYS, sweepRecords, type SweepName } from '#server/sweeps'
import type { RunningNavalha } from '#server/start'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { createChatPair, openConversation } from '../helpers/chat'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
const others: RunningNavalha[] = []
afterAll(() => Promise.all(others.map((other) => other.close())))

const to = (email: string, subject: string) => mail.messages.filter((each) => each.to.includes(email) && each.subject.startsWith(subject))

describe('three instances on one database', () => {
  it('send each due e-mail once, whichever instance sweeps', { timeout: 120_000 }, async () => {
    // Due before the other two boot: a hire a day old (both sides asked for a review) and a
    // message unread for 20 minutes by a barber with no socket open (one e-mail).
    const pair = await createChatPair(app.payload, app.url, { status: 'hired' })
    const conversation = await openConversation(pair)
    expect((await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Pode vir amanhã?' })).status).toBe(201)
    await db.query(`UPDATE applications SET hired_at = now() - interval '25 hours' WHERE id = $1`, [pair.application.id])
    await db.query(`UPDATE messages SET created_at = now() - interval '20 minutes' WHERE conversation_id = $1`, [conversation])
    // And the hire's job in its last week (decision 0068): its shop's notice is due.
    await db.query(`UPDATE jobs SET published_at = now() - interval '54 days' WHERE id = (SELECT job_id FROM applications WHERE id = $1)`, [
      pair.application.id,
    ])

    // Two more instances boot at once; each sweeps at boot, as the first does every minute.
    const { startNavalha } = await import('#server/start')
    others.push(...(await Promise.all([startNavalha({ port: 0, log: () => {} }), startNavalha({ port: 0, log: () => {} })])))

    const expected = [
      [pair.barber.email, 'Como foi trabalhar com'],
      [pair.shop.email, 'Como foi trabalhar com'],
      [pair.barber.email, 'Você tem novas mensagens de'],
      [pair.shop.email, 'Sua vaga expira em 7 dias'],
    ] as const
    for (const [email, subject] of expected) await mail.waitFor((each) => each.to.includes(email) && each.subject.startsWith(subject), 60_000)
    // Every queued e-mail sent: what the sink holds is all there will be.
    await expect.poll(async () => (await db.query('SELECT count(*)::int AS n FROM payload_jobs')).rows[0].n, { timeout: 30_000 }).toBe(0)
    for (const [email, subject] of expected) expect(to(email, subject), `${subject} → ${email}`).toHaveLength(1)
    expect(to(pair.shop.email, 'Você tem novas mensagens de')).toHaveLength(0)
  })

  it('runs a sweep on one instance at a time: the others skip while its lock is held', async () => {
    for (const name of Object.keys(SWEEP_KEYS) as SweepName[]) {
      let release!: () => void
      const holding = new Promise<void>((resolve) => (release = resolve))
      let runs = 0
      const first = runSweepExclusively(app.payload, name, async () => {
        runs++
        await holding
      })
      await expect.poll(() => runs).toBe(1)
      const skippedBefore = sweepRecords.get(name)!.skipped
      const elsewhere = await Promise.all(others.map((other) => runSweepExclusively(other.payload, name, async () => void runs++)))
      expect(elsewhere).toEqual([false, false])
      expect(sweepRecords.get(name)!.skipped).toBe(skippedBefore + 2)
      release()
      expect(await first).toBe(true)
      // Released: the next one runs.
      expect(await runSweepExclusively(others[0]!.payload, name, async () => void runs++)).toBe(true)
      expect(runs).toBe(2)
    }
  })
})
