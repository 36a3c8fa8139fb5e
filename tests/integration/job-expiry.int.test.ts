/**
 * Issue 40, decision 0068: a job stays open 60 days after its publication or renewal. The sweep
 * closes it as 'Expirada' at 60 days exactly and not before; the shop's 7-day notice leaves once,
 * even with two instances sweeping at the same time and after a restart (its claim is in the
 * database); 'Renovar' starts both again. Also 'Urgente' and how many barbers a job needs, by every
 * path that writes them, the 'Só urgentes' filter, and the one-click unsubscribe of the annual
 * plan's 'Nova vaga em {cidade}' e-mails.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { earlyAccessMessages, jobExpiryMessages, jobMessages, jobSearchMessages } from '#domain/messages/jobs'
import { EARLY_ACCESS_UNSUBSCRIBE_DAYS, EARLY_ACCESS_UNSUBSCRIBE_PATH, earlyAccessUnsubscribeToken } from '#infra/jobAlerts/earlyAccessOptOut'
import { sweepJobExpiry } from '#server/jobs/expiry'
import { escapeHtml } from '#server/http/emailLinkPage'
import type { Job, Plan } from '#payload-types'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { linkIn, type CapturedEmail } from '../helpers/mail'
import { brazilPlan, subscribe } from '../helpers/plans'
import { freePort } from '../helpers/ports'
import { createAccount, createApplication, createBarber, createJob, createShop, type Account, type ShopAccount } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
let db: pg.Pool
let shop: ShopAccount
let plans: Plan[]

beforeAll(async () => {
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 })
  plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })).docs
  shop = await createShop(app.payload, { name: 'Barbearia Prazo', profile: { state: 'PR', city: 'Maringá' } })
}, 120_000)
afterAll(async () => {
  await db?.end()
})

/** Set-up only: moves a job's publication back in time, as if it had been published then. */
const publishedAt = async (job: Job, at: Date) => {
  await db.query('UPDATE jobs SET published_at = $2 WHERE id = $1', [job.id, at.toISOString()])
}
const stored = (job: Job) => app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })
/** The e-mail queue empty; a write through the Local API waits for the queue's own tick, slow on a loaded machine. */
const settled = () =>
  expect.poll(async () => (await app.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs, { timeout: 60_000 }).toBe(0)
const MAIL_WAIT_MS = 60_000
const noticesOf = (title: string) => mail.messages.filter((email) => email.subject === `Sua vaga expira em 7 dias: ${title}`)
const header = (email: CapturedEmail, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(email.raw.slice(0, email.raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' '))?.[1]?.trim()

describe('expiry after 60 days', () => {
  it('closes a job as Expirada at 60 days exactly and not a millisecond before, as a closed job', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga dos sessenta dias' })
    const barber = await createBarber(app.payload)
    const application = await createApplication(app.payload, job, barber.barber)
    const now = new Date()
    await publishedAt(job, new Date(now.getTime() - 60 * DAY_MS + 1))

    await sweepJobExpiry(app.payload, now)
    expect((await stored(job)).status).toBe('active')

    await sweepJobExpiry(app.payload, new Date(now.getTime() + 1))
    const expired = await stored(job)
    expect(expired.status).toBe('inactive')
    expect(expired.expiredAt).toBe(new Date(now.getTime() + 1).toISOString())

    // Its page stays, read as 'Expirada'; it leaves the open list; its applications read as of a closed job.
    const details = await new ApiClient(app.url).get(`/api/job-details/${job.id}`)
    expect(details.status).toBe(200)
    expect(details.body.job).toMatchObject({ status: 'inactive', expiredAt: expired.expiredAt })
    const list = await new ApiClient(app.url).get('/api/open-jobs?q=sessenta')
    expect(list.body.docs.map((doc: { id: number }) => doc.id)).not.toContain(job.id)
    expect((await app.payload.findByID({ collection: 'applications', id: application.id, depth: 0 })).jobOpen).toBe(false)
    const apply = await (await app.signedIn(await createBarber(app.payload))).post('/api/applications', { job: job.id })
    expect(apply.status).toBeGreaterThanOrEqual(400)
    expect(apply.status).toBeLessThan(500)
  })

  it('leaves a job without a publication date, or closed, as it is', async () => {
    const closed = await createJob(app.payload, shop.shop, { title: 'Vaga já fechada', status: 'inactive' })
    await publishedAt(closed, new Date(Date.now() - 90 * DAY_MS))
    await sweepJobExpiry(app.payload, new Date())
    expect((await stored(closed)).expiredAt ?? null).toBeNull()
  })
})

describe("the shop's 7-day notice", () => {
  it('is sent once, with two instances sweeping at the same time and after a restart, from 53 days on', async () => {
    const title = 'Vaga do aviso único'
    const job = await createJob(app.payload, shop.shop, { title })
    const now = new Date()
    await publishedAt(job, new Date(now.getTime() - 53 * DAY_MS + 1))
    await sweepJobExpiry(app.payload, now)
    expect((await stored(job)).expiryNoticeSentAt ?? null).toBeNull()

    await publishedAt(job, new Date(now.getTime() - 53 * DAY_MS))
    const { startNavalha } = await import('#server/start')
    const second = await startNavalha({ port: await freePort(), log: () => {} })
    try {
      await Promise.all([sweepJobExpiry(app.payload, now), sweepJobExpiry(second.payload, now), sweepJobExpiry(app.payload, now)])
    } finally {
      await second.close()
    }
    // A restart: a new instance, the same database, a later sweep.
    const third = await startNavalha({ port: await freePort(), log: () => {} })
    try {
      await sweepJobExpiry(third.payload, new Date(now.getTime() + DAY_MS))
    } finally {
      await third.close()
    }
    await sweepJobExpiry(app.payload, new Date(now.getTime() + 2 * DAY_MS))
    await settled()
    await mail.waitFor((email) => email.subject.endsWith(title), MAIL_WAIT_MS)
    expect(noticesOf(title)).toHaveLength(1)
    const [notice] = noticesOf(title)
    expect(notice!.to).toEqual([shop.email])
    expect(notice!.text).toContain('Olá, Barbearia Prazo!')
    expect(notice!.text).toContain(`A vaga "${title}" completa 60 dias no ar e será fechada como Expirada em`)
    expect(linkIn(notice!, '/vagas').pathname).toBe('/vagas')
    expect((await stored(job)).expiryNoticeSentAt).toBe(now.toISOString())
  }, 120_000)

  it('shows in the panel: GET /api/my-jobs?expiring=true lists the shop’s open jobs in their last week only', async () => {
    const own = await createShop(app.payload, { name: 'Barbearia Painel' })
    const soon = await createJob(app.payload, own.shop, { title: 'Vaga que expira logo' })
    const fresh = await createJob(app.payload, own.shop, { title: 'Vaga recente do painel' })
    await publishedAt(soon, new Date(Date.now() - 55 * DAY_MS))
    const client = await app.signedIn(own)
    const listed = await client.get('/api/my-jobs?expiring=true')
    expect(listed.status).toBe(200)
    expect(listed.body.docs.map((doc: Job) => doc.id)).toEqual([soon.id])
    expect(listed.body.docs.map((doc: Job) => doc.id)).not.toContain(fresh.id)
    const bad = await client.get('/api/my-jobs?expiring=talvez')
    expect(bad.status).toBe(400)
    expect(errorMessage(bad.body)).toBe(jobSearchMessages.expiringInvalid)
  })
})

describe('Renovar', () => {
  it('starts the 60 days and the notice again, for an open job and for an expired one', { timeout: 120_000 }, async () => {
    const title = 'Vaga renovada duas vezes'
    const job = await createJob(app.payload, shop.shop, { title })
    const client = await app.signedIn(shop)
    const now = new Date()
    await publishedAt(job, new Date(now.getTime() - 54 * DAY_MS))
    await sweepJobExpiry(app.payload, now)
    expect((await stored(job)).expiryNoticeSentAt).toBeTruthy()

    const renewed = await client.post(`/api/my-jobs/${job.id}/renew`, {})
    expect(renewed.status, renewed.text).toBe(200)
    expect(renewed.body.message).toBe(jobExpiryMessages.renewed)
    const afterRenewal = await stored(job)
    expect(afterRenewal.status).toBe('active')
    expect(afterRenewal.expiryNoticeSentAt ?? null).toBeNull()
    expect(Date.parse(afterRenewal.publishedAt!)).toBeGreaterThan(now.getTime() - 60_000)

    // The new publication gets its own notice, once, and expires 60 days after it.
    const renewedAt = new Date(afterRenewal.publishedAt!)
    await sweepJobExpiry(app.payload, new Date(renewedAt.getTime() + 53 * DAY_MS))
    await sweepJobExpiry(app.payload, new Date(renewedAt.getTime() + 53 * DAY_MS + 1))
    await settled()
    await expect.poll(() => noticesOf(title).length, { timeout: MAIL_WAIT_MS }).toBe(2)

    // Expired, then renewed: open again, no longer Expirada.
    await publishedAt(job, new Date(now.getTime() - 61 * DAY_MS))
    await sweepJobExpiry(app.payload, now)
    expect((await stored(job)).expiredAt).toBeTruthy()
    const again = await client.post(`/api/my-jobs/${job.id}/renew`, {})
    expect(again.status, again.text).toBe(200)
    const reopened = await stored(job)
    expect(reopened).toMatchObject({ status: 'active', expiredAt: null, expiryNoticeSentAt: null })
  })

  it('is the job’s shop’s alone, and no body writes the dates the sweep and the renewal keep', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga de outra barbearia' })
    const other = await app.signedIn(await createShop(app.payload, { name: 'Barbearia Intrusa' }))
    const refused = await other.post(`/api/my-jobs/${job.id}/renew`, {})
    expect(refused.status).toBe(403)
    expect(errorMessage(refused.body)).toBe(jobExpiryMessages.onlyOwnShop)
    expect((await new ApiClient(app.url).post(`/api/my-jobs/${job.id}/renew`, {})).status).toBe(401)
    const missing = await other.post('/api/my-jobs/99999999999/renew', {})
    expect(missing.status).toBe(404)
    expect(errorMessage(missing.body)).toBe(jobMessages.notFound)

    const owner = await app.signedIn(shop)
    const before = await stored(job)
    const past = new Date(Date.now() - 100 * DAY_MS).toISOString()
    const patched = await owner.patch(`/api/jobs/${job.id}`, {
      publishedAt: past,
      expiredAt: past,
      expiryNoticeSentAt: past,
      title: 'Vaga de outra barbearia editada',
    })
    expect(patched.status, patched.text).toBe(200)
    const after = await stored(job)
    expect(after.publishedAt).toBe(before.publishedAt)
    expect(after.expiredAt ?? null).toBeNull()
    expect(after.expiryNoticeSentAt ?? null).toBeNull()
    // Method override and the console's facade are no way around it either.
    const overridden = await owner.post(`/api/jobs/${job.id}`, { publishedAt: past }, { headers: { 'x-http-method-override': 'PATCH' } })
    expect(overridden.status).toBeLessThan(500)
    expect((await stored(job)).publishedAt).toBe(before.publishedAt)
  })
})

