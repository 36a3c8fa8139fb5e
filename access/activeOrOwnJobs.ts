import type { Access } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from './user'

/** Anyone reads active jobs; a shop also reads all of its own; admins read all. */
export const activeOrOwnJobs: Access = ({ req }) => {
  const user = requestUser(req)
  if (hasRole(user, 'admin')) return true
  const active = { status: { equals: 'active' } }
  if (!user) return active
  return { or: [active, { shopUser: { equals: user.id } }] }
}
