import type { CollectionBeforeDeleteHook } from 'payload'
import { DomainError } from '#domain/errors'
import { privacyMessages } from '#domain/privacy'

/**
 * An account, a barber's profile and a barbershop's profile are a person: deleting one through
 * Payload with a user (REST, GraphQL, or the Local API on someone's behalf) would cascade into
 * other people's records (their hires, conversations, reviews). An admin's delete is answered in
 * front of Payload by the account's erasure (server/privacy/routes.ts, decision 0042); whatever
 * still reaches Payload this way is refused. Trusted server code without a user (an erasure's own
 * steps, the retention sweep's never-confirmed accounts, tests) still deletes.
 */
export const eraseNotDelete: CollectionBeforeDeleteHook = ({ req }) => {
  if (req.payloadAPI !== 'local' || req.user) throw new DomainError('conflict', privacyMessages.eraseOnly)
}
