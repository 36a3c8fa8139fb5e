import { DomainError } from '#domain/errors'
import { type CollectionBeforeOperationHook } from 'payload'
import { isLocked, PLANS_PATH } from '#domain/account'
import { accountMessages } from '#domain/messages/auth'
import { requestUser } from '#utilities/requestUser'

/** The paywall's refusal: 403 'Período de teste expirado', what a plan would allow, and where to get one. */
export const lockedAccountError = (detail: string) => new DomainError('forbidden', accountMessages.trialExpired, { detail, plansPath: PLANS_PATH })

/**
 * Locked accounts (trial over, no active plan) may read but not create: no applications,
 * no job posts. The status is derived from the user's dates on every check, never stored.
 */
export const rejectLockedAccount =
  (detail: string): CollectionBeforeOperationHook =>
  ({ operation, req }) => {
    if (operation !== 'create') return
    const user = requestUser(req)
    if (user && isLocked(user)) throw lockedAccountError(detail)
  }
