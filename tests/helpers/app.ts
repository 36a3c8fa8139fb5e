import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { createTestDatabase } from './database'
import { freePort } from './ports'

export type TestApp = {
  url: string
  payload: Payload
  dataDir: string
  databaseUrl: string
  close: () => Promise<void>
}

/**
 * The real Navalha server on a random port, on a fresh database of its own, with a temporary
 * data folder. One per test file (vitest gives each file its own module graph).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const port = await freePort()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-test-'))
  const url = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    DATABASE_URL: database.url,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    SEED_DEMO: '0',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Many tests sign in from one address; the rate-limit test sets this back to 1.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  })
  const { startNavalha } = await import('../../server/start')
  const navalha = await startNavalha({ log: () => {} })
  return {
    url,
    payload: navalha.payload,
    dataDir,
    databaseUrl: database.url,
    close: async () => {
      await navalha.close()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
