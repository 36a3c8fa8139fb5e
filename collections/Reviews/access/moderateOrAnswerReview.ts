import type { Access, Where } from 'payload'
import { hasRole } from '#domain/roles'
import { requestUser } from '#utilities/requestUser'

const MODERATION_FIELDS = new Set(['hidden', 'hiddenReason'])

/**
 * Nobody edits a review. Admins hide or restore one (decision 0025); the reviewed party answers a
 * published review of itself once (decision 0026): the query matches only its own, visible,
 * unanswered reviews, so a second answer or someone else's is refused in SQL. A write that touches
 * anything else is refused outright rather than silently trimmed.
 */
export const moderateOrAnswerReview: Access = ({ req, data }) => {
  const user = requestUser(req)
  if (!user) return false
  const keys = data ? Object.keys(data) : []
  if (hasRole(user, 'admin') && keys.every((key) => MODERATION_FIELDS.has(key))) return true
  if (keys.length && !keys.every((key) => key === 'answer')) return false
  const where: Where = {
    and: [
      { subjectUser: { equals: user.id } },
      { answer: { exists: false } },
      { visibleFrom: { less_than_equal: new Date().toISOString() } },
      { hidden: { not_equals: true } },
    ],
  }
  return where
}
