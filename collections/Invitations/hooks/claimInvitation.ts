import type { CollectionBeforeChangeHook } from 'payload'
import { DomainError } from '#domain/errors'
import { INVITATION_WINDOW_MS, INVITATIONS_PER_DAY } from '#domain/invitations'
import { invitationMessages } from '#domain/messages/invitations'
import type { Invitation } from '#payload-types'
import { relationId } from '#utilities/requestUser'
import { requestTransaction } from '#utilities/requestTransaction'
import { invitationsOfShopSince, lockShopInvitations, sameInvitationExists } from '../store'

/**
 * One invitation per barber and job, and INVITATIONS_PER_DAY per shop in any 24 hours, counted
 * in the write's own transaction under the shop's advisory lock held until it commits: parallel
 * requests on any number of instances are counted one after another, so exactly the 20th gets in.
 * The unique index on (job, barber) stays the last word (explainDuplicateInvitation).
 */
export const claimInvitation: CollectionBeforeChangeHook<Invitation> = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const shopUser = Number(relationId(data.shopUser))
  const db = await requestTransaction(req, 'o limite de convites')
  await lockShopInvitations(db, shopUser)
  if (await sameInvitationExists(db, Number(relationId(data.job)), Number(relationId(data.barber)))) {
    throw new DomainError('conflict', invitationMessages.alreadyInvited, { field: 'barber' })
  }
  if ((await invitationsOfShopSince(db, shopUser, new Date(Date.now() - INVITATION_WINDOW_MS))) >= INVITATIONS_PER_DAY) {
    throw new DomainError('tooMany', invitationMessages.dailyLimit(INVITATIONS_PER_DAY))
  }
  return data
}
