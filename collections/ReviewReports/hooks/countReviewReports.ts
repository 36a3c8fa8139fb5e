import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import type { ReviewReport } from '#payload-types'
import { countReportsOf } from '../store'

/** The review's report count for the console's filter, kept in one statement in the report's transaction. */
export const countReviewReports: CollectionAfterChangeHook<ReviewReport> & CollectionAfterDeleteHook<ReviewReport> = async ({ doc, req }) => {
  const reviewId = relationId(doc.review)
  if (reviewId === undefined) return doc
  await countReportsOf(req, reviewId)
  return doc
}
