import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import {
  REMOVED_ACCOUNT_NAME,
  privacyMessages,
  EXPORTS_PER_DAY,
  FAILED_NOTIFICATION_DAYS,
  PROFILE_MEDIA_FOLDERS,
  UNSAVED_PROFILE_UPLOAD_HOURS,
  UNSENT_CHAT_PHOTO_HOURS,
  UNVERIFIED_ACCOUNT_DAYS,
} from '#domain/privacy'
import { announcePageChange } from '#infra/pages/pageChanges'
import { announceSessionsChanged } from '#infra/realtime/sessionChanges'
import { closeShopJobs } from '#collections/Barbershops/hooks/closeShopJobs'
import { refuseRemovingLastAdmin } from '#collections/Users/hooks/keepLastAdmin'
import { genericMessages } from '#domain/messages/common'
import type { User } from '#payload-types'
import { requestTransaction } from '#utilities/requestTransaction'
import { relationId } from '#utilities/requestUser'
import type { BillingProvider } from '../billing'
import { DomainError } from '#domain/errors'
import { inTransaction } from '../http/transaction'
import { accountLimitKeys, loginLimitPrefix } from '../http/rateLimits'
import { ogStore } from '../pages'
import type { Settings } from '#infra/settings'
import { drizzleStatement } from '#infra/database/sql'
import { EMAIL_QUEUE_LOCK } from '#infra/email/queueRunner'
import type { Pool } from 'pg'
import { postgresAdapter } from '#infra/database/adapter'
import { HELD_BY_NO_PROFILE } from '#media/store'
import { trialDocumentHash } from '#hooks/recordTrialDocument'
import { scheduleSweep } from '../sweeps'
import { countHit, forgetExpiredHits } from '#infra/rateLimits/store'
import { clearExpiredAccountTokens, recordTrialDocuments } from '#infra/users/store'
import { cancelTrialDaysOfLeavingAccount } from '#infra/trialDays/cancel'

/** The address a removed account keeps: unique, never deliverable (.invalid, RFC 2606), and free for a new sign-up with the old one. */
const removedEmail = (userId: number) => `conta-removida-${userId}@navalha.invalid`

type Eraser = { payload: Payload; billing: BillingProvider | null; settings?: Pick<Settings, 's3' | 'dataDir'> }

/**
 * The records an audit entry can be about whose subject is the person (decision 0035's addendum):
 * their account and profiles, and the records that are theirs alone or that they are a party to.
 * Each line is a collection's slug and the ids of the person's documents in it ($1: the account).
 */
const AUDITED_RECORDS_OF_PERSON = `
  SELECT 'users' AS resource, $1::text AS record_id
  UNION ALL SELECT 'barbers', id::text FROM barbers WHERE user_id = $1
  UNION ALL SELECT 'barbershops', id::text FROM barbershops WHERE user_id = $1
  UNION ALL SELECT 'jobs', id::text FROM jobs WHERE shop_user_id = $1
  UNION ALL SELECT 'applications', id::text FROM applications WHERE barber_user_id = $1 OR shop_user_id = $1
  UNION ALL SELECT 'messages', id::text FROM messages WHERE sender_id = $1
  UNION ALL SELECT 'reviews', id::text FROM reviews WHERE author_id = $1 OR subject_user_id = $1
  UNION ALL SELECT 'review-reports', id::text FROM review_reports WHERE reporter_id = $1
  UNION ALL SELECT 'media', id::text FROM media WHERE user_id = $1
  UNION ALL SELECT 'support-tickets', id::text FROM support_tickets WHERE user_id = $1
  UNION ALL SELECT 'invitations', id::text FROM invitations WHERE barber_user_id = $1 OR shop_user_id = $1
  UNION ALL SELECT 'saved-jobs', id::text FROM saved_jobs WHERE user_id = $1
  UNION ALL SELECT 'quota-uses', id::text FROM quota_uses WHERE user_id = $1
  UNION ALL SELECT 'consents', id::text FROM consents WHERE user_id = $1
  UNION ALL SELECT 'job-alerts', id::text FROM job_alerts WHERE user_id = $1`

/** The person's own e-mail as stored: the login limits and the e-mails queued to them are keyed by it. */
async function ownEmail(req: PayloadRequest, userId: number): Promise<string> {
  const db = await requestTransaction(req, 'a exclusão da conta')
  const { rows } = await db.execute(sql`SELECT email FROM users WHERE id = ${userId}`)
  return String(rows[0]?.email ?? '')
}

