import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
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
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60)
const CONNECTIONS = 50
const TARGET = { ratio: 0.5, p99: 50 }
const BOOT_TARGET_MS = 3000
const BOOTS = 3

/** Resident memory of a process, from /proc (Linux), in MiB. */
function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(status.match(/VmRSS:\s+(\d+) kB/)![1]) / 1024
}

/** From spawning what `npm start` runs (`node server/launch.mjs`, the bundled server) to its first 200 on "/", polled every 20 ms. */
async function bootToFirstAnswer(env: NodeJS.ProcessEnv, url: string, logFile: string): Promise<{ ms: number; child: ChildProcess }> {
  const started = performance.now()
  const child = spawn(process.execPath, ['server/launch.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  child.on('exit', () => writeFileSync(logFile, output))
  while (performance.now() - started < 60_000) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou com código ${child.exitCode}:\n${output}`)
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { ms: performance.now() - started, child }
    await new Promise((r) => setTimeout(r, 20))
  }
  child.kill('SIGKILL')
  throw new Error(`o servidor não respondeu em 60 s:\n${output}`)
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
  // The machine is shared: three boots, the median counts; the last one serves the rest of the suite.
  const bootTimes: number[] = []
  let server!: ChildProcess
  for (let attempt = 0; attempt < BOOTS; attempt++) {
    if (server) await stopProcess(server)
    const boot = await bootToFirstAnswer({ ...env, SEED_DEMO: '0' }, `${appUrl}/`, path.join(dataDir, 'server.log'))
    bootTimes.push(boot.ms)
    server = boot.child
  }
  const bootMs = median(bootTimes)
  try {
    const rssAfterBoot = residentMiB(server.pid!)
    const barbers = (await (await fetch(`${appUrl}/api/directory/barbers?limit=1`)).json()) as { docs: { id: number }[] }
    const shops = (await (await fetch(`${appUrl}/api/directory/barbershops?limit=1`)).json()) as { docs: { id: number }[] }
    const barberId = barbers.docs[0]!.id
    const shopId = shops.docs[0]!.id

    const shell = { name: '/vagas-abertas (the static app shell, baseline)', path: '/vagas-abertas' }
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

    // A minute of everything a visitor does, one after the other on each connection.
    const mixedPaths = [...pages.map((page) => page.path), shell.path, '/api/open-jobs?limit=20', '/api/directory/barbers', '/barbeiros?page=2', '/api/stats']
    const mixed = await autocannon({ url: appUrl, connections: 20, duration: MIXED_SECONDS, requests: mixedPaths.map((p) => ({ method: 'GET', path: p })) })
    const rssAfterLoad = residentMiB(server.pid!)
    console.log(`memória: ${fmt(rssAfterBoot)} MiB após o boot, ${fmt(rssAfterLoad)} MiB após ${MIXED_SECONDS} s de carga mista`)

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
    const bootVerdict = bootMs <= BOOT_TARGET_MS ? `met (≤ ${BOOT_TARGET_MS / 1000} s)` : `**missed** (≤ ${BOOT_TARGET_MS / 1000} s)`
    writeSection(
      'pages',
      `## Server-rendered public pages and the process (issue 15)

Command: \`npm run bench -- pages\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average at start ${loadAtStart.toFixed(1)}

The demo data (\`SEED_DEMO=1\`), NODE_ENV=production, request logging on. Each page as a visitor asks for it (no
session, no Accept-Encoding): autocannon, ${CONNECTIONS} connections, ${SECONDS} s per round after a 2 s warm-up, ${ROUNDS} rounds
interleaved, medians of the rounds. The baseline is the app shell (\`/vagas-abertas\`: a guarded page, the template with
the bootstrap and no server render) measured in the same rounds. Visitors' pages come from the HTML cache of
docs/decisions/0027-html-cache-and-invalidation.md (emptied by every write to what they show).

| page | req/s | p50 ms | p99 ms | ratio to the shell | target |
|---|---:|---:|---:|---:|---|
${rows.join('\n')}

| process | measured | target |
|---|---:|---|
| boot to first answer of "/" on an initialised database (spawn of \`node server/launch.mjs\`, what \`npm start\` runs, to the first 200; the server bundled by esbuild) | ${fmt(bootMs / 1000, 2)} s (median of ${BOOTS}: ${bootTimes.map((ms) => fmt(ms / 1000, 2)).join(', ')}) | ${bootVerdict} |
| resident memory after boot (first answer) | ${fmt(rssAfterBoot)} MiB | |
| resident memory after ${MIXED_SECONDS} s of mixed load (20 connections cycling the pages above, \`/barbeiros?page=2\`, \`/api/open-jobs\`, \`/api/directory/barbers\`, \`/api/stats\`: ${fmt(mixed.requests.average)} req/s) | ${fmt(rssAfterLoad)} MiB | |
`,
    )
  } finally {
    await stopProcess(server)
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
