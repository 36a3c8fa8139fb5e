import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { chatEvents } from '#domain/chat'
import { haproxyConfig } from '#server/operations/clusterConfig'
import { startObjectStore } from '../helpers/objectStore'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { benchServerEnv, CHAT_BENCH_SHOP, chatBenchBarber, fmt, machineDescription, runScript, startProcess, stopProcess, writeSection } from './lib'

const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy'
const USERS = Number(process.env.BENCH_CLUSTER_USERS ?? 200)
const PAIRS = 100
/** 100 barbers × 5 sockets = 500, under the per-user cap of 10 even while a dead instance's presence rows still count. */
const SOCKETS_PER_BARBER = 5
const STEP_SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const WARMUP_SECONDS = 5
const KILL_SECONDS = 40
const KILL_AT_SECONDS = 10
const SEED_JOBS = 30

type Kind = 'page' | 'list' | 'signin' | 'application' | 'job' | 'chat'
/** The mix a virtual user draws from on every turn (weights in percent). */
const MIX: [Kind, number][] = [
  ['page', 30],
  ['list', 30],
  ['signin', 5],
  ['application', 10],
  ['job', 5],
  ['chat', 20],
]

type Sample = { at: number; ms: number; ok: boolean; kind: Kind }
type Barber = { index: number; userId: number; barberId: number; conversation: number; cookie: string; appliedTo: Set<number> }
type World = {
  balancer: string
  shopCookie: string
  barbers: Barber[]
  jobs: number[]
  acknowledged: { applications: number[]; jobs: number[]; messages: number[] }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!

/** CPU seconds used so far by each of the processes still running: ours by pid, PostgreSQL's by name (every backend of the machine's server). */
function cpuSeconds(pids: number[]): Map<number, number> {
  const tick = 100
  const used = new Map<number, number>()
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      used.set(pid, (Number(fields[11]) + Number(fields[12])) / tick)
    } catch {
      // Gone.
    }
  }
  return used
}
/** CPU seconds between two readings, over the processes present in both (a backend that ended takes its time with it). */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + (before.has(pid) ? seconds - before.get(pid)! : 0), 0)
const postgresPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres'
      } catch {
        return false
      }
    })
    .map(Number)

async function login(base: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`login ${credentials.email}: ${response.status}`)
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith('payload-token='))!
    .split(';')[0]!
}

/** One turn of a virtual user: answers whether it got what it asked for. */
async function turn(world: World, kind: Kind): Promise<boolean> {
  const base = world.balancer
  const json = (cookie: string, body: unknown) => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  })
  switch (kind) {
    case 'page': {
      const page = pick(['/', '/planos', '/barbeiros', '/barbearias', `/vagas/${pick(world.jobs)}`])
      const response = await fetch(base + page)
      await response.arrayBuffer()
      return response.status === 200
    }
    case 'list': {
      const list = pick([
        '/api/open-jobs?limit=20',
        '/api/open-jobs?limit=20&page=2',
        '/api/directory/barbers',
        '/api/directory/barbershops',
        '/api/open-jobs?q=barbeiro&limit=20',
      ])
      const response = await fetch(base + list)
      await response.arrayBuffer()
      return response.status === 200
    }
    case 'signin': {
      const barber = pick(world.barbers)
      const response = await fetch(`${base}/api/users/login`, json('', chatBenchBarber(barber.index)))
      await response.arrayBuffer()
      return response.status === 200
    }
    case 'application': {
      const barber = pick(world.barbers)
      const job = world.jobs.find((id) => !barber.appliedTo.has(id))
      if (job === undefined) return turn(world, 'list')
      // Taken before the request: two users never send the same barber to the same job.
      barber.appliedTo.add(job)
      const response = await fetch(`${base}/api/applications`, json(barber.cookie, { job }))
      const body = (await response.json().catch(() => ({}))) as { doc?: { id: number } }
      if (response.status === 201 && body.doc) world.acknowledged.applications.push(body.doc.id)
      return response.status === 201
    }
    case 'job': {
      const response = await fetch(
        `${base}/api/jobs`,
        json(world.shopCookie, { title: 'Barbeiro para o fim de semana', description: 'Vaga publicada durante a medição do cluster.', status: 'active' }),
      )
      const body = (await response.json().catch(() => ({}))) as { doc?: { id: number } }
      if (response.status === 201 && body.doc) {
        world.acknowledged.jobs.push(body.doc.id)
        world.jobs.push(body.doc.id)
      }
      return response.status === 201
    }
    case 'chat': {
      const barber = pick(world.barbers)
      const response = await fetch(
        `${base}/api/chat/conversations/${barber.conversation}/messages`,
        json(barber.cookie, { body: 'Posso começar no sábado de manhã?' }),
      )
      const body = (await response.json().catch(() => ({}))) as { message?: { id: number } }
      if (response.status === 201 && body.message) world.acknowledged.messages.push(body.message.id)
      return response.status === 201
    }
  }
}

