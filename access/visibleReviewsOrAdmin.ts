import type { Access } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from '../utilities/requestUser'

/**
 * Reviews an admin hid (issue 13, decision 0025) are the admins' only: everyone else's queries get
 * them filtered out in SQL, so no list, count or id lookup reveals them. Rows written before the
 * `hidden` column existed count as visible.
 */
export const visibleReviewsOrAdmin: Access = ({ req }) =>
  hasRole(requestUser(req), 'admin') ? true : { or: [{ hidden: { equals: false } }, { hidden: { exists: false } }] }