describe('Urgente and how many barbers', () => {
  it('takes 1 to 20 barbers and refuses anything else in Portuguese, by REST create and update', async () => {
    const client = await app.signedIn(shop)
    const body = { title: 'Vaga urgente de sábado', description: 'Precisamos de barbeiros para os sábados de dezembro.' }
    const created = await client.post('/api/jobs', { ...body, urgent: true, openings: 3 })
    expect(created.status, created.text).toBe(201)
    expect(created.body.doc).toMatchObject({ urgent: true, openings: 3 })
    const defaults = await client.post('/api/jobs', { ...body, title: 'Vaga sem pressa alguma' })
    expect(defaults.body.doc).toMatchObject({ urgent: false, openings: 1 })
    for (const openings of [0, 21, 1.5, -1, 'muitos']) {
      const refused = await client.post('/api/jobs', { ...body, openings })
      expect(refused.status, `${openings}`).toBe(400)
      // A text is no number at all: Payload's own check answers first, in Portuguese too.
      expect(refused.body.errors).toEqual([{ field: 'openings', message: typeof openings === 'number' ? jobMessages.openingsInvalid : 'Informe um número.' }])
      const patched = await client.patch(`/api/jobs/${created.body.doc.id}`, { openings })
      expect(patched.status, `${openings}`).toBe(400)
    }
    expect((await client.patch(`/api/jobs/${created.body.doc.id}`, { openings: 20 })).status).toBe(200)
  })

  it('holds in the console too: an admin’s save through the facade meets the same rule, and cannot write the expiry dates', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga editada no console' })
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const record = (await admin.get(`/api/admin/jobs/${job.id}`)).body
    const refused = await admin.request('PUT', `/api/admin/jobs/${job.id}`, { json: { ...record, openings: 25 } })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(jobMessages.openingsInvalid)
    const past = new Date(Date.now() - 100 * DAY_MS).toISOString()
    const saved = await admin.request('PUT', `/api/admin/jobs/${job.id}`, {
      json: { ...record, urgent: true, openings: 4, expiredAt: past, publishedAt: past },
    })
    expect(saved.status, saved.text).toBe(200)
    expect(await stored(job)).toMatchObject({ urgent: true, openings: 4, expiredAt: null, publishedAt: job.publishedAt })
  })

  it("'Só urgentes' keeps only the urgent jobs, and shows both on the cards and the job page", async () => {
    const urgent = await createJob(app.payload, shop.shop, { title: 'Filtro urgente cartão', urgent: true, openings: 2 })
    const calm = await createJob(app.payload, shop.shop, { title: 'Filtro urgente calmo' })
    const visitor = new ApiClient(app.url)
    const all = await visitor.get('/api/open-jobs?q=filtro%20urgente')
    expect(all.body.docs.map((doc: { id: number }) => doc.id).sort()).toEqual([urgent.id, calm.id].sort())
    const only = await visitor.get('/api/open-jobs?q=filtro%20urgente&urgent=true')
    expect(only.body.docs.map((doc: { id: number }) => doc.id)).toEqual([urgent.id])
    expect(only.body.docs[0]).toMatchObject({ urgent: true, openings: 2 })
    const unfiltered = await visitor.get('/api/open-jobs?urgent=true')
    expect(unfiltered.body.docs.every((doc: { urgent: boolean }) => doc.urgent)).toBe(true)
    const bad = await visitor.get('/api/open-jobs?urgent=sim')
    expect(bad.status).toBe(400)
    expect(errorMessage(bad.body)).toBe(jobSearchMessages.urgentInvalid)
    const details = await visitor.get(`/api/job-details/${urgent.id}`)
    expect(details.body.job).toMatchObject({ urgent: true, openings: 2 })
  })
})