/**
 * The account a barber's or barbershop's profile belongs to: an admin deleting a profile deletes
 * the person (decision 0042). 404 for no such profile, 410 for one already removed.
 */
export async function profileOwner(payload: Payload, collection: 'barbers' | 'barbershops', id: number): Promise<number> {
  const profile = await payload.findByID({ collection, id, depth: 0, overrideAccess: true, disableErrors: true })
  if (!profile) throw new DomainError('notFound', genericMessages.notFound)
  if (profile.removedAt) throw new DomainError('gone', privacyMessages.alreadyRemoved)
  const owner = relationId(profile.user)
  if (owner === undefined) throw new DomainError('notFound', genericMessages.notFound)
  return Number(owner)
}

/**
 * The audit entry of an erasure, naming who deleted and why (issue 39): an admin's erasure, with
 * the admin's e-mail, or the person's own request, by the account's id alone (its e-mail is gone).
 */
function erasureEntry(userId: number, admin: User | null) {
  const about = { resource: 'users', recordId: String(userId), before: null, after: null }
  if (admin) return { ...about, actor: admin.id, actorEmail: admin.email, action: 'accountEraseByAdmin' as const }
  return { ...about, actor: userId, actorEmail: REMOVED_ACCOUNT_NAME, action: 'accountEraseByOwner' as const }
}

/**
 * Deletes an account (decision 0035), at its owner's own request (DELETE /api/me) or by an admin's
 * erasure (the console, Payload's REST API; decision 0042), in one transaction after the provider has cancelled billing:
 *
 * - what is the person's alone goes: login and sessions, roles, documents, phone, texts of the
 *   profile, photos and videos (files too, through the storage adapter), saved jobs, support
 *   tickets, plan uses, reviews of them, queued e-mails, console preferences;
 * - what others hold stays, pointing at the same rows renamed 'Conta removida' (removed_at set):
 *   a shop's record of a hire and its conversation, reviews the person wrote (so the ratings
 *   they count stay true), the closed jobs a barber applied to; the audit log keeps ids only;
 * - a shop closes its jobs and tells the barbers waiting (hooks/closeShopJobs.ts);
 * - the last admin cannot go (hooks/keepLastAdmin.ts); open sockets close on every instance.
 *
 * `actor` is the admin who erased the account; without one the person asked themselves. The audit
 * log tells the two apart (erasureEntry).
 */
