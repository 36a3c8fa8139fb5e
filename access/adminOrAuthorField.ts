import type { FieldAccess } from 'payload'
import { hasRole } from '#domain/roles'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * A field for admins and the account the row names in one of `authorFields` (`id` for an
 * account's own row): the original of a masked text (decision 0029), a side's chat pause (0054).
 * Without a row to look at (a filter on the field), only admins.
 */
export const adminOrAuthorField =
  (authorFields: readonly string[]): FieldAccess =>
  ({ req, doc }) => {
    const user = requestUser(req)
    if (!user) return false
    if (hasRole(user, 'admin')) return true
    return authorFields.some((field) => relationId(doc?.[field]) === user.id)
  }
