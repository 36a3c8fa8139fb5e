/**
 * The last admin keeps its role (hooks/keepLastAdmin.ts) even when two admins remove each other
 * at the same moment: without the lock both requests count one other admin and both pass.
 */
import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { adminMessages } from '#domain/messages/admin'
import { genericMessages } from '#domain/messages/common'
import { useTestApp } from '../helpers/app'
import { errorMessage, type ApiClient } from '../helpers/client'
import { createAccount, type Account } from '#server/seed/factories'

const app = useTestApp()

const adminCount = async (payload: Payload) => (await payload.count({ collection: 'users', where: { roles: { in: ['admin'] } } })).totalDocs

async function removeAdminsOfAll(payload: Payload, accounts: Account[]) {
  const others = await payload.find({ collection: 'users', where: { roles: { in: ['admin'] } }, depth: 0, pagination: false })
  for (const user of others.docs) {
    if (!accounts.some((account) => account.user.id === user.id))
      await payload.update({ collection: 'users', id: user.id, data: { roles: ['editor'] }, depth: 0 })
  }
}

describe('two admins removing each other at once', () => {
  it('leaves one admin, round after round', async () => {
    const first = await createAccount(app.payload, 'admin')
    const second = await createAccount(app.payload, 'admin')
    await removeAdminsOfAll(app.payload, [first, second])
    for (let round = 0; round < 8; round++) {
      await app.payload.update({ collection: 'users', id: first.user.id, data: { roles: ['admin'] }, depth: 0 })
      await app.payload.update({ collection: 'users', id: second.user.id, data: { roles: ['admin'] }, depth: 0 })
      expect(await adminCount(app.payload)).toBe(2)
      const results = await Promise.allSettled([
        app.payload.update({ collection: 'users', id: first.user.id, data: { roles: ['editor'] }, depth: 0 }),
        app.payload.update({ collection: 'users', id: second.user.id, data: { roles: ['editor'] }, depth: 0 }),
      ])
      expect(
        results.filter((result) => result.status === 'fulfilled'),
        `round ${round}`,
      ).toHaveLength(1)
      expect(await adminCount(app.payload), `round ${round}`).toBe(1)
    }
  })

  it('an admin deleting the other while being demoted by it leaves one admin', async () => {
    const first = await createAccount(app.payload, 'admin')
    const second = await createAccount(app.payload, 'admin')
    await removeAdminsOfAll(app.payload, [first, second])
    const results = await Promise.allSettled([
      app.payload.delete({ collection: 'users', id: first.user.id }),
      app.payload.update({ collection: 'users', id: second.user.id, data: { roles: ['editor'] }, depth: 0 }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(await adminCount(app.payload)).toBe(1)
  })
})

/**
 * Issue 24, item 2: `PATCH /api/users?where[roles][in]=admin {"roles":["editor"]}` by an admin left
 * no admin. Payload runs a bulk write document by document, in parallel, on one transaction: each
 * document's count of the other admins saw none of the others' changes. Bulk writes are refused to
 * everyone over HTTP, and bulk role changes and deletions of accounts to trusted code too.
 */
describe('every way to remove admins', () => {
  async function twoAdmins() {
    const first = await createAccount(app.payload, 'admin')
    const second = await createAccount(app.payload, 'admin')
    await removeAdminsOfAll(app.payload, [first, second])
    return { first, second, clients: [await app.signedIn(first), await app.signedIn(second)] as const }
  }

  it('refuses an admin demoting every admin in bulk, over HTTP and through the Local API', async () => {
    const { first, clients } = await twoAdmins()
    const bulk = await clients[0].patch('/api/users?where[roles][in]=admin', { roles: ['editor'] })
    expect(bulk.status).toBe(403)
    expect(errorMessage(bulk.body)).toBe(genericMessages.bulkWriteRefused)
    const deleted = await clients[0].delete('/api/users?where[roles][in]=admin')
    expect(deleted.status).toBe(403)
    expect(await adminCount(app.payload)).toBe(2)
    await expect(app.payload.update({ collection: 'users', where: { roles: { in: ['admin'] } }, data: { roles: ['editor'] }, depth: 0 })).rejects.toThrow(
      adminMessages.bulkAccountChange,
    )
    await expect(app.payload.delete({ collection: 'users', where: { roles: { in: ['admin'] } } })).rejects.toThrow(adminMessages.bulkAccountChange)
    await expect(
      app.payload.update({ collection: 'users', where: { roles: { in: ['admin'] } }, data: { roles: ['editor'] }, user: first.user, overrideAccess: false }),
    ).rejects.toThrow(adminMessages.bulkAccountChange)
    expect(await adminCount(app.payload)).toBe(2)
  })

  it('refuses bulk writes on every collection to every role, admins included', async () => {
    const { clients } = await twoAdmins()
    const slugs = app.payload.config.collections.map(({ slug }) => slug).filter((slug) => !slug.startsWith('payload-'))
    for (const slug of slugs) {
      const patched = await clients[0].patch(`/api/${slug}?where[id][equals]=0`, {})
      expect(patched.status, `PATCH ${slug}`).toBe(403)
      expect(errorMessage(patched.body), `PATCH ${slug}`).toBe(genericMessages.bulkWriteRefused)
      expect((await clients[0].delete(`/api/${slug}?where[id][equals]=0`)).status, `DELETE ${slug}`).toBe(403)
    }
  })

  it('leaves one admin when two admins demote each other at once over REST, over the console, and one of each', async () => {
    const { first, second, clients } = await twoAdmins()
    const demote = {
      rest: (client: ApiClient, target: Account) => client.patch(`/api/users/${target.user.id}`, { roles: ['editor'] }),
      console: (client: ApiClient, target: Account) =>
        client.request('PUT', `/api/admin/users/${target.user.id}`, { json: { ...target.user, roles: ['editor'] } }),
      deletion: (client: ApiClient, target: Account) => client.delete(`/api/users/${target.user.id}`),
    }
    const pairs = [
      ['rest', 'rest'],
      ['console', 'console'],
      ['rest', 'console'],
      ['console', 'deletion'],
    ] as const
    for (let round = 0; round < 8; round++) {
      const [a, b] = pairs[round % pairs.length]
      for (const account of [first, second]) {
        const exists = await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0, disableErrors: true })
        if (!exists) throw new Error('conta removida: a rodada anterior deixou de proteger o último admin')
        await app.payload.update({ collection: 'users', id: account.user.id, data: { roles: ['admin'] }, depth: 0 })
      }
      expect(await adminCount(app.payload)).toBe(2)
      const answers = await Promise.all([demote[a](clients[0], second), demote[b](clients[1], first)])
      expect(
        answers.map((answer) => answer.status < 300),
        `round ${round}: ${a} × ${b}`,
      ).toContain(false)
      expect(await adminCount(app.payload), `round ${round}: ${a} × ${b}`).toBe(1)
      for (const answer of answers) if (answer.status >= 300) expect(errorMessage(answer.body), `round ${round}`).toBe(adminMessages.lastAdmin)
      if (b === 'deletion') break
    }
  })
})
