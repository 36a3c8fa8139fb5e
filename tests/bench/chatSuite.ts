import { loadavg } from 'node:os'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { io, type Socket } from 'socket.io-client'
import { chatEvents, type ChatMessage } from '#domain/chat'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { benchServerEnv, CHAT_BENCH_SHOP, chatBenchBarber, fmt, machineDescription, runScript, startProcess, stopProcess, writeSection } from './lib'

const PAIRS = 100
/** The per-user limit over all instances (server/chat/realtime.ts): 100 barbers × 10 = 1,000 sockets. */
const SOCKETS_PER_BARBER = 10
const LATENCY_MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 300)
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const THROUGHPUT_SENDERS = 20
/** A message not at all of its room's sockets by then counts as late. */
const LATE_AFTER_MS = 10_000

type Pair = { conversation: number; cookie: string }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}
const rssMiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

async function login(baseUrl: string, origin: string, credentials: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(`login ${credentials.email}: ${response.status}`)
  const token = response.headers.getSetCookie().find((line) => line.startsWith('payload-token='))!
  return token.split(';')[0]!
}

function post(baseUrl: string, origin: string, cookie: string, conversation: number, body: string) {
  return fetch(`${baseUrl}/api/chat/conversations/${conversation}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify({ body }),
  }).then(async (response) => {
    if (response.status !== 201) throw new Error(`envio: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { message: ChatMessage }).message
  })
}

/** Every barber's sockets on `url`, each in its conversation's room; deliveries timed by message body. */
async function connectAll(url: string, origin: string, pairs: Pair[], arrivals: Map<string, number[]>): Promise<Socket[]> {
  const sockets: Socket[] = []
  for (const pair of pairs) {
    const batch = Array.from({ length: SOCKETS_PER_BARBER }, () => {
      const socket = io(url, { transports: ['websocket'], forceNew: true, reconnection: false, extraHeaders: { origin, cookie: pair.cookie } })
      socket.on(chatEvents.message, (message: ChatMessage) => arrivals.get(message.body)?.push(performance.now()))
      sockets.push(socket)
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () =>
          socket.emit(chatEvents.join, { conversation: pair.conversation }, (answer: { ok?: boolean }) =>
            answer.ok ? resolve() : reject(new Error('join recusado')),
          ),
        )
        socket.once('connect_error', reject)
      })
    })
    await Promise.all(batch)
  }
  return sockets
}

/** One message at a time, round robin over the rooms: from the POST leaving to the last of the room's sockets receiving it. */
async function fanOutLatency(sendUrl: string, origin: string, shopCookie: string, pairs: Pair[], arrivals: Map<string, number[]>) {
  const latencies: number[] = []
  let late = 0
  for (let i = 0; i < LATENCY_MESSAGES; i++) {
    const pair = pairs[i % pairs.length]!
    // Letters only: a hex tag's run of digits can read as a phone number and arrive masked, under another body.
    const body = `latência ${i} ${randomBytes(8)
      .toString('hex')
      .replace(/[0-9]/g, (digit) => 'ghijklmnop'[Number(digit)]!)}`
    arrivals.set(body, [])
    const started = performance.now()
    await post(sendUrl, origin, shopCookie, pair.conversation, body)
    const deadline = Date.now() + LATE_AFTER_MS
    while (arrivals.get(body)!.length < SOCKETS_PER_BARBER && Date.now() < deadline) await new Promise((r) => setTimeout(r, 1))
    const times = arrivals.get(body)!
    // Counted, not thrown: a delivery later than this is reported as such.
    if (times.length < SOCKETS_PER_BARBER) late++
    else latencies.push(Math.max(...times) - started)
    arrivals.delete(body)
  }
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), late }
}

/** THROUGHPUT_SENDERS barbers sending in their own conversations as fast as answered; deliveries per second. */
async function throughput(sendUrl: string, origin: string, pairs: Pair[], arrivals: Map<string, number[]>) {
  let stored = 0
  const until = Date.now() + THROUGHPUT_SECONDS * 1000
  const bodies: string[] = []
  await Promise.all(
    pairs.slice(0, THROUGHPUT_SENDERS).map(async (pair, sender) => {
      for (let i = 0; Date.now() < until; i++) {
        const body = `vazão ${sender} ${i}`
        arrivals.set(body, [])
        bodies.push(body)
        await post(sendUrl, origin, pair.cookie, pair.conversation, body)
        stored++
      }
    }),
  )
  await new Promise((r) => setTimeout(r, 1000))
  const delivered = bodies.reduce((sum, body) => sum + (arrivals.get(body)?.length ?? 0), 0)
  for (const body of bodies) arrivals.delete(body)
  return { storedPerSecond: stored / THROUGHPUT_SECONDS, deliveredPerSecond: delivered / THROUGHPUT_SECONDS, lost: stored * SOCKETS_PER_BARBER - delivered }
}

/** Waits until no socket is counted in chat_presence any more. */
async function presenceDrained(databaseUrl: string, timeoutMs = 30_000): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    const deadline = Date.now() + timeoutMs
    while ((await db.query<{ open: number }>('SELECT coalesce(sum(sockets), 0)::int AS open FROM chat_presence')).rows[0]!.open > 0) {
      if (Date.now() > deadline) throw new Error('sockets ainda contados em chat_presence')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  } finally {
    await db.end()
  }
}

/**
 * 1,000 sockets (100 pairs × 10) in their conversations' rooms: the fan-out latency of a message
 * stored through the REST API to every socket of its room, on one instance and across two
 * instances through PostgreSQL; messages per second sustained; memory per socket.
 */
