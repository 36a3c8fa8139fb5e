import type { Access } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/** The answer is the invited barber's alone: not the shop's, nor an admin's. */
export const invitedBarberOnly: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user || !hasRole(user, 'barber')) return false
  return { barberUser: { equals: user.id } }
}
