import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { SERVER_NODE_FLAGS } from '#server/operations/clusterConfig'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import {
  BENCH_ADMIN,
  BENCH_BARBER,
  benchServerEnv,
  fmt,
  load,
  machineDescription,
  median,
  medianResult,
  runScript,
  startProcess,
  stopProcess,
  writeSection,
  type LoadResult,
} from './lib'

const JOBS = 10_000
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 20
/** The console's user list (issue 13): accounts in the database, connections, p99 budget. */
const CONSOLE_ACCOUNTS = 10_000
const CONSOLE_CONNECTIONS = 10
const CONSOLE_P99_MS = 100
/** `BENCH_CPU_PROF=<folder>`: Navalha's server writes a V8 CPU profile there when it stops (node --cpu-prof). */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF
/** Seconds of no load before each round, to read what the server spends idle. */
const IDLE_SECONDS = 2

/** A process's CPU time so far (user and system), in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
}

async function sessionCookie(appUrl: string, credentials: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${appUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appUrl },
    body: JSON.stringify(credentials),
  })
  if (!login.ok) throw new Error(`login de ${credentials.email} falhou: ${login.status}`)
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/**
 * GET the 20 newest active jobs with shop name and city: Navalha's API (anonymous and as a
 * signed-in barber) against a bare node:http + pg server running the same SQL, in the same run.
 */
export async function apiSuite(): Promise<void> {
  await apiRounds(false)
}

/** `npm run bench -- open-jobs`: the list and its baselines alone (issue 29), in a section of its own. */
export async function openJobsSuite(): Promise<void> {
  await apiRounds(true)
}