export async function chatSuite(): Promise<void> {
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-chat-'))
  const [portA, portB] = [await freePort(), await freePort()]
  const urlA = `http://127.0.0.1:${portA}`
  const urlB = `http://127.0.0.1:${portB}`
  // One secret and one public origin for both instances, as behind a load balancer.
  const env = { ...benchServerEnv({ databaseUrl: database.url, dataDir, port: portA }), RATE_LIMIT_SCALE: '1000' }
  const a = await startProcess(['server/main.ts'], env, `${urlA}/api/health`, path.join(dataDir, 'a.log'))
  const b = await startProcess(['server/main.ts'], { ...env, PORT: String(portB) }, `${urlB}/api/health`, path.join(dataDir, 'b.log'))
  let sockets: Socket[] = []
  try {
    await runScript(['tests/bench/chatSeed.ts', String(PAIRS)], env)
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const { rows } = await db.query<{ id: number; email: string }>(
      'SELECT c.id, u.email FROM conversations c JOIN users u ON u.id = c.barber_user_id ORDER BY c.id',
    )
    await db.end()
    const pairs: Pair[] = []
    for (const [index, row] of rows.entries()) {
      const credentials = chatBenchBarber(index)
      if (credentials.email !== row.email) throw new Error('seed fora de ordem')
      pairs.push({ conversation: row.id, cookie: await login(urlA, urlA, credentials) })
    }
    const shopCookie = await login(urlA, urlA, CHAT_BENCH_SHOP)
    const arrivals = new Map<string, number[]>()

    // Warm-up, then the memory baseline of instance A without sockets.
    await post(urlA, urlA, shopCookie, pairs[0]!.conversation, 'aquecimento')
    const rssBefore = rssMiB(a.pid!)
    sockets = await connectAll(urlA, urlA, pairs, arrivals)
    await new Promise((r) => setTimeout(r, 2000))
    const rssAfter = rssMiB(a.pid!)
    // The machine is shared: its load beside each run (1, 5 and 15 minutes), read as each latency run starts and ends.
    const singleLoad = [loadavg(), null as number[] | null]
    const single = await fanOutLatency(urlA, urlA, shopCookie, pairs, arrivals)
    singleLoad[1] = loadavg()
    const singleThroughput = await throughput(urlA, urlA, pairs, arrivals)
    for (const socket of sockets) socket.disconnect()
    // The socket cap counts over both instances (server/chat/presence.ts): B admits the same
    // sockets once A has let these go.
    await presenceDrained(database.url)

    // The same sockets on instance B; every message is stored through A.
    sockets = await connectAll(urlB, urlA, pairs, arrivals)
    const acrossLoad = [loadavg(), null as number[] | null]
    const across = await fanOutLatency(urlA, urlA, shopCookie, pairs, arrivals)
    acrossLoad[1] = loadavg()
    const acrossThroughput = await throughput(urlA, urlA, pairs, arrivals)

    const total = PAIRS * SOCKETS_PER_BARBER
    const markdown = `## Chat: realtime fan-out (issue 11)

Command: \`npm run bench -- chat\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()}

${fmt(total)} Socket.IO clients (${PAIRS} conversations × ${SOCKETS_PER_BARBER} sockets of the barber, WebSocket transport) in
their conversations' rooms, on server processes in production mode on one PostgreSQL. Latency: from the
shop's \`POST /api/chat/conversations/:id/messages\` leaving to the last of the room's ${SOCKETS_PER_BARBER} sockets receiving the
message (so it includes storing it: the transaction with masking, counters and rate check), ${LATENCY_MESSAGES}
messages one at a time. Throughput: ${THROUGHPUT_SENDERS} barbers sending in their own conversations as fast as answered for
${THROUGHPUT_SECONDS} s. The bench's clients run on the same 2 cores as the servers.

| | one instance | two instances (sockets on B, sent through A, via @socket.io/postgres-adapter) | target |
|---|---:|---:|---|
| load average (1 min) as the latency run started → ended | ${singleLoad.map((l) => l![0]!.toFixed(1)).join(' → ')} | ${acrossLoad.map((l) => l![0]!.toFixed(1)).join(' → ')} | quiet machine |
| fan-out latency p50 | ${fmt(single.p50, 1)} ms | ${fmt(across.p50, 1)} ms | |
| fan-out latency p99 | ${fmt(single.p99, 1)} ms | ${fmt(across.p99, 1)} ms | ≤ 100 ms one instance, ≤ 200 ms two |
| messages stored/s | ${fmt(singleThroughput.storedPerSecond, 0)} | ${fmt(acrossThroughput.storedPerSecond, 0)} | |
| socket deliveries/s | ${fmt(singleThroughput.deliveredPerSecond, 0)} | ${fmt(acrossThroughput.deliveredPerSecond, 0)} | |
| latency messages not at every socket within ${LATE_AFTER_MS / 1000} s | ${fmt(single.late)} of ${LATENCY_MESSAGES} | ${fmt(across.late)} of ${LATENCY_MESSAGES} | 0 |
| throughput deliveries missing 1 s after the last send | ${fmt(singleThroughput.lost)} | ${fmt(acrossThroughput.lost)} | 0 |

Memory of instance A: ${fmt(rssBefore, 0)} MiB resident before the sockets, ${fmt(rssAfter, 0)} MiB with ${fmt(total)} connected
and joined: about ${fmt(((rssAfter - rssBefore) * 1024) / total, 1)} KiB per socket.`
    writeSection('chat', markdown)
    console.log(markdown)
  } finally {
    for (const socket of sockets) socket.disconnect()
    await Promise.all([stopProcess(a), stopProcess(b)])
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
