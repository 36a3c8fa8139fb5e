/**
 * `npm run cluster [-- --instances 3 --port 8080]`: the production build as N instances on one
 * PostgreSQL (DATABASE_URL, or the embedded one under DATA_DIR), files in an S3-compatible store
 * (S3_BUCKET and friends, or s3rver under DATA_DIR standing in for S3, R2 or MinIO) and Debian's
 * HAProxy in front on one port. The first instance boots alone (it applies the migrations and
 * seeds the demo on a new embedded database); the others then boot together. Ctrl-C stops all.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import minimist from 'minimist'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { loadSettings } from '#infra/settings'
import { haproxyConfig, SERVER_NODE_FLAGS } from './clusterConfig'

const root = path.resolve(import.meta.dirname, '..')
const args = minimist(process.argv.slice(2), { default: { instances: 3, port: 8080 } })
const instances = Number(args.instances)
const port = Number(args.port)
if (!Number.isInteger(instances) || instances < 1 || instances > 32) throw new Error('--instances deve ser um número inteiro de 1 a 32.')
const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy'

const settings = loadSettings({ ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data', 'cluster') })
const dataDir = settings.dataDir
const children: ChildProcess[] = []
let database: EmbeddedDatabase | undefined
let objectStore: { close: () => Promise<void> } | undefined
let stopping = false

async function stopAll(code: number) {
  if (stopping) return
  stopping = true
  console.log('cluster: parando...')
  const exits = children.filter((child) => child.exitCode === null).map((child) => new Promise((resolve) => child.once('exit', resolve)))
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  await Promise.all(exits)
  await objectStore?.close()
  await database?.stop()
  process.exit(code)
}
process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

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
  child.once('exit', (code, signal) => {
    if (!stopping) {
      console.error(`cluster: ${name} terminou (${signal ?? code}); parando o resto.`)
      void stopAll(1)
    }
  })
  children.push(child)
  return child
}

async function waitReady(url: string, name: string) {
  for (const deadline = Date.now() + 180_000; Date.now() < deadline;) {
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
  // One production build for every instance (npm start would otherwise build once per instance).
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('npm run build falhou')

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
  run(servers[0]!.name, process.execPath, [...SERVER_NODE_FLAGS, 'server/launch.mjs'], envOf(0))
  await waitReady(urlOf(0), servers[0]!.name)
  for (let i = 1; i < instances; i++) run(servers[i]!.name, process.execPath, [...SERVER_NODE_FLAGS, 'server/launch.mjs'], envOf(i))
  await Promise.all(servers.slice(1).map((server, i) => waitReady(urlOf(i + 1), server.name)))

  const config = path.join(dataDir, 'haproxy.cfg')
  writeFileSync(config, haproxyConfig({ bind: `127.0.0.1:${port}`, servers: servers.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })) }))
  run('haproxy', HAPROXY, ['-f', config, '-db'], process.env)
  console.log(`cluster: ${instances} instância(s) atrás do HAProxy em ${publicUrl} (Ctrl-C para parar tudo)`)
} catch (error) {
  console.error(error)
  await stopAll(1)
}
