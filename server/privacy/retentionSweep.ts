import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { PROFILE_MEDIA_FOLDERS, UNSAVED_PROFILE_UPLOAD_HOURS, UNSENT_CHAT_PHOTO_HOURS, UNVERIFIED_ACCOUNT_DAYS } from '#domain/privacy'
import { postgresAdapter } from '#infra/database/adapter'
import { forgetExpiredHits } from '#infra/rateLimits/store'
import { clearExpiredAccountTokens, recordTrialDocuments } from '#infra/users/store'
import { HELD_BY_NO_PROFILE } from '#media/unsavedUploads'
import { trialDocumentHash } from '#hooks/recordTrialDocument'
import { requestTransaction } from '#utilities/requestTransaction'
import { inTransaction } from '../http/transaction'
import { scheduleSweep } from '../sweeps'

const RETENTION_EVERY_MS = 60 * 60_000
/** Advisory lock key of the retention sweep ("rtnt"): one instance sweeps, the others skip that hour. */
const RETENTION_LOCK = 0x72746e74

/**
 * The hashes of the documents already on profiles (before `trial_documents` existed, or written
 * by SQL): each account's own, so its trial stays as it was. Idempotent; run at every boot.
 */
export async function backfillTrialDocuments(payload: Payload): Promise<number> {
  const pool = postgresAdapter(payload).pool
  const { rows } = await pool.query<{ user_id: number; value: string }>(
    `SELECT user_id, unnest(ARRAY[cpf, nif]) AS value FROM barbers WHERE removed_at IS NULL
     UNION ALL SELECT user_id, unnest(ARRAY[cnpj, nipc]) FROM barbershops WHERE removed_at IS NULL`,
  )
  const documents = rows.filter((row) => row.value)
  if (!documents.length) return 0
  return recordTrialDocuments(
    pool,
    documents.map((row) => ({ hash: trialDocumentHash(payload.secret, row.value), userId: row.user_id })),
  )
}

/** Unsent chat photos (and, apart, unsaved profile files) removed per sweep; the rest wait for the next hour. */
const CHAT_PHOTO_BATCH = 500

/**
 * Chat photos uploaded and never sent (decision 0039): each is deleted through Payload, so its file
 * and sizes go through the storage adapter (local disk or S3), in a transaction that first locks
 * the row while it is still unsent. A message claiming the same photo at that moment
 * (`UPDATE media ... WHERE message_id IS NULL`, server/chat/store.ts) waits for the lock and then
 * finds nothing to claim (400), so no sent photo is ever swept.
 */
async function sweepUnsentChatPhotos(payload: Payload, ids: number[]): Promise<number> {
  let removed = 0
  for (const id of ids) {
    const deleted = await inTransaction(payload, null, async (req) => {
      const db = await requestTransaction(req, 'a limpeza de fotos do chat')
      const { rows } = await db.execute(sql`SELECT id FROM media WHERE id = ${id} AND message_id IS NULL FOR UPDATE SKIP LOCKED`)
      if (!rows.length) return false
      await payload.delete({ collection: 'media', id, overrideAccess: true, depth: 0, req })
      return true
    })
    if (deleted) removed++
  }
  return removed
}

/**
 * Profile files uploaded on pick and never saved into a profile (decision 0058), deleted through
 * Payload (files and sizes through the storage adapter), each in a transaction that first locks the
 * row and checks again, under that lock, that no profile holds it. A profile save writing the file
 * at that moment holds the row (its foreign key check takes FOR KEY SHARE), so SKIP LOCKED passes
 * it by; a save that comes after the delete finds no file and is refused by the profile's checks.
 */
async function sweepUnsavedProfileUploads(payload: Payload, ids: number[]): Promise<number> {
  let removed = 0
  for (const id of ids) {
    const deleted = await inTransaction(payload, null, async (req) => {
      const db = await requestTransaction(req, 'a limpeza de arquivos de perfil não salvos')
      const { rows } = await db.execute(sql`SELECT id FROM media WHERE id = ${id} AND ${HELD_BY_NO_PROFILE} FOR UPDATE SKIP LOCKED`)
      if (!rows.length) return false
      await payload.delete({ collection: 'media', id, overrideAccess: true, depth: 0, req })
      return true
    })
    if (deleted) removed++
  }
  return removed
}

/**
 * What is kept only for a while (issue 25): accounts never confirmed are deleted 30 days after
 * sign-up (through Payload, so their profile and files go too), expired confirmation, reset and
 * e-mail-change tokens are cleared, rate-limit rows past their window are purged, and chat photos
 * never sent are removed a day after their upload, files included, and so are profile files that
no profile holds (uploaded on pick and never saved, or dropped from a profile). Exports are never stored, so
 * there is nothing of theirs to sweep.
 */
export async function sweepRetention(
  payload: Payload,
): Promise<{ accounts: number; tokens: number; limits: number; chatPhotos: number; profileUploads: number } | null> {
  const pool = postgresAdapter(payload).pool
  const client = await pool.connect()
  try {
    const { rows: locked } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [RETENTION_LOCK])
    if (!locked[0]!.ok) return null
    try {
      const { rows: stale } = await client.query<{ id: number }>(
        `SELECT id FROM users WHERE _verified IS NOT TRUE AND removed_at IS NULL AND created_at < now() - make_interval(days => $1)
           AND NOT EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = users.id AND r.value IN ('admin', 'editor'))`,
        [UNVERIFIED_ACCOUNT_DAYS],
      )
      let accounts = 0
      for (const { id } of stale) {
        await payload.delete({ collection: 'users', id, overrideAccess: true, depth: 0 })
        accounts++
      }
      const tokens = await clearExpiredAccountTokens(client)
      const limits = await forgetExpiredHits(client)
      const { rows: unsent } = await client.query<{ id: number }>(
        `SELECT id FROM media WHERE folder = 'chat-photos' AND message_id IS NULL AND created_at < now() - make_interval(hours => $1)
          ORDER BY id LIMIT $2`,
        [UNSENT_CHAT_PHOTO_HOURS, CHAT_PHOTO_BATCH],
      )
      const chatPhotos = await sweepUnsentChatPhotos(
        payload,
        unsent.map((row) => row.id),
      )
      const { rows: unsaved } = await client.query<{ id: number }>(
        `SELECT id FROM media WHERE folder = ANY($3) AND NOT public
            AND created_at < now() - make_interval(hours => $1) ORDER BY id LIMIT $2`,
        [UNSAVED_PROFILE_UPLOAD_HOURS, CHAT_PHOTO_BATCH, PROFILE_MEDIA_FOLDERS],
      )
      const profileUploads = await sweepUnsavedProfileUploads(
        payload,
        unsaved.map((row) => row.id),
      )
      return { accounts, tokens, limits, chatPhotos, profileUploads }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [RETENTION_LOCK])
    }
  } finally {
    client.release()
  }
}

/** Hourly, on every instance; the advisory lock lets one of them sweep at a time. */
export const scheduleRetentionSweep = (payload: Payload) =>
  scheduleSweep(
    payload,
    'retention',
    RETENTION_EVERY_MS,
    async () => {
      const swept = await sweepRetention(payload)
      if (swept && (swept.accounts || swept.tokens || swept.chatPhotos || swept.profileUploads))
        payload.logger.info(swept, 'retenção: contas não confirmadas, links vencidos, fotos do chat não enviadas e arquivos de perfil não salvos removidos')
    },
    'retenção: falha na limpeza periódica',
  )
