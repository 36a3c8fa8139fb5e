/**
 * `npm start`: checks the Node version before anything heavy is imported, then boots Navalha.
 * Node 20 crashes while importing Payload's rich-text package in about half of all starts
 * (DESIGN.md §7). npm scripts run on the Node 24 that `npm ci` installs on Linux (an optional
 * dependency); started any other way on an older Node, it is refused with a clear message.
 */
import module from 'node:module'
import { setFlagsFromString } from 'node:v8'
import type { EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { BootPhases } from './bootPhases'
import type { RunningNavalha } from './start'

const REQUIRED_NODE_MAJOR = 22
const major = Number(process.versions.node.split('.')[0])
if (major < REQUIRED_NODE_MAJOR) {
  console.error(
    `O Navalha precisa do Node.js ${REQUIRED_NODE_MAJOR} ou mais recente (este é o ${process.versions.node}).\n` +
      'Rode pelos scripts do npm (`npm start`, `npm test`): no Linux o `npm ci` instala um Node 24 para eles. ' +
      'Em outros sistemas, instale o Node.js 22 ou mais recente.',
  )
  process.exit(1)
}

// V8's compiled code for every module is kept on disk (the OS's temp folder) and reused by the next
// start: Payload, Drizzle and React take about 2 s to compile from scratch on a small machine.
module.enableCompileCache?.()

// The boot's phases, logged at debug level (issue 42): the first one ends here, the launcher's checks
// (Node's own start, launch.mjs's look at the bundle, this version check) done.
const phases = new BootPhases()
phases.mark('launcher checks')

let navalha: RunningNavalha | undefined
/** The embedded PostgreSQL, when DATABASE_URL is unset: started below, before the server's modules load. */
let database: Promise<EmbeddedDatabase> | undefined
let stopping = false
const stop = async (reason: string, exitCode: number) => {
  if (stopping) return
  stopping = true
  console.log(`\n${reason}: encerrando...`)
  const forceExit = setTimeout(() => process.exit(1), 15_000)
  forceExit.unref()
  try {
    // Before the boot has finished (the server answers /api/health before its chat and queue are up),
    // there is no running Navalha to close, but there may be a database: stopped and waited for, so that
    // a fatal error in that window still leaves no PostgreSQL behind (the exit's hook only signals it).
    if (navalha) await navalha.close()
    else await (await database?.catch(() => undefined))?.stop()
    process.exit(exitCode)
  } catch (error) {
    console.error(error)
    process.exit(1)
  }
}
// Ours from the start: the embedded PostgreSQL runs in a process group of its own, so a Ctrl-C (or a
// closed terminal's SIGHUP) reaches only this process, which stops it last (close(), issue 39). During
// the boot there is nothing to close yet: the exit stops the database (infra/database/embeddedPostgres.ts).
// In place before the database starts.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop(`${signal} recebido`, 0))

const bootFailed = (error: unknown): void => {
  // A boot cut short by `stop` (its database stopped under it) is not a boot failure: `stop` exits.
  if (stopping) {
    setTimeout(() => process.exit(1), 15_000)
    return
  }
  console.error('Não foi possível iniciar o Navalha:', error instanceof Error ? error.message : error)
  if (process.env.DEBUG) console.error(error)
  // What the failed boot left open (a build's workers, a half-made pool) would keep the process alive: exit explicitly.
  process.exit(1)
}
// The database first (issue 42): PostgreSQL starts in a process of its own while this one loads the
// server's modules and builds its configuration, which do not need it; its address is known before
// it answers. The web app's build, when stale, runs beside both, in a process of its own too.
const { loadSettings } = await import('#infra/settings')
let bootSettings!: ReturnType<typeof loadSettings>
try {
  bootSettings = loadSettings()
} catch (error) {
  bootFailed(error)
}
if (!bootSettings.databaseUrl) {
  const { embeddedClusterExists, embeddedConnectionString, startEmbeddedPostgres } = await import('#infra/database/embeddedPostgres')
  let spawned!: () => void
  const postmasterSpawned = new Promise<void>((resolve) => (spawned = resolve))
  const options = {
    dataDir: bootSettings.dataDir,
    port: bootSettings.embeddedPostgresPort,
    password: bootSettings.embeddedPostgresPassword,
    log: bootSettings.embeddedPostgresLog ? (m: string) => console.log(`[postgres] ${m}`) : undefined,
    spawned: () => {
      phases.mark('database start')
      spawned()
    },
  }
  database = startEmbeddedPostgres(options).then((started) => {
    phases.mark('database ready')
    return started
  })
  // Awaited by the boot, which reports a failure; not an unhandled rejection meanwhile.
  database.catch(() => {})
  process.env.DATABASE_URL = embeddedConnectionString(options)
  // The postmaster spawned before the server's modules load: their evaluation holds this thread for
  // seconds, and the few steps before the spawn (a folder, the binary's path) would wait behind it.
  // Not on a first start, whose initdb takes seconds of its own: the modules load meanwhile.
  if (embeddedClusterExists(options.dataDir))
    await Promise.race([
      postmasterSpawned,
      database.then(
        () => {},
        () => {},
      ),
    ])
}
const webBuilt = import('./webBuildProcess').then(({ ensureWebBuildApart }) => ensureWebBuildApart())
webBuilt.catch(() => {})

const [{ startNavalha }, { handleProcessFailures }, { default: pino }] = await Promise.all([import('./start'), import('./processFailures'), import('pino')])

// Before anything starts: the server answers /api/health while the boot still finishes (the chat's
// socket server, the e-mail queue), and a failure in that window must meet the same handlers.
// Until the server's logger exists (it reads the settings, which the boot completes), a plain one.
const bootLogger = pino({ level: bootSettings.logLevel })
phases.attach(bootLogger)
handleProcessFailures({ logger: () => navalha?.payload.logger ?? bootLogger, shutdown: () => void stop('Exceção não tratada', 1) })
try {
  navalha = await startNavalha({ database, phases, beforeListening: webBuilt })
  // From here on the old generation grows by half its live size between full collections, not by up
  // to four times: the pages a full collection frees stay committed in V8's page pool while the load
  // lasts, so the largest heap ever reached stayed resident (decision 0049). Not a command-line flag:
  // during the boot the heap grows from nothing to its working size, and at 1.5× per step that took
  // ~0.3 s more full collections. V8 reads the flag at each collection's new limit.
  setFlagsFromString('--heap-growing-percent=50')
  console.log(`\nNavalha rodando em ${navalha.url}  (saúde: ${navalha.url}/api/health)\n`)
} catch (error) {
  bootFailed(error)
}
