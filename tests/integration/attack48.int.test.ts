/**
 * Attacks from outside on stop 48's changes: alerts keeping 'Só urgentes' (filters.urgent, the
 * derived match_urgent, the matching and the e-mail), the 301 from a public page asked for with
 * trailing slashes (never off the site, never a 500) and the four e-mail switch-off links sharing
 * server/http/switchOffLink.ts (tokens repeated, in the wrong body, as objects, huge, with markup).
 */
import net from 'node:net'
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { sendDueJobAlerts } from '#server/alerts/deliver'
import { JOB_ALERT_UNSUBSCRIBE_PATH, jobAlertUnsubscribeToken } from '#server/alerts/unsubscribe'
import { CHAT_EMAIL_OPT_OUT_PATH, chatEmailOptOutToken } from '#server/chat/emailOptOut'
import { EARLY_ACCESS_UNSUBSCRIBE_PATH, earlyAccessUnsubscribeToken } from '#infra/jobAlerts/earlyAccessOptOut'
import { INVITATION_UNSUBSCRIBE_PATH, invitationUnsubscribeToken } from '#infra/invitations/unsubscribeLink'
import { createBarber, createJob, createShop, type BarberAccount } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { errorMessage } from '../helpers/client'
import { exportedData } from '../helpers/exportArchive'

const mail = useMailSink()
// The pages are filled into the built app's templates: build it first when missing or stale.
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)

const HOUR = 3_600_000
const PORTUGUESE = /[ãçéêóõá]|link|alerta|vaga|inválid/i

async function barber(state = 'MG', city = 'Belo Horizonte') {
  const account = await createBarber(app.payload, { profile: { state, city } })
  return { account, client: await app.signedIn(account) }
}
const matchUrgent = async (id: number) => (await db.query('SELECT match_urgent FROM job_alerts WHERE id = $1', [id])).rows[0]?.match_urgent ?? null

