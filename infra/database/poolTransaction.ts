import type { Pool, PoolClient } from 'pg'

/** Runs `work` on one pooled connection inside BEGIN … COMMIT, rolling back when it throws. */
export async function inPoolTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}
