import type { CollectionBeforeValidateHook } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * A row's owner is whoever creates it, never a value from the request body. Admins may create
 * rows for someone else (they pass `user`); trusted server code passes it too.
 */
export const assignOwner: CollectionBeforeValidateHook = ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)
  if (user && !hasRole(user, 'admin')) data.user = user.id
  return data
}
