import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Pool, PoolClient } from 'pg'
import { RESET_TOKEN_TTL_MS, VERIFICATION_TTL_MS } from '#domain/signup'
import type { Drizzle } from '../database/drizzle'

/**
 * The SQL writes of `users` and `trial_documents` (docs/ARCHITECTURE.md, "Table owners"). Every
 * other write of an account goes through the Users collection. These skip Payload because one
 * statement must decide under the row's lock (a link's token, a document's first account), or
 * because no session asks (an e-mail's opt-out link, the retention sweep). None of them touches a
 * field with a hook of its own (the name, the roles, the password): Users' hooks would have nothing
 * to run, and `updated_at` is set where Payload would set it.
 */

type Queryable = Pick<Pool | PoolClient, 'query'>

const TOKEN_COLUMNS = {
  verification: { token: '_verificationtoken', expiresAt: 'verification_expires_at', ttlMs: VERIFICATION_TTL_MS },
  passwordReset: { token: 'reset_password_token', expiresAt: 'reset_password_expiration', ttlMs: RESET_TOKEN_TTL_MS },
} as const

/**
 * The link's token for one more e-mail: the account's current one while it still works, given a
 * fresh lifetime, or a new one. Links e-mailed one after another (a batch of the queue, a retry,
 * another server) may arrive in any order, so they all carry the same token and the newest e-mail
 * in the inbox always works. One UPDATE decides it under the row's lock: two sends at once never
 * write two tokens. Using a link ends it (Payload's reset expires it, confirming clears it).
 */
export async function liveLinkToken(db: Queryable, kind: keyof typeof TOKEN_COLUMNS, userId: number): Promise<string> {
  const { token, expiresAt, ttlMs } = TOKEN_COLUMNS[kind]
  const { rows } = await db.query<{ token: string }>(
    `UPDATE users SET
       ${token} = CASE WHEN ${token} IS NOT NULL AND ${expiresAt} > now() THEN ${token} ELSE $2 END,
       ${expiresAt} = now() + make_interval(secs => $3 / 1000.0)
     WHERE id = $1 RETURNING ${token} AS token`,
    [userId, randomBytes(20).toString('hex'), ttlMs],
  )
  return rows[0]!.token
}

/** Turns the chat's unread e-mails off from the e-mail's own link (no session). A deleted account changes nothing. */
export async function turnOffChatEmails(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET chat_email_notifications = false, updated_at = now() WHERE id = $1', [userId])
}

/** Turns the annual plan's 'Nova vaga em {cidade}' e-mails off from the e-mail's own link (no session); the same link used again changes nothing more. */
export async function turnOffEarlyAccessEmails(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET early_access_emails = false, updated_at = now() WHERE id = $1', [userId])
}

/** The one-click unsubscribe of an invitation e-mail (decision 0067): shops can no longer invite the account. */
export async function turnOffInvitations(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE users SET invitations_enabled = false, updated_at = now() WHERE id = $1', [userId])
}

/** Clears the account links and e-mail changes whose time has run out; answers how many accounts changed. */
export async function clearExpiredAccountTokens(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE users SET
       reset_password_token = CASE WHEN reset_password_expiration < now() THEN NULL ELSE reset_password_token END,
       reset_password_expiration = CASE WHEN reset_password_expiration < now() THEN NULL ELSE reset_password_expiration END,
       _verificationtoken = CASE WHEN verification_expires_at < now() THEN NULL ELSE _verificationtoken END,
       pending_email = CASE WHEN email_change_expires_at < now() THEN NULL ELSE pending_email END,
       email_change_token_hash = CASE WHEN email_change_expires_at < now() THEN NULL ELSE email_change_token_hash END,
       email_change_expires_at = CASE WHEN email_change_expires_at < now() THEN NULL ELSE email_change_expires_at END
     WHERE reset_password_expiration < now() OR (verification_expires_at < now() AND _verificationtoken IS NOT NULL)
        OR email_change_expires_at < now()`,
  )
  return rowCount ?? 0
}

/**
 * Notes that `userId`'s account holds the document whose keyed hash is `hash`, and answers whether
 * another account (even a deleted one) held it first. One statement decides it: two sign-ups with
 * one number at once are ordered by the primary key, and the second learns of the first.
 */
export async function claimTrialDocument(db: Drizzle, hash: string, userId: number): Promise<boolean> {
  const { rows } = await db.execute(sql`
    INSERT INTO trial_documents (hash, user_id) VALUES (${hash}, ${userId})
    ON CONFLICT (hash) DO UPDATE SET hash = EXCLUDED.hash
    RETURNING user_id`)
  return rows[0]?.user_id !== userId
}

/** The account's trial ends now: its document had a trial on another account (issue 25). */
export async function endTrialOfUsedDocument(db: Drizzle, userId: number): Promise<void> {
  await db.execute(sql`
    UPDATE users SET trial_ends_at = created_at, trial_document_used = true
     WHERE id = ${userId}`)
}

/** Notes documents already on profiles, each for its own account (a first account keeps its claim); answers how many were new. */
export async function recordTrialDocuments(db: Queryable, documents: { hash: string; userId: number }[]): Promise<number> {
  const { rowCount } = await db.query(`INSERT INTO trial_documents (hash, user_id) SELECT * FROM unnest($1::text[], $2::int[]) ON CONFLICT (hash) DO NOTHING`, [
    documents.map((document) => document.hash),
    documents.map((document) => document.userId),
  ])
  return rowCount ?? 0
}
