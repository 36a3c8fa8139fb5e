import type { Access, Where } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * The two sides only, not admins: the status is the hiring shop's decision, and taking the
 * application back the barber's (decision 0061). Which move each may make is
 * hooks/enforceApplicationTransition.ts's question.
 */
export const partiesOnly: Access = ({ req }) => {
  const user = requestUser(req)
  if (!user) return false
  const own: Where | false = hasRole(user, 'barbershop')
    ? { shopUser: { equals: user.id } }
    : hasRole(user, 'barber')
      ? { barberUser: { equals: user.id } }
      : false
  return own
}
