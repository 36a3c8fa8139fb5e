/**
 * The last line of defence of decision 0014, in real processes: a promise that fails with nobody
 * awaiting it is logged with the request it belongs to and the server keeps serving; an exception
 * nobody catches ends the process with code 1, after closing the HTTP server and the embedded
 * PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../helpers/ports'

const root = path.resolve(import.meta.dirname, '../..')
const children: ChildProcess[] = []
const folders: string[] = []

type Running = { child: ChildProcess; output: () => string; lines: () => Record<string, any>[] }

function run(args: string[], env: NodeJS.ProcessEnv): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, any>)
  return { child, output: () => output, lines }
}

async function waitFor<T>(what: string, running: Running, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const value = await check()
    if (value !== undefined) return value
    if (running.child.exitCode !== null) throw new Error(`o processo terminou (código ${running.child.exitCode}) antes de ${what}:\n${running.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`tempo esgotado esperando ${what}:\n${running.output()}`)
}

const exited = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)))

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => undefined,
  )

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await Promise.all(children.map(exited))
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })))
})

/** `npm start`'s server on an embedded PostgreSQL of its own, with tests/fixtures/processFaults.ts preloaded and `faults` to inject. */
async function startWithFaults(faults: string) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-falhas-'))
  folders.push(dataDir)
  // An up-to-date build folder of its own, so the start does not compile the web app: only the API matters here.
  const webDir = path.join(dataDir, 'web')
  await mkdir(webDir)
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html>')
  const [port, pgPort] = [await freePort(), await freePort()]
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(pgPort),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    TEST_FAULTS: faults,
  }
  // A shell has no NODE_ENV (vitest sets 'test'); the server must not think it is in production.
  for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'NODE_ENV']) delete env[name]
  const server = run(['--import', './tests/fixtures/processFaults.ts', 'server/main.ts'], env)
  return { server, dataDir, port, pgPort }
}

describe('process failure handlers', () => {
  it('log a failure with the request in flight; an unhandled rejection keeps the server, an exception closes it', async () => {
    const server = run(['tests/fixtures/faultyServer.ts'], { ...process.env, LOG_LEVEL: 'info' })
    const port = await waitFor('a porta', server, () => server.lines().find((line) => line.port)?.port as number | undefined)
    const base = `http://127.0.0.1:${port}`

    expect(await answers(`${base}/promessa-solta`)).toBe(200)
    const rejection = await waitFor('o registro da promessa', server, () => server.lines().find((line) => line.msg?.includes('promessa rejeitada')))
    expect(rejection).toMatchObject({ level: 50, req: { method: 'GET', url: '/promessa-solta' }, err: { message: 'falha de teste: promessa sem tratamento' } })
    expect(await answers(`${base}/ok`)).toBe(200)

    expect(await answers(`${base}/excecao-solta`)).toBe(200)
    expect(await exited(server.child)).toBe(1)
    const fatal = server.lines().find((line) => line.msg?.includes('exceção não tratada'))
    expect(fatal).toMatchObject({ level: 60, req: { url: '/excecao-solta' }, err: { message: 'falha de teste: exceção sem tratamento' } })
    expect(server.lines().some((line) => line.closed)).toBe(true)
  })

  it('npm start survives a stray rejection and, after an uncaught exception, exits 1 with its embedded PostgreSQL stopped', async () => {
    const { server, dataDir, port, pgPort } = await startWithFaults('rejection,exception')
    const health = `http://127.0.0.1:${port}/api/health`
    await waitFor('o servidor', server, async () => ((await answers(health)) === 200 ? true : undefined))

    server.child.kill('SIGUSR2')
    await waitFor('o registro da promessa', server, () => server.lines().find((line) => line.msg?.includes('promessa rejeitada')))
    expect(await answers(health)).toBe(200)

    server.child.kill('SIGUSR2')
    expect(await exited(server.child)).toBe(1)
    expect(server.lines().find((line) => line.msg?.includes('exceção não tratada'))).toMatchObject({ level: 60 })
    expect(server.output()).toContain('Exceção não tratada: encerrando')
    expect(await accepts(port)).toBe(false)
    expect(await accepts(pgPort)).toBe(false)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  }, 180_000)

  it('an uncaught exception while the boot still finishes exits 1 with its embedded PostgreSQL stopped', async () => {
    const { server, dataDir, pgPort } = await startWithFaults('exception-on-listen')
    expect(await exited(server.child)).toBe(1)
    expect(server.lines().find((line) => line.msg?.includes('exceção não tratada'))).toMatchObject({ level: 60 })
    expect(await accepts(pgPort)).toBe(false)
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
  }, 180_000)
})
