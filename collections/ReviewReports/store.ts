import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** Counts the review's reports into `reviews.report_count` and `reported`, in one statement in `req`'s transaction. */
export async function countReportsOf(req: PayloadRequest, reviewId: number | string): Promise<void> {
  const db = await requestTransaction(req, 'a contagem de denúncias')
  await db.execute(sql`
    UPDATE reviews SET report_count = counted.total, reported = counted.total > 0
      FROM (SELECT count(*)::int AS total FROM review_reports WHERE review_id = ${reviewId}) AS counted
     WHERE reviews.id = ${reviewId}`)
}
