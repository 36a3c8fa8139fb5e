import type { FieldAccess } from 'payload'
import { hasRole } from '#domain/roles'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * Private profile fields (CPF, phone, WhatsApp): readable by the profile's owner and admins
 * only. Everyone else gets the public profile without them.
 */
export const adminOrProfileOwnerField: FieldAccess = ({ req, doc }) => {
  const user = requestUser(req)
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return relationId(doc?.user) === user.id
}
