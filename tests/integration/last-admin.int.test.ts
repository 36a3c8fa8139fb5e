/**
 * The last admin keeps its role (hooks/keepLastAdmin.ts) even when two admins remove each other
 * at the same moment: without the lock both requests count one other admin and both pass.
 */
import { describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { useTestApp } from '../helpers/app'
import { createAccount, type Account } from '../helpers/seed'

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
