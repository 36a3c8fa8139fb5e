/**
 * Issue 41, decision 0069: the reminders of a scheduled test day, 24 hours and 2 hours before it,
 * reach each party once, with two instances sweeping at the same time and after a restart (the
 * claim is a mark in the database, written with the queued e-mails); a test picked with less time
 * left than a reminder's skips that reminder; a cancelled test gets none.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { sendTrialDayReminders } from '#server/trialDays/reminders'
import type { RunningNavalha } from '#server/start'
import { createApplication, createBarber, createJob, createShop } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { freePort } from '../helpers/ports'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
const HOUR = 60 * 60 * 1000
const others: RunningNavalha[] = []
afterAll(() => Promise.all(others.map((other) => other.close())))

let pairs = 0
/** A test day of a new pair, picked by the barber, starting `hours` from now. */
async function scheduled(hours: number) {
  const n = ++pairs
  const shop = await createShop(app.payload, { name: `Barbearia Lembrete ${n}`, profile: { state: 'SP', city: 'São Paulo' } })
  const barber = await createBarber(app.payload, { name: `Barbeiro Lembrete ${n}` })
  const job = await createJob(app.payload, shop.shop, { title: `Vaga do lembrete ${n}` })
  const application = await createApplication(app.payload, job, barber.barber, 'accepted')
  const shopClient = await app.signedIn(shop)
  const barberClient = await app.signedIn(barber)
  const start = new Date(Math.floor((Date.now() + hours * HOUR) / 60_000) * 60_000).toISOString()
  const created = await shopClient.post(`/api/applications/${application.id}/trial-days`, { slots: [{ start, durationMinutes: 120 }] })
  expect(created.status, created.text).toBe(201)
  const picked = await barberClient.patch(`/api/trial-days/${created.body.id}`, { action: 'pick', slot: created.body.slots[0].id })
  expect(picked.status, picked.text).toBe(200)
  return { id: created.body.id as number, shop, barber, shopClient, start: new Date(start) }
}

const to = (email: string, subject: string) => mail.messages.filter((each) => each.to.includes(email) && each.subject.startsWith(subject))
const settled = () => expect.poll(async () => (await db.query('SELECT count(*)::int AS n FROM payload_jobs')).rows[0].n, { timeout: 60_000 }).toBe(0)
const DAY_BEFORE = 'Lembrete: teste prático amanhã'
const HOURS_BEFORE = 'Lembrete: teste prático daqui a 2 horas'

describe('the reminders of a test day', () => {
  it('go once to each party, with two instances sweeping at once and after a restart', { timeout: 180_000 }, async () => {
    const test = await scheduled(30)
    const now = Date.now()
    expect(await sendTrialDayReminders(app.payload, new Date(now))).toBe(0)

    const { startNavalha } = await import('#server/start')
    const second = await startNavalha({ port: await freePort(), log: () => {} })
    others.push(second)
    // Seven hours on, the test is 23 hours away: the 24-hour reminder is due, on whichever instance claims it.
    const at = new Date(now + 7 * HOUR)
    await Promise.all([sendTrialDayReminders(app.payload, at), sendTrialDayReminders(second.payload, at), sendTrialDayReminders(app.payload, at)])
    await second.close()
    others.pop()
    const third = await startNavalha({ port: await freePort(), log: () => {} })
    others.push(third)
    await sendTrialDayReminders(third.payload, new Date(now + 8 * HOUR))
    // Twenty-eight and a half hours on, the 2-hour reminder; twice at once, and once more after the start.
    const late = new Date(test.start.getTime() - 90 * 60_000)
    await Promise.all([sendTrialDayReminders(app.payload, late), sendTrialDayReminders(third.payload, late)])
    await sendTrialDayReminders(app.payload, new Date(test.start.getTime() + 60_000))
    await third.close()
    others.pop()

    await settled()
    for (const email of [test.shop.email, test.barber.email]) {
      await mail.waitFor((each) => each.to.includes(email) && each.subject.startsWith(HOURS_BEFORE), 30_000)
      expect(to(email, DAY_BEFORE), `${DAY_BEFORE} → ${email}`).toHaveLength(1)
      expect(to(email, HOURS_BEFORE), `${HOURS_BEFORE} → ${email}`).toHaveLength(1)
    }
    expect(to(test.barber.email, DAY_BEFORE)[0]!.text).toContain(`Amanhã tem o teste prático para "Vaga do lembrete 1" com Barbearia Lembrete 1`)
    const marks = await db.query('SELECT reminder_24h_sent_at, reminder_2h_sent_at FROM trial_days WHERE id = $1', [test.id])
    expect(marks.rows[0].reminder_24h_sent_at.toISOString()).toBe(at.toISOString())
    expect(marks.rows[0].reminder_2h_sent_at.toISOString()).toBe(late.toISOString())
  })

  it('skips a reminder whose time had come at the pick, and sends none for a cancelled test', { timeout: 120_000 }, async () => {
    const soon = await scheduled(10)
    const cancelled = await scheduled(20)
    expect((await cancelled.shopClient.patch(`/api/trial-days/${cancelled.id}`, { action: 'cancel' })).status).toBe(200)
    await sendTrialDayReminders(app.payload, new Date())
    await sendTrialDayReminders(app.payload, new Date(soon.start.getTime() - HOUR))
    await sendTrialDayReminders(app.payload, new Date(cancelled.start.getTime() - HOUR))
    await settled()
    await mail.waitFor((each) => each.to.includes(soon.barber.email) && each.subject.startsWith(HOURS_BEFORE), 30_000)
    expect(to(soon.barber.email, DAY_BEFORE)).toHaveLength(0)
    expect(to(soon.shop.email, HOURS_BEFORE)).toHaveLength(1)
    for (const email of [cancelled.shop.email, cancelled.barber.email]) expect(to(email, 'Lembrete')).toHaveLength(0)
  })

  it('sends only the nearest due reminder after a downtime, the other marked done', { timeout: 120_000 }, async () => {
    const test = await scheduled(30)
    // No sweep ran until 85 minutes before the start: both reminders are due, only the 2-hour one makes sense.
    const late = new Date(test.start.getTime() - 85 * 60_000)
    await sendTrialDayReminders(app.payload, late)
    await sendTrialDayReminders(app.payload, new Date(late.getTime() + 5 * 60_000))
    await settled()
    await mail.waitFor((each) => each.to.includes(test.barber.email) && each.subject.startsWith(HOURS_BEFORE), 30_000)
    for (const email of [test.shop.email, test.barber.email]) {
      expect(to(email, DAY_BEFORE)).toHaveLength(0)
      expect(to(email, HOURS_BEFORE)).toHaveLength(1)
    }
    const marks = await db.query('SELECT reminder_24h_sent_at, reminder_2h_sent_at FROM trial_days WHERE id = $1', [test.id])
    expect(marks.rows[0].reminder_24h_sent_at.toISOString()).toBe(late.toISOString())
    expect(marks.rows[0].reminder_2h_sent_at.toISOString()).toBe(late.toISOString())
  })
})