/** USERS virtual users, each taking turns back to back (a closed loop) until `seconds` are over. */
async function drive(world: World, seconds: number, samples: Sample[], origin: number): Promise<void> {
  const until = performance.now() + seconds * 1000
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0)
  await Promise.all(
    Array.from({ length: USERS }, async () => {
      while (performance.now() < until) {
        let draw = Math.random() * total
        const kind = MIX.find(([, weight]) => (draw -= weight) < 0)![0]
        const started = performance.now()
        const ok = await turn(world, kind).catch(() => false)
        samples.push({ at: (started - origin) / 1000, ms: performance.now() - started, ok, kind })
      }
    }),
  )
}

/** The 500 sockets through the balancer, each rejoining its room whenever it (re)connects. */
async function connectSockets(world: World, deliveries: { count: number }): Promise<Socket[]> {
  const sockets: Socket[] = []
  // Ten barbers (50 sockets) at a time: 500 handshakes at once on a loaded 2-core machine time out.
  for (let first = 0; first < world.barbers.length; first += 10) await connectBatch(world, world.barbers.slice(first, first + 10), deliveries, sockets)
  return sockets
}

async function connectBatch(world: World, barbers: Barber[], deliveries: { count: number }, sockets: Socket[]): Promise<void> {
  await Promise.all(
    barbers.flatMap((barber) =>
      Array.from({ length: SOCKETS_PER_BARBER }, () => {
        const socket = io(world.balancer, {
          transports: ['websocket'],
          forceNew: true,
          reconnectionDelay: 250,
          reconnectionDelayMax: 1000,
          extraHeaders: { origin: world.balancer, cookie: barber.cookie },
        })
        socket.on(chatEvents.message, () => deliveries.count++)
        sockets.push(socket)
        return new Promise<void>((resolve, reject) => {
          socket.on('connect', () =>
            socket.emit(chatEvents.join, { conversation: barber.conversation }, (answer: { ok?: boolean }) =>
              answer.ok ? resolve() : reject(new Error('join recusado')),
            ),
          )
          setTimeout(() => reject(new Error('socket não conectou em 60 s')), 60_000).unref()
        })
      }),
    ),
  )
}

async function presenceDrained(databaseUrl: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const { rows } = await db.query<{ open: number }>(
        `SELECT coalesce(sum(sockets), 0)::int AS open FROM chat_presence WHERE seen_at > now() - interval '60 seconds'`,
      )
      if (rows[0]!.open === 0) return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  } finally {
    await db.end()
  }
}

