import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionAfterLogoutHook, CollectionAfterOperationHook } from 'payload'
import type { User } from '#payload-types'
import { announceSessionsChanged } from '#infra/realtime/sessionChanges'
import { requestUser } from '#utilities/requestUser'

/**
 * The chat's sockets follow the session (decision 0030): every write to an account that can end
 * one of its sessions or lock it announces the account, and the chat closes, on every instance,
 * the sockets whose session no longer holds. Any update counts (a password, an e-mail, the trial
 * or plan dates, roles, verification): the check that follows is one indexed query per socket
 * of that account, and an update that ended nothing closes nothing.
 */
export const announceAccountChange: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation === 'update') await announceSessionsChanged(req, doc.id)
  return doc
}

export const announceAccountDeletion: CollectionAfterDeleteHook<User> = async ({ id, req }) => {
  await announceSessionsChanged(req, Number(id))
}

/** Payload's logout ends the request's session after its afterLogout hooks, in the same transaction. */
export const announceLogout: CollectionAfterLogoutHook<User> = async ({ req }) => {
  const user = requestUser(req)
  if (user) await announceSessionsChanged(req, user.id)
}

/** A reset by the e-mailed link ends every session of the account without an update hook. */
export const announceReset: CollectionAfterOperationHook<'users'> = async ({ operation, req, result }) => {
  if (operation === 'resetPassword') {
    const user = (result as { user?: { id?: number } } | undefined)?.user
    if (user?.id !== undefined) await announceSessionsChanged(req, user.id)
  }
  return result
}