export async function eraseAccount({ payload, billing, settings }: Eraser, userId: number, actor: User | null = null): Promise<void> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!user) throw new DomainError('notFound', privacyMessages.alreadyRemoved)
  if (user.removedAt) throw new DomainError('gone', privacyMessages.alreadyRemoved)

  // Billing first: a provider that cannot cancel leaves the account as it was, and the person can
  // try again (424: the deletion depends on a cancellation that failed; 5xx would hide the message).
  if (user.stripeCustomerId || user.stripeSubscriptionId) {
    if (!billing) throw new DomainError('dependencyFailed', privacyMessages.billingUnavailable)
    try {
      await billing.eraseCustomer({ customerId: user.stripeCustomerId ?? null, subscriptionId: user.stripeSubscriptionId ?? null })
    } catch (error) {
      payload.logger.error({ err: error }, 'falha ao cancelar a assinatura de uma conta a excluir')
      throw new DomainError('dependencyFailed', privacyMessages.billingUnavailable)
    }
  }

  // The link-preview images of the person's profile and jobs (decision 0043), kept in the storage
  // by content hash: named before the rows change, removed once the deletion is committed.
  const { rows: pages } = await payload.db.drizzle.execute(sql`
    SELECT 'barbeiro/' || id AS page FROM barbers WHERE user_id = ${userId}
    UNION ALL SELECT 'barbearia/' || id FROM barbershops WHERE user_id = ${userId}
    UNION ALL SELECT 'vaga/' || id FROM jobs WHERE shop_user_id = ${userId}`)

  await inTransaction(payload, null, async (req) => {
    const db = await requestTransaction(req, 'a exclusão da conta')
    // The e-mail queue's lock, first, before this transaction holds any row: a run in progress on
    // any instance ends before the queued e-mails below are deleted, and none starts until this
    // commits. So no e-mail to the person is being sent meanwhile, and one marked `processing` is
    // one a killed run left, which no run would ever take or delete again.
    await db.execute(sql`SELECT pg_advisory_xact_lock(${EMAIL_QUEUE_LOCK})`)
    await refuseRemovingLastAdmin(req, userId)
    const email = await ownEmail(req, userId)
    // Read before the person's records change: the audit log keeps who did what by id, and the
    // copies of the person's data go; copies of anyone else's records stay as they are.
    await db.execute(sql`UPDATE admin_audit_log SET actor_email = ${REMOVED_ACCOUNT_NAME} WHERE actor_id = ${userId}`)
    await db.execute(
      drizzleStatement(
        `UPDATE admin_audit_log a SET before = NULL, after = NULL FROM (${AUDITED_RECORDS_OF_PERSON}) mine
          WHERE a.resource = mine.resource AND a.record_id = mine.record_id AND (a.before IS NOT NULL OR a.after IS NOT NULL)`,
        [userId],
      ),
    )

    await dropNotificationsNamingPerson(db, userId)
    const shop = (await payload.find({ collection: 'barbershops', where: { user: { equals: userId } }, depth: 0, limit: 1, req, overrideAccess: true })).docs[0]
    if (shop) await closeShopJobs(req, shop.id)
    // Open test days are cancelled as a cancel would, the other party told (decision 0069), before they go with the account below.
    await cancelTrialDaysOfLeavingAccount(req, db, userId)
    // Reviews of the person go with the profile they rated (their reports with them).
    await payload.delete({ collection: 'reviews', where: { subjectUser: { equals: userId } }, depth: 0, req, overrideAccess: true })

    await db.execute(sql`
      UPDATE barbers SET name = ${REMOVED_ACCOUNT_NAME}, original_name = ${REMOVED_ACCOUNT_NAME}, cpf = NULL, nif = NULL, phone = NULL,
             age = NULL, bio = NULL, original_bio = NULL, instagram = NULL, state = NULL, city = NULL, district = NULL,
             original_district = NULL, postal_code = NULL, lat = NULL, lng = NULL, photo_id = NULL, video_id = NULL, verified = false, profile_complete = false,
             completeness = 0, removed_at = now(), updated_at = now()
       WHERE user_id = ${userId}`)
    await db.execute(sql`DELETE FROM barbers_texts WHERE parent_id IN (SELECT id FROM barbers WHERE user_id = ${userId})`)
    await db.execute(sql`DELETE FROM barbers_rels WHERE parent_id IN (SELECT id FROM barbers WHERE user_id = ${userId})`)
    await db.execute(sql`
      UPDATE barbershops SET name = ${REMOVED_ACCOUNT_NAME}, original_name = ${REMOVED_ACCOUNT_NAME}, cnpj = NULL, nipc = NULL,
             whatsapp = NULL, instagram = NULL, website = NULL, address = NULL, original_address = NULL, state = NULL,
             city = NULL, district = NULL, original_district = NULL, postal_code = NULL, lat = NULL, lng = NULL, description = NULL,
             original_description = NULL, logo_id = NULL, verified = false, profile_complete = false, completeness = 0, removed_at = now(), updated_at = now()
       WHERE user_id = ${userId}`)
    await db.execute(sql`DELETE FROM barbershops_rels WHERE parent_id IN (SELECT id FROM barbershops WHERE user_id = ${userId})`)
    // A shop's jobs and hires let go of its profile, as when a shop leaves (decision 0015): such a job
    // cannot open again (assignJobShop finds no shop) and its hire is not reviewed any more.
    await db.execute(sql`UPDATE jobs SET shop_name = ${REMOVED_ACCOUNT_NAME}, district = NULL, barbershop_id = NULL WHERE shop_user_id = ${userId}`)
    await db.execute(sql`UPDATE applications SET shop_name = ${REMOVED_ACCOUNT_NAME}, barbershop_id = NULL WHERE shop_user_id = ${userId}`)
    // A barber's applications stay for the shops' records; what the barber wrote with them goes (decision 0061).
    await db.execute(sql`UPDATE applications SET message = NULL, original_message = NULL WHERE barber_user_id = ${userId}`)
    await db.execute(sql`DELETE FROM applications_answers WHERE _parent_id IN (SELECT id FROM applications WHERE barber_user_id = ${userId})`)
    await db.execute(sql`DELETE FROM applications_texts WHERE parent_id IN (SELECT id FROM applications WHERE barber_user_id = ${userId})`)
    // Invitations are between the two accounts only: either one leaving takes them (decision 0067).
    await db.execute(sql`DELETE FROM invitations WHERE barber_user_id = ${userId} OR shop_user_id = ${userId}`)
    // Test days too (decision 0069); their slots go with them (ON DELETE CASCADE).
    await db.execute(sql`DELETE FROM trial_days WHERE barber_user_id = ${userId} OR shop_user_id = ${userId}`)
    // The counterpart saw the masked text; the unmasked one was the sender's alone.
    await db.execute(sql`UPDATE messages SET original_body = NULL WHERE sender_id = ${userId}`)

    for (const table of [
      // Public texts saved with contacts and the flags they raised (decision 0054); their links go with them (ON DELETE CASCADE).
      'text_flags',
      'text_attempts',
      'saved_jobs',
      'support_tickets',
      'quota_uses',
      'chat_presence',
      'consents',
      'push_subscriptions',
      'push_preferences',
      'job_alert_deliveries',
      'job_alerts',
    ]) {
      await db.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE user_id = ${userId}`)
    }
    await db.execute(sql`DELETE FROM users_roles WHERE parent_id = ${userId}`)
    await db.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${userId}`)
    await db.execute(sql`DELETE FROM payload_preferences WHERE id IN (SELECT parent_id FROM payload_preferences_rels WHERE users_id = ${userId})`)
    await db.execute(sql`DELETE FROM payload_locked_documents_rels WHERE users_id = ${userId}`)
    // The person's counts, by their exact keys: the login limits of their address (a hash of it,
    // from any address), the limits counted per account, the export limit. The caps on e-mails to
    // an address are the address's and stay until their hour ends (infra/email/accountEmails.ts).
    await db.execute(sql`
      DELETE FROM rate_limit_hits WHERE key IN (${sql.join(
        [exportLimitKey(userId), ...accountLimitKeys(userId)].map((key) => sql`${key}`),
        sql`, `,
      )})
         OR starts_with(key, ${loginLimitPrefix(email)})`)
    // E-mails still queued, or kept in the queue's history, to the person's address or sent for
    // them (a new address's confirmation). No run is sending any (the queue's lock, above): deleted
    // under a run, a job's log row failed its foreign key and Payload left that transaction open,
    // holding a connection of the pool for good (five admin deletions right after sign-ups filled
    // a pool of ten); and skipping the ones a run was sending left the address in the queue
    // (after a failed send, for its retries; after a killed run, for good).
    await db.execute(
      sql`DELETE FROM payload_jobs WHERE id IN (
            SELECT id FROM payload_jobs WHERE ((task_slug = 'sendEmail' AND (lower(input->>'to') = lower(${email}) OR input->>'account' = ${String(userId)}))
                 OR (task_slug = 'sendAccountLink' AND lower(trim(input->>'email')) = lower(${email})))
               FOR UPDATE SKIP LOCKED)`,
    )

    // The files themselves go through the storage adapter (local disk or S3), with their rows.
    await payload.delete({ collection: 'media', where: { user: { equals: userId } }, depth: 0, req, overrideAccess: true })

    await db.execute(sql`
      UPDATE users SET email = ${removedEmail(userId)}, name = ${REMOVED_ACCOUNT_NAME}, original_name = ${REMOVED_ACCOUNT_NAME},
             phone = NULL, pending_email = NULL, salt = NULL, hash = NULL, reset_password_token = NULL,
             reset_password_expiration = NULL, _verificationtoken = NULL, email_change_token_hash = NULL,
             email_change_expires_at = NULL, stripe_customer_id = NULL, stripe_subscription_id = NULL,
             subscription_status = 'none', subscription_product_id = NULL, subscription_end = NULL,
             subscription_plan_id = NULL, subscription_grace_ends_at = NULL, subscription_cancel_at = NULL, chat_email_notifications = false, early_access_emails = false,
             removed_at = now(), updated_at = now()
       WHERE id = ${userId}`)

    await payload.create({ collection: 'admin-audit-log', data: erasureEntry(userId, actor), overrideAccess: true, depth: 0, req })
    await announceSessionsChanged(req, userId)
    await announcePageChange(req)
  })

  if (settings) {
    const store = ogStore(settings)
    for (const { page } of pages as { page: string }[])
      await store.removeAll(page).catch((error: unknown) => payload.logger.warn({ err: error, page }, 'og: imagens da conta excluída não removidas'))
  }
}

