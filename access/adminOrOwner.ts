import type { Access } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Rows owned through their `user` field (profiles, saved jobs, tickets, media): the owner and admins. */
export const adminOrOwner: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { user: { equals: user.id } }
}
