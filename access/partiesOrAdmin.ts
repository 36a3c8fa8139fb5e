import type { Access, Where } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** Rows between a barber and a shop (applications, conversations, messages, flags): both parties and admins. */
export const partiesOrAdmin: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const either: Where = { or: [{ barberUser: { equals: user.id } }, { shopUser: { equals: user.id } }] }
  return either
}
