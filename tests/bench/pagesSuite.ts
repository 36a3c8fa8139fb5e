import autocannon from 'autocannon'
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, readFileSync } from 'node:fs'
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
// Read when the suite runs: run.ts sets it from `--soak-minutes` after its imports (this module's top) ran.
const soakMinutes = () => Number(process.env.BENCH_SOAK_MINUTES ?? 10)
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

/** `spawnedAt`: the wall clock at the spawn, to place the server's own phase lines (which carry theirs) on the same time line. */
type Started = { ms: number; child: ChildProcess; serverPid: number; spawnedAt: number }

/** How much of the end of `npm start`'s output an error quotes. */
const OUTPUT_TAIL_CHARS = 16_384

/**
 * What a deploy waits for: from spawning `npm start` in `cwd` to the first server-rendered answer
 * of "/" (200, and the page's HTML rendered, not the empty shell), polled every 20 ms.
 */
async function npmStartToFirstPage(cwd: string, env: NodeJS.ProcessEnv, url: string, logFile: string, timeoutMs = 60_000): Promise<Started> {
  const started = performance.now()
  const spawnedAt = Date.now()
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
      return { ms, child, serverPid, spawnedAt }
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

type FreshClone = { firstMs: number; firstRss: number; secondMs: number; secondRss: number }

/**
 * Stops a started `npm start` and waits for its server to be gone, not only npm: npm exits at the
 * signal while the server still closes (its sockets, then the embedded PostgreSQL), and a next start
 * meanwhile would meet the old postmaster, or have its first request answered by the old server
 * over a kept-alive connection.
 */
async function stopStarted(started: Started): Promise<void> {
  await stopGroup(started.child)
  const deadline = Date.now() + 20_000
  while (existsSync(`/proc/${started.serverPid}`) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
}

/**
 * A first start on a fresh clone: the committed tree cloned (at `ref`, HEAD by default), its
 * packages as `npm ci` leaves them (hard links to this tree's node_modules, postinstall patches
 * applied), no builds, an empty database and an empty compile cache; then `npm start`, which builds
 * the server and the web app and runs the migrations, to the first server-rendered "/". Then a
 * second start of the same clone (everything built). The serving process's resident memory is read
 * at each first page (issue 39, item 14: the first used to keep the web builds' ~700 MiB).
 */
async function freshCloneStarts(ref?: string): Promise<FreshClone> {
  const database = await benchDatabase()
  const clone = await mkdtemp(path.join(tmpdir(), 'navalha-clone-'))
  try {
    execFileSync('git', ['clone', '--quiet', root, clone])
    if (ref) execFileSync('git', ['-C', clone, 'checkout', '--quiet', ref])
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')])
    const port = await freePort()
    const env = {
      ...benchServerEnv({ databaseUrl: database.url, dataDir: path.join(clone, '.data'), port }),
      NODE_COMPILE_CACHE: path.join(clone, '.compile-cache'),
    }
    const url = `http://127.0.0.1:${port}/`
    const first = await npmStartToFirstPage(clone, env, url, path.join(clone, 'server.log'), 180_000)
    const firstRss = residentMiB(first.serverPid)
    await stopStarted(first)
    const second = await npmStartToFirstPage(clone, env, url, path.join(clone, 'server-2.log'), 180_000)
    const secondRss = residentMiB(second.serverPid)
    await stopStarted(second)
    return { firstMs: first.ms, firstRss, secondMs: second.ms, secondRss }
  } finally {
    await database.drop()
    await rm(clone, { recursive: true, force: true })
  }
}

/** The phases a boot logs at debug level (server/bootPhases.ts), read back from its log file. */
type Phase = { boot: string; at: number }
async function phasesLogged(logFile: string): Promise<Map<string, number>> {
  // The file is written as the output comes: its last lines may land just after the exit.
  for (let attempt = 0; ; attempt++) {
    const phases = new Map<string, number>()
    for (const line of readFileSync(logFile, 'utf8').split('\n')) {
      if (!line.startsWith('{') || !line.includes('"boot"')) continue
      const { boot, at } = JSON.parse(line) as Phase
      phases.set(boot, at)
    }
    if (phases.has('first render') || attempt === 20) return phases
    await new Promise((r) => setTimeout(r, 100))
  }
}

const BOOT_PHASES = [
  'launcher checks',
  'database start',
  'module loading',
  'configuration',
  'database ready',
  'migrations check',
  'content check',
  'listening',
  'first render',
]
/** Issue 42's targets, as ratios within each boot. */
const DATABASE_START_SHARE = 0.15
const FIRST_RENDER_OVER_LONGER_PATH = 1.25
const PHASE_BOOTS = Number(process.env.BENCH_PHASE_BOOTS ?? 5)

/**
 * Issue 42: restarts of `npm start` on the embedded PostgreSQL (no DATABASE_URL), initialised by a
 * first start with the demo data; each restart's phases (logged at debug level) placed on the
 * bench's own time line from the spawn of `npm start`, and the two ratios per restart.
 */
async function embeddedBoots() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-boot-'))
  const [port, pgPort] = [await freePort(), await freePort()]
  const env: NodeJS.ProcessEnv = {
    ...benchServerEnv({ databaseUrl: '', dataDir, port, logLevel: 'debug' }),
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: '1',
    BILLING_PROVIDER: 'sandbox',
  }
  delete env.DATABASE_URL
  const url = `http://127.0.0.1:${port}/`
  try {
    const first = await npmStartToFirstPage(root, env, url, path.join(dataDir, 'first.log'), 300_000)
    await stopStarted(first)
    const boots: { total: number; phases: Map<string, number>; databaseShare: number; overLongerPath: number }[] = []
    for (let attempt = 0; attempt < PHASE_BOOTS; attempt++) {
      const logFile = path.join(dataDir, `boot-${attempt}.log`)
      const started = await npmStartToFirstPage(root, { ...env, SEED_DEMO: '0' }, url, logFile)
      await stopStarted(started)
      const logged = await phasesLogged(logFile)
      const phases = new Map([...logged].map(([phase, at]) => [phase, at - started.spawnedAt]))
      const missing = BOOT_PHASES.filter((phase) => !phases.has(phase))
      if (missing.length) throw new Error(`fases do boot ausentes do log: ${missing.join(', ')}`)
      const databaseShare = phases.get('database start')! / started.ms
      const overLongerPath = started.ms / Math.max(phases.get('database ready')!, phases.get('configuration')!)
      boots.push({ total: started.ms, phases, databaseShare, overLongerPath })
      console.log(
        `boot ${attempt + 1}: ${fmt(started.ms)} ms; ${BOOT_PHASES.map((phase) => `${phase} ${fmt(phases.get(phase)!)}`).join(', ')}; ` +
          `banco em ${fmt(databaseShare * 100, 1)}%, primeira página ${fmt(overLongerPath, 2)}× o caminho mais longo`,
      )
    }
    return boots
  } finally {
    await rm(dataDir, { recursive: true, force: true })
  }
}

/**
 * The boot's own section (issues 39.14 and 42): the phases of restarts on the embedded database, and
 * the serving process's memory after a fresh clone's first start against its second. With
 * BENCH_CLONE_BASELINE=<commit>, the same first and second start of that commit, as the baseline in
 * the same run. `npm run bench -- pages --boot-only` runs this part alone.
 */
async function bootSection(): Promise<FreshClone> {
  const loadAtStart = loadavg()
  const boots = await embeddedBoots()
  const clone = await freshCloneStarts()
  console.log(
    `clone novo: 1º início ${fmt(clone.firstMs / 1000, 1)} s, ${fmt(clone.firstRss)} MiB; 2º início ${fmt(clone.secondMs / 1000, 1)} s, ${fmt(clone.secondRss)} MiB`,
  )
  const baselineRef = process.env.BENCH_CLONE_BASELINE
  const baseline = baselineRef ? await freshCloneStarts(baselineRef) : undefined
  if (baseline)
    console.log(
      `clone novo em ${baselineRef}: 1º início ${fmt(baseline.firstMs / 1000, 1)} s, ${fmt(baseline.firstRss)} MiB; 2º início ${fmt(baseline.secondMs / 1000, 1)} s, ${fmt(baseline.secondRss)} MiB`,
    )
  const loadAtEnd = loadavg()
  const phaseRows = BOOT_PHASES.map((phase) => {
    const values = boots.map((boot) => boot.phases.get(phase)!)
    return `| ${phase} | ${fmt(median(values))} | ${values.map((v) => fmt(v)).join(', ')} |`
  })
  const totals = boots.map((boot) => boot.total)
  const shares = boots.map((boot) => boot.databaseShare)
  const overs = boots.map((boot) => boot.overLongerPath)
  const verdict = (met: boolean, target: string) => (met ? `met (${target})` : `**missed** (${target})`)
  const shareMedian = median(shares)
  const overMedian = median(overs)
  const cloneRows = [
    ...(baseline
      ? [
          `| ${baselineRef} (baseline, same run) | ${fmt(baseline.firstRss)} | ${fmt(baseline.secondRss)} | ${fmt(baseline.firstMs / 1000, 1)} | ${fmt(baseline.secondMs / 1000, 1)} |`,
        ]
      : []),
    `| this tree (HEAD) | ${fmt(clone.firstRss)} | ${fmt(clone.secondRss)} | ${fmt(clone.firstMs / 1000, 1)} | ${fmt(clone.secondMs / 1000, 1)} |`,
  ]
  writeSection(
    'pages-boot',
    `## The boot: its phases, and the serving process after a first start (issues 39 item 14, and 42)

Command: \`npm run bench -- pages\` (this part alone: \`npm run bench -- pages --boot-only\`) · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} ·
load average (1, 5, 15 min) at start ${loadAtStart.map((v) => v.toFixed(1)).join(', ')}, at end ${loadAtEnd.map((v) => v.toFixed(1)).join(', ')}

**Phases.** ${PHASE_BOOTS} restarts of \`npm start\` on the embedded PostgreSQL (no DATABASE_URL; initialised by a first start
with the demo data), NODE_ENV=production, LOG_LEVEL=debug. Each phase is the moment the server logged its end
(server/bootPhases.ts, wall clock), in ms from the bench's spawn of \`npm start\` (npm's own start included); the
total is the bench's first 200 of "/" with its HTML rendered. "database ready" is when this process saw it: while it
evaluates the server's modules it reads nothing, so a database ready earlier is seen after "module loading".

| phase (ms from spawn) | median | each restart |
|---|---:|---|
${phaseRows.join('\n')}
| **total** (first rendered "/", bench) | ${fmt(median(totals))} | ${totals.map((v) => fmt(v)).join(', ')} |

| ratio | median | each restart | target |
|---|---:|---|---|
| database process spawned, share of the boot | ${fmt(shareMedian * 100, 1)}% | ${shares.map((v) => `${fmt(v * 100, 1)}%`).join(', ')} | ${verdict(shareMedian <= DATABASE_START_SHARE, `≤ ${DATABASE_START_SHARE * 100}%`)} |
| first rendered "/" over the longer of (database ready, server loaded = "configuration") | ${fmt(overMedian, 2)} | ${overs.map((v) => fmt(v, 2)).join(', ')} | ${verdict(overMedian <= FIRST_RENDER_OVER_LONGER_PATH, `≤ ${FIRST_RENDER_OVER_LONGER_PATH}×`)} |

**A fresh clone's first start against its second** (issue 39, item 14): resident memory of the serving process
(/proc, at its first rendered "/"), an external PostgreSQL, each start to its first rendered "/". The first start
builds the server (esbuild), and the web app and the console (Vite, now in a child process).

| tree | RSS after 1st start MiB | RSS after 2nd start MiB | 1st start s | 2nd start s |
|---|---:|---:|---:|---:|
${cloneRows.join('\n')}
`,
  )
  return clone
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
  const freshClone = await bootSection()
  if (process.env.BENCH_BOOT_ONLY) return
  const loadAtStart = loadavg()[0]
  const SOAK_MINUTES = soakMinutes()
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
    if (server) await stopStarted(server)
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
    // Measured by the boot's section, at the start of this run.
    const freshCloneMs = freshClone.firstMs
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
