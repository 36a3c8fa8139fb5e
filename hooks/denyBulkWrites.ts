import { DomainError } from '#domain/errors'
import { type CollectionBeforeOperationHook } from 'payload'
import { genericMessages } from '#domain/messages/common'

/**
 * Over HTTP nobody writes in bulk (`PATCH /api/x?where=`, `DELETE /api/x?where=`), admins included:
 * Payload answers a non-owner with 200 "Updated 0", which hides the refusal, and runs the write
 * document by document in parallel, where the rules that count (the last admin, quotas) see none
 * of the other documents' changes. server/rest/routes.ts refuses them first; this hook
 * keeps the rule for any other way a REST request reaches the operation.
 */
export const denyBulkWrites: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const { id, overrideAccess } = args as { id?: unknown; overrideAccess?: boolean }
  const bulk = (operation === 'update' || operation === 'delete') && id === undefined
  // Trusted server code inside a request (overrideAccess: deleting an account's dependents) may.
  if (bulk && !overrideAccess && req.payloadAPI === 'REST') throw new DomainError('forbidden', genericMessages.bulkWriteRefused)
  return args
}
