import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import path from 'node:path'

/**
 * The real `npm run cluster` runner (server/operations/cluster.ts) for the tests: without the web build (the
 * API is what is measured), on a free port, against a test database, its output collected.
 */
const root = path.resolve(import.meta.dirname, '../..')

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/** A port whose neighbours the runner takes too: +1 and +2 (the instances), +100 (s3rver). */
async function freeClusterPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 30_000)
    if ((await Promise.all([0, 1, 2, 100].map((offset) => isFree(port + offset)))).every(Boolean)) return port
  }
}

export { isFree as portIsFree }

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export type ClusterRunner = {
  runner: ChildProcess
  port: number
  balancer: string
  /** What the runner and its processes wrote so far. */
  output: () => string
  /** The runner's exit code (null when a signal ended it). */
  exit: Promise<number | null>
  /** The pids the runner announced for `name`, oldest first. */
  pidsOf: (name: string) => number[]
  everyPid: () => number[]
}

/**
 * Starts the runner and resolves once it announces the cluster. `detached`: in a process group of
 * its own, as a terminal's foreground job is (a hang-up reaches the whole group).
 */
export async function startClusterRunner({
  instances,
  databaseUrl,
  dataDir,
  detached = false,
}: {
  instances: number
  databaseUrl: string
  dataDir: string
  detached?: boolean
}): Promise<ClusterRunner> {
  const port = await freeClusterPort()
  const balancer = `http://127.0.0.1:${port}`
  let output = ''
  const runner = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/operations/cluster.ts', '--no-build', '--instances', String(instances), '--port', String(port)],
    {
      cwd: root,
      detached,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: balancer,
        PAYLOAD_SECRET: randomBytes(24).toString('hex'),
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        // The build `npm run cluster` and the end-to-end tests use (dist/web), made once if missing.
        WEB_DIST_DIR: '',
        RATE_LIMIT_SCALE: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  runner.stdout!.on('data', (chunk) => (output += chunk))
  runner.stderr!.on('data', (chunk) => (output += chunk))
  const exit = new Promise<number | null>((resolve) => runner.once('exit', (code) => resolve(code)))
  const announced = new RegExp(`cluster: ${instances} instância\\(s\\) atrás do HAProxy`)
  for (const deadline = Date.now() + 110_000; !announced.test(output);) {
    if (runner.exitCode !== null || Date.now() > deadline) throw new Error(`o cluster não subiu:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const pidsOf = (name: string) => [...output.matchAll(new RegExp(`cluster: ${name} iniciado \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]))
  const everyPid = () => [...output.matchAll(/cluster: \S+ iniciado \(pid (\d+)\)/g)].map((match) => Number(match[1]))
  return { runner, port, balancer, output: () => output, exit, pidsOf, everyPid }
}
