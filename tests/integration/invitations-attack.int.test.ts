/**
 * Attacks from outside on shop invitations (issue 40, decision 0067): reading what is not one's own
 * through where/select/depth, roles that must not write, fields the body must not set (the day's
 * count must not be dodged by a forged createdAt), input that must be a 4xx and never a 500, and the
 * unsubscribe link's token used where it does not belong.
 */
import { describe, expect, it } from 'vitest'
import type { Job } from '#payload-types'
import { createAccount, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)

type Shop = { account: ShopAccount; client: ApiClient; job: Job }
type Barber = { account: BarberAccount; client: ApiClient }

let shops = 0
async function shop(): Promise<Shop> {
  const account = await createShop(app.payload, { name: `Casa Atacada ${++shops}` })
  const job = await createJob(app.payload, account.shop, { title: `Vaga atacada ${shops}` })
  return { account, client: await app.signedIn(account), job }
}
async function barber(): Promise<Barber> {
  const account = await createBarber(app.payload)
  return { account, client: await app.signedIn(account) }
}
const invite = (from: Shop, to: Barber, body: Record<string, unknown> = {}) =>
  from.client.post('/api/invitations', { job: from.job.id, barber: to.account.barber.id, ...body })

describe('reading invitations that are not one’s own', () => {
  it('gives the barber neither the shop’s words (by where, select or sort) nor either side the other’s e-mail through populated relations', async () => {
    const from = await shop()
    const to = await barber()
    const sent = await invite(from, to, { note: 'Escreve pra mim: dono.segredo@casa-atacada.com.br' })
    expect(sent.status, sent.text).toBe(201)
    const id = sent.body.doc.id

    for (const depth of [1, 2, 3]) {
      const mine = await to.client.get(`/api/invitations?depth=${depth}`)
      expect(mine.status).toBe(200)
      expect(mine.text).not.toContain('dono.segredo')
      expect(mine.text).not.toContain(from.account.email)
      const one = await to.client.get(`/api/invitations/${id}?depth=${depth}`)
      expect(one.text).not.toContain('dono.segredo')
      expect(one.text).not.toContain(from.account.email)
      const theirs = await from.client.get(`/api/invitations?depth=${depth}`)
      expect(theirs.text).not.toContain(to.account.email)
      // Whatever the shop may read of the barber, the invitation shows no more than the profile does.
      const profile = await from.client.get(`/api/barbers/${to.account.barber.id}?depth=0`)
      for (const field of ['cpf', 'nif', 'phone', 'postalCode']) {
        const value = (to.account.barber as unknown as Record<string, unknown>)[field]
        if (typeof value === 'string' && value && !profile.text.includes(value)) expect(theirs.text, `${field} at depth ${depth}`).not.toContain(value)
      }
    }
    expect((await to.client.get(`/api/invitations?select[original]=true`)).text).not.toContain('dono.segredo')
    // A filter on the shop's words is an oracle: it must not tell the barber whether they match.
    for (const field of ['original.note', 'original']) {
      const hit = await to.client.get(`/api/invitations?depth=0&where[${field}][like]=dono.segredo`)
      const miss = await to.client.get(`/api/invitations?depth=0&where[${field}][like]=zzzzzz`)
      expect(hit.status < 500 && miss.status < 500, `${hit.status} ${miss.status}`).toBe(true)
      expect(hit.body?.docs?.length ?? 0, `filter on ${field}`).toBe(miss.body?.docs?.length ?? 0)
    }
    // The other side's e-mail is no oracle either.
    for (const field of ['shopUser.email', 'barberUser.email', 'barber.user.email']) {
      const hit = await to.client.get(`/api/invitations?depth=0&where[${field}][equals]=${encodeURIComponent(from.account.email)}`)
      const miss = await to.client.get(`/api/invitations?depth=0&where[${field}][equals]=ninguem@x.test`)
      expect(hit.status).toBeLessThan(500)
      expect(hit.body?.docs?.length ?? 0, `filter on ${field}`).toBe(miss.body?.docs?.length ?? 0)
    }
    // Nor does sorting on them order the barber's list by the shop's hidden words.
    const second = await shop()
    expect((await invite(second, to, { note: 'Escreve pra mim: aaa.primeiro@casa-atacada.com.br' })).status).toBe(201)
    const third = await shop()
    expect((await invite(third, to, { note: 'Escreve pra mim: zzz.ultimo@casa-atacada.com.br' })).status).toBe(201)
    const ids = async (sort: string) => ((await to.client.get(`/api/invitations?depth=0&sort=${sort}`)).body?.docs ?? []).map((doc: { id: number }) => doc.id)
    for (const field of ['original.note', 'original']) {
      const up = await ids(field)
      const down = await ids(`-${field}`)
      // Refused (no docs) or ignored (the same order both ways); a sort that works tells the order of the hidden words.
      if (up.length) expect(up, `sort on ${field}`).toEqual(down)
    }
    const editor = await app.signedIn(await createAccount(app.payload, 'editor'))
    const read = await editor.get('/api/invitations?depth=0')
    expect(read.text).not.toContain('dono.segredo')
    expect(read.body?.docs?.length ?? 0).toBe(0)
    const visitor = new ApiClient(app.url)
    expect((await visitor.get(`/api/invitations/${id}`)).status).toBeGreaterThanOrEqual(401)
  })
})

