import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Express } from 'express'
import type { Payload } from 'payload'
import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import { ApiClient } from './client'
import { createTestDatabase } from './database'
import { startMailSink, type MailSink } from './mail'
import { freePort } from './ports'

export type TestApp = {
  url: string
  payload: Payload
  dataDir: string
  databaseUrl: string
  /** The Express app alone, without the lean reads in front (server/leanReads.ts); a function, as the file's proxy binds functions. */
  express: () => Express
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
  const { startNavalha } = await import('#server/start')
  const navalha = await startNavalha({ log: () => {} })
  return {
    url,
    payload: navalha.payload,
    dataDir,
    databaseUrl: database.url,
    express: () => navalha.express,
    close: async () => {
      await navalha.close()
      await database.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Something a test file starts once before its tests and stops after them, handed out before it
 * exists: the returned object forwards to the started value, so a file writes
 * `const app = useTestApp()` at the top and uses `app.url` in its tests.
 */
function startedForTheFile<T extends object>(what: string, start: () => Promise<T>, stop: (value: T) => Promise<void>): T {
  let value: T | undefined
  beforeAll(async () => {
    value = await start()
  }, 120_000)
  afterAll(async () => {
    if (value) await stop(value)
  })
  return new Proxy({} as T, {
    get(_, key) {
      if (!value) throw new Error(`${what} ainda não começou: use-o dentro de um teste ou de um beforeAll declarado depois.`)
      const property: unknown = Reflect.get(value, key)
      return typeof property === 'function' ? property.bind(value) : property
    },
  })
}

export type FileApp = TestApp & {
  /** A client signed in as `account` on this app. */
  signedIn: (account: { email: string; password: string }) => Promise<ApiClient>
}

/**
 * The app for a whole test file: started before its tests (with `env`, or what `env()` answers
 * then, say an SMTP sink's address), stopped after them.
 */
export function useTestApp(env: Record<string, string> | (() => Record<string, string>) = {}): FileApp {
  return startedForTheFile(
    'O app de teste',
    async () => {
      const app = await startTestApp(typeof env === 'function' ? env() : env)
      const signedIn = async (account: { email: string; password: string }) => {
        const client = new ApiClient(app.url)
        await client.login(account.email, account.password)
        return client
      }
      return { ...app, signedIn }
    },
    (app) => app.close(),
  )
}

/** An SMTP sink for a whole test file; start it before the app that sends to it. */
export function useMailSink(): MailSink {
  return startedForTheFile('O SMTP de teste', startMailSink, (mail) => mail.close())
}

/** A PostgreSQL client on the app's database, for reading what the API does not show. */
export function useDatabaseClient(app: TestApp): pg.Client {
  return startedForTheFile(
    'O cliente do banco',
    async () => {
      const client = new pg.Client({ connectionString: app.databaseUrl })
      await client.connect()
      return client
    },
    (client) => client.end(),
  )
}
