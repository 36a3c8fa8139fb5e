import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** The application's status as committed, its row locked until `req`'s transaction ends (two sides moving one application are checked one after the other). */
export async function lockedStatus(req: PayloadRequest, applicationId: number | string): Promise<string | undefined> {
  const db = await requestTransaction(req, 'a mudança de status da candidatura')
  const { rows } = await db.execute(sql`SELECT status::text AS status FROM applications WHERE id = ${applicationId} FOR UPDATE`)
  return (rows[0] as { status?: string } | undefined)?.status
}
