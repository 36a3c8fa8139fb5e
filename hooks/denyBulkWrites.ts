import { Forbidden, type CollectionBeforeOperationHook } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from '../access/user'

/**
 * Payload answers a bulk `PATCH /api/x?where=` or `DELETE /api/x?where=` from a non-owner with
 * 200 "Updated 0", which hides the refusal. Over HTTP only admins may write in bulk; everyone
 * else changes one document at a time, where access errors are explicit.
 */
export const denyBulkWrites: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const bulk = (operation === 'update' || operation === 'delete') && (args as { id?: unknown }).id === undefined
  if (bulk && req.payloadAPI === 'REST' && !hasRole(requestUser(req), 'admin')) {
    throw new Forbidden(req.t)
  }
  return args
}
