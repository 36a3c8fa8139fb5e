import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { parseEnvironment } from '#infra/settings'

const root = path.resolve(import.meta.dirname, '../..')
/** Where the built web app lives; WEB_DIST_DIR moves it (parallel test runs build their own). */
export const webDist = path.resolve(parseEnvironment(process.env).WEB_DIST_DIR ?? path.join(root, 'dist/web'))
/** The console's build sits beside the web app's (dist/admin), so a test run's own folder holds both. */
export const consoleDist = path.join(path.dirname(webDist), 'admin')
const sources = ['web', 'ui', 'domain', 'payload-types.ts', 'package-lock.json']
const consoleSources = ['admin', 'ui', 'domain', 'payload-types.ts', 'package-lock.json']

function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules') continue
    newest = Math.max(newest, newestChange(path.join(entry, child)))
  }
  return newest
}

function isStale(built: string, from: string[]): boolean {
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return from.some((source) => newestChange(path.join(root, source)) > builtAt)
}

/** True when dist/web is missing or older than any of its sources. */
function webBuildIsStale(): boolean {
  return isStale(path.join(webDist, 'index.html'), sources)
}

/** True when dist/admin (the console) is missing or older than any of its sources. */
function consoleBuildIsStale(): boolean {
  return isStale(path.join(consoleDist, 'index.html'), consoleSources)
}

/** True when either build must be made (the web app's or the console's). */
export function webBuildsAreStale(): boolean {
  return webBuildIsStale() || consoleBuildIsStale()
}

/**
 * `npm start` builds the web app first when the build is missing or older than its sources, so
 * installing and starting stay two commands. Production images build once (`vite build`) and
 * skip this (vite is a development dependency).
 */
export async function ensureWebBuild(log: (message: string) => void = console.log): Promise<void> {
  const builds = [
    { stale: webBuildIsStale(), configFile: 'web/vite.config.ts', outDir: webDist, what: 'Aplicativo web' },
    { stale: consoleBuildIsStale(), configFile: 'admin/vite.config.ts', outDir: consoleDist, what: 'Painel administrativo' },
  ].filter((build) => build.stale)
  if (!builds.length) return
  let vite: typeof import('vite')
  try {
    vite = await import('vite')
  } catch {
    throw new Error(
      'A versão web não está compilada e o Vite não está instalado. Rode `npm ci` (com dependências de desenvolvimento) ou compile com `npx vite build web`.',
    )
  }
  for (const { configFile, outDir, what } of builds) {
    log(`Compilando: ${what}...`)
    const started = performance.now()
    await buildWithVite(vite, configFile, outDir)
    log(`${what} compilado em ${((performance.now() - started) / 1000).toFixed(1)} s.`)
  }
}

/** The folders of builds killed midway (their process gone): nothing reads them. */
function removeAbandonedBuilds(outDir: string): void {
  const parent = path.dirname(outDir)
  if (!existsSync(parent)) return
  const prefix = `${path.basename(outDir)}.partial-`
  for (const entry of readdirSync(parent)) {
    if (!entry.startsWith(prefix)) continue
    const pid = Number(entry.slice(prefix.length))
    if (pid === process.pid || !existsSync(`/proc/${pid}`)) rmSync(path.join(parent, entry), { recursive: true, force: true })
  }
}

async function buildWithVite(vite: typeof import('vite'), configFile: string, outDir: string): Promise<void> {
  // A production bundle whatever NODE_ENV says (Vite would build React's development mode under
  // NODE_ENV=test), and the server's own mode left as it was: Vite sets NODE_ENV=production for
  // the whole process when it is unset, which made the server demand production secrets.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  // Into a folder of its own, put in place whole: Vite writes index.html (what the staleness check
  // reads) seconds before the rest, so a build killed in between was taken as fresh by the next
  // start and served half made. Two starts building at once each swap in a whole build.
  const partial = `${outDir}.partial-${process.pid}`
  removeAbandonedBuilds(outDir)
  try {
    await vite.build({ configFile: path.join(root, configFile), logLevel: 'warn', build: { outDir: partial } })
    rmSync(outDir, { recursive: true, force: true })
    try {
      renameSync(partial, outDir)
    } catch (error) {
      // Another start in this checkout put its build (of the same sources) in place between the two calls: that one stands.
      if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
  } finally {
    rmSync(partial, { recursive: true, force: true })
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}
