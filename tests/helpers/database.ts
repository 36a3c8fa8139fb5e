import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server the tests use: `npm test` sets TEST_DATABASE_URL (CI's service or an embedded one). */
export function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL não definido: rode os testes com `npm test`.')
  return url
}

export function databaseUrlFor(name: string): string {
  const url = new URL(adminDatabaseUrl())
  url.pathname = `/${name}`
  return url.toString()
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminDatabaseUrl() })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** A fresh, empty database of this test's own; runs never see each other's data. */
export async function createTestDatabase(): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `navalha_test_${process.pid}_${randomBytes(4).toString('hex')}`
  await withAdmin((client) => client.query(`CREATE DATABASE ${client.escapeIdentifier(name)} ENCODING 'UTF8' TEMPLATE template0`))
  return {
    name,
    url: databaseUrlFor(name),
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)).then(() => undefined),
  }
}
