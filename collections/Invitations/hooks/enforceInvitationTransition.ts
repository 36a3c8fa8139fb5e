import { type CollectionBeforeValidateHook } from 'payload'
import { DomainError } from '#domain/errors'
import { canDecline } from '#domain/invitations'
import { invitationMessages } from '#domain/messages/invitations'
import type { Invitation } from '#payload-types'
import { lockedInvitationStatus } from '../store'

/**
 * The barber's one move is sent → declined (update access already leaves only the invited barber's
 * own rows). 'applied' is the server's alone: the application's hook passes `context.invitationApplied`.
 * The status is read as committed, locked, so a decline racing the barber's own application is
 * decided once. Every other field is closed to updates by its access.
 */
export const enforceInvitationTransition: CollectionBeforeValidateHook<Invitation> = async ({ data, operation, originalDoc, req, context }) => {
  if (!data || operation !== 'update' || !originalDoc) return data
  if (context.invitationApplied === true) return { ...data, status: 'applied', respondedAt: new Date().toISOString() }
  if (data.status === undefined || data.status === null) throw new DomainError('invalid', invitationMessages.onlyStatus, { field: 'status' })
  if (data.status !== 'declined') throw new DomainError('invalid', invitationMessages.onlyDecline, { field: 'status' })
  const from = (await lockedInvitationStatus(req, originalDoc.id)) ?? originalDoc.status
  if (!canDecline(from)) throw new DomainError('conflict', invitationMessages.onlyDecline, { field: 'status' })
  return { ...data, status: 'declined', respondedAt: new Date().toISOString() }
}
