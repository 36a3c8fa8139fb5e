import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { benchServerEnv, fmt, machineDescription, median, runScript, startProcess, stopProcess, writeSection } from './lib'

const ACCOUNTS = 100
const WARM_UP = 5

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]

/**
 * Whether login and forgot-password take the same time for an e-mail with an account and one
 * without (a difference tells an attacker which addresses have accounts). One request at a time,
 * the four kinds interleaved in a shuffled order so the machine's noise falls on all of them
 * alike, and the e-mail queue left empty before the next request (a reset e-mail is made right
 * after its response, which would slow whichever request came next); each existing account is
 * tried once, so no limit or lockout shortens its path.
 */
export async function authSuite(): Promise<void> {
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  // The limits would answer 429 long before a hundred tries from one address.
  const env = { ...benchServerEnv({ databaseUrl: database.url, dataDir, port }), RATE_LIMIT_SCALE: '1000' }
  const app = await startProcess(['server/main.ts'], env, `${url}/api/health`, path.join(dataDir, 'server.log'))
  try {
    await runScript(['tests/bench/seed.ts', '0', String(ACCOUNTS)], env)
    const db = new pg.Client({ connectionString: database.url })
    await db.connect()
    const queueEmptied = async () => {
      while (Number((await db.query('SELECT count(*) FROM payload_jobs')).rows[0].count) > 0) await new Promise((r) => setTimeout(r, 20))
    }
    const timed = async (route: string, body: unknown, expected: number) => {
      const started = performance.now()
      const response = await fetch(url + route, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(body) })
      await response.arrayBuffer()
      const elapsed = performance.now() - started
      if (response.status !== expected) throw new Error(`${route}: ${response.status}, esperado ${expected}`)
      await queueEmptied()
      return elapsed
    }
    const missing = () => `ninguem-${randomBytes(6).toString('hex')}@bench.navalha.test`
    const kinds = {
      loginExisting: [] as number[],
      loginMissing: [] as number[],
      forgotExisting: [] as number[],
      forgotMissing: [] as number[],
    }
    for (let i = 0; i < ACCOUNTS; i++) {
      const email = `loja${i}@bench.navalha.test`
      const requests: [number[], () => Promise<number>][] = [
        [kinds.loginExisting, () => timed('/api/users/login', { email, password: 'senha-errada' }, 401)],
        [kinds.loginMissing, () => timed('/api/users/login', { email: missing(), password: 'senha-errada' }, 401)],
        [kinds.forgotExisting, () => timed('/api/users/forgot-password', { email }, 200)],
        [kinds.forgotMissing, () => timed('/api/users/forgot-password', { email: missing() }, 200)],
      ]
      for (const [samples, request] of requests.sort(() => Math.random() - 0.5)) {
        const elapsed = await request()
        if (i >= WARM_UP) samples.push(elapsed)
      }
    }
    await db.end()
    const row = (name: string, existing: number[], absent: number[]) =>
      `| ${name} | ${fmt(median(existing), 1)} | ${fmt(percentile(existing, 0.95), 1)} | ${fmt(median(absent), 1)} | ${fmt(percentile(absent, 0.95), 1)} | ${fmt(median(absent) / median(existing), 2)} |`
    const rows = [
      row('POST /api/users/login (wrong password)', kinds.loginExisting, kinds.loginMissing),
      row('POST /api/users/forgot-password', kinds.forgotExisting, kinds.forgotMissing),
    ]
    console.log(rows.join('\n'))
    writeSection(
      'auth',
      `## Login and password reset take the same time with or without an account (issue 9)

Command: \`npm run bench -- auth\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()}

${ACCOUNTS} accounts; for each, in turn: a wrong password for it, a wrong password for an address without an account, a reset
request for it and one for an address without an account, in a shuffled order (${ACCOUNTS - WARM_UP} measured after ${WARM_UP} warm-up
rounds), one request at a time, each after the e-mail queue emptied, NODE_ENV=production. Target: the ratio of medians close to 1 (docs/decisions/0016-account-proof-and-login-limits.md).

| request | with account p50 ms | p95 ms | without account p50 ms | p95 ms | without ÷ with |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
`,
    )
  } finally {
    await stopProcess(app)
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
