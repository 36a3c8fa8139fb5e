import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { relationId } from '#utilities/requestUser'
import type { ReviewReport } from '#payload-types'
import { requestTransaction } from '#utilities/requestTransaction'

/** The review's report count for the console's filter, kept in one statement in the report's transaction. */
export const countReviewReports: CollectionAfterChangeHook<ReviewReport> & CollectionAfterDeleteHook<ReviewReport> = async ({ doc, req }) => {
  const reviewId = relationId(doc.review)
  if (reviewId === undefined) return doc
  const db = await requestTransaction(req, 'a contagem de denúncias')
  await db.execute(sql`
    UPDATE reviews SET report_count = counted.total, reported = counted.total > 0
      FROM (SELECT count(*)::int AS total FROM review_reports WHERE review_id = ${reviewId}) AS counted
     WHERE reviews.id = ${reviewId}`)
  return doc
}
