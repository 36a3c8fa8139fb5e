/**
 * Every write by staff is audited, whatever the route (issue 24, item 11; decision 0031). Admins
 * who promoted a user, verified a barber or created an account through Payload's REST API left no
 * entry: only the console's facade wrote the log. The entries are now written by the collections'
 * own hooks, in the write's transaction; the same write through the console leaves the same single
 * entry. And a flagged party no longer reads the flags raised about it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { AdminAuditLog } from '#payload-types'
import { useTestApp } from '../helpers/app'
import type { ApiClient } from '../helpers/client'
import {
  createAccount,
  createBarber,
  createConversation,
  createJob,
  createShop,
  type Account,
  type BarberAccount,
  type ShopAccount,
} from '#server/seed/factories'

const app = useTestApp()
let barber: BarberAccount, shop: ShopAccount, admin: Account, editor: Account
const as = {} as Record<'barber' | 'shop' | 'admin' | 'editor', ApiClient>

beforeAll(async () => {
  ;[barber, shop, admin, editor] = await Promise.all([
    createBarber(app.payload, { name: 'Barbeiro Auditado' }),
    createShop(app.payload, { name: 'Barbearia Auditada' }),
    createAccount(app.payload, 'admin'),
    createAccount(app.payload, 'editor'),
  ])
  for (const [role, account] of Object.entries({ barber, shop, admin, editor })) as[role as keyof typeof as] = await app.signedIn(account)
}, 120_000)

async function entriesFor(resource: string, recordId: number | string): Promise<AdminAuditLog[]> {
  const { docs } = await app.payload.find({
    collection: 'admin-audit-log',
    where: { and: [{ resource: { equals: resource } }, { recordId: { equals: String(recordId) } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
  })
  return docs
}

const summary = (entries: AdminAuditLog[]) => entries.map(({ action, actorEmail, before, after }) => ({ action, actorEmail, before, after }))

describe("an admin's writes through Payload's REST API", () => {
  it('promoting a user, with the roles before and after', async () => {
    const target = await createAccount(app.payload, 'barber')
    const response = await as.admin.patch(`/api/users/${target.user.id}`, { roles: ['barber', 'admin'] })
    expect(response.status, response.text).toBe(200)
    expect(summary(await entriesFor('users', target.user.id))).toEqual([
      { action: 'grantAdmin', actorEmail: admin.email, before: { roles: ['barber'] }, after: { roles: ['barber', 'admin'] } },
    ])
  })

  it('verifying a barber', async () => {
    const other = await createBarber(app.payload)
    expect((await as.admin.patch(`/api/barbers/${other.barber.id}`, { verified: true })).status).toBe(200)
    expect(summary(await entriesFor('barbers', other.barber.id))).toEqual([
      { action: 'verify', actorEmail: admin.email, before: { verified: false }, after: { verified: true } },
    ])
  })

  it('creating a user, through REST and through the console, without its password or hash', async () => {
    for (const [path, email] of [
      ['/api/users', 'criada.rest@teste.navalha.test'],
      ['/api/admin/users', 'criada.console@teste.navalha.test'],
    ]) {
      const created = await as.admin.post(path, { name: 'Conta Criada', email, password: 'senha-criada-1', userType: 'barber' })
      expect(created.status, created.text).toBe(201)
      const id = created.body.doc?.id ?? created.body.id
      const entries = await entriesFor('users', id)
      expect(summary(entries), path).toMatchObject([{ action: 'create', actorEmail: admin.email, before: null, after: { email, name: 'Conta Criada' } }])
      expect(JSON.stringify(entries[0].after), path).not.toMatch(/"(password|hash|salt|sessions)"/)
    }
  })

  it('an ordinary change and a deletion, with what changed and the whole record', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga revisada pelo admin' })
    expect((await as.admin.patch(`/api/jobs/${job.id}`, { title: 'Vaga corrigida pelo admin' })).status).toBe(200)
    expect((await as.admin.delete(`/api/jobs/${job.id}`)).status).toBe(200)
    expect(summary(await entriesFor('jobs', job.id))).toMatchObject([
      { action: 'update', actorEmail: admin.email, before: { title: 'Vaga revisada pelo admin' }, after: { title: 'Vaga corrigida pelo admin' } },
      { action: 'delete', actorEmail: admin.email, before: { id: job.id, title: 'Vaga corrigida pelo admin' }, after: null },
    ])
  })

  it('the same moderation through the console leaves one entry, not two', async () => {
    const other = await createBarber(app.payload)
    const record = (await as.admin.get(`/api/admin/barbers/${other.barber.id}`)).body
    expect((await as.admin.request('PUT', `/api/admin/barbers/${other.barber.id}`, { json: { ...record, verified: true } })).status).toBe(200)
    expect((await entriesFor('barbers', other.barber.id)).map((entry) => entry.action)).toEqual(['verify'])
  })

  it("an editor's change to the landing copy, and nothing for what others write or for signing in", async () => {
    const landing = await app.payload.findGlobal({ slug: 'landing', depth: 0 })
    const response = await as.editor.post('/api/globals/landing', { callToAction: { ...landing.callToAction, title: 'Chamada auditada' } })
    expect(response.status, response.text).toBe(200)
    expect(summary(await entriesFor('landing', 'landing'))).toMatchObject([
      {
        action: 'update',
        actorEmail: editor.email,
        before: { callToAction: { title: landing.callToAction?.title } },
        after: { callToAction: { title: 'Chamada auditada' } },
      },
    ])

    const before = (await app.payload.count({ collection: 'admin-audit-log' })).totalDocs
    expect((await as.barber.patch(`/api/barbers/${barber.barber.id}`, { bio: 'Escrita pelo próprio barbeiro.' })).status).toBe(200)
    await app.signedIn(admin)
    await app.payload.update({ collection: 'barbers', id: barber.barber.id, data: { bio: 'Escrita pelo servidor.' }, depth: 0 })
    expect((await app.payload.count({ collection: 'admin-audit-log' })).totalDocs).toBe(before)
  })
})

describe('conversation flags', () => {
  it('are read by admins only, never by the parties they are about', async () => {
    const conversation = await createConversation(app.payload, barber, shop)
    const flag = await app.payload.create({
      collection: 'conversation-flags',
      data: { conversation: conversation.id, barberUser: barber.user.id, shopUser: shop.user.id, reason: 'phone', kind: 'contact', status: 'open' },
    })
    for (const party of ['barber', 'shop', 'editor'] as const) {
      const listed = await as[party].get('/api/conversation-flags?limit=100&depth=0')
      expect(listed.body?.docs?.length ?? 0, party).toBe(0)
      expect((await as[party].get(`/api/conversation-flags/${flag.id}`)).status, party).toBeGreaterThanOrEqual(403)
      expect((await as[party].get(`/api/conversation-flags/count`)).body?.totalDocs ?? 0, party).toBe(0)
    }
    expect((await as.admin.get(`/api/conversation-flags/${flag.id}?depth=0`)).body.reason).toBe('phone')
  })
})
