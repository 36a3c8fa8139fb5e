/**
 * `npm run cluster` keeps serving when one instance dies (issue 36, item 6): the runner restarts
 * it while HAProxy takes it out of the rotation and sends what reaches it to the other, and
 * SIGTERM ends every process it started, once, within a bound. The real runner (server/operations/cluster.ts,
 * without the web build: the API is what is measured), two instances, Debian's HAProxy.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { alive, startClusterRunner, type ClusterRunner } from '../helpers/clusterRunner'
import { createTestDatabase } from '../helpers/database'

/** The bound on a restarted instance being back behind the balancer (the issue's), and on the runner's SIGTERM. */
const BACK_WITHIN_MS = 10_000
const STOPPED_WITHIN_MS = 20_000

let cluster: ClusterRunner
let database: Awaited<ReturnType<typeof createTestDatabase>>
let dataDir: string

const output = () => cluster?.output() ?? ''
const pidsOf = (name: string) => cluster.pidsOf(name)
const everyPid = () => cluster?.everyPid() ?? []

beforeAll(async () => {
  database = await createTestDatabase()
  dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-cluster-'))
  cluster = await startClusterRunner({ instances: 2, databaseUrl: database.url, dataDir })
}, 120_000)

afterAll(async () => {
  // Whatever a failed test left running.
  for (const pid of [cluster?.runner.pid, ...everyPid()]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
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
          const response = await fetch(`${cluster.balancer}${paths[i % paths.length]}`, { signal: AbortSignal.timeout(5_000) })
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
    expect(victim, output()).toBeGreaterThan(0)
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
      const response = await fetch(`${cluster.balancer}/api/health`).catch(() => null)
      if (response?.headers.get('x-navalha-instance') === 'app2' && pidsOf('app2').length === 2) {
        backAt = performance.now()
        break
      }
      if (performance.now() - killedAt > 30_000) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const all = await samples
    const failed = all.filter((sample) => !sample.ok)
    const context = `${failed.length} falha(s): ${JSON.stringify(failed.slice(0, 10).map((s) => ({ ...s, startedAt: s.startedAt - killedAt, endedAt: s.endedAt - killedAt })))}\n${output().slice(-3000)}`
    expect(backAt - killedAt, context).toBeLessThan(BACK_WITHIN_MS)
    // Only requests already in flight when the process died may fail: every one begun after it is answered.
    expect(
      failed.filter((sample) => sample.startedAt > deadAt),
      context,
    ).toEqual([])
    expect(all.filter((sample) => sample.startedAt > deadAt).length, context).toBeGreaterThan(20)
    expect(new Set(all.filter((sample) => sample.ok).map((sample) => sample.instance))).toEqual(new Set(['app1', 'app2']))
    expect(cluster.runner.exitCode, context).toBeNull()
    expect(alive(pidsOf('app1')[0]!)).toBe(true)
    expect(alive(pidsOf('haproxy')[0]!)).toBe(true)
  })

  it('stops every process it started on one SIGTERM, within a bound', async () => {
    const pids = everyPid().filter(alive)
    expect(pids.length, output()).toBeGreaterThanOrEqual(3)
    const sentAt = performance.now()
    cluster.runner.kill('SIGTERM')
    const code = await Promise.race([cluster.exit, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), STOPPED_WITHIN_MS))])
    expect(code, output().slice(-3000)).toBe(0)
    expect(performance.now() - sentAt).toBeLessThan(STOPPED_WITHIN_MS)
    expect(pids.filter(alive), output().slice(-3000)).toEqual([])
  })
})
