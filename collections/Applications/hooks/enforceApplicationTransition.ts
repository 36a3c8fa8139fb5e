import { DomainError } from '#domain/errors'
import { type CollectionBeforeValidateHook } from 'payload'
import type { Application } from '#payload-types'
import { APPLICATION_STATUSES, canTransition, canWithdraw, shopApplicationLabels, transitionError, type ApplicationStatus } from '#domain/applications'
import { applicationMessages } from '#domain/messages/jobs'
import { lockedStatus } from '../store'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * Shops move an application only along pending → accepted | rejected and accepted → hired; its
 * barber only takes it back ('withdrawn') while pending or accepted (decision 0061). Every other
 * field of an application is immutable (field access), so status is all that moves, and every
 * path that updates one (REST, method override, the console's facade, Local API as a user) comes
 * through here. Repeating the current status is a harmless no-op, but for
 * 'withdrawn', which only a live application can become.
 */
export const enforceApplicationTransition: CollectionBeforeValidateHook<Application> = async ({ data, operation, originalDoc, req }) => {
  const user = requestUser(req)
  if (!data || operation !== 'update' || !user || !originalDoc) return data
  const to = (data.status ?? originalDoc.status) as ApplicationStatus
  if (!APPLICATION_STATUSES.includes(to)) return data // the select field's validation refuses it
  // The status as committed, its row locked until this request commits: the two sides move one
  // application at once (the shop hires while its barber withdraws), and each must be checked
  // against what the other wrote, not against what both read before; one wins, the other is refused.
  const from = ((await lockedStatus(req, originalDoc.id)) ?? originalDoc.status) as ApplicationStatus
  const byBarber = String(relationId(originalDoc?.barberUser)) === String(user.id)
  // Withdrawing twice is refused like withdrawing a decided application: there is nothing left to take back.
  if (to === from && to !== 'withdrawn') return data
  if (to === 'withdrawn') {
    if (!byBarber) throw new DomainError('forbidden', applicationMessages.shopCannotWithdraw, { field: 'status' })
    if (!canWithdraw(from)) throw new DomainError('invalid', applicationMessages.cannotWithdraw(shopApplicationLabels[from]), { field: 'status' })
    return data
  }
  if (byBarber) throw new DomainError('forbidden', applicationMessages.barberOnlyWithdraws, { field: 'status' })
  if (!canTransition(from, to)) throw new DomainError('conflict', transitionError(from, to))
  return data
}