describe('writing what the rules do not allow', () => {
  it('lets no admin, editor or visitor create, and nobody but the invited barber change or anyone but an admin delete', async () => {
    const from = await shop()
    const to = await barber()
    for (const client of [
      await app.signedIn(await createAccount(app.payload, 'admin')),
      await app.signedIn(await createAccount(app.payload, 'editor')),
      new ApiClient(app.url),
    ]) {
      const answer = await client.post('/api/invitations', { job: from.job.id, barber: to.account.barber.id })
      expect(answer.status, answer.text).toBeGreaterThanOrEqual(401)
      expect(answer.status).toBeLessThan(500)
    }
    const { id } = (await invite(from, to)).body.doc
    for (const client of [from.client, to.client]) {
      expect((await client.delete(`/api/invitations/${id}`)).status).toBeGreaterThanOrEqual(403)
      expect((await client.request('POST', `/api/invitations/${id}?_method=DELETE`)).status).toBeGreaterThanOrEqual(400)
      expect((await client.delete(`/api/invitations?where[id][equals]=${id}`)).status).toBeGreaterThanOrEqual(400)
    }
    const viaQuery = await to.client.request('POST', `/api/invitations/${id}?_method=PATCH`, { json: { status: 'declined' } })
    expect(viaQuery.status).toBeGreaterThanOrEqual(400)
    expect((await db.query('SELECT count(*)::int AS n FROM invitations WHERE id = $1 AND status = $2', [id, 'sent'])).rows[0].n).toBe(1)
  })

  it('does not let the shop dodge the day’s count, the barber or the state with fields of the body', async () => {
    const from = await shop()
    const to = await barber()
    const other = await barber()
    const sent = await invite(from, to, {
      createdAt: '2000-01-01T00:00:00.000Z',
      updatedAt: '2000-01-01T00:00:00.000Z',
      respondedAt: '2000-01-01T00:00:00.000Z',
      barberUser: other.account.user.id,
      shopUser: other.account.user.id,
      shop: 999999,
      original: { note: 'forjada' },
      jobTitle: 'Título forjado',
      shopName: 'Nome forjado',
    })
    expect(sent.status, sent.text).toBe(201)
    const row = (await db.query("SELECT created_at > now() - interval '1 hour' AS recent, responded_at FROM invitations WHERE id = $1", [sent.body.doc.id]))
      .rows[0]
    expect(row.recent).toBe(true)
    expect(row.responded_at).toBeNull()
    expect(JSON.stringify(sent.body.doc)).not.toContain('forja')
    expect((await other.client.get('/api/invitations?depth=0')).body.docs).toEqual([])

    // The barber's decline carries no date of the body's either.
    const declined = await to.client.patch(`/api/invitations/${sent.body.doc.id}`, { status: 'declined', createdAt: '2000-01-01T00:00:00.000Z' })
    expect(declined.status, declined.text).toBe(200)
    const after = (await db.query("SELECT created_at > now() - interval '1 hour' AS recent FROM invitations WHERE id = $1", [sent.body.doc.id])).rows[0]
    expect(after.recent).toBe(true)
  })
})

describe('bad input', () => {
  it('answers odd bodies with a 4xx, never a 500', async () => {
    const from = await shop()
    const bodies: Record<string, unknown>[] = [
      { note: 'nul \u0000 no meio' },
      { note: 'só meio par \uD800' },
      { note: 12345 },
      { note: { a: 1 } },
      { note: ['a'] },
      { job: 'abc' },
      { job: [1, 2] },
      { job: -1 },
      { job: 1e30 },
      { barber: 'abc' },
      { barber: { id: 1 } },
      { barber: null },
      { job: null },
      { barber: 2 ** 31 },
    ]
    for (const body of bodies) {
      const to = await barber()
      const answer = await invite(from, to, body)
      expect(answer.status, `${JSON.stringify(body)} → ${answer.text}`).toBeLessThan(500)
    }
    for (const path of ['/api/invitations/abc', '/api/invitations/99999999999', '/api/invitations/-1']) {
      expect((await from.client.get(path)).status, path).toBeLessThan(500)
      expect((await from.client.patch(path, { status: 'declined' })).status, path).toBeLessThan(500)
    }
    const to = await barber()
    const { id } = (await invite(from, to)).body.doc
    for (const status of ['DECLINED', '', null, 1, ['declined'], 'withdrawn']) {
      const answer = await to.client.patch(`/api/invitations/${id}`, { status })
      expect(answer.status, `${JSON.stringify(status)} → ${answer.text}`).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
  })
})

describe('the unsubscribe link', () => {
  it('answers a missing, garbled or huge token with a 4xx and does not unsubscribe on GET, HEAD or a bodiless POST with a bad token', async () => {
    for (const query of ['', '?token=', '?token=abc', `?token=${'9'.repeat(5000)}`, '?token[]=1', '?token=1&token=2', '?token=%00']) {
      for (const method of ['GET', 'POST']) {
        const answer = await fetch(`${app.url}/api/invitations/unsubscribe${query}`, {
          method,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined,
        })
        expect(answer.status, `${method} ${query.slice(0, 30)}`).toBeLessThan(500)
        if (method === 'POST') expect(answer.status, `${method} ${query.slice(0, 30)}`).toBeGreaterThanOrEqual(400)
      }
    }
  })
})

describe('who can be invited', () => {
  it('refuses a barber whose profile was removed, and lets no visitor touch the switch', async () => {
    const from = await shop()
    const gone = await barber()
    // As an erasure leaves it when others hold the account's records (server/privacy/store.ts).
    await db.query('UPDATE barbers SET removed_at = now() WHERE id = $1', [gone.account.barber.id])
    await db.query('UPDATE users SET removed_at = now() WHERE id = $1', [gone.account.user.id])
    const refused = await invite(from, gone)
    expect(refused.status, refused.text).toBe(404)

    expect((await new ApiClient(app.url).patch('/api/me/settings', { invitations: false })).status).toBe(401)
  })
})
