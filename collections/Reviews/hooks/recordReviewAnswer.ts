import { DomainError } from '#domain/errors'
import { type CollectionBeforeChangeHook } from 'payload'
import type { Review } from '#payload-types'
import { reviewMessages } from '#domain/messages/reviews'

/** The reviewed party's one public answer (decision 0026): not blank, dated when given. */
export const recordReviewAnswer: CollectionBeforeChangeHook<Review> = ({ data, operation, originalDoc }) => {
  // `data` carries the whole document: only a changed answer is an answer being given.
  if (operation !== 'update' || !data || data.answer === undefined || data.answer === (originalDoc?.answer ?? null)) return data
  const answer = typeof data.answer === 'string' ? data.answer.trim() : ''
  if (!answer) throw new DomainError('invalid', reviewMessages.answerRequired)
  return { ...data, answer, answeredAt: new Date().toISOString() }
}
