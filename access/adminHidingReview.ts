import type { Access } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from '../utilities/requestUser'

const MODERATION_FIELDS = new Set(['hidden', 'hiddenReason'])

/**
 * Nobody edits a review; admins only hide or restore one (decision 0025). A write that touches
 * anything else is refused outright rather than silently trimmed to the moderation fields.
 */
export const adminHidingReview: Access = ({ req, data }) => {
  if (!hasRole(requestUser(req), 'admin')) return false
  return !data || Object.keys(data).every((key) => MODERATION_FIELDS.has(key))
}
