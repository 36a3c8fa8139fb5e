import type { Access, Where } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

/**
 * What a review's reader may see, filtered in SQL so no list, count or id lookup reveals more:
 * admins see every review; everyone else sees none an admin hid (decision 0025) and, while the
 * double-blind window lasts (decision 0026), none but their own — the reviewed party included.
 */
export const visibleReviewsOrAdmin: Access = ({ req }) => {
  const user = requestUser(req)
  if (hasRole(user, 'admin')) return true
  const published: Where = { visibleFrom: { less_than_equal: new Date().toISOString() } }
  const where: Where = {
    and: [{ or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }, user ? { or: [published, { author: { equals: user.id } }] } : published],
  }
  return where
}
