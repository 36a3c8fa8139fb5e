/**
 * An admin's plain delete of an account or of a profile (Payload's REST API or the console's
 * react-admin Delete through /api/admin) is the same deletion as DELETE /api/me (decision 0042):
 * the other party keeps the hire and the conversation with 'Conta removida', the files go, the
 * sockets close, and the audit log says an admin erased the account. Nothing cascades into other
 * people's records, and nobody deletes accounts in bulk.
 */
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { io } from 'socket.io-client'
import { describe, expect, it } from 'vitest'
import { reviewMessages } from '#domain/messages/reviews'
import { privacyMessages, REMOVED_ACCOUNT_NAME } from '#domain/privacy'
import { localMediaDir } from '#media/paths'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn } from '../helpers/chat'
import { errorMessage } from '../helpers/client'
import { createAccount, createBarber } from '#server/seed/factories'

const app = useTestApp()
const db = useDatabaseClient(app)

/** A hired pair with a conversation both ways and the barber's presentation video on disk. */
async function hiredPair() {
  const pair = await createChatPair(app.payload, app.url, { status: 'hired' })
  const conversation = await openConversation(pair)
  expect((await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Oi, tudo certo?' })).status).toBe(201)
  expect((await pair.barberClient.post(`/api/chat/conversations/${conversation}/messages`, { body: 'Tudo certo!' })).status).toBe(201)
  const { rows: files } = await db.query<{ prefix: string; filename: string }>(`SELECT prefix, filename FROM media WHERE user_id = $1`, [pair.barber.user.id])
  expect(files.length).toBeGreaterThan(0)
  return { ...pair, conversation, files }
}

/** What DELETE /api/me leaves: the person gone, what the other party holds kept under 'Conta removida'. */
async function expectErasedBarber(pair: Awaited<ReturnType<typeof hiredPair>>, adminId: number) {
  const { rows: user } = await db.query(`SELECT email, name, hash, removed_at FROM users WHERE id = $1`, [pair.barber.user.id])
  expect(user[0]).toMatchObject({ name: REMOVED_ACCOUNT_NAME, hash: null })
  expect(user[0].removed_at).toBeTruthy()
  expect(user[0].email).not.toBe(pair.barber.email)
  const { rows: profile } = await db.query(`SELECT name, cpf, removed_at FROM barbers WHERE id = $1`, [pair.barber.barber.id])
  expect(profile[0]).toMatchObject({ name: REMOVED_ACCOUNT_NAME, cpf: null })
  // The shop keeps the hire and the conversation, with the barber as 'Conta removida'.
  const hire = await pair.shopClient.get(`/api/applications/${pair.application.id}?depth=1`)
  expect(hire.status).toBe(200)
  expect(hire.body).toMatchObject({ status: 'hired', barber: { name: REMOVED_ACCOUNT_NAME } })
  const messages = await pair.shopClient.get(`/api/chat/conversations/${pair.conversation}/messages`)
  expect(messages.status).toBe(200)
  expect(messages.body.messages).toHaveLength(2)
  // Nobody rates a removed account: its reviews went with it.
  const review = await pair.shopClient.post('/api/reviews', { application: pair.application.id, rating: 3 })
  expect(review.status).toBe(409)
  expect(errorMessage(review.body)).toBe(reviewMessages.accountRemoved)
  // The files are gone from the disk and answer 404.
  for (const file of pair.files) {
    await expect(stat(path.join(localMediaDir(app.dataDir), file.prefix, file.filename))).rejects.toThrow()
    expect((await fetch(`${app.url}/media/${file.prefix}/${file.filename}`)).status).toBe(404)
  }
  const { rows: audit } = await db.query(`SELECT action, actor_id FROM admin_audit_log WHERE resource = 'users' AND record_id = $1 ORDER BY id`, [
    String(pair.barber.user.id),
  ])
  expect(audit).toContainEqual({ action: 'accountEraseByAdmin', actor_id: adminId })
}

async function adminAccount() {
  const account = await createAccount(app.payload, 'admin')
  return { account, client: await signIn(app.url, account) }
}

describe("an admin's plain delete is the account's erasure", () => {
  it('REST DELETE /api/users/:id keeps the hire and the conversation, removes the files and closes the sockets', async () => {
    const pair = await hiredPair()
    const { account, client } = await adminAccount()
    const socket = io(app.url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: app.url, cookie: `payload-token=${pair.barberClient.cookie('payload-token')}` },
    })
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject))
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()))

    const response = await client.delete(`/api/users/${pair.barber.user.id}`)
    expect(response.status, response.text).toBe(200)
    expect(response.body.doc).toMatchObject({ id: pair.barber.user.id, name: REMOVED_ACCOUNT_NAME })
    await closed
    await expectErasedBarber(pair, account.user.id)
    expect((await client.delete(`/api/users/${pair.barber.user.id}`)).status).toBe(410)
    // Nobody writes to the tombstone: a role granted to it would count as an admin.
    for (const [address, body] of [
      [`/api/users/${pair.barber.user.id}`, { roles: ['barber', 'admin'] }],
      [`/api/barbers/${pair.barber.barber.id}`, { verified: true }],
    ] as const) {
      const refused = await client.patch(address, body)
      expect(refused.status, address).toBe(409)
      expect(errorMessage(refused.body)).toBe(privacyMessages.removedReadOnly)
    }
    const { rows: roles } = await db.query(`SELECT value FROM users_roles WHERE parent_id = $1`, [pair.barber.user.id])
    expect(roles).toEqual([])
  })

  it("the console's Delete on users (/api/admin/users/:id) does the same and answers the record", async () => {
    const pair = await hiredPair()
    const { account, client } = await adminAccount()
    const response = await client.delete(`/api/admin/users/${pair.barber.user.id}`)
    expect(response.status, response.text).toBe(200)
    expect(response.body).toMatchObject({ id: pair.barber.user.id, name: REMOVED_ACCOUNT_NAME })
    await expectErasedBarber(pair, account.user.id)
  })

  it("deleting a barber's profile in the console, or by REST, erases its owner's account", async () => {
    for (const address of ['/api/admin/barbers', '/api/barbers']) {
      const pair = await hiredPair()
      const { account, client } = await adminAccount()
      const response = await client.delete(`${address}/${pair.barber.barber.id}`)
      expect(response.status, `${address}: ${response.text}`).toBe(200)
      await expectErasedBarber(pair, account.user.id)
      const again = await client.delete(`${address}/${pair.barber.barber.id}`)
      expect(again.status).toBe(410)
      expect(errorMessage(again.body)).toBe(privacyMessages.alreadyRemoved)
    }
  })

  it("deleting a barbershop's profile or account keeps the barber's hire and conversation", async () => {
    for (const target of ['profile-console', 'profile-rest', 'account-rest'] as const) {
      const pair = await hiredPair()
      const { client } = await adminAccount()
      const address = {
        'profile-console': `/api/admin/barbershops/${pair.shop.shop.id}`,
        'profile-rest': `/api/barbershops/${pair.shop.shop.id}`,
        'account-rest': `/api/users/${pair.shop.user.id}`,
      }[target]
      const response = await client.delete(address)
      expect(response.status, `${target}: ${response.text}`).toBe(200)
      const { rows } = await db.query(`SELECT removed_at IS NOT NULL AS removed, name FROM users WHERE id = $1`, [pair.shop.user.id])
      expect(rows[0], target).toEqual({ removed: true, name: REMOVED_ACCOUNT_NAME })
      const messages = await pair.barberClient.get(`/api/chat/conversations/${pair.conversation}/messages`)
      expect(messages.status, target).toBe(200)
      expect(messages.body.messages, target).toHaveLength(2)
      const history = await pair.barberClient.get(`/api/applications/${pair.application.id}`)
      expect(history.status, target).toBe(200)
      expect(history.body, target).toMatchObject({ status: 'hired', shopName: REMOVED_ACCOUNT_NAME })
      // A hire whose shop left is not reviewed any more, and no job of it opens again.
      const review = await pair.barberClient.post('/api/reviews', { application: pair.application.id, rating: 1 })
      expect(review.status, target).toBe(409)
      const reopened = await client.patch(`/api/jobs/${pair.application.job}`, { status: 'active' })
      expect(reopened.status, target).toBe(400)
    }
  })

  it('refuses the delete to anyone but an admin, and bulk deletes to everyone', async () => {
    const barber = await createBarber(app.payload)
    const editor = await signIn(app.url, await createAccount(app.payload, 'editor'))
    const other = await signIn(app.url, await createBarber(app.payload))
    for (const client of [editor, other]) {
      expect((await client.delete(`/api/users/${barber.user.id}`)).status).toBe(403)
      expect((await client.delete(`/api/barbers/${barber.barber.id}`)).status).toBe(403)
      expect((await client.delete(`/api/admin/users/${barber.user.id}`)).status).toBe(403)
    }
    const { client } = await adminAccount()
    expect((await client.delete(`/api/users?where[id][equals]=${barber.user.id}`)).status).toBe(403)
    expect((await client.delete(`/api/barbers?where[id][equals]=${barber.barber.id}`)).status).toBe(403)
    expect((await client.delete(`/api/admin/users?ids=${barber.user.id}`)).status).toBe(404)
    const { rows } = await db.query(`SELECT removed_at FROM users WHERE id = $1`, [barber.user.id])
    expect(rows[0].removed_at).toBeNull()
  })

  it('refuses a Payload delete of an account or profile made with a user (not trusted server code)', async () => {
    const barber = await createBarber(app.payload)
    const { account } = await adminAccount()
    const user = { ...account.user, collection: 'users' as const }
    await expect(app.payload.delete({ collection: 'users', id: barber.user.id, user, overrideAccess: false })).rejects.toThrow()
    await expect(app.payload.delete({ collection: 'barbers', id: barber.barber.id, user, overrideAccess: false })).rejects.toThrow()
    expect((await db.query(`SELECT 1 FROM users WHERE id = $1`, [barber.user.id])).rowCount).toBe(1)
  })
})
