/**
 * Ctrl-C on `npm start` (issue 39, item 15): the server closes in order (stop accepting, close the
 * sockets and the chat's PostgreSQL adapter, drain the e-mail queue, then the pool, then the
 * embedded database), so a clean stop logs no warning and no error, whichever signal asks for it.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { io } from 'socket.io-client'
import { afterAll, describe, expect, it } from 'vitest'
import { stopOrphanedPostmaster } from '#infra/database/embeddedPostgres'
import { freePort } from '../helpers/ports'

const root = path.resolve(import.meta.dirname, '../..')
let dataDir: string | undefined
let current: ChildProcess | undefined

type Started = { process: ChildProcess; output: () => string; url: string }

/** `npm start` as on a fresh clone (embedded PostgreSQL, no DATABASE_URL), every log line at info and above. */
async function startServer(port: number, pgPort: number): Promise<Started> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: '0', LOG_LEVEL: 'info' }
  for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'NODE_ENV', 'WEB_DIST_DIR']) delete env[name]
  // A process group of its own, as a shell gives `npm start`: the signal goes to the whole group, as Ctrl-C in a terminal sends it.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  current = child
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://127.0.0.1:${port}`
  // The first start may compile the web app.
  const deadline = Date.now() + 240_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`o servidor terminou (código ${child.exitCode}):\n${output}`)
    if (output.includes('Navalha rodando em')) return { process: child, output: () => output, url }
    await new Promise((r) => setTimeout(r, 300))
  }
  process.kill(-child.pid!, 'SIGKILL')
  throw new Error(`o servidor não respondeu a tempo:\n${output}`)
}

function exited(child: ChildProcess): Promise<number | null> {
  return child.exitCode !== null ? Promise.resolve(child.exitCode) : new Promise((resolve) => child.once('exit', (code) => resolve(code)))
}

/** A log line that is a warning or an error: pino's levels 40 and up, or words a plain console line would use. */
const isWarningOrError = (line: string) => /"level":\s*(4\d|5\d|6\d)\b/.test(line) || /\b(warn|warning|error|erro|aviso|fatal)\b/i.test(line)

afterAll(async () => {
  if (current && current.exitCode === null) {
    process.kill(-current.pid!, 'SIGKILL')
    await exited(current)
  }
  // A failed run leaves the PostgreSQL of its own group behind: stopped before its folder goes.
  if (dataDir) await stopOrphanedPostmaster(path.join(dataDir, 'postgres'), () => {})
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('stopping `npm start`', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'on %s closes in order: exit code 0, the embedded PostgreSQL stopped, and no warning or error logged',
    async (signal) => {
      dataDir ??= await mkdtemp(path.join(tmpdir(), 'navalha-clean-stop-'))
      const [port, pgPort] = [await freePort(), await freePort()]
      const server = await startServer(port, pgPort)
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
      // A socket connected through the chat's adapter, as a signed-out visitor's tab would hold one.
      const socket = io(server.url, { transports: ['websocket'], reconnection: false })
      await new Promise<void>((resolve) => {
        socket.once('connect', () => resolve())
        socket.once('connect_error', () => resolve())
      })
      const before = server.output().length

      process.kill(-server.process.pid!, signal)
      expect(await exited(server.process)).toBe(0)
      socket.close()

      const stopLog = server.output().slice(before)
      expect(stopLog).toContain(`${signal} recebido: encerrando`)
      expect(stopLog.split('\n').filter(isWarningOrError)).toEqual([])
      expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false)
    },
    300_000,
  )
})
