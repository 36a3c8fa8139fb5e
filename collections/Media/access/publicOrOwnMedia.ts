import type { Access, Where } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * Files on a public profile (photo, video, logo, shop photos: `public`, kept by
 * hooks/publishProfileMedia) are anyone's to see; any other file (replaced, or uploaded and never
 * saved on a profile) only its owner's and the admins'. A chat photo attached to a message is the
 * other party's to see too (`sharedWith`, set by server/chat/store.ts when the message is stored).
 */
export const publicOrOwnMedia: Access = ({ req }) => {
  const user = requestUser(req)
  if (user && hasRole(user, 'admin')) return true
  const onProfile: Where = { public: { equals: true } }
  return user ? { or: [onProfile, { user: { equals: user.id } }, { sharedWith: { equals: user.id } }] } : onProfile
}
