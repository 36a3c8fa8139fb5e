/**
 * Closing the terminal (or the SSH session) that runs `npm run cluster` stops all of it, as Ctrl-C
 * does (issue 36, item 6): the hang-up reaches the terminal's whole foreground group, the instances
 * die of it, but HAProxy takes SIGHUP for "log your state" and PostgreSQL for "reload", so a runner
 * that died of it too left HAProxy answering 503 on the public port, unsupervised, and the next
 * `npm run cluster` could not bind it. A hang-up sent to the runner alone left every process.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { alive, portIsFree, startClusterRunner, type ClusterRunner } from '../helpers/clusterRunner'
import { createTestDatabase } from '../helpers/database'

const STOPPED_WITHIN_MS = 20_000

const clusters: ClusterRunner[] = []
const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = []
const dataDirs: string[] = []

afterAll(async () => {
  // Whatever a failed test left running.
  for (const cluster of clusters) for (const pid of [cluster.runner.pid, ...cluster.everyPid()]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL')
  for (const database of databases) await database.drop()
  for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true })
})

async function cluster(): Promise<ClusterRunner> {
  const database = await createTestDatabase()
  databases.push(database)
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-cluster-'))
  dataDirs.push(dataDir)
  const started = await startClusterRunner({ instances: 1, databaseUrl: database.url, dataDir, detached: true })
  clusters.push(started)
  return started
}

/** Sends SIGHUP (to the runner, or to its whole group as a terminal does) and waits for every process to be gone. */
async function hangUp(started: ClusterRunner, target: 'runner' | 'group') {
  const pids = started.everyPid().filter(alive)
  expect(pids.length, started.output()).toBeGreaterThanOrEqual(2)
  const sentAt = performance.now()
  process.kill(target === 'group' ? -started.runner.pid! : started.runner.pid!, 'SIGHUP')
  const code = await Promise.race([started.exit, new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), STOPPED_WITHIN_MS))])
  while (pids.some(alive) && performance.now() - sentAt < STOPPED_WITHIN_MS) await new Promise((resolve) => setTimeout(resolve, 100))
  const log = started.output().slice(-3000)
  expect(code, log).toBe(0)
  expect(pids.filter(alive), log).toEqual([])
  expect(await portIsFree(started.port), log).toBe(true)
}

describe('npm run cluster, hung up', () => {
  it('stops every process it started when its terminal closes (SIGHUP to the whole group), the public port freed', async () => {
    await hangUp(await cluster(), 'group')
  }, 150_000)

  it('stops every process it started on a SIGHUP to the runner alone', async () => {
    await hangUp(await cluster(), 'runner')
  }, 150_000)
})
