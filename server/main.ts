/**
 * `npm start`: checks the Node version before anything heavy is imported, then boots Navalha.
 * Node 20 crashes while importing Payload's rich-text package in about half of all starts
 * (DESIGN.md §7). npm scripts run on the Node 24 that `npm ci` installs on Linux (an optional
 * dependency); started any other way on an older Node, it is refused with a clear message.
 */
import module from 'node:module'
import { setFlagsFromString } from 'node:v8'

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

const { startNavalha } = await import('./start')
const { handleProcessFailures } = await import('./processFailures')
const { default: pino } = await import('pino')

let navalha: Awaited<ReturnType<typeof startNavalha>> | undefined
let stopping = false
const stop = async (reason: string, exitCode: number) => {
  if (stopping) return
  stopping = true
  console.log(`\n${reason}: encerrando...`)
  const forceExit = setTimeout(() => process.exit(1), 15_000)
  forceExit.unref()
  try {
    await navalha?.close()
    process.exit(exitCode)
  } catch (error) {
    console.error(error)
    process.exit(1)
  }
}
// Before anything starts: the server answers /api/health while the boot still finishes (the chat's
// socket server, the e-mail queue), and a failure in that window must meet the same handlers.
// Until the server's logger exists (it reads the settings, which the boot completes), a plain one.
const bootLogger = pino()
handleProcessFailures({ logger: () => navalha?.payload.logger ?? bootLogger, shutdown: () => void stop('Exceção não tratada', 1) })
// Ours from the start: the embedded PostgreSQL runs in a process group of its own, so a Ctrl-C (or a
// closed terminal's SIGHUP) reaches only this process, which stops it last (close(), issue 39). During
// the boot there is nothing to close yet: the exit stops the database (infra/database/embeddedPostgres.ts).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => void stop(`${signal} recebido`, 0))

try {
  const { ensureWebBuild } = await import('./rendering/build')
  await ensureWebBuild()
  navalha = await startNavalha()
  // From here on the old generation grows by half its live size between full collections, not by up
  // to four times: the pages a full collection frees stay committed in V8's page pool while the load
  // lasts, so the largest heap ever reached stayed resident (decision 0049). Not a command-line flag:
  // during the boot the heap grows from nothing to its working size, and at 1.5× per step that took
  // ~0.3 s more full collections. V8 reads the flag at each collection's new limit.
  setFlagsFromString('--heap-growing-percent=50')
  console.log(`\nNavalha rodando em ${navalha.url}  (saúde: ${navalha.url}/api/health)\n`)
} catch (error) {
  console.error('Não foi possível iniciar o Navalha:', error instanceof Error ? error.message : error)
  if (process.env.DEBUG) console.error(error)
  // What the failed boot left open (a build's workers, a half-made pool) would keep the process alive: exit explicitly.
  process.exit(1)
}
