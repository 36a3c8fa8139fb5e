/**
 * A first `npm start` stopped while its child process builds the web app (attack on issue 42's
 * boot): the build must leave nothing behind that the next start takes for a finished build, and
 * must not outlive the launcher. Vite writes dist/web/index.html (what the staleness check reads)
 * seconds before the compressed copies and the rest; a build killed in between was served as fresh.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database'
import { freePort } from '../helpers/ports'

const root = path.resolve(import.meta.dirname, '../..')
const cleanups: (() => Promise<void>)[] = []
const started: ChildProcess[] = []

afterEach(async () => {
  for (const process of started.splice(0)) if (process.exitCode === null && process.signalCode === null) process.kill('SIGKILL')
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

const alive = (pid: number) => existsSync(`/proc/${pid}`) && !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
const childrenOf = (pid: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((candidate) => {
      try {
        const stat = readFileSync(`/proc/${candidate}/stat`, 'utf8')
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid
      } catch {
        return false
      }
    })
const buildChild = (launcher: number) =>
  childrenOf(launcher).find((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('ensureWebBuild')
    } catch {
      return false
    }
  })

async function firstStart() {
  const database = await createTestDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-interrupted-build-'))
  cleanups.push(async () => {
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  })
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
  const launcher = spawn(process.execPath, ['server/launch.mjs'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  started.push(launcher)
  let output = ''
  launcher.stdout!.on('data', (chunk) => (output += chunk))
  launcher.stderr!.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => launcher.once('exit', (code) => resolve(code)))
  return { launcher, webDist, output: () => output, exited }
}

async function until(condition: () => boolean, what: string, output: () => string) {
  const deadline = Date.now() + 300_000
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} não aconteceu:\n${output()}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('a first `npm start` interrupted while it builds the web app', () => {
  it('a build killed midway leaves no index.html for the next start to take as fresh; the server says so and exits non-zero', async () => {
    const start = await firstStart()
    let child: number | undefined
    await until(() => (child ??= buildChild(start.launcher.pid!)) !== undefined, 'o processo de compilação', start.output)
    // The moment the build's index.html is where the server reads it, or the build is over.
    await until(() => existsSync(path.join(start.webDist, 'index.html')) || start.output().includes('Aplicativo web compilado'), 'a compilação', start.output)
    process.kill(child!, 'SIGKILL')
    expect(await start.exited).not.toBe(0)
    // Said as what happened, not as the last line the build happened to print (a Vite warning).
    expect(start.output()).toContain('Não foi possível iniciar o Navalha: a compilação da versão web foi interrompida (SIGKILL)')
    // Either nothing at all where the next start looks, or the whole build (its compressed copies are written last).
    if (existsSync(path.join(start.webDist, 'index.html'))) expect(existsSync(path.join(start.webDist, 'index.html.br'))).toBe(true)
  }, 600_000)

  for (const signal of ['SIGINT', 'SIGKILL'] as const)
    it(`a launcher ended by ${signal} during the build leaves no build process behind, finishing it unseen`, async () => {
      const start = await firstStart()
      let child: number | undefined
      await until(() => (child ??= buildChild(start.launcher.pid!)) !== undefined, 'o processo de compilação', start.output)
      start.launcher.kill(signal)
      await start.exited
      await until(() => !alive(child!), 'o fim do processo de compilação órfão', start.output)
      // An orphan that went on would have written the build no start asked for any more.
      expect(existsSync(path.join(start.webDist, 'index.html'))).toBe(false)
    }, 600_000)
})
