import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createTestDatabase } from './database'
import { freePort } from './ports'

const root = path.resolve(import.meta.dirname, '../..')

export type ServerProcess = { url: string; dataDir: string; output: () => string; close: () => Promise<void> }

/**
 * The real server in a process of its own, on a fresh database, for tests that read what it
 * writes (its log lines on stdout). It starts as `npm start` does, but without building the web
 * app: pages answer 404, and are logged like any request. With `databaseUrl` it is one more
 * instance on an existing database (another test app's), which it leaves in place when it stops.
 */
export async function startServerProcess(env: Record<string, string> = {}, { databaseUrl }: { databaseUrl?: string } = {}): Promise<ServerProcess> {
  const database = databaseUrl ? { url: databaseUrl, drop: async () => {} } : await createTestDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-process-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', "await (await import('./server/start.ts')).startNavalha()"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'web'),
        PAYLOAD_SECRET: randomBytes(24).toString('hex'),
        SEED_DEMO: '0',
        RATE_LIMIT_SCALE: '1000',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`o servidor terminou (código ${child.exitCode}):\n${output}`)
    }
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`o servidor não respondeu a tempo:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  return { url, dataDir, output: () => output, close: stop }
}
