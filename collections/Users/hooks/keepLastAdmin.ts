import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'
import type { User } from '#payload-types'
import { adminMessages } from '#domain/messages/admin'
import { hasRole } from '#domain/roles'
import { lockAdminSet } from '../store'

/**
 * How many admins other than `id` exist, counted after taking a lock held until the request's
 * transaction ends: two admins removing each other at the same moment are counted one after the
 * other, so the second sees the first's change and is refused.
 */
async function otherAdmins(req: PayloadRequest, id: number | string): Promise<number> {
  await lockAdminSet(req)
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { and: [{ roles: { in: ['admin'] } }, { id: { not_equals: id } }] }, req })
  return totalDocs
}

/**
 * Someone must always be able to moderate: the admin role cannot leave its last holder, whether
 * an admin removes it from itself or from the one other admin.
 */
export const keepLastAdminRole: CollectionBeforeChangeHook<User> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || !hasRole(originalDoc, 'admin') || !Array.isArray(data.roles) || data.roles.includes('admin')) return data
  if ((await otherAdmins(req, originalDoc.id)) === 0) throw new DomainError('invalid', adminMessages.lastAdmin)
  return data
}

/** Refuses, inside `req`'s transaction, to remove the account `id` when it is the last admin (account deletion at its owner's request uses it too). */
export async function refuseRemovingLastAdmin(req: PayloadRequest, id: number | string): Promise<void> {
  const user = await req.payload.findByID({ collection: 'users', id, depth: 0, req, disableErrors: true })
  if (hasRole(user, 'admin') && (await otherAdmins(req, id)) === 0) throw new DomainError('invalid', adminMessages.lastAdmin)
}

export const keepLastAdminAccount: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await refuseRemovingLastAdmin(req, id)
}

/**
 * A bulk write runs its documents in parallel on one transaction, so each document's count of the
 * other admins misses the others' changes: changing roles or deleting accounts in bulk is refused
 * to every caller, trusted code included, and these go one account at a time, each counted.
 */
export const refuseBulkAccountChanges: CollectionBeforeOperationHook<'users'> = ({ args, operation }) => {
  const { id, data } = args as { id?: unknown; data?: { roles?: unknown } }
  if (id !== undefined) return args
  if (operation === 'delete' || (operation === 'update' && data?.roles !== undefined)) throw new DomainError('forbidden', adminMessages.bulkAccountChange)
  return args
}
