/**
 * Issue 39, item 14: a first `npm start` (no web build yet) builds the web app and the console in a
 * process of its own, so the serving process never loads Vite and its bundler (rolldown, a native
 * module), whose memory a Node process does not give back: after a first start it is as small as
 * after any other start. Observed from outside: the bundler's native code is not mapped into the
 * serving process (/proc/<pid>/maps), while the build it needed was made during this start.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database'
import { freePort } from '../helpers/ports'

const root = path.resolve(import.meta.dirname, '../..')
let child: ChildProcess | undefined
let cleanup: (() => Promise<void>) | undefined

function exited(process: ChildProcess): Promise<void> {
  return process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise((resolve) => process.once('exit', () => resolve()))
}

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL')
    await exited(child)
  }
  await cleanup?.()
})

describe('a first `npm start` without a web build', () => {
  it('builds the web app and the console outside the serving process', async () => {
    const database = await createTestDatabase()
    const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-first-start-'))
    cleanup = async () => {
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    }
    const webDist = path.join(dataDir, 'web')
    const port = await freePort()
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: database.url,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      PAYLOAD_SECRET: randomBytes(24).toString('hex'),
      SEED_DEMO: '0',
      LOG_LEVEL: 'info',
    }
    // As `npm start` runs it: the launcher imports the server into its own process.
    child = spawn(process.execPath, ['server/launch.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout!.on('data', (chunk) => (output += chunk))
    child.stderr!.on('data', (chunk) => (output += chunk))
    const deadline = Date.now() + 400_000
    while (!output.includes('Navalha rodando em')) {
      if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode}):\n${output}`)
      if (Date.now() > deadline) throw new Error(`o servidor não respondeu a tempo:\n${output}`)
      await new Promise((r) => setTimeout(r, 300))
    }

    // This start made both builds...
    expect(output).toContain('Aplicativo web compilado')
    expect(output).toContain('Painel administrativo compilado')
    expect(existsSync(path.join(webDist, 'index.html'))).toBe(true)
    expect(existsSync(path.join(dataDir, 'admin', 'index.html'))).toBe(true)
    // ...and the process that serves never loaded the bundler that made them.
    const mapped = readFileSync(`/proc/${child.pid}/maps`, 'utf8')
    expect(mapped).toContain('node_modules') // some native module of the server's own, so the check reads real maps
    expect(mapped).not.toMatch(/rolldown|rollup|lightningcss/)
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200)
    // The app it serves is the one just built: the landing page, rendered on the server.
    const landing = await fetch(`http://127.0.0.1:${port}/`)
    expect(landing.status).toBe(200)
    expect(await landing.text()).not.toContain('<div id="root"></div>')

    child.kill('SIGTERM')
    await exited(child)
  }, 600_000)
})
