import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** The PostgreSQL server the tests use: `npm test` sets TEST_DATABASE_URL (CI's service or an embedded one). */
function adminDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL não definido: rode os testes com `npm test`.')
  return url
}

function databaseUrlFor(name: string): string {
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

/**
 * Runs `run` while the database refuses inserts into `table` (those matching `when`, an SQL
 * condition on NEW, or all of them), as a full disk or a broken constraint would: the way to
 * reach a transaction's rollback on purpose.
 */
export async function whileInsertsFail(db: pg.Client, table: string, when: string | null, run: () => Promise<void>): Promise<void> {
  await db.query(`CREATE FUNCTION navalha_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'recusado pelo teste'; END $$`)
  await db.query(
    `CREATE TRIGGER navalha_test_refuse BEFORE INSERT ON ${table} FOR EACH ROW ${when ? `WHEN (${when})` : ''} EXECUTE FUNCTION navalha_test_refuse()`,
  )
  try {
    await run()
  } finally {
    await db.query(`DROP TRIGGER navalha_test_refuse ON ${table}`)
    await db.query(`DROP FUNCTION navalha_test_refuse()`)
  }
}
