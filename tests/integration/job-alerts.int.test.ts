/**
 * Alerts for saved searches (issue 26, decision 0037): the API (own alerts only, barbers only, ten
 * at most, the open-jobs schema), the matching of a published or reopened job in SQL, the e-mail
 * through the real SMTP sink with its one-click unsubscribe, the two hours' wait without the Anual
 * plan's early access, and one e-mail per job across two instances on one database.
 */
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { MAX_JOB_ALERTS, NEAR_LABEL_MAX } from '#domain/jobAlerts'
import { nearMessages } from '#domain/nearby'
import { jobAlertMessages } from '#domain/messages/jobs'
import { sendDueJobAlerts } from '#server/alerts/deliver'
import { JOB_ALERT_UNSUBSCRIBE_DAYS, jobAlertUnsubscribeToken } from '#server/alerts/unsubscribe'
import { escapeHtml as escapedHtml } from '#server/http/emailLinkPage'
import type { Plan } from '#payload-types'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import type { CapturedEmail } from '../helpers/mail'
import { brazilPlan, subscribe as subscribeTo } from '../helpers/plans'
import { freePort } from '../helpers/ports'
import { createApplication, createBarber, createJob, createShop, type Account, type ShopAccount } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
let db: pg.Pool
let plans: Plan[]
let shop: ShopAccount

beforeAll(async () => {
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 })
  plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })).docs
  shop = await createShop(app.payload, { name: 'Barbearia Alerta' })
}, 120_000)
afterAll(async () => {
  await db?.end()
})

const HOUR = 3_600_000
const later = (ms: number) => new Date(Date.now() + ms)

/** Set-up only: the account pays Brazil's barbers' plan of this length (12: Anual, early access). */
const subscribe = (account: Account, months: number) => subscribeTo(app.payload, account, brazilPlan(plans, 'barber', months))

/** A barber away from the shop's city, so the Anual plan's own early-access e-mail (by city) stays out of the way. */
async function barberWithAlert(filters: Record<string, unknown>, { annual = false, delivery = 'instant' } = {}) {
  const barber = await createBarber(app.payload, { name: 'Alerta Barbeiro', profile: { state: 'MG', city: 'Belo Horizonte' } })
  if (annual) await subscribe(barber, 12)
  const client = new ApiClient(app.url)
  await client.login(barber.email, barber.password)
  const created = await client.post('/api/job-alerts', { filters, delivery })
  expect(created.status, created.text).toBe(201)
  return { barber, client, alert: created.body.doc as { id: number } }
}

