import type { Pool } from 'pg'
import type { SubscriptionStatus } from '#domain/account'

/**
 * SQL selecting the user id of a live session of a verified user, for claims in parameters
 * `userParam` and `sessionParam`; optionally only when the user has `role`.
 */
export function liveSessionSql(userParam: string, sessionParam: string, role?: string): string {
  return `SELECT u.id FROM users u
    JOIN users_sessions s ON s._parent_id = u.id AND s.id = ${sessionParam} AND s.expires_at > now()
    WHERE u.id = ${userParam} AND u._verified IS TRUE${role ? ` AND EXISTS (SELECT 1 FROM users_roles r WHERE r.parent_id = u.id AND r.value = '${role}')` : ''}`
}

const viewerQuery = `
  SELECT v.id, ARRAY(SELECT r.value::text FROM users_roles r WHERE r.parent_id = v.id ORDER BY r."order") AS roles
  FROM (${liveSessionSql('$1', '$2')}) v`

/** The viewer of a live session of a verified user with its roles, or null (./session.ts's `sessionViewer`). */
export async function readViewer(pool: Pool, { userId, sessionId }: { userId: number; sessionId: string }): Promise<{ id: number; roles: string[] } | null> {
  const { rows } = await pool.query<{ id: number; roles: string[] }>(viewerQuery, [userId, sessionId])
  return rows[0] ?? null
}

/** The app shell's session in one statement (./sessionRead.ts): the user, its newest profiles and its plan. */
const sessionSql = `
  SELECT u.id, u.email, u.name, u.original_name, u.user_type, u.trial_ends_at, u.subscription_status,
    u.subscription_end, u.subscription_grace_ends_at, u.pending_email, u.chat_email_notifications, u.early_access_emails, u.invitations_enabled, u.trial_document_used,
    ARRAY(SELECT r.value::text FROM users_roles r WHERE r.parent_id = u.id ORDER BY r."order") AS roles,
    b.id AS barber_id, b.profile_complete AS barber_complete, b.completeness::float8 AS barber_completeness, b.country::text AS barber_country,
    h.id AS shop_id, h.profile_complete AS shop_complete, h.completeness::float8 AS shop_completeness, h.country::text AS shop_country,
    p.months::float8 AS plan_months, p.audience::text AS plan_audience
  FROM (${liveSessionSql('$1', '$2')}) v
  JOIN users u ON u.id = v.id
  LEFT JOIN LATERAL (SELECT id, profile_complete, completeness, country FROM barbers WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) b ON true
  LEFT JOIN LATERAL (SELECT id, profile_complete, completeness, country FROM barbershops WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1) h ON true
  LEFT JOIN plans p ON p.id = u.subscription_plan_id`

export type ShellSessionRow = {
  id: number
  email: string
  name: string
  original_name: string | null
  user_type: 'barber' | 'barbershop' | null
  trial_ends_at: Date | null
  subscription_status: SubscriptionStatus | null
  subscription_end: Date | null
  subscription_grace_ends_at: Date | null
  pending_email: string | null
  chat_email_notifications: boolean | null
  early_access_emails: boolean | null
  invitations_enabled: boolean | null
  trial_document_used: boolean | null
  roles: string[]
  barber_id: number | null
  barber_complete: boolean | null
  barber_completeness: number | null
  barber_country: string | null
  shop_id: number | null
  shop_complete: boolean | null
  shop_completeness: number | null
  shop_country: string | null
  plan_months: number | null
  plan_audience: string | null
}

/** The shell's session row of a live session of a verified user, or undefined (named: each pooled connection plans it once). */
export async function readShellSession(pool: Pool, { userId, sessionId }: { userId: number; sessionId: string }): Promise<ShellSessionRow | undefined> {
  return (await pool.query<ShellSessionRow>({ name: 'shell-session', text: sessionSql, values: [userId, sessionId] })).rows[0]
}