type Balancer = { process: ChildProcess; stop: () => Promise<void> }
async function startBalancer(dir: string, port: number, servers: { name: string; port: number }[]): Promise<Balancer> {
  const config = path.join(dir, `haproxy-${servers.length}.cfg`)
  writeFileSync(config, haproxyConfig({ bind: `127.0.0.1:${port}`, servers: servers.map((s) => ({ name: s.name, address: `127.0.0.1:${s.port}` })) }))
  const child = spawn(HAPROXY, ['-f', config, '-db'], { stdio: 'ignore' })
  for (const deadline = Date.now() + 20_000; ;) {
    if (
      await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error('o HAProxy não respondeu')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    process: child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

type StepResult = {
  instances: number
  requests: number
  perSecond: number
  p50: number
  p99: number
  errors: number
  byKind: Record<Kind, { n: number; p99: number; errors: number }>
  cpu: { app: number; postgres: number; haproxy: number; bench: number }
  load: number[]
}

function summarize(instances: number, samples: Sample[], seconds: number, cpu: StepResult['cpu'], load: number[]): StepResult {
  const byKind = Object.fromEntries(
    MIX.map(([kind]) => {
      const of = samples.filter((s) => s.kind === kind)
      return [
        kind,
        {
          n: of.length,
          p99: percentile(
            of.map((s) => s.ms),
            99,
          ),
          errors: of.filter((s) => !s.ok).length,
        },
      ]
    }),
  ) as StepResult['byKind']
  const latencies = samples.map((s) => s.ms)
  return {
    instances,
    requests: samples.length,
    perSecond: samples.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: samples.filter((s) => !s.ok).length,
    byKind,
    cpu,
    load,
  }
}

/** What a write acknowledged with 201 left in the database: every id must be there. */
async function lostWrites(databaseUrl: string, acknowledged: World['acknowledged']) {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const missing = async (table: string, ids: number[]) =>
      ids.length - Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE id = ANY($1::int[])`, [ids])).rows[0]!.n)
    return {
      applications: await missing('applications', acknowledged.applications),
      jobs: await missing('jobs', acknowledged.jobs),
      messages: await missing('messages', acknowledged.messages),
      acknowledged: acknowledged.applications.length + acknowledged.jobs.length + acknowledged.messages.length,
    }
  } finally {
    await db.end()
  }
}

/**
 * `npm run bench -- cluster`: the mixed workload of issue 27 through HAProxy at 1, 2 and 3
 * instances of one PostgreSQL, files in s3rver, 500 chat sockets open; then a kill -9 of one of
 * three instances mid-run. Not part of `npm test`.
 */
export async function clusterSuite(): Promise<void> {
  const database = await benchDatabase()
  const store = await startObjectStore()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-cluster-'))
  const balancerPort = await freePort()
  const balancerUrl = `http://127.0.0.1:${balancerPort}`
  const servers = await Promise.all(['app1', 'app2', 'app3'].map(async (name) => ({ name, port: await freePort() })))
  const shared = {
    ...benchServerEnv({ databaseUrl: database.url, dataDir, port: servers[0]!.port }),
    ...store.env,
    PUBLIC_URL: balancerUrl,
    TRUST_PROXY: '1',
    RATE_LIMIT_SCALE: '1000',
  }
  const envOf = (i: number) => ({ ...shared, PORT: String(servers[i]!.port), DATA_DIR: path.join(dataDir, servers[i]!.name) })
  const apps: ChildProcess[] = []
  let balancer: Balancer | undefined
  let sockets: Socket[] = []
  const loadAtStart = os.loadavg()
  const startedAt = performance.now()
  try {
    // The first instance alone (migrations), then the others; the seed runs against the first.
    apps.push(await startProcess(['server/main.ts'], envOf(0), `http://127.0.0.1:${servers[0]!.port}/api/ready`, path.join(dataDir, 'app1.log')))
    apps.push(
      ...(await Promise.all(
        [1, 2].map((i) => startProcess(['server/main.ts'], envOf(i), `http://127.0.0.1:${servers[i]!.port}/api/ready`, path.join(dataDir, `app${i + 1}.log`))),
      )),
    )
    await runScript(['tests/bench/chatSeed.ts', String(PAIRS)], { ...envOf(0), DATA_DIR: path.join(dataDir, 'seed') })
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const { rows } = await db.query<{ conversation: number; user_id: number; barber_id: number; email: string }>(
      'SELECT c.id AS conversation, c.barber_user_id AS user_id, c.barber_id, u.email FROM conversations c JOIN users u ON u.id = c.barber_user_id ORDER BY c.id',
    )
    await db.end()

    balancer = await startBalancer(dataDir, balancerPort, servers)
    const barbers: Barber[] = []
    for (const [index, row] of rows.entries()) {
      if (row.email !== chatBenchBarber(index).email) throw new Error('seed fora de ordem')
      barbers.push({
        index,
        userId: row.user_id,
        barberId: row.barber_id,
        conversation: row.conversation,
        cookie: await login(balancerUrl, chatBenchBarber(index)),
        appliedTo: new Set(),
      })
    }
    const world: World = {
      balancer: balancerUrl,
      shopCookie: await login(balancerUrl, CHAT_BENCH_SHOP),
      barbers,
      jobs: [],
      acknowledged: { applications: [], jobs: [], messages: [] },
    }
    for (let i = 0; i < SEED_JOBS; i++) {
      if (!(await turn(world, 'job'))) throw new Error('publicar vaga falhou')
    }
    world.acknowledged.jobs = []
    await balancer.stop()

    const steps: StepResult[] = []
    const deliveries = { count: 0 }
    for (const count of [1, 2, 3]) {
      balancer = await startBalancer(dataDir, balancerPort, servers.slice(0, count))
      sockets = await connectSockets(world, deliveries)
      await drive(world, WARMUP_SECONDS, [], performance.now())
      const samples: Sample[] = []
      const appPids = apps.slice(0, count).map((child) => child.pid!)
      const pgPids = postgresPids()
      const before = { app: cpuSeconds(appPids), postgres: cpuSeconds(pgPids), haproxy: cpuSeconds([balancer.process.pid!]), bench: process.cpuUsage() }
      deliveries.count = 0
      const messagesBefore = world.acknowledged.messages.length
      await drive(world, STEP_SECONDS, samples, performance.now())
      const bench = process.cpuUsage(before.bench)
      const cpu = {
        app: cpuBetween(before.app, cpuSeconds(appPids)) / STEP_SECONDS,
        postgres: cpuBetween(before.postgres, cpuSeconds(pgPids)) / STEP_SECONDS,
        haproxy: cpuBetween(before.haproxy, cpuSeconds([balancer.process.pid!])) / STEP_SECONDS,
        bench: (bench.user + bench.system) / 1e6 / STEP_SECONDS,
      }
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const result = summarize(count, samples, STEP_SECONDS, cpu, os.loadavg())
      const expected = (world.acknowledged.messages.length - messagesBefore) * SOCKETS_PER_BARBER
      console.log(
        `cluster: ${count} instância(s): ${fmt(result.perSecond)} req/s, p99 ${fmt(result.p99)} ms, ${result.errors} erro(s), entregas ${deliveries.count}/${expected}`,
      )
      steps.push(result)
      for (const socket of sockets) socket.disconnect()
      sockets = []
      await balancer.stop()
      await presenceDrained(database.url)
    }

    // kill -9 of app3 mid-run, three instances behind the balancer, sockets reconnecting by themselves.
    balancer = await startBalancer(dataDir, balancerPort, servers)
    sockets = await connectSockets(world, deliveries)
    const killSamples: Sample[] = []
    const origin = performance.now()
    let killedAt = 0
    const connected: { at: number; n: number }[] = []
    const watch = setInterval(() => connected.push({ at: (performance.now() - origin) / 1000, n: sockets.filter((s) => s.connected).length }), 100)
    const killer = setTimeout(() => {
      killedAt = (performance.now() - origin) / 1000
      apps[2]!.kill('SIGKILL')
    }, KILL_AT_SECONDS * 1000)
    await drive(world, KILL_SECONDS, killSamples, origin)
    clearTimeout(killer)
    clearInterval(watch)
    const afterKill = killSamples.filter((s) => s.at >= killedAt)
    const failed = afterKill.filter((s) => !s.ok)
    const lastError = failed.length ? Math.max(...failed.map((s) => s.at)) : killedAt
    const firstDown = connected.find((c) => c.at >= killedAt && c.n < sockets.length)
    const back = firstDown ? connected.find((c) => c.at > firstDown.at && c.n === sockets.length) : undefined
    const lost = await lostWrites(database.url, world.acknowledged)
    const beforeKill = summarize(
      3,
      killSamples.filter((s) => s.at < killedAt),
      killedAt,
      steps[2]!.cpu,
      [],
    )
    const after = summarize(
      2,
      killSamples.filter((s) => s.at >= lastError + 1),
      Math.max(1, KILL_SECONDS - lastError - 1),
      steps[2]!.cpu,
      [],
    )
    const loadAtEnd = os.loadavg()
    const minutes = (performance.now() - startedAt) / 60_000

    const [one, two, three] = steps as [StepResult, StepResult, StepResult]
    const cpuCell = (r: StepResult) => `${fmt(r.cpu.app * 100)}% / ${fmt(r.cpu.postgres * 100)}% / ${fmt(r.cpu.haproxy * 100)}% / ${fmt(r.cpu.bench * 100)}%`
    const row = (r: StepResult) =>
      `| ${r.instances} | ${fmt(r.perSecond)} | ${fmt(r.perSecond / one.perSecond, 2)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${fmt(r.errors)} of ${fmt(r.requests)} | ${cpuCell(r)} | ${r.load.map((l) => fmt(l, 1)).join(' ')} |`
    const kinds = MIX.map(([kind]) => kind)
    const markdown = `## Cluster: N instances behind HAProxy, and one killed (issue 27)

Command: \`npm run bench -- cluster\` · ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${machineDescription()} · load average at start ${loadAtStart.map((l) => fmt(l, 1)).join(' ')}, at the end ${loadAtEnd.map((l) => fmt(l, 1)).join(' ')} · ${fmt(minutes, 1)} min in all

Three Navalha processes (production mode) on one PostgreSQL (${process.env.BENCH_DATABASE_URL ? "the machine's server, BENCH_DATABASE_URL" : 'embedded'}), files in s3rver, Debian's HAProxy in front with the
cluster's own configuration (round robin, no stickiness, checks every 2 s); a step puts the first 1, 2 or 3 of them in
its backend. ${USERS} virtual users in a closed loop (each sends its next request when the last one is answered, no think
time) draw from the mix: public pages rendered by the server (\`/\`, \`/planos\`, \`/barbeiros\`, \`/barbearias\`, a job's
page) 30%, lists (\`/api/open-jobs\`, with a search, the two directories) 30%, sign-ins 5%, applications 10% (a barber to
a job it has not applied to), job posts 5%, chat messages 20% (a barber in its conversation) — while ${fmt(PAIRS * SOCKETS_PER_BARBER)} Socket.IO
sockets (${PAIRS} barbers × ${SOCKETS_PER_BARBER}, WebSocket through HAProxy) sit in their rooms and receive every message. ${WARMUP_SECONDS} s of
warm-up, then ${STEP_SECONDS} s measured per step. An error is any answer other than the expected 200/201, or no answer.
The bench's own client runs on the same 2 cores. CPU is each side's share of one core over the step (processes' user +
system time): the Navalha instances together / PostgreSQL (every backend of the server, so other users of the machine's
PostgreSQL count too) / HAProxy / the bench client.

| instances | req/s | ratio to 1 | p50 ms | p99 ms | errors | CPU app / PostgreSQL / HAProxy / client | load average after |
|---:|---:|---:|---:|---:|---:|---|---|
${steps.map(row).join('\n')}

p99 by kind (ms) and errors:

| instances | ${kinds.join(' | ')} |
|---:|${kinds.map(() => '---:').join('|')}|
${steps.map((r) => `| ${r.instances} | ${kinds.map((k) => `${fmt(r.byKind[k].p99)} (${fmt(r.byKind[k].errors)} of ${fmt(r.byKind[k].n)})`).join(' | ')} |`).join('\n')}

**Scaling ratio 2 : 1 = ${fmt(two.perSecond / one.perSecond, 2)}** (3 : 1 = ${fmt(three.perSecond / one.perSecond, 2)}). Target: 0 errors in steady state at ${USERS} users —
${steps.every((r) => r.errors === 0) ? '**met** at every step' : `**missed**: ${steps.map((r) => `${r.errors} at ${r.instances}`).join(', ')}`}.

**kill -9 of one of three instances** after ${KILL_AT_SECONDS} s of a ${KILL_SECONDS} s run under the same load (sockets reconnect by themselves,
250 ms–1 s back-off, and rejoin their rooms):

| | value |
|---|---:|
| requests before the kill: req/s, p99 | ${fmt(beforeKill.perSecond)}, ${fmt(beforeKill.p99)} ms |
| errors after the kill | ${fmt(failed.length)} of ${fmt(afterKill.length)} (${failed.length ? [...new Set(failed.map((s) => s.kind))].join(', ') : 'none'}) |
| last error after the kill (recovery time of requests) | ${failed.length ? `${fmt(lastError - killedAt, 1)} s` : 'none'} |
| sockets back in their rooms after the kill | ${firstDown ? (back ? `${fmt(back.at - killedAt, 1)} s (${fmt(sockets.length - firstDown.n)} dropped)` : 'not all within the run') : 'none dropped'} |
| requests after recovery on 2 instances: req/s, p99 | ${fmt(after.perSecond)}, ${fmt(after.p99)} ms |
| acknowledged writes (201) over the whole bench | ${fmt(lost.acknowledged)} |
| acknowledged writes missing from the database | ${fmt(lost.applications + lost.jobs + lost.messages)} (target 0) |`
    writeSection('cluster', markdown)
    console.log(markdown)
  } finally {
    for (const socket of sockets) socket.disconnect()
    await balancer?.stop()
    await Promise.all(apps.filter((child) => child.signalCode === null).map(stopProcess))
    await store.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
