import type { Access } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Users: each reads and updates only its own account; admins all. */
export const adminOrSelf: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { equals: user.id } }
}
