import type { Access } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Only the shop itself, not admins: an application's status is the hiring shop's decision. */
export const shopOwnerOnly: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user || !hasRole(user, 'barbershop')) return false
  return { shopUser: { equals: user.id } }
}