const alertMails = (to: string) => mail.messages.filter((email) => email.to.includes(to) && /para o seu alerta/.test(email.subject))
const settled = () =>
  expect.poll(async () => (await app.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs, { timeout: 15_000 }).toBe(0)
const header = (email: CapturedEmail, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(email.raw.slice(0, email.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim()
/** An alert's version as its unsubscribe links carry it: the time of its last change, in milliseconds. */
const versionOf = async (alertId: number) =>
  Number((await db.query('SELECT (extract(epoch FROM updated_at) * 1000)::bigint AS version FROM job_alerts WHERE id = $1', [alertId])).rows[0].version)
const deliveriesOf = async (userId: number) =>
  (
    await db.query<{ job_id: number; due_at: Date; sent_at: Date | null }>(
      'SELECT job_id, due_at, sent_at FROM job_alert_deliveries WHERE user_id = $1 ORDER BY id',
      [userId],
    )
  ).rows

describe('the alerts API', () => {
  it('creates, lists, edits and deletes a barber’s own alerts, and shows nothing of them to anyone else', async () => {
    const { client, alert } = await barberWithAlert({ q: 'degradê', state: 'rj', maxExperience: '2', page: '3' })
    const own = await client.get(`/api/job-alerts/${alert.id}`)
    expect(own.body).toMatchObject({ filters: { q: 'degradê', state: 'rj', maxExperience: 2 }, delivery: 'instant', paused: false })
    expect(own.body.filters).not.toHaveProperty('page')
    expect(Object.keys(own.body).filter((key) => key.startsWith('match'))).toEqual([])

    const other = await barberWithAlert({})
    expect((await other.client.get('/api/job-alerts')).body.docs.map((doc: { id: number }) => doc.id)).toEqual([other.alert.id])
    const tries = [
      await other.client.get(`/api/job-alerts/${alert.id}`),
      await other.client.patch(`/api/job-alerts/${alert.id}`, { paused: true }),
      await other.client.delete(`/api/job-alerts/${alert.id}`),
    ]
    // As for saved jobs (the access matrix): not found by id, refused to write.
    expect(tries.map((response) => response.status)).toEqual([404, 403, 403])
    expect((await new ApiClient(app.url).get('/api/job-alerts')).status).toBe(403)

    const edited = await client.patch(`/api/job-alerts/${alert.id}`, { delivery: 'daily', paused: true, user: other.barber.user.id })
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.doc).toMatchObject({ delivery: 'daily', paused: true, user: expect.anything() })
    const row = (await db.query('SELECT user_id, match_state, match_text FROM job_alerts WHERE id = $1', [alert.id])).rows[0]
    expect(row).toMatchObject({ match_state: 'RJ', match_text: '%degrade%' })
    expect(row.user_id).not.toBe(other.barber.user.id)
    expect((await client.delete(`/api/job-alerts/${alert.id}`)).status).toBe(200)
    expect((await client.get('/api/job-alerts')).body.docs).toEqual([])
  })

  it('is for barbers only', async () => {
    const shopClient = new ApiClient(app.url)
    await shopClient.login(shop.email, shop.password)
    const refused = await shopClient.post('/api/job-alerts', { filters: {}, delivery: 'instant' })
    expect(refused.status).toBe(403)
    expect((await new ApiClient(app.url).post('/api/job-alerts', { filters: {} })).status).toBe(403)
  })

  it('refuses filters the open-jobs search would not read, in Portuguese', async () => {
    const { client } = await barberWithAlert({})
    const cases: [unknown, string, string][] = [
      [{ filters: { contractType: 'escravo' }, delivery: 'instant' }, 'filters.contractType', jobAlertMessages.filterInvalid('contractType')],
      [{ filters: { maxExperience: 7 }, delivery: 'instant' }, 'filters.maxExperience', jobAlertMessages.filterInvalid('maxExperience')],
      [{ filters: { cidade: 'Rio' }, delivery: 'instant' }, 'filters.cidade', jobAlertMessages.filterInvalid('cidade')],
      [{ filters: 'degradê', delivery: 'instant' }, 'filters', jobAlertMessages.filtersInvalid],
      [{ filters: { q: 'x'.repeat(500) }, delivery: 'instant' }, 'filters.q', ''],
      [{ filters: {}, delivery: 'weekly' }, 'delivery', jobAlertMessages.deliveryInvalid],
      [{ filters: { lat: -23.55 }, delivery: 'instant' }, 'filters.lng', nearMessages.pointIncomplete],
      [{ filters: { lat: -23.55, lng: -46.63, raioKm: 500 }, delivery: 'instant' }, 'filters.raioKm', nearMessages.radiusInvalid],
      [
        { filters: { lat: -23.55, lng: -46.63, nearLabel: 'x'.repeat(81) }, delivery: 'instant' },
        'filters.nearLabel',
        nearMessages.labelInvalid(NEAR_LABEL_MAX),
      ],
    ]
    for (const [body, field, message] of cases) {
      const response = await client.post('/api/job-alerts', body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.errors[0].field ?? response.body.errors[0].path).toBe(field)
      if (message) expect(errorMessage(response.body)).toBe(message)
      else expect(errorMessage(response.body)).toMatch(/[a-zà-ú]/)
    }
  })

  it(`keeps at most ${MAX_JOB_ALERTS} alerts a barber, even when asked at once`, async () => {
    const { client } = await barberWithAlert({})
    const answers = await Promise.all(
      Array.from({ length: MAX_JOB_ALERTS + 3 }, (_, i) => client.post('/api/job-alerts', { filters: { q: `corte ${i}` }, delivery: 'daily' })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(MAX_JOB_ALERTS - 1)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused.map((answer) => answer.status)).toEqual([400, 400, 400, 400])
    expect(errorMessage(refused[0]!.body)).toBe(jobAlertMessages.limitReached(MAX_JOB_ALERTS))
    expect((await client.get('/api/job-alerts?limit=50')).body.totalDocs).toBe(MAX_JOB_ALERTS)
  })
})

describe('matching and delivery', () => {
  it('e-mails an Anual barber at once, one e-mail for several jobs, with a one-click unsubscribe, and nothing for a job that does not match', async () => {
    const { barber, alert } = await barberWithAlert({ state: 'RJ', q: 'navalhada' }, { annual: true })
    const first = await createJob(app.payload, shop.shop, { title: 'Barbeiro Navalhada clássica', salary: 'R$ 2.500' })
    const second = await createJob(app.payload, shop.shop, { title: 'Mestre da navalhada' })
    const unrelated = await createJob(app.payload, shop.shop, { title: 'Barbeiro para degradê' })
    expect((await deliveriesOf(barber.user.id)).map((row) => row.job_id)).toEqual([first.id, second.id])
    await sendDueJobAlerts(app.payload, later(1000))
    await settled()
    const mails = alertMails(barber.email)
    expect(mails).toHaveLength(1)
    const [email] = mails
    expect(email!.subject).toBe('2 novas vagas para o seu alerta')
    expect(email!.text).toContain(`${app.url}/vagas/${first.id}`)
    expect(email!.text).toContain(`${app.url}/vagas/${second.id}`)
    expect(email!.text).not.toContain(`/vagas/${unrelated.id}`)
    expect(email!.text).not.toContain('+5521987654321')

    const unsubscribe = header(email!, 'List-Unsubscribe')
    expect(header(email!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const url = /^<(.+)>$/.exec(unsubscribe ?? '')![1]!
    expect(email!.text).toContain(url)
    // A link scanner's GET changes nothing; the mail client's one-click POST pauses the alert.
    expect((await fetch(url)).status).toBe(200)
    expect((await db.query('SELECT paused FROM job_alerts WHERE id = $1', [alert.id])).rows[0].paused).toBe(false)
    const oneClick = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    expect(oneClick.status).toBe(200)
    expect((await db.query('SELECT paused FROM job_alerts WHERE id = $1', [alert.id])).rows[0].paused).toBe(true)
    await createJob(app.payload, shop.shop, { title: 'Navalhada de novo' })
    expect(await deliveriesOf(barber.user.id)).toHaveLength(2)
  })

  it('matches the pay an alert asks for as /api/open-jobs does: the kind, and a top of the range at least the minimum', async () => {
    const { barber } = await barberWithAlert({ q: 'remunerada', payKind: 'monthly', payMin: 3000 }, { annual: true })
    const { barber: commission } = await barberWithAlert({ q: 'remunerada', payKind: 'commission', payMin: 40 }, { annual: true })
    const low = await createJob(app.payload, shop.shop, { title: 'Vaga remunerada baixa', salary: 'R$ 2.500' })
    const range = await createJob(app.payload, shop.shop, { title: 'Vaga remunerada faixa', salary: 'R$ 2.000 a R$ 3.200' })
    const percent = await createJob(app.payload, shop.shop, { title: 'Vaga remunerada comissão', salary: '50% de comissão' })
    const searched = await new ApiClient(app.url).get('/api/open-jobs?q=remunerada&payKind=monthly&payMin=3000')
    expect(searched.body.docs.map((job: { id: number }) => job.id)).toEqual([range.id])
    expect((await deliveriesOf(barber.user.id)).map((row) => row.job_id)).toEqual([range.id])
    expect((await deliveriesOf(commission.user.id)).map((row) => row.job_id)).toEqual([percent.id])
    expect(low.id).toBeGreaterThan(0)
  })

  it("keeps 'Só urgentes' and matches it as /api/open-jobs does: only a job marked Urgente, also when it is marked after publication and reopened", async () => {
    const { barber, client, alert } = await barberWithAlert({ q: 'pressa', urgent: 'true' }, { annual: true })
    expect((await client.get(`/api/job-alerts/${alert.id}`)).body.filters).toEqual({ q: 'pressa', urgent: true })
    const { barber: anyJob } = await barberWithAlert({ q: 'pressa', urgent: 'false' }, { annual: true })
    const calm = await createJob(app.payload, shop.shop, { title: 'Vaga sem pressa' })
    const urgent = await createJob(app.payload, shop.shop, { title: 'Vaga com pressa', urgent: true })
    const searched = await new ApiClient(app.url).get('/api/open-jobs?q=pressa&urgent=true')
    expect(searched.body.docs.map((job: { id: number }) => job.id)).toEqual([urgent.id])
    expect((await deliveriesOf(barber.user.id)).map((row) => row.job_id)).toEqual([urgent.id])
    expect((await deliveriesOf(anyJob.user.id)).map((row) => row.job_id).sort()).toEqual([calm.id, urgent.id].sort())
    // Marked Urgente later and published again: now it matches.
    await app.payload.update({ collection: 'jobs', id: calm.id, data: { status: 'inactive' }, depth: 0 })
    await app.payload.update({ collection: 'jobs', id: calm.id, data: { status: 'active', urgent: true }, depth: 0 })
    await expect.poll(async () => (await deliveriesOf(barber.user.id)).map((row) => row.job_id).sort()).toEqual([calm.id, urgent.id].sort())
  })

  it('matches an alert saved from a search by distance as /api/open-jobs does: jobs within its radius of the point', async () => {
    const paulista = await createShop(app.payload, { name: 'Barbearia Paulista', profile: { state: 'SP', city: 'São Paulo' } })
    const carioca = await createShop(app.payload, { name: 'Barbearia Carioca', profile: { state: 'RJ', city: 'Rio de Janeiro' } })
    // A browser's own position, finer than the alert keeps: stored at two decimals (about a kilometre).
    const filters = { q: 'pertinho', lat: -23.550_52, lng: -46.633_31, raioKm: 50, nearLabel: ' sua localização ' }
    const { barber, alert } = await barberWithAlert(filters, { annual: true })
    const stored = await db.query('SELECT filters, match_lat, match_lng, match_radius_km FROM job_alerts WHERE id = $1', [alert.id])
    expect(stored.rows[0]).toEqual({
      filters: { q: 'pertinho', lat: -23.55, lng: -46.63, raioKm: 50, nearLabel: 'sua localização' },
      match_lat: '-23.55',
      match_lng: '-46.63',
      match_radius_km: '50',
    })
    const near = await createJob(app.payload, paulista.shop, { title: 'Vaga pertinho' })
    const far = await createJob(app.payload, carioca.shop, { title: 'Vaga pertinho no Rio' })
    const searched = await new ApiClient(app.url).get('/api/open-jobs?q=pertinho&lat=-23.55&lng=-46.63&raioKm=50')
    expect(searched.body.docs.map((job: { id: number }) => job.id)).toEqual([near.id])
    expect((await deliveriesOf(barber.user.id)).map((row) => row.job_id)).toEqual([near.id])
    // A radius that reaches Rio (about 360 km away) is out of the API's range: the alert cannot ask for it either.
    expect(far.id).not.toBe(near.id)
  })

  it('an alert saved from a search by a city keeps the city’s seat as it is, so its search still reads “mesma cidade” (decision 0059)', async () => {
    const filters = { q: 'sedezinha', lat: -23.5475, lng: -46.6361, raioKm: 10, nearLabel: 'São Paulo, SP' }
    const { alert } = await barberWithAlert(filters, { annual: true })
    const stored = await db.query('SELECT filters, match_lat, match_lng FROM job_alerts WHERE id = $1', [alert.id])
    expect(stored.rows[0]).toEqual({ filters, match_lat: '-23.5475', match_lng: '-46.6361' })
  })

  it('refuses an unsubscribe link that was altered or made for other alerts', async () => {
    const { alert } = await barberWithAlert({})
    const token = jobAlertUnsubscribeToken('outro-segredo', [{ id: alert.id, version: await versionOf(alert.id) }], new Date())
    // Signed with the right key but naming an id no row can have: refused like any other bad link, never a 500.
    const beyond = jobAlertUnsubscribeToken(app.payload.secret, [{ id: 2_147_483_648, version: 1 }], new Date())
    for (const bad of [token, beyond, `${alert.id}.x`, '']) {
      const response = await fetch(`${app.url}/api/job-alerts/unsubscribe?token=${encodeURIComponent(bad)}`, { method: 'POST' })
      expect(response.status).toBe(400)
      expect(await response.text()).toContain(jobAlertMessages.unsubscribeInvalid)
    }
    expect((await db.query('SELECT paused FROM job_alerts WHERE id = $1', [alert.id])).rows[0].paused).toBe(false)
  })

  it('does not pause, from an old e-mail, an alert changed since (off and on again, edited), nor after the link expires', async () => {
    const { barber, client, alert } = await barberWithAlert({ state: 'RJ', q: 'reativado' }, { annual: true })
    await createJob(app.payload, shop.shop, { title: 'Barbeiro reativado' })
    await sendDueJobAlerts(app.payload, later(1000))
    await settled()
    const [email] = alertMails(barber.email)
    const url = /^<(.+)>$/.exec(header(email!, 'List-Unsubscribe') ?? '')![1]!
    const oneClick = () => fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })
    const paused = async () => (await db.query('SELECT paused FROM job_alerts WHERE id = $1', [alert.id])).rows[0].paused as boolean

    // Turned off and on again in /alertas after the e-mail: its link no longer pauses the alert, and says why.
    expect((await client.patch(`/api/job-alerts/${alert.id}`, { paused: true })).status).toBe(200)
    expect((await client.patch(`/api/job-alerts/${alert.id}`, { paused: false })).status).toBe(200)
    const page = await fetch(url)
    expect(page.status).toBe(410)
    const pageText = await page.text()
    expect(pageText).toContain(escapedHtml(jobAlertMessages.unsubscribeStale))
    expect(pageText).not.toContain('<form')
    const stale = await oneClick()
    expect(stale.status).toBe(410)
    expect(await stale.text()).toContain(escapedHtml(jobAlertMessages.unsubscribeStale))
    expect(await paused()).toBe(false)

    // A link of the alert as it is now works, twice alike (a mail client may repeat its one-click POST)…
    const current = { id: alert.id, version: await versionOf(alert.id) }
    const post = (token: string) => fetch(`${app.url}/api/job-alerts/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' })
    const fresh = jobAlertUnsubscribeToken(app.payload.secret, [current], new Date())
    for (let i = 0; i < 2; i++) expect((await post(fresh)).status).toBe(200)
    expect(await paused()).toBe(true)
    // …until the alert is edited: then it is an old link too.
    expect((await client.patch(`/api/job-alerts/${alert.id}`, { paused: false, filters: { state: 'RJ', q: 'editado' } })).status).toBe(200)
    expect((await post(fresh)).status).toBe(410)
    expect(await paused()).toBe(false)

    // Any other version of the alert, signed with the right key, pauses nothing.
    const now = await versionOf(alert.id)
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 4_102_444_800_000 }).filter((version) => version !== now),
        async (version) => {
          const response = await post(jobAlertUnsubscribeToken(app.payload.secret, [{ id: alert.id, version }], new Date()))
          expect(response.status).toBe(410)
        },
      ),
      { numRuns: 15 },
    )
    expect(await paused()).toBe(false)

    // A link lives JOB_ALERT_UNSUBSCRIBE_DAYS days.
    const issued = (days: number) => new Date(Date.now() - days * DAY_MS)
    const expired = await post(jobAlertUnsubscribeToken(app.payload.secret, [{ id: alert.id, version: now }], issued(JOB_ALERT_UNSUBSCRIBE_DAYS + 1)))
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain(escapedHtml(jobAlertMessages.unsubscribeExpired(JOB_ALERT_UNSUBSCRIBE_DAYS)))
    expect(await paused()).toBe(false)
    expect((await post(jobAlertUnsubscribeToken(app.payload.secret, [{ id: alert.id, version: now }], issued(JOB_ALERT_UNSUBSCRIBE_DAYS - 1)))).status).toBe(
      200,
    )
    expect(await paused()).toBe(true)
  })

  it('waits two hours for a barber without the Anual plan, and sends a daily alert at 8h in São Paulo', async () => {
    const instant = await barberWithAlert({ city: 'rio de janeiro', contractType: 'commission' })
    const daily = await barberWithAlert({ city: 'Rio de Janeiro' }, { delivery: 'daily' })
    const job = await createJob(app.payload, shop.shop, { title: 'Barbeiro comissionado no Centro', contractType: 'commission' })
    const [row] = await deliveriesOf(instant.barber.user.id)
    expect(row!.job_id).toBe(job.id)
    expect(Math.abs(row!.due_at.getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(60_000)
    await sendDueJobAlerts(app.payload, later(HOUR))
    await settled()
    expect(alertMails(instant.barber.email)).toHaveLength(0)
    await sendDueJobAlerts(app.payload, later(2 * HOUR + 60_000))
    await settled()
    expect(alertMails(instant.barber.email)).toHaveLength(1)
    expect(alertMails(instant.barber.email)[0]!.subject).toBe('Nova vaga para o seu alerta: Barbeiro comissionado no Centro')

    const [digest] = await deliveriesOf(daily.barber.user.id)
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' }).format(digest!.due_at)
    expect(local).toBe('08:00')
    expect(digest!.due_at.getTime()).toBeGreaterThan(Date.now() + 2 * HOUR - 60_000)
    expect(digest!.due_at.getTime()).toBeLessThanOrEqual(Date.now() + 2 * HOUR + DAY_MS)
  })

  it('sends nothing for a job applied to, nor again when a job is reopened', async () => {
    const { barber } = await barberWithAlert({ q: 'reaberta' }, { annual: true })
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga reaberta' })
    await sendDueJobAlerts(app.payload, later(1000))
    await settled()
    expect(alertMails(barber.email)).toHaveLength(1)
    await app.payload.update({ collection: 'jobs', id: job.id, data: { status: 'inactive' }, depth: 0 })
    await app.payload.update({ collection: 'jobs', id: job.id, data: { status: 'active' }, depth: 0 })
    await sendDueJobAlerts(app.payload, later(3 * HOUR))
    await settled()
    expect(alertMails(barber.email)).toHaveLength(1)

    // Applied to while closed, then reopened: no row, no e-mail.
    const other = await barberWithAlert({ q: 'candidatura' }, { annual: true })
    const applied = await createJob(app.payload, shop.shop, { title: 'Vaga candidatura', status: 'inactive' })
    await app.payload.update({ collection: 'jobs', id: applied.id, data: { status: 'active' }, depth: 0, context: { notify: false } })
    await createApplication(app.payload, applied, other.barber.barber)
    await app.payload.update({ collection: 'jobs', id: applied.id, data: { status: 'inactive' }, depth: 0 })
    await app.payload.update({ collection: 'jobs', id: applied.id, data: { status: 'active' }, depth: 0 })
    expect(await deliveriesOf(other.barber.user.id)).toEqual([])
  })

  it('sends one e-mail for a job when two instances on one database sweep at the same time', async () => {
    const { startNavalha } = await import('#server/start')
    const second = await startNavalha({ port: await freePort(), log: () => {} })
    try {
      const barbers = await Promise.all([1, 2, 3].map(() => barberWithAlert({ q: 'duas instancias' })))
      await createJob(app.payload, shop.shop, { title: 'Vaga das duas instâncias' })
      const at = later(2 * HOUR + 60_000)
      const counts = await Promise.all([sendDueJobAlerts(app.payload, at), sendDueJobAlerts(second.payload, at), sendDueJobAlerts(app.payload, at)])
      // Each barber's row is claimed by one sweep (the others find it locked or sent).
      expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3)
      await settled()
      for (const { barber } of barbers) expect(alertMails(barber.email)).toHaveLength(1)
    } finally {
      await second.close()
    }
  })
})