async function apiRounds(onlyOpenJobs: boolean): Promise<void> {
  // The machines are shared: how busy this one was says how far the figures can be trusted.
  const loadAtStart = loadavg()[0]
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-'))
  const [appPort, barePort] = [await freePort(), await freePort()]
  const appUrl = `http://127.0.0.1:${appPort}`
  const env = benchServerEnv({ databaseUrl: database.url, dataDir, port: appPort, logLevel: 'info' })
  const profile = CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : []
  // Both with the flags `npm start` gives the server (a larger young generation, decision 0049): without them
  // the server collected its young garbage about twice as often as in production.
  const app = await startProcess([...SERVER_NODE_FLAGS, ...profile, 'server/main.ts'], env, `${appUrl}/api/health`, path.join(dataDir, 'server.log'))
  const bare = await startProcess(
    [...SERVER_NODE_FLAGS, 'tests/bench/bareServer.ts'],
    { ...env, PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/health`,
    path.join(dataDir, 'bare.log'),
  )
  try {
    await runScript(['tests/bench/seed.ts', String(JOBS), '100', ...(onlyOpenJobs ? [] : [String(CONSOLE_ACCOUNTS)])], env)

    const signedIn = { cookie: await sessionCookie(appUrl, BENCH_BARBER), origin: appUrl }

    const bareUrl = `http://127.0.0.1:${barePort}`
    type Scenario = {
      name: string
      url: string
      headers?: Record<string, string>
      baseline?: number
      target?: { ratio?: number; p99?: number; cpu?: number }
    }
    // Issue 29: the list by server CPU per request against the bare server's with the named statement (the
    // measure that moves least with the machine's load). The directories keep issue 15's throughput ratios.
    const visitor = { cpu: 1.33 }
    const barber = { cpu: 1.6 }
    const directoryVisitor = { ratio: 0.75 }
    const directoryBarber = { ratio: 0.5 }
    const allScenarios: Scenario[] = [
      { name: 'bare node:http + pg, statement unnamed (baseline of issue 2)', url: `${bareUrl}/jobs`, baseline: 1 },
      { name: 'bare node:http + pg, statement named, generic plan (baseline)', url: `${bareUrl}/jobs-prepared` },
      { name: 'GET /api/open-jobs, visitor', url: `${appUrl}/api/open-jobs?limit=20`, baseline: 1, target: visitor },
      { name: 'GET /api/open-jobs, signed-in barber', url: `${appUrl}/api/open-jobs?limit=20`, headers: signedIn, baseline: 1, target: barber },
      {
        name: "GET /api/jobs (Payload's generic REST), visitor",
        url: `${appUrl}/api/jobs?limit=20&depth=0&sort=-createdAt&where[status][equals]=active&select[title]=true&select[shopName]=true&select[city]=true`,
        baseline: 1,
      },
      { name: 'bare node:http + pg, barbers directory (baseline)', url: `${bareUrl}/barbers` },
      { name: 'GET /api/directory/barbers, visitor', url: `${appUrl}/api/directory/barbers`, baseline: 5, target: directoryVisitor },
      { name: 'GET /api/directory/barbers, signed-in barber', url: `${appUrl}/api/directory/barbers`, headers: signedIn, baseline: 5, target: directoryBarber },
      { name: 'bare node:http + pg, barbershops directory (baseline)', url: `${bareUrl}/barbershops` },
      { name: 'GET /api/directory/barbershops, visitor', url: `${appUrl}/api/directory/barbershops`, baseline: 8, target: directoryVisitor },
      {
        name: 'GET /api/directory/barbershops, signed-in barber',
        url: `${appUrl}/api/directory/barbershops`,
        headers: signedIn,
        baseline: 8,
        target: directoryBarber,
      },
    ]

    const scenarios = onlyOpenJobs ? allScenarios.slice(0, 4) : allScenarios
    // Same answer from both servers, or the comparison means nothing.
    const json = (url: string) => fetch(url).then(async (r) => JSON.stringify(await r.json()))
    for (const [ours, baseline] of [
      [scenarios[2].url, scenarios[0].url],
      [scenarios[2].url, scenarios[1].url],
      [allScenarios[6].url, allScenarios[5].url],
      [allScenarios[9].url, allScenarios[8].url],
    ]) {
      if ((await json(ours)) !== (await json(baseline))) throw new Error(`a resposta de ${ours} difere da do servidor de referência ${baseline}`)
    }

    for (const scenario of scenarios) await load(scenario.url, { connections: CONNECTIONS, seconds: 3, headers: scenario.headers })
    const rounds: LoadResult[][] = scenarios.map(() => [])
    const cpu: number[][] = scenarios.map(() => [])
    const cpuNet: number[][] = scenarios.map(() => [])
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        const server = scenario.url.startsWith(bareUrl) ? bare : app
        // What the process spends with no requests (Navalha's sweeps and job queue poll the database), just before the round.
        const idleBefore = cpuMs(server.pid!)
        await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
        const idlePerSecond = (cpuMs(server.pid!) - idleBefore) / IDLE_SECONDS
        const cpuBefore = cpuMs(server.pid!)
        const result = await load(scenario.url, { connections: CONNECTIONS, seconds: SECONDS, headers: scenario.headers })
        const cpuSpent = cpuMs(server.pid!) - cpuBefore
        cpu[index].push((cpuSpent * 1000) / (result.requestsPerSecond * SECONDS))
        cpuNet[index].push(((cpuSpent - idlePerSecond * SECONDS) * 1000) / (result.requestsPerSecond * SECONDS))
        // Timeouts are the machine's (autocannon's 10 s, on a shared machine at load 20); any answer but 2xx is the server's.
        if (result.non2xx) throw new Error(`${scenario.name}: ${result.errors} erros, ${result.non2xx} respostas não-2xx`)
        if (result.errors) console.log(`${scenario.name}: ${result.errors} requisições sem resposta (tempo esgotado)`)
        rounds[index].push(result)
        console.log(
          `rodada ${round + 1} · ${scenario.name}: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, CPU ${fmt(cpu[index].at(-1)!)} µs/req (${fmt(cpuNet[index].at(-1)!)} beyond idle)`,
        )
      }
    }
    const medians = rounds.map(medianResult)
    const unnamedBase = medians[0].requestsPerSecond
    // CPU per request against the baseline's in the same round, then the median of the rounds' ratios.
    const ratiosTo = (values: number[][]) =>
      scenarios.map((scenario, index) =>
        scenario.baseline === undefined ? 1 : median(values[index].map((value, round) => value / values[scenario.baseline!][round])),
      )
    const cpuRatios = ratiosTo(cpu)
    const cpuNetRatios = ratiosTo(cpuNet)
    const rows = scenarios.map((scenario, index) => {
      const m = medians[index]
      const ratio = scenario.baseline === undefined ? 1 : m.requestsPerSecond / medians[scenario.baseline].requestsPerSecond
      const { target } = scenario
      const budget = target
        ? [
            target.cpu === undefined ? '' : `CPU ≤ ${target.cpu}× baseline`,
            target.ratio === undefined ? '' : `≥ ${target.ratio * 100}%`,
            target.p99 === undefined ? '' : `p99 ≤ ${target.p99} ms`,
          ]
            .filter(Boolean)
            .join(', ')
        : ''
      const met = target && ratio >= (target.ratio ?? 0) && cpuRatios[index] <= (target.cpu ?? Infinity) && m.p99 <= (target.p99 ?? Infinity)
      const verdict = target ? `${met ? 'met' : '**missed**'} (${budget})` : ''
      const toUnnamed = index <= 4 ? fmt(m.requestsPerSecond / unnamedBase, 2) : ''
      return `| ${scenario.name} | ${fmt(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${fmt(median(cpu[index]))} | ${fmt(cpuRatios[index], 2)} | ${fmt(median(cpuNet[index]))} | ${fmt(cpuNetRatios[index], 2)} | ${toUnnamed} | ${fmt(ratio, 2)} | ${verdict} |`
    })
    if (onlyOpenJobs) {
      writeSection(
        'open-jobs',
        `## Open jobs list by server CPU (issue 29)

Command: \`npm run bench -- open-jobs\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0].toFixed(1)} at the end

The api suite's list scenarios alone (same data, servers and checks; see the api section): ${JOBS.toLocaleString('en-US')} jobs, autocannon, ${CONNECTIONS} connections,
${SECONDS} s per round after a 3 s warm-up, ${ROUNDS} rounds interleaved, medians. Server CPU is the serving process's user and system time
over the round divided by its requests; "beyond idle" takes off what the same process spent per second in the ${IDLE_SECONDS} s with no
requests just before the round (Navalha's sweeps and Payload's job queue poll the database; the bare server does nothing), which on a
busy machine, when few requests get through, is a large share of the plain figure. CPU ratios are taken round by round against the
named baseline, then the median. Targets: visitor ≤ 1.33× the baseline's CPU, signed-in ≤ 1.6×.

| scenario | req/s | p50 ms | p99 ms | server CPU µs/req | CPU ÷ baseline's | CPU beyond idle µs/req | that ÷ baseline's | req/s ratio to unnamed baseline | req/s ratio to baseline | target |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}
`,
      )
      return
    }
    const asAdmin = { cookie: await sessionCookie(appUrl, BENCH_ADMIN), origin: appUrl }
    // The console's first list: react-admin's default request for Usuários, newest first, 10 a page.
    const consoleQuery = new URLSearchParams({ sort: '["createdAt","DESC"]', range: '[0,9]', filter: '{}' })
    const consoleUrl = `${appUrl}/api/admin/users?${consoleQuery}`
    const firstPage = await fetch(consoleUrl, { headers: asAdmin })
    const total = Number(firstPage.headers.get('content-range')?.split('/')[1])
    if (!firstPage.ok || total < CONSOLE_ACCOUNTS) throw new Error(`lista de usuários do painel: ${firstPage.status}, total ${total}`)
    await load(consoleUrl, { connections: CONSOLE_CONNECTIONS, seconds: 3, headers: asAdmin })
    const consoleRounds: LoadResult[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const result = await load(consoleUrl, { connections: CONSOLE_CONNECTIONS, seconds: SECONDS, headers: asAdmin })
      if (result.errors || result.non2xx) throw new Error(`lista de usuários do painel: ${result.errors} erros, ${result.non2xx} respostas não-2xx`)
      consoleRounds.push(result)
      console.log(`rodada ${round + 1} · GET /api/admin/users: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
    }
    const consoleMedian = medianResult(consoleRounds)
    const consoleVerdict = consoleMedian.p99 <= CONSOLE_P99_MS ? `met (p99 ≤ ${CONSOLE_P99_MS} ms)` : `**missed** (p99 ≤ ${CONSOLE_P99_MS} ms)`

    writeSection(
      'api',
      `## Open jobs list (issues 2 and 29) and the console's user list (issue 13)

Command: \`npm run bench -- api\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average at start ${loadAtStart.toFixed(1)}

${JOBS.toLocaleString('en-US')} jobs (80% active) from 100 shops; each open-jobs request lists the 20 newest active jobs with shop
name and city; each directory request, the first page (12 profiles, ranked, with the total) of the 100 shops or of the barbers. autocannon, ${CONNECTIONS} connections, ${SECONDS} s per round after a 3 s warm-up, ${ROUNDS} rounds
interleaved; medians of the rounds. Navalha runs with NODE_ENV=production and request logging on; the baselines
are \`tests/bench/bareServer.ts\` (node:http + pg, same SQL, same JSON, checked equal before measuring; for the
directories it runs server/directory/reads.ts itself). These three reads are answered in front of Express
(server/leanReads.ts, decision 0028: the same headers, compression, ETag, errors and log line, without the middleware
chain). Server CPU is the serving process's user and system time over the round divided by its requests: unlike req/s, it
moves little with what else the machine runs. "Beyond idle" takes off what the same process spent per second in the ${IDLE_SECONDS} s
with no requests just before the round (Navalha's sweeps and Payload's job queue poll the database; the bare server does
nothing): on a busy machine, when few requests get through, that background is a large share of the plain figure.
Issue 29's targets for the list: server CPU per request ≤ 1.33× the named baseline's for a visitor, ≤ 1.6× signed in
(CPU ratios are taken round by round, then the median). Since issue 15
the list's statement is named and runs one generic plan (server/jobs/reads.ts): planning it was most of its database
time. The targets compare with the baseline that does the same; the unnamed baseline, as issue 2 measured, is kept
for comparison with earlier runs. No response caching anywhere; the signed-in request checks its session in the
list's own query (one round trip, decision 0027).

| scenario | req/s | p50 ms | p99 ms | server CPU µs/req | CPU ÷ baseline's | CPU beyond idle µs/req | that ÷ baseline's | req/s ratio to unnamed baseline | req/s ratio to baseline | target |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

### Console: user list (issue 13)

${total.toLocaleString('en-US')} accounts; react-admin's first request for Usuários (\`GET /api/admin/users\`, newest first, 10 rows,
\`Content-Range\` with the total) as a signed-in admin, through the facade (Local API as the admin, overrideAccess: false).
autocannon, ${CONSOLE_CONNECTIONS} connections, ${SECONDS} s per round after a 3 s warm-up, median of ${ROUNDS} rounds, in the same run as above.

| scenario | req/s | p50 ms | p99 ms | target |
|---|---:|---:|---:|---|
| GET /api/admin/users, admin, ${total.toLocaleString('en-US')} accounts | ${fmt(consoleMedian.requestsPerSecond)} | ${consoleMedian.p50} | ${consoleMedian.p99} | ${consoleVerdict} |
`,
    )
  } finally {
    await Promise.all([stopProcess(app), stopProcess(bare)])
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
