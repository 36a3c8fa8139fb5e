/**
 * `npm start` with no configuration, as on a fresh clone: the web app compiled first, an embedded
 * PostgreSQL in DATA_DIR, migrations, the demo seeded once, data kept across restarts, and
 * recovery after the process is killed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/ports'

const root = path.resolve(import.meta.dirname, '../..')
let dataDir: string
let current: ChildProcess | undefined

type Started = { process: ChildProcess; output: () => string; url: string }

async function startServer(port: number, pgPort: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    // A build folder of its own, missing at first: the first start compiles the web app.
    WEB_DIST_DIR: path.join(dataDir, 'web'),
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: 'warn',
  }
  // A shell has no NODE_ENV (vitest sets 'test'); the server must not think it is in production.
  for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'SEED_DEMO', 'SMTP_URL', 'NODE_ENV']) delete env[name]
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  current = child
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode}):\n${output}`)
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { process: child, output: () => output, url }
    await new Promise((r) => setTimeout(r, 300))
  }
  child.kill('SIGKILL')
  throw new Error(`o servidor não respondeu a tempo:\n${output}`)
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

afterAll(async () => {
  if (current && current.exitCode === null) {
    current.kill('SIGTERM')
    await exited(current)
  }
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('zero-configuration start', () => {
  it('boots an embedded PostgreSQL, keeps its data across restarts and recovers from a kill', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-embedded-'))
    const [port, pgPort] = [await freePort(), await freePort()]

    const first = await startServer(port, pgPort)
    expect(first.output()).toContain('Aplicativo web compilado')
    expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ status: 'ok' })
    const landing = await fetch(`${first.url}/`)
    expect(landing.status).toBe(200)
    expect(await landing.text()).toContain('<div id="root">')
    const jobs = await (await fetch(`${first.url}/api/jobs?limit=1`)).json()
    expect(jobs.totalDocs).toBeGreaterThanOrEqual(30)
    expect(first.output()).toContain('admin@demo.navalha.test')
    // A demo barber signs in with the printed password to a complete profile (photo and video).
    const password = first.output().match(/todos com a senha: (\S+)/)![1]
    const barberEmail = first.output().match(/e (\S+@demo\.navalha\.test) \(barbeiro\)/)![1]
    const login = await fetch(`${first.url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: first.url },
      body: JSON.stringify({ email: barberEmail, password }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const session = await (await fetch(`${first.url}/api/session`, { headers: { cookie, origin: first.url } })).json()
    expect(session.profile).toMatchObject({ type: 'barber', complete: true })
    first.process.kill('SIGTERM')
    expect(await exited(first.process)).toBe(0)

    const second = await startServer(port, pgPort)
    expect(second.output()).not.toContain('Dados de demonstração criados')
    expect(second.output()).not.toContain('Compilando')
    expect((await (await fetch(`${second.url}/api/jobs?limit=1`)).json()).totalDocs).toBe(jobs.totalDocs)
    second.process.kill('SIGKILL')
    await exited(second.process)

    const third = await startServer(port, pgPort)
    expect((await (await fetch(`${third.url}/api/jobs?limit=1`)).json()).totalDocs).toBe(jobs.totalDocs)
    third.process.kill('SIGTERM')
    expect(await exited(third.process)).toBe(0)
  }, 240_000)
})