/** Names shorter than this would match inside ordinary words of anyone's notification. */
const SHORTEST_NAME_MATCHED = 3

/**
 * Notifications still queued for other people that name the person: a review request ("Como foi
 * com …?"), an unread-chat notice, a new applicant, a status change. Everywhere else the person is
 * 'Conta removida' from now on, and these would carry the name out (or keep it in the queue for
 * good, after a mail server's failures) for a notice about someone who is gone; the other party
 * reads what is left in the app. Dropped before a shop closes its jobs, so the one notice the
 * deletion itself sends the barbers still waiting (hooks/closeShopJobs.ts) still goes.
 * Matched on the plain-text version (every queued e-mail carries one, with names unescaped) and a
 * push's title and body, case-insensitively; the queue's lock is already held (above), so no run
 * is sending any of them.
 */
async function dropNotificationsNamingPerson(db: Awaited<ReturnType<typeof requestTransaction>>, userId: number): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT DISTINCT trim(name) AS name FROM (
      SELECT name FROM users WHERE id = ${userId} UNION ALL SELECT original_name FROM users WHERE id = ${userId}
      UNION ALL SELECT name FROM barbers WHERE user_id = ${userId} UNION ALL SELECT original_name FROM barbers WHERE user_id = ${userId}
      UNION ALL SELECT name FROM barbershops WHERE user_id = ${userId} UNION ALL SELECT original_name FROM barbershops WHERE user_id = ${userId}
    ) names WHERE char_length(trim(name)) >= ${SHORTEST_NAME_MATCHED} AND trim(name) <> ${REMOVED_ACCOUNT_NAME}`)
  const names = (rows as { name: string }[]).map((row) => row.name)
  if (!names.length) return
  const named = (column: ReturnType<typeof sql>) =>
    sql`EXISTS (SELECT 1 FROM unnest(ARRAY[${sql.join(
      names.map((name) => sql`${name}`),
      sql`, `,
    )}]::text[]) AS n(name) WHERE strpos(lower(coalesce(${column}, '')), lower(n.name)) > 0)`
  await db.execute(sql`
    DELETE FROM payload_jobs WHERE id IN (
      SELECT id FROM payload_jobs WHERE completed_at IS NULL
         AND ((task_slug = 'sendEmail' AND (${named(sql`input->>'subject'`)} OR ${named(sql`input->>'text'`)}))
           OR (task_slug = 'sendPush' AND (${named(sql`input->>'title'`)} OR ${named(sql`input->>'body'`)})))
       FOR UPDATE SKIP LOCKED)`)
}

const DAY_MS = 24 * 60 * 60_000

/** The `rate_limit_hits` key counting an account's exports. */
const exportLimitKey = (userId: number) => `account-export:${userId}`

/**
 * Counts one more export of the account and says whether it may go: EXPORTS_PER_DAY in a window
 * of 24 hours from the first, counted in PostgreSQL (`rate_limit_hits`, as infra/email/accountEmails.ts
 * counts account e-mails) so every instance counts the same downloads. One statement decides it
 * under the row's lock: two downloads at once are counted one after the other.
 */
export async function mayExportAgain(pool: Pool, userId: number): Promise<boolean> {
  const { hits } = await countHit(pool, exportLimitKey(userId), DAY_MS)
  return hits <= EXPORTS_PER_DAY
}

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
 * no profile holds (uploaded on pick and never saved, or dropped from a profile); e-mails and pushes
 * the queue gave up on go a week after their last try. Exports are never stored, so there is
 * nothing of theirs to sweep.
 */
export async function sweepRetention(
  payload: Payload,
): Promise<{ accounts: number; tokens: number; limits: number; chatPhotos: number; profileUploads: number; failedNotifications: number } | null> {
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
      // E-mails and pushes every retry of which failed: the address and the text, kept only a while.
      const failed = await client.query(
        `DELETE FROM payload_jobs WHERE has_error AND completed_at IS NULL AND updated_at < now() - make_interval(days => $1)`,
        [FAILED_NOTIFICATION_DAYS],
      )
      const failedNotifications = failed.rowCount ?? 0
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
      return { accounts, tokens, limits, chatPhotos, profileUploads, failedNotifications }
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
      if (swept && (swept.accounts || swept.tokens || swept.chatPhotos || swept.profileUploads || swept.failedNotifications))
        payload.logger.info(
          swept,
          'retenção: contas não confirmadas, links vencidos, fotos do chat não enviadas, arquivos de perfil não salvos e avisos que falharam removidos',
        )
    },
    'retenção: falha na limpeza periódica',
  )