describe("the annual plan's 'Nova vaga em {cidade}' e-mails", () => {
  const subscribeAnnual = (account: Account) => subscribe(app.payload, account, brazilPlan(plans, 'barber', 12))
  const earlyMails = (to: string) => mail.messages.filter((email) => email.to.includes(to) && email.subject.startsWith('Nova vaga em Maringá'))

  it('carry a one-click unsubscribe that turns them off, and the page a person opens asks first', { timeout: 240_000 }, async () => {
    const barber = await createBarber(app.payload, { profile: { state: 'PR', city: 'Maringá' } })
    await subscribeAnnual(barber)
    await createJob(app.payload, shop.shop, { title: 'Primeira vaga antecipada' })
    await mail.waitFor((email) => email.to.includes(barber.email) && email.subject === 'Nova vaga em Maringá: Primeira vaga antecipada', MAIL_WAIT_MS)
    const [email] = earlyMails(barber.email)
    const link = linkIn(email!, EARLY_ACCESS_UNSUBSCRIBE_PATH)
    expect(header(email!, 'List-Unsubscribe')).toBe(`<${link.href}>`)
    expect(header(email!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(email!.text).toContain(`Parar de receber estes avisos: ${link.href}`)

    const visitor = new ApiClient(app.url)
    const page = await visitor.get(`${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    expect(page.text).toContain(escapeHtml(earlyAccessMessages.unsubscribeAsk))
    expect((await app.payload.findByID({ collection: 'users', id: barber.user.id, depth: 0 })).earlyAccessEmails).not.toBe(false)

    // The mail client's one-click POST, to the header's address, with RFC 8058's body; twice, as clients may.
    for (let i = 0; i < 2; i++) {
      const response = await fetch(link.href, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      expect(response.status).toBe(200)
      expect(await response.text()).toContain(escapeHtml(earlyAccessMessages.unsubscribeDone))
    }
    expect((await app.payload.findByID({ collection: 'users', id: barber.user.id, depth: 0 })).earlyAccessEmails).toBe(false)
    await createJob(app.payload, shop.shop, { title: 'Segunda vaga antecipada' })
    await settled()
    expect(earlyMails(barber.email).map((each) => each.subject)).toEqual(['Nova vaga em Maringá: Primeira vaga antecipada'])

    // On again from the account (its own field), the e-mails come back.
    const client = await app.signedIn(barber)
    expect((await client.patch(`/api/users/${barber.user.id}`, { earlyAccessEmails: true })).status).toBe(200)
    await createJob(app.payload, shop.shop, { title: 'Terceira vaga antecipada' })
    await mail.waitFor((each) => each.to.includes(barber.email) && each.subject.endsWith('Terceira vaga antecipada'), MAIL_WAIT_MS)
  })

  it('refuse a forged, changed or expired link, and leave the account as it was', async () => {
    const barber = await createBarber(app.payload)
    const visitor = new ApiClient(app.url)
    const token = earlyAccessUnsubscribeToken(app.payload.secret, barber.user.id, new Date())
    const forged = earlyAccessUnsubscribeToken('outro-segredo', barber.user.id, new Date())
    const changed = token.replace(`.${barber.user.id}.`, `.${barber.user.id + 1}.`)
    for (const bad of [forged, changed, 'x', `${token}x`, '1.99999999999.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
      const response = await visitor.post(`${EARLY_ACCESS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(bad)}`, {})
      expect(response.status, bad).toBe(400)
      expect(response.text).toContain(escapeHtml(earlyAccessMessages.unsubscribeInvalid))
    }
    const old = earlyAccessUnsubscribeToken(app.payload.secret, barber.user.id, new Date(Date.now() - (EARLY_ACCESS_UNSUBSCRIBE_DAYS + 1) * DAY_MS))
    const expired = await visitor.post(`${EARLY_ACCESS_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(old)}`, {})
    expect(expired.status).toBe(410)
    expect((await app.payload.findByID({ collection: 'users', id: barber.user.id, depth: 0 })).earlyAccessEmails).not.toBe(false)
  })
})
