import type { Pool } from 'pg'

/** What a socket's session check reads (./socketSessions.ts): the session's end and the account's access, of a verified user. */
const SESSION_SQL = `
  SELECT s.expires_at, u.trial_ends_at, u.subscription_status, u.subscription_end, u.subscription_grace_ends_at,
         ARRAY(SELECT r.value::text FROM users_roles r WHERE r.parent_id = u.id) AS roles
    FROM users u JOIN users_sessions s ON s._parent_id = u.id AND s.id = $2 AND s.expires_at > now()
   WHERE u.id = $1 AND u._verified IS TRUE`

export type SocketSessionRow = {
  expires_at: Date
  trial_ends_at: Date | null
  subscription_status: string | null
  subscription_end: Date | null
  subscription_grace_ends_at: Date | null
  roles: string[]
}

/** The row of a live session `sessionId` of the verified user `userId`, or undefined. */
export async function readSocketSession(pool: Pool, userId: number, sessionId: string): Promise<SocketSessionRow | undefined> {
  return (await pool.query<SocketSessionRow>(SESSION_SQL, [userId, sessionId])).rows[0]
}
