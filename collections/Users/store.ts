import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** Advisory lock namespace for "the set of admins is changing" ("admn" in ASCII). */
const ADMIN_SET_LOCK = 0x61646d6e

/** Takes the admin set's lock until `req`'s transaction ends (hooks/keepLastAdmin.ts counts the admins after it). */
export async function lockAdminSet(req: PayloadRequest): Promise<void> {
  const db = await requestTransaction(req, 'a regra do último administrador')
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_SET_LOCK})`)
}
