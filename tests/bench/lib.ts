import autocannon from 'autocannon'
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '../..')

/** The environment of a Navalha server started for a suite: production mode, its own database, data folder and port, no demo data. */
export function benchServerEnv({ databaseUrl, dataDir, port, logLevel = 'warn' }: { databaseUrl: string; dataDir: string; port: number; logLevel?: string }) {
  const url = `http://127.0.0.1:${port}`
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: randomBytes(24).toString('hex'),
    DATA_DIR: dataDir,
    PORT: String(port),
    PUBLIC_URL: url,
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: logLevel,
  }
}

export const BENCH_BARBER = { email: 'barbeiro@bench.navalha.test', password: 'bench-password-123' }
/** The console's admin in the api suite (its user list at 10,000 accounts). */
export const BENCH_ADMIN = { email: 'admin@bench.navalha.test', password: 'bench-password-456' }

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number; non2xx: number }

/** A fixed load from autocannon: `connections` keep-alive connections for `seconds`. */
export async function load(
  url: string,
  { connections = 20, seconds = 10, headers = {} }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export function medianResult(results: LoadResult[]): LoadResult {
  return {
    requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
    p50: median(results.map((r) => r.p50)),
    p99: median(results.map((r) => r.p99)),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  }
}

/** Starts a child process and waits until `readyUrl` answers 200. */
export async function startProcess(args: string[], env: NodeJS.ProcessEnv, readyUrl: string, logFile: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout!.on('data', (chunk) => (output += chunk))
  child.stderr!.on('data', (chunk) => (output += chunk))
  child.on('exit', () => writeFileSync(logFile, output))
  // A first boot migrates and may seed the demo data: minutes on a busy shared machine.
  const deadline = Date.now() + 300_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} terminou com código ${child.exitCode}:\n${output}`)
    if (
      await fetch(readyUrl).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGKILL')
  throw new Error(`${args.join(' ')} não respondeu a tempo:\n${output}`)
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref()
  })
}

export function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env, stdio: 'inherit' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} terminou com código ${code}`))))
  })
}

export function machineDescription(): string {
  const cpus = os.cpus()
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, ${os.type()} ${os.release()}`
}

const reportPath = path.join(root, 'docs/BENCHMARKS.md')
const header = `# Benchmarks

Measured by \`npm run bench\` (all suites) or \`npm run bench -- <suite>\`; each suite rewrites its own
section below. These machines are shared and noisy, so every figure is a median of several rounds
and every comparison is a ratio against a baseline measured in the same run.
`

/** Replaces one suite's section of docs/BENCHMARKS.md, keeping the others. */
export function writeSection(suite: string, markdown: string) {
  mkdirSync(path.dirname(reportPath), { recursive: true })
  let report = existsSync(reportPath) ? readFileSync(reportPath, 'utf8') : header
  const start = `<!-- bench:${suite} -->`
  const end = `<!-- /bench:${suite} -->`
  const section = `${start}\n${markdown.trim()}\n${end}`
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`)
  report = pattern.test(report) ? report.replace(pattern, () => section) : `${report.trimEnd()}\n\n${section}\n`
  writeFileSync(reportPath, report)
}

export const fmt = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })

export const CHAT_BENCH_SHOP = { email: 'barbearia@chat.bench.navalha.test', password: 'bench-password-123' }
export const chatBenchBarber = (index: number) => ({ email: `barbeiro${index}@chat.bench.navalha.test`, password: `bench-password-${index}` })
