import type { Pool } from 'pg'
import { MAX_PUSH_SUBSCRIPTIONS, PUSH_KINDS, type PushKind, type PushPreferences, type PushSubscriptionInput } from '#domain/push'
import { inPoolTransaction } from '../database/poolTransaction'

/**
 * The push subscriptions (one per browser an account opted in from) and each account's switches
 * per kind of notification, in two tables of their own (migrations/…_web_push.ts) that cascade
 * with the account. An endpoint is one browser: subscribing it again, from this account or
 * another one signed in on the same phone, moves it to the newest account. An account keeps its
 * MAX_PUSH_SUBSCRIPTIONS browsers subscribed last (decision 0052).
 */

/** Advisory lock namespace for "this account's subscriptions are being counted" ("push" in ASCII). */
const SUBSCRIPTIONS_LOCK = 0x70757368

export type StoredSubscription = { id: number; endpoint: string; p256dh: string; auth: string }

const COLUMNS: Record<PushKind, string> = {
  newMessage: 'new_message',
  newApplicant: 'new_applicant',
  applicationStatus: 'application_status',
  jobAlert: 'job_alert',
  invitation: 'invitation',
  trialDay: 'trial_day',
}

/**
 * Saves the browser's subscription and drops the account's oldest beyond MAX_PUSH_SUBSCRIPTIONS
 * (the least recently subscribed again: a phone given away or a browser long reinstalled), counted
 * under a lock per account held until the commit, so parallel subscriptions at the cap are counted
 * one after another, on any instance. Replacing rather than refusing: a person who opens the app on
 * an eleventh browser wants it to notify, and cannot see which old one to switch off.
 */
export async function saveSubscription(pool: Pool, userId: number, subscription: PushSubscriptionInput): Promise<void> {
  await inPoolTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [SUBSCRIPTIONS_LOCK, userId])
    await client.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, updated_at = now()`,
      [userId, subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth],
    )
    await client.query(
      `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY updated_at DESC, id DESC LIMIT $2)`,
      [userId, MAX_PUSH_SUBSCRIPTIONS],
    )
  })
}

/** Removes the account's own subscription of that browser; another account's is left alone. */
export async function removeSubscription(pool: Pool, userId: number, endpoint: string): Promise<void> {
  await pool.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint])
}

/** The push service said the subscription is gone (404, 410): nothing will ever reach it again. */
export async function forgetSubscription(pool: Pool, id: number): Promise<void> {
  await pool.query('DELETE FROM push_subscriptions WHERE id = $1', [id])
}

export async function subscriptionById(pool: Pool, id: number): Promise<StoredSubscription | null> {
  const { rows } = await pool.query<StoredSubscription>('SELECT id, endpoint, p256dh, auth FROM push_subscriptions WHERE id = $1', [id])
  return rows[0] ?? null
}

/** The subscriptions that should hear of a `kind` event: none when the account switched the kind off. */
/** The subscriptions of `$1` (a user id) that want `kind`. */
export const subscriptionsSql = (kind: PushKind) =>
  `SELECT s.id FROM push_subscriptions s LEFT JOIN push_preferences p ON p.user_id = s.user_id
    WHERE s.user_id = $1 AND coalesce(p.${COLUMNS[kind]}, true) ORDER BY s.id`

export async function subscriptionsFor(pool: Pool, userId: number, kind: PushKind): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(subscriptionsSql(kind), [userId])
  return rows.map((row) => row.id)
}

/** Every kind is on until switched off. */
export async function preferencesOf(pool: Pool, userId: number): Promise<PushPreferences> {
  const { rows } = await pool.query<Record<string, boolean>>(`SELECT ${Object.values(COLUMNS).join(', ')} FROM push_preferences WHERE user_id = $1`, [userId])
  return Object.fromEntries(PUSH_KINDS.map((kind) => [kind, rows[0]?.[COLUMNS[kind]] ?? true])) as PushPreferences
}

export async function savePreferences(pool: Pool, userId: number, changes: Partial<PushPreferences>): Promise<PushPreferences> {
  const kinds = PUSH_KINDS.filter((kind) => changes[kind] !== undefined)
  if (kinds.length) {
    const columns = kinds.map((kind) => COLUMNS[kind])
    await pool.query(
      `INSERT INTO push_preferences (user_id, ${columns.join(', ')}) VALUES ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')})
       ON CONFLICT (user_id) DO UPDATE SET ${columns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}, updated_at = now()`,
      [userId, ...kinds.map((kind) => changes[kind])],
    )
  }
  return preferencesOf(pool, userId)
}
