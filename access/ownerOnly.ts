import type { Access } from 'payload'
import { requestUser } from '#utilities/requestUser'

/** Private lists (saved jobs): only the owner, not even admins browse them. */
export const ownerOnly: Access = ({ req }) => {
  const user = requestUser(req)
  return user ? { user: { equals: user.id } } : false
}
