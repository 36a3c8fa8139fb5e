import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { User } from '#payload-types'
import { requestUser } from '#utilities/requestUser'
import { accountSecurityMessages } from '#domain/messages/auth'
import { hasRole } from '#domain/roles'

/**
 * An account's e-mail and password change only with proof: POST /api/me/password and
 * /api/me/email ask for the current password, and a new e-mail counts only once the link sent to
 * it is opened (server/account/accountSecurity.ts). Payload's own update would take either from
 * the signed-in user alone, so over HTTP it refuses them to anyone but admins (support); the
 * routes above, and the reset-password link (its own operation), are trusted server code.
 */
export const requireProofForCredentials: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || req.payloadAPI === 'local' || hasRole(requestUser(req), 'admin')) return data
  const email = (data as { email?: unknown }).email
  const changesEmail = email !== undefined && (typeof email !== 'string' || email.trim().toLowerCase() !== originalDoc?.email)
  const password = (data as { password?: unknown }).password
  const setsPassword = password !== undefined && password !== null && password !== ''
  if (changesEmail || setsPassword) throw new DomainError('forbidden', accountSecurityMessages.useSecurityPage)
  return data
}
