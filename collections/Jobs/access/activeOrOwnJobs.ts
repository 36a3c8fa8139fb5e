import type { Access } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** The jobs a list or search holds: active ones for anyone; a shop's closed ones only for that shop and admins. */
export const activeOrOwnJobs: Access = ({ req }) => {
  const user = requestUser(req)
  if (hasRole(user, 'admin')) return true
  const active = { status: { equals: 'active' } }
  if (!user) return active
  return { or: [active, { shopUser: { equals: user.id } }] }
}
