import { randomBytes } from 'node:crypto'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { freePort } from '../helpers/ports'
import { root } from './lib'

/** A scratch database for one suite: on BENCH_DATABASE_URL's server, or on an embedded PostgreSQL. */
export async function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  let embedded: EmbeddedDatabase | undefined
  let adminUrl = process.env.BENCH_DATABASE_URL
  if (!adminUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/bench'), port: await freePort(), password: 'navalha-bench', database: 'postgres' })
    adminUrl = embedded.connectionString
  }
  const name = `navalha_bench_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name} ENCODING 'UTF8' TEMPLATE template0`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      await embedded?.stop()
    },
  }
}
