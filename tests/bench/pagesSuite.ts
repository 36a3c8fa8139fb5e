import autocannon from 'autocannon'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import {
  benchServerEnv,
  fmt,
  load,
  machineDescription,
  median,
  medianResult,
  root,
  runScript,
  startProcess,
  stopProcess,
  writeSection,
  type LoadResult,
} from './lib'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
/** The soak: minutes of mixed load, resident memory read after each (`npm run bench -- pages --soak-minutes 3`). */
const SOAK_MINUTES = Number(process.env.BENCH_SOAK_MINUTES ?? 10)
const CONNECTIONS = 50
const TARGET = { ratio: 0.5, p99: 50 }
/** Issue 29's targets: spawn of `npm start` to the first server-rendered page; a fresh clone's first start; memory. */
const BOOT_TARGET_MS = 2000
const FRESH_CLONE_TARGET_MS = 15_000
const RSS_AFTER_BOOT_MIB = 250
const RSS_AFTER_FIVE_MINUTES_MIB = 400
/** "No growth" across the soak's last 3 minutes: at most this much, against noise of a few MiB between readings. */
const GROWTH_TOLERANCE_MIB = 10
const BOOTS = 3

/** Resident memory of a process, from /proc (Linux), in MiB. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024
}

/**
 * V8's regular pages resident in a process, in MiB: its anonymous mappings of exactly 256 KiB, from
 * /proc/<pid>/smaps (Linux). They hold the heap's pages outside the code range and large objects, and
 * the freed pages V8 keeps committed in its page pool, which the heap's own figures leave out
 * (decision 0049); the difference from the heap total is mostly that pool.
 */
function v8PagesMiB(pid: number): number {
  let kib = 0
  let isV8Page = false
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = line.match(/^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ (\d+)\s*(\S*)$/)
    if (mapping) isV8Page = parseInt(mapping[2]!, 16) - parseInt(mapping[1]!, 16) === 256 * 1024 && mapping[3] === '0' && !mapping[4]
    else if (isV8Page && line.startsWith('Rss:')) kib += Number(line.match(/(\d+) kB/)![1])
  }
  return kib / 1024
}

/** The children of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** The Node process serving, under `npm start` (npm, then a shell, then `node server/launch.mjs`). */
function serverProcess(npmPid: number): number | undefined {
  const queue = childrenOf(npmPid)
  while (queue.length) {
    const pid = queue.shift()!
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    if (path.basename(command[0] ?? '') === 'node' && command.some((part) => part.endsWith('server/launch.mjs'))) return pid
    queue.push(...childrenOf(pid))
  }
  return undefined
}

/** npm itself, as the bench was started (`npm run bench`), or the npm on PATH. */
const npmCommand = (): [string, string[]] => (process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []])

type Started = { ms: number; child: ChildProcess; serverPid: number }

/** How much of the end of `npm start`'s output an error quotes. */
const OUTPUT_TAIL_CHARS = 16_384

/**
 * What a deploy waits for: from spawning `npm start` in `cwd` to the first server-rendered answer
 * of "/" (200, and the page's HTML rendered, not the empty shell), polled every 20 ms.
 */
