import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterDeleteHook } from 'payload'
import type { Job } from '#payload-types'
import { requestTransaction } from '#utilities/requestTransaction'

/** A deleted job's id is kept, in the deletion's own transaction, so its page answers 410 Gone (search engines drop it) rather than 404. */
export const recordJobTombstone: CollectionAfterDeleteHook<Job> = async ({ id, req }) => {
  const db = await requestTransaction(req, 'o registro da vaga excluída')
  await db.execute(sql`INSERT INTO job_tombstones (job_id) VALUES (${Number(id)}) ON CONFLICT DO NOTHING`)
}