describe("alerts keeping 'Só urgentes'", () => {
  it('takes true and false (as booleans or words), refuses anything else in Portuguese with a 4xx, and never a 500, on create and on edit', async () => {
    const { client } = await barber()
    const base = await client.post('/api/job-alerts', { filters: { q: 'navalha' }, delivery: 'instant' })
    expect(base.status, base.text).toBe(201)
    const id = base.body.doc.id as number
    const kept = new Map<unknown, boolean | null>([
      [true, true],
      ['true', true],
      [false, null],
      ['false', null],
    ])
    const odd = fc.oneof(
      fc.constantFrom<unknown>(
        'TRUE',
        'True',
        'FALSE',
        1,
        0,
        '1',
        '0',
        'sim',
        'yes',
        'on',
        '',
        ' ',
        'true ',
        ' true',
        '$&',
        '$1',
        '$$',
        '\u0000',
        'tru\u0065\u0301',
        '\ud800',
        null,
      ),
      fc.integer(),
      fc.double(),
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.array(fc.constantFrom<unknown>(true, 'true', false)),
      fc.dictionary(fc.string(), fc.constantFrom<unknown>(true, 'true')),
      fc.constantFrom<unknown>(true, 'true', false, 'false'),
    )
    await fc.assert(
      fc.asyncProperty(odd, fc.boolean(), async (urgent, onCreate) => {
        const response = onCreate
          ? await client.post('/api/job-alerts', { filters: { q: 'navalha', urgent }, delivery: 'instant' })
          : await client.patch(`/api/job-alerts/${id}`, { filters: { q: 'navalha', urgent } })
        expect(response.status, `${JSON.stringify(urgent)}: ${response.text}`).toBeLessThan(500)
        if (kept.has(urgent)) {
          expect(response.status, response.text).toBe(onCreate ? 201 : 200)
          const doc = response.body.doc as { id: number; filters: Record<string, unknown> }
          expect(await matchUrgent(doc.id)).toBe(kept.get(urgent))
          expect(doc.filters.urgent).toBe(kept.get(urgent) ? true : undefined)
          if (onCreate) expect((await client.delete(`/api/job-alerts/${doc.id}`)).status).toBe(200)
        } else {
          expect(response.status, JSON.stringify(urgent)).toBe(400)
          expect(errorMessage(response.body)).toMatch(PORTUGUESE)
        }
      }),
      { numRuns: 60 },
    )
    expect((await client.get('/api/job-alerts')).body.totalDocs).toBe(1)
  })

  it('never takes matchUrgent (or match_urgent) from the body, and an edit adds and drops the filter', async () => {
    const { client } = await barber()
    const plain = await client.post('/api/job-alerts', { filters: { q: 'direto' }, delivery: 'instant', matchUrgent: true, match_urgent: true })
    expect(plain.status, plain.text).toBe(201)
    const id = plain.body.doc.id as number
    expect(await matchUrgent(id)).toBeNull()
    expect((await client.patch(`/api/job-alerts/${id}`, { matchUrgent: true, paused: false })).status).toBeLessThan(500)
    expect(await matchUrgent(id)).toBeNull()
    expect((await client.patch(`/api/job-alerts/${id}`, { filters: { q: 'direto', urgent: true }, matchUrgent: false })).status).toBe(200)
    expect(await matchUrgent(id)).toBe(true)
    // Another edit that leaves the filters alone keeps it.
    expect((await client.patch(`/api/job-alerts/${id}`, { delivery: 'daily', matchUrgent: null })).status).toBe(200)
    expect(await matchUrgent(id)).toBe(true)
    // Filters without urgent drop it, as 'false' does.
    expect((await client.patch(`/api/job-alerts/${id}`, { filters: { q: 'direto' } })).status).toBe(200)
    expect(await matchUrgent(id)).toBeNull()
    expect((await client.patch(`/api/job-alerts/${id}`, { filters: { urgent: 'true' } })).status).toBe(200)
    expect((await client.patch(`/api/job-alerts/${id}`, { filters: { urgent: 'false' } })).status).toBe(200)
    expect(await matchUrgent(id)).toBeNull()
    // A where on the derived column is no oracle and no 500.
    expect((await client.get('/api/job-alerts?where[matchUrgent][equals]=true')).status).toBeLessThan(500)
  })

  it('does not e-mail a job unmarked Urgente before its alert e-mail leaves to an alert that asks only for urgent jobs', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Pressa 48' })
    const { account, client } = await barber()
    expect((await client.post('/api/job-alerts', { filters: { q: 'pressa48', urgent: true }, delivery: 'instant' })).status).toBe(201)
    const still = await createJob(app.payload, shop.shop, { title: 'Vaga pressa48 ainda urgente', urgent: true })
    const calmed = await createJob(app.payload, shop.shop, { title: 'Vaga pressa48 acalmada', urgent: true })
    const queued = (await db.query('SELECT job_id FROM job_alert_deliveries WHERE user_id = $1 ORDER BY job_id', [account.user.id])).rows
    expect(queued.map((row) => row.job_id)).toEqual([still.id, calmed.id])
    await app.payload.update({ collection: 'jobs', id: calmed.id, data: { urgent: false }, depth: 0 })
    await sendDueJobAlerts(app.payload, new Date(Date.now() + 3 * HOUR))
    await expect.poll(() => mail.messages.filter((email) => email.to.includes(account.email)).length, { timeout: 15_000 }).toBe(1)
    const email = mail.messages.find((sent) => sent.to.includes(account.email))!
    expect(email.text).toContain('ainda urgente')
    expect(email.text).not.toContain('acalmada')
  })

  it('exports an alert with the filter in the privacy archive, and deleting the account deletes it', async () => {
    const { account, client } = await barber()
    const created = await client.post('/api/job-alerts', { filters: { q: 'exporta', urgent: 'true' }, delivery: 'daily' })
    expect(created.status, created.text).toBe(201)
    const { data } = await exportedData<{ jobAlerts: Record<string, unknown>[] }>(app.url, client)
    expect(data.jobAlerts).toHaveLength(1)
    expect(JSON.stringify(data.jobAlerts[0])).toContain('urgent')
    const deleted = await client.delete('/api/me', { json: { password: account.password } })
    expect(deleted.status, deleted.text).toBeLessThan(300)
    expect((await db.query('SELECT count(*)::int AS n FROM job_alerts WHERE id = $1', [created.body.doc.id])).rows[0].n).toBe(0)
  })
})

/** A request as written, byte for byte (fetch would tidy its path): the status and Location. */
function rawRequest(target: string, { method = 'GET', headers = '' } = {}): Promise<{ status: number; location: string | undefined; text: string }> {
  const { port } = new URL(app.url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1])
      const location = /\r\nlocation: ([^\r\n]*)/i.exec(text.slice(0, text.indexOf('\r\n\r\n')))?.[1]
      resolve({ status, location, text })
    })
    socket.write(
      Buffer.concat([
        Buffer.from(`${method} `),
        Buffer.from(target, 'latin1'),
        Buffer.from(` HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept: text/html\r\n${headers}\r\n`),
      ]),
    )
  })
}

