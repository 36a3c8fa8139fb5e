import { Forbidden, type CollectionBeforeOperationHook } from 'payload'
import { hasRole } from '../domain/roles'
import { requestUser } from '../utilities/requestUser'

/**
 * Payload answers a bulk `PATCH /api/x?where=` or `DELETE /api/x?where=` from a non-owner with
 * 200 "Updated 0", which hides the refusal. Over HTTP only admins may write in bulk; everyone
 * else changes one document at a time, where access errors are explicit.
 */
export const denyBulkWrites: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { id, overrideAccess } = args as { id?: unknown; overrideAccess?: boolean }
  const bulk = (operation === 'update' || operation === 'delete') && id === undefined
  // Trusted server code (overrideAccess, e.g. deleting a job's applications with it) may write in bulk.
  if (bulk && !overrideAccess && req.payloadAPI === 'REST' && !hasRole(requestUser(req), 'admin')) {
    throw new Forbidden(req.t)
  }
  return args
}
