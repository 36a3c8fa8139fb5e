import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { PROFILE_MEDIA_FOLDERS } from '#domain/privacy'
import { requestTransaction } from '#utilities/requestTransaction'

/**
 * Whether no profile holds the media row `media.id`: the columns and join tables whose foreign
 * keys point at media (a profile's photo, video, logo, portfolio and shop photos).
 */
export const HELD_BY_NO_PROFILE = sql`NOT EXISTS (SELECT 1 FROM barbers WHERE photo_id = media.id OR video_id = media.id)
  AND NOT EXISTS (SELECT 1 FROM barbershops WHERE logo_id = media.id)
  AND NOT EXISTS (SELECT 1 FROM barbers_rels WHERE media_id = media.id)
  AND NOT EXISTS (SELECT 1 FROM barbershops_rels WHERE media_id = media.id)`

/** The account's files in the profile folders that no profile holds, counted in `req`'s transaction without a lock (./unsavedUploads.ts). */
export async function unsavedProfileUploads(req: PayloadRequest, userId: number): Promise<number> {
  const db = await requestTransaction(req, 'o limite de arquivos não salvos')
  const { rows } = await db.execute(
    sql`SELECT count(*)::int AS unsaved FROM media WHERE user_id = ${userId} AND folder IN (${sql.join(
      PROFILE_MEDIA_FOLDERS.map((name) => sql`${name}`),
      sql`, `,
    )}) AND ${HELD_BY_NO_PROFILE}`,
  )
  return Number((rows[0] as { unsaved: number }).unsaved)
}
