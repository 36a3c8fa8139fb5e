import type { CollectionBeforeOperationHook } from 'payload'
import { isLocked } from '#domain/account'
import type { ApplicationStatus } from '#domain/applications'
import { accountMessages } from '#domain/messages/auth'
import { requestUser } from '#utilities/requestUser'
import { lockedAccountError } from '#hooks/rejectLockedAccount'

/** Accepting lets the barber open the chat; hiring releases both sides' contacts (decision 0030). */
const REVEALING: readonly ApplicationStatus[] = ['accepted', 'hired']

/**
 * The paywall at the applicant card: a locked shop may still decline, but not accept or hire,
 * whatever the path (one document or a bulk update, REST or Local API as the user). Checked
 * before the operation, so a refused bulk update touches nothing.
 */
export const rejectLockedHiring: CollectionBeforeOperationHook<'applications'> = ({ args, operation, req }) => {
  if (operation !== 'update') return args
  const status = (args as { data?: { status?: unknown } }).data?.status
  if (!REVEALING.includes(status as ApplicationStatus)) return args
  const user = requestUser(req)
  if (user && isLocked(user)) throw lockedAccountError(accountMessages.trialExpiredHire)
  return args
}
