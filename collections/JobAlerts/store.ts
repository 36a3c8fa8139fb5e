import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** Advisory lock namespace for "this barber's alerts are being counted" ("alrt" in ASCII). */
const ALERT_LOCK = 0x616c7274

/** The barber's saved alerts, counted under the barber's lock held until `req`'s transaction ends (./hooks/prepareJobAlert.ts). */
export async function jobAlertsOf(req: PayloadRequest, owner: number): Promise<number> {
  const db = await requestTransaction(req, 'o limite de alertas')
  await db.execute(sql`SELECT pg_advisory_xact_lock(${ALERT_LOCK}, ${owner})`)
  const { rows } = await db.execute(sql`SELECT count(*)::int AS n FROM job_alerts WHERE user_id = ${owner}`)
  return Number(rows[0]?.n ?? 0)
}
