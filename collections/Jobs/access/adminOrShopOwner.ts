import type { Access } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Rows that belong to a shop through `shopUser` (jobs): the shop and admins. */
export const adminOrShopOwner: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { shopUser: { equals: user.id } }
}
