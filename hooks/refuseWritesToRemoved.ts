import type { CollectionBeforeChangeHook } from 'payload'
import { DomainError } from '#domain/errors'
import { privacyMessages } from '#domain/privacy'

/**
 * A removed account and its profile are tombstones (decision 0035): nobody changes them through
 * Payload on someone's behalf, admins included (a role granted to a tombstone would count as an
 * admin, a verified badge would mean nothing). The erasure writes them in SQL; trusted server code
 * without a user may still update them.
 */
export const refuseWritesToRemoved: CollectionBeforeChangeHook = ({ data, operation, originalDoc, req }) => {
  if (operation === 'update' && (originalDoc as { removedAt?: string | null } | undefined)?.removedAt && req.user) {
    throw new DomainError('conflict', privacyMessages.removedReadOnly)
  }
  return data
}
