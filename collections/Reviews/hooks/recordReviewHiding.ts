import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { Review } from '#payload-types'
import { reviewMessages } from '#domain/messages/reviews'
import { requestUser } from '#utilities/requestUser'

/**
 * Hiding a review needs a reason and records who hid it and when; restoring clears all three, so a
 * restored review reads as one that was never hidden (the audit log keeps the history).
 */
export const recordReviewHiding: CollectionBeforeChangeHook<Review> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !data || data.hidden === undefined) return data
  const wasHidden = originalDoc?.hidden === true
  // `data` carries the whole document: a write that leaves a visible review visible (an answer, its
  // publication) is no restore to record.
  if (data.hidden !== true && !wasHidden) return data
  if (data.hidden === true) {
    const reason = typeof data.hiddenReason === 'string' ? data.hiddenReason.trim() : wasHidden ? originalDoc?.hiddenReason : ''
    if (!reason) throw new DomainError('invalid', reviewMessages.hideReasonRequired)
    if (wasHidden) return { ...data, hiddenReason: reason }
    return { ...data, hiddenReason: reason, hiddenAt: new Date().toISOString(), hiddenBy: requestUser(req)?.id ?? null }
  }
  return { ...data, hidden: false, hiddenReason: null, hiddenAt: null, hiddenBy: null }
}
