/**
 * `npm run cluster` keeps serving when one instance dies (issue 36, item 6): the runner restarts
 * it while HAProxy takes it out of the rotation and sends what reaches it to the other, and
 * SIGTERM ends every process it started, once, within a bound. The real runner (server/cluster.ts,
 * without the web build: the API is what is measured), two instances, Debian's HAProxy.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database'

const root = path.resolve(import.meta.dirname, '../..')
/** The bound on a restarted instance being back behind the balancer (the issue's), and on the runner's SIGTERM. */
const BACK_WITHIN_MS = 10_000
const STOPPED_WITHIN_MS = 20_000

let runner: ChildProcess
let output = ''
let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string
let balancer: string
let runnerExit: Promise<number | null>

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

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** The pids the runner announced for `name`, oldest first. */
const pidsOf = (name: string) => [...output.matchAll(new RegExp(`cluster: ${name} iniciado \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]))
const everyPid = () => [...output.matchAll(/cluster: \S+ iniciado \(pid (\d+)\)/g)].map((match) => Number(match[1]))

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-cluster-'))
  const port = await freeClusterPort()
  balancer = `http://127.0.0.1:${port}`
  runner = spawn(process.execPath, ['--import', 'tsx', 'server/cluster.ts', '--no-build', '--instances', '2', '--port', String(port)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
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
  })
  runner.stdout!.on('data', (chunk) => (output += chunk))
  runner.stderr!.on('data', (chunk) => (output += chunk))
  runnerExit = new Promise((resolve) => runner.once('exit', (code) => resolve(code)))
  for (const deadline = Date.now() + 110_000; !/cluster: 2 instância\(s\) atrás do HAProxy/.test(output);) {
    if (runner.exitCode !== null || Date.now() > deadline) throw new Error(`o cluster não subiu:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 120_000)

afterAll(async () => {
  // Whatever a failed test left running.
  for (const pid of [runner?.pid, ...everyPid()]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
  await database?.drop()
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

type Sample = { startedAt: number; endedAt: number; ok: boolean; instance: string | null; problem?: string }

/** A light load through the balancer: `workers` clients, one request at a time each, until `until` says so. */
async function load(workers: number, until: () => boolean): Promise<Sample[]> {
  const samples: Sample[] = []
  const paths = ['/api/health', '/api/open-jobs?limit=1', '/api/users/me']
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = worker; !until(); i++) {
        const startedAt = performance.now()
        try {
          const response = await fetch(`${balancer}${paths[i % paths.length]}`, { signal: AbortSignal.timeout(5_000) })
          await response.arrayBuffer()
          samples.push({
            startedAt,
            endedAt: performance.now(),
            ok: response.status < 500,
            instance: response.headers.get('x-navalha-instance'),
            problem: String(response.status),
          })
        } catch (error) {
          samples.push({ startedAt, endedAt: performance.now(), ok: false, instance: null, problem: String(error) })
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }),
  )
  return samples
}

describe('npm run cluster', () => {
  it('restarts an instance killed with -9 and keeps answering meanwhile: no failure but what was in flight on it, back within 10 s', async () => {
    const [victim] = pidsOf('app2')
    expect(victim, output).toBeGreaterThan(0)
    let killedAt = Infinity
    let backAt = Infinity
    const origin = performance.now()
    const samples = load(2, () => performance.now() - origin > 30_000 || backAt < Infinity)
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    killedAt = performance.now()
    process.kill(victim!, 'SIGKILL')
    // Dead once the runner has reaped it: a request begun before then may have reached it.
    while (alive(victim!)) await new Promise((resolve) => setTimeout(resolve, 1))
    const deadAt = performance.now()
    // Back: a new process for app2, answering through the balancer.
    for (;;) {
      const response = await fetch(`${balancer}/api/health`).catch(() => null)
      if (response?.headers.get('x-navalha-instance') === 'app2' && pidsOf('app2').length === 2) {
        backAt = performance.now()
        break
      }
      if (performance.now() - killedAt > 30_000) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const all = await samples
    const failed = all.filter((sample) => !sample.ok)
    const context = `${failed.length} falha(s): ${JSON.stringify(failed.slice(0, 10).map((s) => ({ ...s, startedAt: s.startedAt - killedAt, endedAt: s.endedAt - killedAt })))}\n${output.slice(-3000)}`
    expect(backAt - killedAt, context).toBeLessThan(BACK_WITHIN_MS)
    // Only requests already in flight when the process died may fail: every one begun after it is answered.
    expect(
      failed.filter((sample) => sample.startedAt > deadAt),
      context,
    ).toEqual([])
    expect(all.filter((sample) => sample.startedAt > deadAt).length, context).toBeGreaterThan(20)
    expect(new Set(all.filter((sample) => sample.ok).map((sample) => sample.instance))).toEqual(new Set(['app1', 'app2']))
    expect(runner.exitCode, context).toBeNull()
    expect(alive(pidsOf('app1')[0]!)).toBe(true)
    expect(alive(pidsOf('haproxy')[0]!)).toBe(true)
  })

  it('stops every process it started on one SIGTERM, within a bound', async () => {
    const pids = everyPid().filter(alive)
    expect(pids.length, output).toBeGreaterThanOrEqual(3)
    const sentAt = performance.now()
    runner.kill('SIGTERM')
    const code = await Promise.race([runnerExit, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), STOPPED_WITHIN_MS))])
    expect(code, output.slice(-3000)).toBe(0)
    expect(performance.now() - sentAt).toBeLessThan(STOPPED_WITHIN_MS)
    expect(pids.filter(alive), output.slice(-3000)).toEqual([])
  })
})