describe('a public page asked for with trailing slashes', () => {
  it('moves /faq/ and a place page with their query, and leaves // and /// to the app (they answered 500: new URL read them as a host)', async () => {
    expect(await rawRequest('/vagas/pr/curitiba//?a=1&b=%0d%0a')).toMatchObject({ status: 301, location: '/vagas/pr/curitiba?a=1&b=%0d%0a' })
    expect(await rawRequest('/faq/??x')).toMatchObject({ status: 301, location: '/faq??x' })
    for (const target of ['//', '///', '//?q=1', '////vagas-abertas']) expect((await rawRequest(target)).status, target).toBeLessThan(500)
    // '//vagas-abertas' is no address of the landing page (new URL read 'vagas-abertas' as a host).
    expect((await rawRequest('//vagas-abertas')).text).not.toContain('<link rel="canonical" href="' + app.url + '/"')
  })

  it('answers a same-site path or no redirect at all, never a 500, whatever the address', async () => {
    const targets = [
      '//exemplo.com/',
      '//exemplo.com//',
      '/\\exemplo.com/',
      '/\\/exemplo.com/',
      '/%2F%2Fexemplo.com/',
      '/%5Cexemplo.com/',
      '///exemplo.com/',
      '///',
      '//',
      '/vagas-abertas/%2F',
      '/vagas-abertas/%2F/',
      '/vagas-abertas//?q=%0d%0aSet-Cookie:x=1',
      '/vagas-abertas/?next=//exemplo.com',
      '/vagas-abertas/?q=\u00e3\u00ff',
      '/vagas/pr/curitiba/',
      '/vagas/pr//exemplo.com/',
      '/vagas/pr/%2F%2Fexemplo.com/',
      '/vagas/pr/\\exemplo.com/',
      '/vagas/pr/..//',
      '/vagas/pr/%0d%0aSet-Cookie:%20x=1/',
      '/vagas/pr/s\u00c3\u00a3o-paulo/',
      `/vagas/pr/${'a'.repeat(6000)}/`,
      `/vagas-abertas/${'/'.repeat(3000)}`,
      '/vagas/12345678901234567890/',
      '/vagas/0/',
      '/barbeiro/-1/',
      '/barbearia/1e3/',
      '/faq/./',
      '/faq/%20/',
      '/FAQ/',
      'http://exemplo.com/faq/',
      '/faq/#//exemplo.com',
    ]
    for (const target of targets) {
      for (const method of ['GET', 'HEAD']) {
        for (const headers of ['', 'Cookie: payload-token=abc\r\n', 'X-Forwarded-Host: exemplo.com\r\n']) {
          const { status, location } = await rawRequest(target, { method, headers })
          const what = `${method} ${target.slice(0, 80)} ${headers.trim()}`
          expect(status, what).toBeGreaterThanOrEqual(200)
          expect(status, what).toBeLessThan(500)
          if (location !== undefined) {
            expect(location, what).toMatch(/^\/(?![/\\])/)
            expect(location, what).not.toMatch(/[\r\n]/)
            expect(new URL(location, app.url).origin, what).toBe(app.url)
          }
        }
      }
    }
  })
})

type Link = { path: string; token: (userId: number, at: Date) => string; oneClick: boolean; column: string; expiredStatus: number; extra?: string }

const links = (): Link[] => {
  const secret = app.payload.secret
  return [
    {
      path: CHAT_EMAIL_OPT_OUT_PATH,
      token: (userId, at) => chatEmailOptOutToken(secret, userId, at),
      oneClick: false,
      column: 'chat_email_notifications',
      expiredStatus: 400,
    },
    {
      path: EARLY_ACCESS_UNSUBSCRIBE_PATH,
      token: (u, at) => earlyAccessUnsubscribeToken(secret, u, at),
      oneClick: true,
      column: 'early_access_emails',
      expiredStatus: 410,
    },
    {
      path: INVITATION_UNSUBSCRIBE_PATH,
      token: (u, at) => invitationUnsubscribeToken(secret, u, at),
      oneClick: true,
      column: 'invitations_enabled',
      expiredStatus: 410,
    },
  ]
}
const on = async (account: BarberAccount, column: string) =>
  (await db.query(`UPDATE users SET ${column} = true WHERE id = $1 RETURNING ${column} AS value`, [account.user.id])).rows[0].value
const value = async (account: BarberAccount, column: string) =>
  (await db.query(`SELECT ${column} AS value FROM users WHERE id = $1`, [account.user.id])).rows[0].value

const send = (path: string, init: RequestInit = {}) => fetch(app.url + path, { redirect: 'manual', ...init })
const form = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.url, ...headers },
})

