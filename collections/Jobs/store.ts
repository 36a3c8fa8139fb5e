import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** Keeps a deleted job's id in `req`'s transaction (job_tombstones), so its page answers 410 Gone. */
export async function recordTombstone(req: PayloadRequest, jobId: number): Promise<void> {
  const db = await requestTransaction(req, 'o registro da vaga excluída')
  await db.execute(sql`INSERT INTO job_tombstones (job_id) VALUES (${jobId}) ON CONFLICT DO NOTHING`)
}
