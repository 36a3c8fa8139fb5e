import type { CollectionBeforeValidateHook } from 'payload'
import type { User } from '#payload-types'

/** A new account's role follows its type; roles beyond that (admin, editor) are only ever granted by admins. */
export const rolesFromUserType: CollectionBeforeValidateHook<User> = ({ data, operation }) => {
  if (!data || operation !== 'create') return data
  const roles = new Set(data.roles ?? [])
  if (data.userType) roles.add(data.userType)
  data.roles = [...roles]
  return data
}
