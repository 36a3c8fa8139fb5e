import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { benchServerEnv, fmt, load, machineDescription, medianResult, startProcess, stopProcess, writeSection, type LoadResult } from './lib'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 50
/** `BENCH_CPU_PROF=<folder>`: the server writes a V8 CPU profile there when it stops (node --cpu-prof), as in the api suite. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF

/** A demo barber's e-mail and the demo accounts' password, from the file the demo seed writes in production. */
function demoBarber(dataDir: string): { email: string; password: string } {
  const logins = readFileSync(path.join(dataDir, 'demo-passwords.txt'), 'utf8')
  const password = logins.match(/todos com a senha: (\S+)/)?.[1]
  const email = logins.match(/e (\S+) \(barbeiro\)/)?.[1]
  if (!password || !email) throw new Error('demo-passwords.txt sem a senha ou o barbeiro de demonstração')
  return { email, password }
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
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

/**
 * Issue 42, second point (decision 0060): the answers without a public page of their own against the
 * kept `/` in the same rounds: a visitor's /dashboard (rendered once, then kept) and the app shell a
 * signed-in barber gets on a guarded screen (made once per start, answered from memory; no session in it).
 */
export async function shellSuite(): Promise<void> {
  const loadAtStart = loadavg()[0]
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-shell-'))
  const port = await freePort()
  const appUrl = `http://127.0.0.1:${port}`
  const server = await startProcess(
    [...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(CPU_PROFILE_DIR)}`] : []), 'server/main.ts'],
    { ...benchServerEnv({ databaseUrl: database.url, dataDir, port, logLevel: 'info' }), SEED_DEMO: '1' },
    `${appUrl}/api/health`,
    path.join(dataDir, 'server.log'),
  )
  try {
    const signedIn = { cookie: await sessionCookie(appUrl, demoBarber(dataDir)), origin: appUrl }
    const scenarios: { name: string; path: string; headers?: Record<string, string>; target?: string }[] = [
      { name: '/ (landing, kept rendered; baseline)', path: '/' },
      { name: '/dashboard, visitor (rendered once, then kept)', path: '/dashboard', target: '≥ 1.00' },
      // /vagas-salvas: /vagas-abertas, measured here before issue 40, is a public page rendered on the server now (decision 0064).
      { name: '/vagas-salvas, signed-in barber (the app shell, made once per start)', path: '/vagas-salvas', headers: signedIn, target: '≥ 1.00' },
    ]
    for (const { name, path: page, headers } of scenarios) {
      const html = await (await fetch(appUrl + page, { headers, redirect: 'manual' })).text()
      if (page === '/vagas-salvas' && (!html.includes('<div id="root"></div>') || html.includes('"session"')))
        throw new Error(`${name}: não é a casca sem sessão`)
      if (page !== '/vagas-salvas' && html.includes('<div id="root"></div>')) throw new Error(`${name}: não foi renderizada no servidor`)
    }
    for (const { path: page, headers } of scenarios) await load(appUrl + page, { connections: CONNECTIONS, seconds: 2, headers })
    const rounds: LoadResult[][] = scenarios.map(() => [])
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, { name, path: page, headers }] of scenarios.entries()) {
        const result = await load(appUrl + page, { connections: CONNECTIONS, seconds: SECONDS, headers })
        if (result.errors || result.non2xx) throw new Error(`${name}: ${result.errors} erros, ${result.non2xx} respostas não-2xx`)
        rounds[index]!.push(result)
        console.log(`rodada ${round + 1} · ${name}: ${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`)
      }
    }
    const loadAtEnd = loadavg()[0]
    const medians = rounds.map(medianResult)
    const base = medians[0]!.requestsPerSecond
    const rows = scenarios.map(({ name, target }, index) => {
      const { requestsPerSecond, p50, p99 } = medians[index]!
      const ratio = requestsPerSecond / base
      const verdict = target ? (ratio >= 1 ? `met (${target})` : `**missed** (${target})`) : ''
      return `| ${name} | ${fmt(requestsPerSecond)} | ${p50} | ${p99} | ${fmt(ratio, 2)} | ${verdict} |`
    })
    writeSection(
      'shell',
      `## Pages without a public page of their own against the kept \`/\` (issue 42, decision 0060)

Command: \`npm run bench -- shell\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average ${loadAtStart.toFixed(1)} at start, ${loadAtEnd.toFixed(1)} at the end

The demo data (\`SEED_DEMO=1\`), NODE_ENV=production, request logging on, no Accept-Encoding. autocannon, ${CONNECTIONS} connections,
${SECONDS} s per round after a 2 s warm-up, ${ROUNDS} rounds interleaved, medians of the rounds; ratios against \`/\` in the same rounds.
The signed-in barber sends the session cookie and the site's Origin, as the browser does.

| answer | req/s | p50 ms | p99 ms | ratio to \`/\` | target |
|---|---:|---:|---:|---:|---|
${rows.join('\n')}
`,
    )
  } finally {
    await stopProcess(server)
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
