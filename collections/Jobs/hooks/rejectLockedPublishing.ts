import type { CollectionBeforeChangeHook } from 'payload'
import type { Job } from '#payload-types'
import { isLocked } from '#domain/account'
import { publishesJob } from '#domain/jobs'
import { accountMessages } from '#domain/messages/auth'
import { requestUser } from '#utilities/requestUser'
import { lockedAccountError } from '#hooks/rejectLockedAccount'

/**
 * The trial lock on every write that shows a job to barbers, not only its creation: reopening a
 * closed job and editing what an active one shows are publishing too (issue 9, item 3). Runs per
 * document, so bulk updates through the Local API meet it as well. Closing stays open to a
 * locked shop: it only takes a job out of sight. So is renewing (decision 0068).
 */
export const rejectLockedPublishing: CollectionBeforeChangeHook<Job> = ({ data, originalDoc, operation, req, context }) => {
  const user = requestUser(req)
  if (!user || !isLocked(user)) return data
  // Renewing keeps a job in sight for 60 more days: publishing too.
  if (context.renewJob === true || publishesJob(operation === 'create' ? null : originalDoc, data)) {
    throw lockedAccountError(accountMessages.trialExpiredPost)
  }
  return data
}
