/**
 * Issue 42: `npm start` on an initialised embedded database asks PostgreSQL to start before it loads
 * the server's modules and builds its configuration (which do not need it), and logs each phase of
 * the boot at debug level with its time, for `npm run bench -- pages` to read. The order is the
 * behaviour under test; how long each phase takes is the bench's business.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { stopOrphanedPostmaster } from '#infra/database/embeddedPostgres'
import { freePort } from '../helpers/ports'

const root = path.resolve(import.meta.dirname, '../..')
let dataDir: string | undefined
let current: ChildProcess | undefined

const PHASES = [
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

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** `npm start`'s launcher on the embedded PostgreSQL (no DATABASE_URL), every line at debug and above. */
async function start(port: number, pgPort: number): Promise<{ child: ChildProcess; output: () => string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: '0', LOG_LEVEL: 'debug' }
  for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'NODE_ENV']) delete env[name]
  const child = spawn(process.execPath, ['server/launch.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  current = child
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const deadline = Date.now() + 400_000
  while (!output.includes('Navalha rodando em')) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode}):\n${output}`)
    if (Date.now() > deadline) throw new Error(`o servidor não respondeu a tempo:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { child, output: () => output }
}

/** The boot's phase lines, in the order they were logged. */
function phasesOf(output: string): { boot: string; ms: number; at: number }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"boot"'))
    .map((line) => JSON.parse(line) as { boot: string; ms: number; at: number; level: number })
    .map(({ boot, ms, at, level }) => {
      expect(level).toBe(20)
      return { boot, ms, at }
    })
}

afterAll(async () => {
  if (current && current.exitCode === null && current.signalCode === null) {
    process.kill(-current.pid!, 'SIGKILL')
    await exited(current)
  }
  if (dataDir) await stopOrphanedPostmaster(path.join(dataDir, 'postgres'), () => {})
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('the boot of `npm start`', () => {
  it('starts the database before loading the server, and logs every phase at debug level', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-boot-phases-'))
    const [port, pgPort] = [await freePort(), await freePort()]
    // The first start creates the cluster (initdb) and migrates; the one measured is the next.
    const first = await start(port, pgPort)
    process.kill(-first.child.pid!, 'SIGTERM')
    expect(await exited(first.child)).toBe(0)

    const second = await start(port, pgPort)
    const page = await fetch(`http://127.0.0.1:${port}/`)
    expect(page.status).toBe(200)
    await page.text()
    const deadline = Date.now() + 10_000
    while (!second.output().includes('"boot":"first render"') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))

    const phases = phasesOf(second.output())
    expect(phases.map((phase) => phase.boot).sort()).toEqual([...PHASES].sort())
    const order = phases.map((phase) => phase.boot)
    expect(order.indexOf('launcher checks')).toBe(0)
    expect(order.indexOf('database start')).toBeLessThan(order.indexOf('module loading'))
    expect(order.indexOf('database start')).toBeLessThan(order.indexOf('configuration'))
    expect(order.slice(-4)).toEqual(['migrations check', 'content check', 'listening', 'first render'])
    // Each mark's times only grow: one clock since the process started, one wall clock.
    for (let i = 1; i < phases.length; i++) {
      expect(phases[i]!.ms).toBeGreaterThanOrEqual(phases[i - 1]!.ms)
      expect(phases[i]!.at).toBeGreaterThanOrEqual(phases[i - 1]!.at)
    }

    process.kill(-second.child.pid!, 'SIGTERM')
    expect(await exited(second.child)).toBe(0)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  }, 900_000)
})