describe('the switch-off links of the e-mails', () => {
  it('refuse tokens repeated, as objects, huge, altered, expired or carrying markup with a Portuguese page, and echo no markup', async () => {
    const { account } = await barber()
    const now = new Date()
    const alertToken = jobAlertUnsubscribeToken(app.payload.secret, [{ id: 1, version: 1 }], now)
    for (const link of [...links(), { path: JOB_ALERT_UNSUBSCRIBE_PATH, token: () => alertToken, oneClick: true, column: '', expiredStatus: 410 }]) {
      const good = link.token(account.user.id, now)
      const bad = [
        `token=${encodeURIComponent(good)}&token=${encodeURIComponent(good)}`,
        `token[]=${encodeURIComponent(good)}`,
        `token[a]=${encodeURIComponent(good)}`,
        `token[toString]=1`,
        `token=${encodeURIComponent(good)}x`,
        `token=${encodeURIComponent(good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')))}`,
        `token=${encodeURIComponent('"><script>alert(1)</script>')}`,
        `token=${encodeURIComponent(`${good}"><img src=x onerror=alert(1)>`)}`,
        `token=${'9'.repeat(7000)}`,
        `token=%ff%fe`,
        `token=%`,
        `token=${encodeURIComponent('\u202e\ud83d\ude00')}`,
        '',
      ]
      for (const query of bad) {
        const page = await send(`${link.path}?${query}`)
        const text = await page.text()
        expect(page.status, `${link.path}?${query.slice(0, 60)}`).toBe(400)
        expect(page.headers.get('content-type'), query.slice(0, 60)).toMatch(/html/)
        expect(text).toMatch(PORTUGUESE)
        expect(text).not.toMatch(/<script>|<img|onerror=|at \w+ \(/)
        const posted = await send(`${link.path}?${query}`, form(query))
        expect(posted.status, `POST ${link.path}?${query.slice(0, 60)}`).toBeLessThan(500)
        expect(posted.status).toBeGreaterThanOrEqual(400)
      }
      // A NUL in the address is refused before any route (refuseNulInUrl): a 400 in Portuguese, as JSON.
      const nul = await send(`${link.path}?token=${encodeURIComponent(good)}%00`)
      expect(nul.status).toBe(400)
      expect(await nul.text()).toMatch(PORTUGUESE)
      if (link.column) expect(await value(account, link.column), link.path).not.toBe(false)
    }
  })

  it('turn off only from the form (or, where one click is allowed, the URL), never from JSON or an overridden method; the chat’s link refuses the URL alone', async () => {
    for (const link of links()) {
      const { account } = await barber()
      await on(account, link.column)
      const token = link.token(account.user.id, new Date())
      const json = await send(link.path, { method: 'POST', body: JSON.stringify({ token }), headers: { 'content-type': 'application/json', origin: app.url } })
      expect(json.status, `${link.path} JSON`).toBeGreaterThanOrEqual(400)
      expect(json.status).toBeLessThan(500)
      const overridden = await send(`${link.path}?token=${encodeURIComponent(token)}`, { headers: { 'x-http-method-override': 'POST' } })
      expect(overridden.status, `${link.path} override`).toBe(200)
      for (const method of ['PUT', 'PATCH', 'DELETE']) {
        const other = await send(`${link.path}?token=${encodeURIComponent(token)}`, { method, headers: { origin: app.url } })
        expect(other.status, `${method} ${link.path}`).toBeGreaterThanOrEqual(400)
        expect(other.status).toBeLessThan(500)
      }
      const big = await send(link.path, form(`token=${'a'.repeat(5000)}`))
      expect(big.status, `${link.path} big body`).toBeLessThan(500)
      expect(await value(account, link.column), link.path).toBe(true)

      const urlOnly = await send(`${link.path}?token=${encodeURIComponent(token)}`, form(''))
      if (link.oneClick) {
        expect(urlOnly.status, link.path).toBe(200)
        expect(await value(account, link.column)).toBe(false)
      } else {
        expect(urlOnly.status, link.path).toBe(400)
        expect(await value(account, link.column)).toBe(true)
        // The body's token wins over another in the URL.
        const both = await send(`${link.path}?token=x`, form(`token=${encodeURIComponent(token)}`))
        expect(both.status).toBe(200)
        expect(await value(account, link.column)).toBe(false)
      }
    }
  })

  it('answer an expired link with its status, and a deleted account’s link as a live one', async () => {
    for (const link of links()) {
      const { account, client } = await barber()
      const old = link.token(account.user.id, new Date(Date.now() - 400 * DAY_MS))
      const expired = await send(`${link.path}?token=${encodeURIComponent(old)}`)
      expect(expired.status, link.path).toBe(link.expiredStatus)
      expect(await expired.text()).toMatch(PORTUGUESE)
      const token = link.token(account.user.id, new Date())
      const live = await send(link.path, form(`token=${encodeURIComponent(token)}`))
      expect(live.status).toBe(200)
      const liveText = await live.text()
      expect((await client.delete('/api/me', { json: { password: account.password } })).status).toBeLessThan(300)
      const page = await send(`${link.path}?token=${encodeURIComponent(token)}`)
      expect(page.status, link.path).toBe(200)
      const gone = await send(link.path, form(`token=${encodeURIComponent(token)}`))
      expect(gone.status, link.path).toBe(200)
      expect(await gone.text()).toBe(liveText)
    }
  })
})
