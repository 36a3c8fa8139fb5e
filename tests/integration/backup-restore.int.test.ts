/**
 * Backups that restore (issue 27): `npm run backup` of the demo (database and files, in the
 * bucket or in a local folder), `npm run restore` into a new database and new storage, every
 * table's rows and every file's bytes equal, the app booting on the copy, and a restore into a
 * target that is not empty refused before anything is written.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hasPostgresTool } from '#server/operations/backup/postgresTools'
import { tableRows, serverMajor } from '#server/operations/backup/store'
import { DEMO_ADMIN_EMAIL, seedDemoData } from '#server/seed/demo'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createTestDatabase } from '../helpers/database'
import { startObjectStore, type ObjectStore } from '../helpers/objectStore'
import { startServerProcess } from '../helpers/serverProcess'

const root = path.resolve(import.meta.dirname, '../..')
let source: ObjectStore
let app: TestApp
let work: string
let adminPassword: string
let dumpable = false
const cleanups: (() => Promise<unknown>)[] = []

type Run = { code: number; stdout: string; stderr: string }
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    // Only what the command reads: no DATABASE_URL, S3_* or DATA_DIR of this test process leaks in.
    const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(DATABASE_URL|S3_|DATA_DIR|PAYLOAD_SECRET)/.test(key)))
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/operations/backup/cli.ts', command, ...args],
      { cwd: root, env: { ...base, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex')

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** Every table's row count and a digest of its rows in one canonical order. */
async function contents(url: string): Promise<Record<string, { rows: number; digest: string }>> {
  return withClient(url, async (client) => {
    const result: Record<string, { rows: number; digest: string }> = {}
    for (const [table, rows] of Object.entries(await tableRows(client))) {
      const name = table.includes('.') ? table : `public.${table}`
      const [schema, relation] = name.split('.').map((part) => client.escapeIdentifier(part))
      const { rows: digest } = await client.query<{ d: string }>(
        `SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS d FROM ${schema}.${relation} t`,
      )
      result[table] = { rows, digest: digest[0]!.d }
    }
    return result
  })
}

async function bucketHashes(store: ObjectStore): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  for (const key of await store.keys()) hashes[key] = sha256(await store.read(key))
  return hashes
}

beforeAll(async () => {
  source = await startObjectStore()
  app = await startTestApp(source.env)
  const report = await seedDemoData(app.payload, { log: () => {} })
  adminPassword = report.adminPassword!
  work = await mkdtemp(path.join(tmpdir(), 'navalha-backup-'))
  dumpable = hasPostgresTool('pg_dump', await withClient(app.databaseUrl, serverMajor))
}, 240_000)

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  await app?.close()
  await source?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

describe('npm run backup / npm run restore', () => {
  it('copies the demo and its bucket into a new database and bucket, row for row and byte for byte, and the app boots on the copy', async (context) => {
    // pg_dump refuses servers newer than itself: with `npm test`'s embedded PostgreSQL 18 and no client 18 on the machine there is none to run.
    if (!dumpable) context.skip()
    const before = await contents(app.databaseUrl)
    const filesBefore = await bucketHashes(source)
    expect(Object.keys(filesBefore).length).toBeGreaterThan(0)

    const backupDir = path.join(work, 'bucket-backup')
    const made = await cli('backup', ['--out', backupDir], { DATABASE_URL: app.databaseUrl, DATA_DIR: path.join(work, 'data-a'), ...source.env })
    expect(made.code, made.stderr).toBe(0)
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.database).toMatchObject({ kind: 'pg_dump', exactRows: true, file: 'database.dump' })
    expect(manifest.database.tool).toMatch(/pg_dump \(PostgreSQL\) \d+/)
    expect(manifest.database.rows).toEqual(Object.fromEntries(Object.entries(before).map(([table, { rows }]) => [table, rows])))
    expect(manifest.database.migrations.length).toBeGreaterThan(0)
    expect(Object.fromEntries(manifest.files.entries.map((entry: { key: string; sha256: string }) => [entry.key, entry.sha256]))).toEqual(filesBefore)

    const target = await createTestDatabase()
    cleanups.push(target.drop)
    const bucket = await startObjectStore()
    cleanups.push(bucket.close)
    const restored = await cli('restore', [backupDir], { DATABASE_URL: target.url, DATA_DIR: path.join(work, 'data-b'), ...bucket.env })
    expect(restored.code, restored.stderr).toBe(0)
    expect(await contents(target.url)).toEqual(before)
    expect(await bucketHashes(bucket)).toEqual(filesBefore)

    // Again into the same (now full) targets: refused, nothing written.
    const again = await cli('restore', [backupDir], { DATABASE_URL: target.url, DATA_DIR: path.join(work, 'data-b'), ...bucket.env })
    expect(again.code).toBe(2)
    expect(again.stderr).toContain('não está vazio')

    // The app on the copy: ready, the demo admin signs in with the password the seed gave, files are served from the new bucket.
    const server = await startServerProcess({ ...bucket.env, SEED_DEMO: '0' }, { databaseUrl: target.url })
    cleanups.push(server.close)
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
    const admin = new ApiClient(server.url)
    await admin.login(DEMO_ADMIN_EMAIL, adminPassword)
    let served = 0
    for (const [key, hash] of Object.entries(filesBefore)) {
      const response = await fetch(`${server.url}/media/${key.split('/').map(encodeURIComponent).join('/')}`, {
        headers: { cookie: `payload-token=${admin.cookie('payload-token')}` },
      })
      expect(response.status, key).toBe(200)
      expect(sha256(Buffer.from(await response.arrayBuffer())), key).toBe(hash)
      served++
    }
    expect(served).toBe(Object.keys(filesBefore).length)
  }, 240_000)

  it('copies a local media folder too, and refuses a database that is not empty before touching the files', async (context) => {
    if (!dumpable) context.skip()
    // The same files, as `$DATA_DIR/media` holds them without S3.
    const dataA = path.join(work, 'local-a')
    const filesBefore = await bucketHashes(source)
    for (const key of Object.keys(filesBefore)) {
      await mkdir(path.dirname(path.join(dataA, 'media', key)), { recursive: true })
      await writeFile(path.join(dataA, 'media', key), await source.read(key))
    }
    const backupDir = path.join(work, 'local-backup')
    const made = await cli('backup', ['--out', backupDir], { DATABASE_URL: app.databaseUrl, DATA_DIR: dataA })
    expect(made.code, made.stderr).toBe(0)

    // Into the app's own (full) database: refused, and the empty folder stays empty.
    const dataB = path.join(work, 'local-b')
    const refused = await cli('restore', [backupDir], { DATABASE_URL: app.databaseUrl, DATA_DIR: dataB })
    expect(refused.code).toBe(2)
    expect(refused.stderr).toContain('O banco de destino não está vazio')

    const target = await createTestDatabase()
    cleanups.push(target.drop)
    const restored = await cli('restore', [backupDir], { DATABASE_URL: target.url, DATA_DIR: dataB })
    expect(restored.code, restored.stderr).toBe(0)
    expect(await contents(target.url)).toEqual(await contents(app.databaseUrl))
    for (const [key, hash] of Object.entries(filesBefore)) expect(sha256(await readFile(path.join(dataB, 'media', key))), key).toBe(hash)
  }, 240_000)
})
