import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import {
  BENCH_ADMIN,
  BENCH_BARBER,
  benchServerEnv,
  fmt,
  load,
  machineDescription,
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
  // The machines are shared: how busy this one was says how far the figures can be trusted.
  const loadAtStart = loadavg()[0]
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-'))
  const [appPort, barePort] = [await freePort(), await freePort()]
  const appUrl = `http://127.0.0.1:${appPort}`
  const env = benchServerEnv({ databaseUrl: database.url, dataDir, port: appPort, logLevel: 'info' })
  const app = await startProcess(['server/main.ts'], env, `${appUrl}/api/health`, path.join(dataDir, 'server.log'))
  const bare = await startProcess(
    ['tests/bench/bareServer.ts'],
    { ...env, PORT: String(barePort) },
    `http://127.0.0.1:${barePort}/health`,
    path.join(dataDir, 'bare.log'),
  )
  try {
    await runScript(['tests/bench/seed.ts', String(JOBS), '100', String(CONSOLE_ACCOUNTS)], env)

    const signedIn = { cookie: await sessionCookie(appUrl, BENCH_BARBER), origin: appUrl }
    const asAdmin = { cookie: await sessionCookie(appUrl, BENCH_ADMIN), origin: appUrl }

    const scenarios: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: 'bare node:http + pg, statement unnamed (baseline of issue 2)', url: `http://127.0.0.1:${barePort}/jobs` },
      { name: 'bare node:http + pg, statement named, generic plan (baseline)', url: `http://127.0.0.1:${barePort}/jobs-prepared` },
      { name: 'GET /api/open-jobs, visitor', url: `${appUrl}/api/open-jobs?limit=20` },
      { name: 'GET /api/open-jobs, signed-in barber', url: `${appUrl}/api/open-jobs?limit=20`, headers: signedIn },
      {
        name: "GET /api/jobs (Payload's generic REST), visitor",
        url: `${appUrl}/api/jobs?limit=20&depth=0&sort=-createdAt&where[status][equals]=active&select[title]=true&select[shopName]=true&select[city]=true`,
      },
    ]

    // Same answer from both servers, or the comparison means nothing.
    const [ours, baseline, preparedBaseline] = await Promise.all(
      [scenarios[2].url, scenarios[0].url, scenarios[1].url].map((url) => fetch(url).then((r) => r.json())),
    )
    if (JSON.stringify(ours) !== JSON.stringify(baseline) || JSON.stringify(ours) !== JSON.stringify(preparedBaseline))
      throw new Error('a resposta da API difere da do servidor de referência')

    for (const scenario of scenarios) await load(scenario.url, { connections: CONNECTIONS, seconds: 3, headers: scenario.headers })
    const rounds: LoadResult[][] = scenarios.map(() => [])
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        const result = await load(scenario.url, { connections: CONNECTIONS, seconds: SECONDS, headers: scenario.headers })
        if (result.errors || result.non2xx) throw new Error(`${scenario.name}: ${result.errors} erros, ${result.non2xx} respostas não-2xx`)
        rounds[index].push(result)
        console.log(`rodada ${round + 1} · ${scenario.name}: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
      }
    }
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

    const medians = rounds.map(medianResult)
    const unnamedBase = medians[0].requestsPerSecond
    const base = medians[1].requestsPerSecond
    // Issue 15's ratios (issue 2's p99 budgets), against the baseline that runs the same statement the same way.
    const targets = [null, null, { ratio: 0.75, p99: 50 }, { ratio: 0.5, p99: 80 }, null]
    const rows = scenarios.map((scenario, index) => {
      const m = medians[index]
      const ratio = m.requestsPerSecond / base
      const target = targets[index]
      const verdict = target
        ? ratio >= target.ratio && m.p99 <= target.p99
          ? `met (≥ ${target.ratio * 100}%, p99 ≤ ${target.p99} ms)`
          : `**missed** (≥ ${target.ratio * 100}%, p99 ≤ ${target.p99} ms)`
        : ''
      return `| ${scenario.name} | ${fmt(m.requestsPerSecond)} | ${m.p50} | ${m.p99} | ${fmt(m.requestsPerSecond / unnamedBase, 2)} | ${index === 1 ? '1.00' : fmt(ratio, 2)} | ${verdict} |`
    })
    writeSection(
      'api',
      `## Open jobs list (issue 2) and the console's user list (issue 13)

Command: \`npm run bench -- api\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average at start ${loadAtStart.toFixed(1)}

${JOBS.toLocaleString('en-US')} jobs (80% active) from 100 shops; each request lists the 20 newest active jobs with shop
name and city. autocannon, ${CONNECTIONS} connections, ${SECONDS} s per round after a 3 s warm-up, ${ROUNDS} rounds
interleaved; medians of the rounds. Navalha runs with NODE_ENV=production and request logging on; the baselines
are \`tests/bench/bareServer.ts\` (node:http + pg, same SQL, same JSON, checked equal before measuring). Since issue 15
the list's statement is named and runs one generic plan (server/read/openJobs.ts): planning it was most of its database
time. The targets compare with the baseline that does the same; the unnamed baseline, as issue 2 measured, is kept
for comparison with earlier runs. No response caching anywhere; the signed-in request checks its session in the
list's own query (one round trip, decision 0027).

| scenario | req/s | p50 ms | p99 ms | ratio to unnamed baseline | ratio to baseline | target |
|---|---:|---:|---:|---:|---:|---|
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
