import type { PoolClient } from 'pg'

/** Takes the session-level advisory lock (`lockClass`, `key`) on `client` if no one holds it; answers whether it did. */
export async function tryAdvisoryLock(client: PoolClient, lockClass: number, key: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [lockClass, key])
  return Boolean(rows[0]?.locked)
}

/** Releases the lock `tryAdvisoryLock` took on the same client. */
export async function advisoryUnlock(client: PoolClient, lockClass: number, key: number): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1, $2)', [lockClass, key])
}
