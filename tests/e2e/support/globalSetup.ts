import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ensureWebBuild } from '#server/pages/build'
import { createTestDatabase } from '../../helpers/database'
import { freePort } from '../../helpers/ports'
import { startMailCatcher } from './mailCatcher'

const root = path.resolve(import.meta.dirname, '../../..')

/** The real server, built web app included, on a fresh database, with a real SMTP catcher. */
export default async function globalSetup() {
  await ensureWebBuild(() => {})
  const database = await createTestDatabase()
  const mail = await startMailCatcher()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const payloadSecret = randomBytes(24).toString('hex')
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      PAYLOAD_SECRET: payloadSecret,
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      SMTP_URL: mail.smtpUrl,
      SEED_DEMO: '0',
      LOG_LEVEL: 'error',
      RATE_LIMIT_SCALE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 90_000
  while (
    !(await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null) throw new Error(`o servidor terminou com código ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('o servidor não respondeu a tempo')
    await new Promise((r) => setTimeout(r, 250))
  }
  process.env.E2E_BASE_URL = baseUrl
  process.env.E2E_MAIL_URL = mail.httpUrl
  process.env.E2E_DATABASE_URL = database.url
  // For links the server signs (the chat e-mail's opt-out link), made in a test without the e-mail.
  process.env.E2E_PAYLOAD_SECRET = payloadSecret
  process.env.E2E_DATA_DIR = dataDir

  return async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve()
      server.once('exit', () => resolve())
      server.kill('SIGTERM')
    })
    await mail.close()
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}