async function npmStartToFirstPage(cwd: string, env: NodeJS.ProcessEnv, url: string, logFile: string, timeoutMs = 60_000): Promise<Started> {
  const started = performance.now()
  const [command, prefix] = npmCommand()
  // Its own process group: stopping it stops npm, the shell and the server together.
  const child = spawn(command, [...prefix, 'start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  // The server logs a line per request: ten minutes of soak is more than a string can hold, so
  // the log goes to its file as it comes and only its end is kept for an error's message.
  const log = createWriteStream(logFile)
  let output = ''
  const keep = (chunk: Buffer) => {
    log.write(chunk)
    output = (output + chunk.toString()).slice(-OUTPUT_TAIL_CHARS)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  child.on('exit', () => log.end())
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`npm start terminou com código ${child.exitCode}:\n${output}`)
    const rendered = await fetch(url).then(
      async (r) => r.ok && !(await r.text()).includes('<div id="root"></div>'),
      () => false,
    )
    if (rendered) {
      const ms = performance.now() - started
      const serverPid = serverProcess(child.pid!)
      if (!serverPid) throw new Error('o processo do servidor não foi encontrado sob o npm start')
      return { ms, child, serverPid }
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  stopGroup(child)
  throw new Error(`npm start não respondeu em ${timeoutMs / 1000} s:\n${output}`)
}

/** Signals a process group; one already gone (ESRCH: its members exited before `npm` did) is left alone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
  }
}

/** Stops `npm start` and everything it started (its process group). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    signalGroup(child, 'SIGTERM')
    setTimeout(() => {
      if (child.exitCode === null) signalGroup(child, 'SIGKILL')
    }, 10_000).unref()
  })
}

/**
 * A first start on a fresh clone: the committed tree cloned, its packages as `npm ci` leaves them
 * (hard links to this tree's node_modules, postinstall patches applied), no builds, an empty
 * database and an empty compile cache; then `npm start`, which builds the server and the web app
 * and runs the migrations, to the first server-rendered "/".
 */
async function freshCloneFirstStart(): Promise<number> {
  const database = await benchDatabase()
  const clone = await mkdtemp(path.join(tmpdir(), 'navalha-clone-'))
  try {
    execFileSync('git', ['clone', '--quiet', root, clone])
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')])
    const port = await freePort()
    const env = {
      ...benchServerEnv({ databaseUrl: database.url, dataDir: path.join(clone, '.data'), port }),
      NODE_COMPILE_CACHE: path.join(clone, '.compile-cache'),
    }
    const first = await npmStartToFirstPage(clone, env, `http://127.0.0.1:${port}/`, path.join(clone, 'server.log'), 180_000)
    await stopGroup(first.child)
    return first.ms
  } finally {
    await database.drop()
    await rm(clone, { recursive: true, force: true })
  }
}

/** The heap and memory outside it, from the server's own metrics (prom-client's Node metrics), in MiB. */
async function heapMiB(appUrl: string): Promise<{ heapUsed: number; heapTotal: number; external: number }> {
  const text = await (await fetch(`${appUrl}/metrics`)).text()
  const value = (name: string) => Number(text.match(new RegExp(`^${name} (\\S+)`, 'm'))?.[1] ?? NaN) / 2 ** 20
  return { heapUsed: value('nodejs_heap_size_used_bytes'), heapTotal: value('nodejs_heap_size_total_bytes'), external: value('nodejs_external_memory_bytes') }
}

/**
 * Issue 15: the server-rendered public pages against the static app shell in the same run, at 50
 * connections, with the demo data; resident memory after boot and after a minute of mixed load;
 * boot to first answer on an initialised database.
 */
export async function pagesSuite(): Promise<void> {
  const loadAtStart = loadavg()[0]
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-'))
  const port = await freePort()
  const appUrl = `http://127.0.0.1:${port}`
  const env = { ...benchServerEnv({ databaseUrl: database.url, dataDir, port, logLevel: 'info' }), SEED_DEMO: '1' }
  // First boot: migrations and the demo data; the server's bundle made as `npm run build` makes it.
  // Then the measured boot, on the initialised database.
  await runScript(['server/launch.mjs', '--build'], env)
  const first = await startProcess(['server/main.ts'], env, `${appUrl}/api/health`, path.join(dataDir, 'first.log'))
  await stopProcess(first)
  // The machine is shared: three restarts, the median counts; the last one serves the rest of the suite.
  const bootTimes: number[] = []
  let server!: Started
  for (let attempt = 0; attempt < BOOTS; attempt++) {
    if (server) await stopGroup(server.child)
    server = await npmStartToFirstPage(root, { ...env, SEED_DEMO: '0' }, `${appUrl}/`, path.join(dataDir, 'server.log'))
    bootTimes.push(server.ms)
    console.log(`npm start → primeira página: ${fmt(server.ms / 1000, 2)} s`)
  }
  const bootMs = median(bootTimes)
  const serverPid = server.serverPid
  try {
    const rssAfterBoot = residentMiB(serverPid)
    const heapAfterBoot = await heapMiB(appUrl)
    console.log(`memória após o boot: ${fmt(rssAfterBoot)} MiB residentes, heap ${fmt(heapAfterBoot.heapUsed)} MiB usados de ${fmt(heapAfterBoot.heapTotal)}`)
    const barbers = (await (await fetch(`${appUrl}/api/directory/barbers?limit=1`)).json()) as { docs: { id: number }[] }
    const shops = (await (await fetch(`${appUrl}/api/directory/barbershops?limit=1`)).json()) as { docs: { id: number }[] }
    const barberId = barbers.docs[0]!.id
    const shopId = shops.docs[0]!.id

    const shell = { name: '/dashboard (the static app shell, baseline)', path: '/dashboard' }
    const pages = [
      { name: '/ (landing)', path: '/' },
      { name: '/barbeiros (directory)', path: '/barbeiros' },
      { name: '/barbearias (directory)', path: '/barbearias' },
      { name: `/barbeiro/${barberId} (profile)`, path: `/barbeiro/${barberId}` },
      { name: `/barbearia/${shopId} (profile, with its jobs)`, path: `/barbearia/${shopId}` },
      { name: '/faq', path: '/faq' },
    ]
    const scenarios = [shell, ...pages]
    for (const { path: page } of scenarios) {
      const response = await fetch(appUrl + page)
      const html = await response.text()
      if (!response.ok) throw new Error(`${page}: ${response.status}`)
      if (page !== shell.path && html.includes('<div id="root"></div>')) throw new Error(`${page} não foi renderizada no servidor`)
    }
    for (const scenario of scenarios) await load(appUrl + scenario.path, { connections: CONNECTIONS, seconds: 2 })
    const rounds: LoadResult[][] = scenarios.map(() => [])
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        const result = await load(appUrl + scenario.path, { connections: CONNECTIONS, seconds: SECONDS })
        if (result.errors || result.non2xx) throw new Error(`${scenario.name}: ${result.errors} erros, ${result.non2xx} respostas não-2xx`)
        rounds[index]!.push(result)
        console.log(`rodada ${round + 1} · ${scenario.name}: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
      }
    }

    // The soak: everything a visitor does, one after the other on each connection, minute after minute.
    const mixedPaths = [...pages.map((page) => page.path), shell.path, '/api/open-jobs?limit=20', '/api/directory/barbers', '/barbeiros?page=2', '/api/stats']
    const soak: { minute: number; rss: number; v8Pages: number; heap: Awaited<ReturnType<typeof heapMiB>>; requestsPerSecond: number }[] = []
    for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
      const mixed = await autocannon({ url: appUrl, connections: 20, duration: 60, requests: mixedPaths.map((p) => ({ method: 'GET', path: p })) })
      soak.push({ minute, rss: residentMiB(serverPid), v8Pages: v8PagesMiB(serverPid), heap: await heapMiB(appUrl), requestsPerSecond: mixed.requests.average })
      const last = soak.at(-1)!
      console.log(
        `soak, minuto ${minute}: ${fmt(last.rss)} MiB residentes (páginas do V8 ${fmt(last.v8Pages)}), heap ${fmt(last.heap.heapUsed)} MiB de ${fmt(last.heap.heapTotal)}, ${fmt(last.requestsPerSecond)} req/s`,
      )
    }
    const freshCloneMs = await freshCloneFirstStart()
    console.log(`clone novo, npm start → primeira página: ${fmt(freshCloneMs / 1000, 1)} s`)

    const medians = rounds.map(medianResult)
    const base = medians[0]!.requestsPerSecond
    const rows = scenarios.map((scenario, index) => {
      const m = medians[index]!
      const ratio = m.requestsPerSecond / base
      const verdict =
        index === 0
          ? ''
          : ratio >= TARGET.ratio && m.p99 <= TARGET.p99
            ? `met (≥ ${TARGET.ratio * 100}%, p99 ≤ ${TARGET.p99} ms)`
            : `**missed** (≥ ${TARGET.ratio * 100}%, p99 ≤ ${TARGET.p99} ms)`
      return `| ${scenario.name} | ${fmt(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${index === 0 ? '1.00' : fmt(ratio, 2)} | ${verdict} |`
    })
    const verdict = (met: boolean, target: string) => (met ? `met (${target})` : `**missed** (${target})`)
    const bootVerdict = verdict(bootMs <= BOOT_TARGET_MS, `≤ ${BOOT_TARGET_MS / 1000} s`)
    const atFive = soak.find((reading) => reading.minute === 5) ?? soak.at(-1)!
    const lastThree = soak.length > 3 ? soak.at(-1)!.rss - soak.at(-4)!.rss : NaN
    const soakRows = soak.map(
      ({ minute, rss, v8Pages, heap, requestsPerSecond }) =>
        `| ${minute} | ${fmt(rss)} | ${fmt(v8Pages)} | ${fmt(heap.heapUsed)} | ${fmt(heap.heapTotal)} | ${fmt(heap.external)} | ${fmt(requestsPerSecond)} |`,
    )
    writeSection(
      'pages',
      `## Server-rendered public pages and the process (issues 15 and 29)

Command: \`npm run bench -- pages\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average at start ${loadAtStart.toFixed(1)}

The demo data (\`SEED_DEMO=1\`), NODE_ENV=production, request logging on. Each page as a visitor asks for it (no
session, no Accept-Encoding): autocannon, ${CONNECTIONS} connections, ${SECONDS} s per round after a 2 s warm-up, ${ROUNDS} rounds
interleaved, medians of the rounds. The baseline is the app shell (\`/dashboard\`: no public page, the template with
the bootstrap and no server render; a visitor of a signed-in screen such as /vagas-abertas now gets a 302 to sign in) measured in the same rounds. Visitors' pages come from the HTML cache of
docs/decisions/0027-html-cache-and-invalidation.md (emptied by every write to what they show).

| page | req/s | p50 ms | p99 ms | ratio to the shell | target |
|---|---:|---:|---:|---:|---|
${rows.join('\n')}

| process | measured | target |
|---|---:|---|
| restart to first server-rendered page: spawn of \`npm start\` (the server bundled by esbuild, the web app built, the database initialised) to the first 200 of "/" with its HTML rendered | ${fmt(bootMs / 1000, 2)} s (median of ${BOOTS}: ${bootTimes.map((ms) => fmt(ms / 1000, 2)).join(', ')}) | ${bootVerdict} |
| first start on a fresh clone: the committed tree cloned, packages as \`npm ci\` leaves them, no builds, an empty database and compile cache; \`npm start\` (builds the server and the web app, migrates) to the first server-rendered "/" | ${fmt(freshCloneMs / 1000, 1)} s | ${verdict(freshCloneMs < FRESH_CLONE_TARGET_MS, `< ${FRESH_CLONE_TARGET_MS / 1000} s`)} |
| resident memory after boot (first page) | ${fmt(rssAfterBoot)} MiB (heap ${fmt(heapAfterBoot.heapUsed)} MiB used of ${fmt(heapAfterBoot.heapTotal)}, external ${fmt(heapAfterBoot.external)}) | ${verdict(rssAfterBoot <= RSS_AFTER_BOOT_MIB, `≤ ${RSS_AFTER_BOOT_MIB} MiB`)} |
| resident memory after ${atFive.minute} minutes of mixed load | ${fmt(atFive.rss)} MiB | ${verdict(atFive.minute === 5 && atFive.rss <= RSS_AFTER_FIVE_MINUTES_MIB, `≤ ${RSS_AFTER_FIVE_MINUTES_MIB} MiB after 5 minutes`)} |
| growth across the soak's last 3 minutes | ${Number.isNaN(lastThree) ? 'soak too short' : `${fmt(lastThree)} MiB`} | ${verdict(lastThree <= GROWTH_TOLERANCE_MIB, `none: ≤ ${GROWTH_TOLERANCE_MIB} MiB`)} |

The soak (\`--soak-minutes ${SOAK_MINUTES}\`; 10 by default): 20 connections cycling the pages above, \`/barbeiros?page=2\`, \`/api/open-jobs\`,
\`/api/directory/barbers\` and \`/api/stats\`, one minute at a time; resident memory from /proc, the heap from the server's own metrics after each minute. "V8 pages" is
what the process's anonymous 256 KiB mappings hold (/proc/<pid>/smaps): the heap's regular pages and the freed ones V8
keeps committed in its page pool, which the heap total leaves out (docs/decisions/0049-old-generation-growth.md).

| minute | RSS MiB | V8 pages MiB | heap used MiB | heap total MiB | external MiB | req/s |
|---:|---:|---:|---:|---:|---:|---:|
${soakRows.join('\n')}
`,
    )
  } finally {
    await stopGroup(server.child)
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
