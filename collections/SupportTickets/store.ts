import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction } from '#utilities/requestTransaction'

/** Advisory lock namespace for "this account's tickets are being counted" ("tick" in ASCII). */
const TICKET_LOCK = 0x7469636b

/** The account's tickets opened since `since`, counted under the account's lock held until `req`'s transaction ends (./hooks/limitTicketRate.ts). */
export async function ticketsOpenedSince(req: PayloadRequest, userId: number, since: Date): Promise<number> {
  const db = await requestTransaction(req, 'o limite de chamados')
  await db.execute(sql`SELECT pg_advisory_xact_lock(${TICKET_LOCK}, ${userId})`)
  const { rows } = await db.execute(sql`SELECT count(*)::int AS opened FROM support_tickets WHERE user_id = ${userId} AND created_at >= ${since.toISOString()}`)
  return Number(rows[0]?.opened ?? 0)
}
