import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestTransaction, type Drizzle } from '#utilities/requestTransaction'

/** Advisory lock namespace for "this shop's invitations are being counted" ("invt" in ASCII). */
const INVITATIONS_LOCK = 0x696e7674

/** Holds the shop's lock until the transaction `db` ends (./hooks/claimInvitation.ts). */
export async function lockShopInvitations(db: Drizzle, shopUserId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${INVITATIONS_LOCK}, ${shopUserId})`)
}

export async function sameInvitationExists(db: Drizzle, jobId: number, barberId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`SELECT 1 FROM invitations WHERE job_id = ${jobId} AND barber_id = ${barberId} LIMIT 1`)
  return rows.length > 0
}

/** The shop's invitations since `since`, whatever became of them: a declined invitation was sent all the same. */
export async function invitationsOfShopSince(db: Drizzle, shopUserId: number, since: Date): Promise<number> {
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS sent FROM invitations WHERE shop_user_id = ${shopUserId} AND created_at >= ${since.toISOString()}`,
  )
  return Number(rows[0]?.sent ?? 0)
}

/** The invitation's status as committed, its row locked until `req`'s transaction ends (a decline racing an application is decided once). */
export async function lockedInvitationStatus(req: PayloadRequest, invitationId: number | string): Promise<string | undefined> {
  const db = await requestTransaction(req, 'a resposta ao convite')
  const { rows } = await db.execute(sql`SELECT status::text AS status FROM invitations WHERE id = ${invitationId} FOR UPDATE`)
  return (rows[0] as { status?: string } | undefined)?.status
}
