import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
/** Where the built web app lives; WEB_DIST_DIR moves it (parallel test runs build their own). */
export const webDist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist/web'))
const sources = ['web', 'domain', 'payload-types.ts', 'package-lock.json']

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

/** True when dist/web is missing or older than any of its sources. */
export function webBuildIsStale(): boolean {
  const built = path.join(webDist, 'index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  return sources.some((source) => newestChange(path.join(root, source)) > builtAt)
}

/**
 * `npm start` builds the web app first when the build is missing or older than its sources, so
 * installing and starting stay two commands. Production images build once (`vite build`) and
 * skip this (vite is a development dependency).
 */
export async function ensureWebBuild(log: (message: string) => void = console.log): Promise<void> {
  if (!webBuildIsStale()) return
  let vite: typeof import('vite')
  try {
    vite = await import('vite')
  } catch {
    throw new Error(
      'A versão web não está compilada e o Vite não está instalado. Rode `npm ci` (com dependências de desenvolvimento) ou compile com `npx vite build web`.',
    )
  }
  log('Compilando o aplicativo web...')
  const started = performance.now()
  // A production bundle whatever NODE_ENV says (Vite would build React's development mode under
  // NODE_ENV=test), and the server's own mode left as it was: Vite sets NODE_ENV=production for
  // the whole process when it is unset, which made the server demand production secrets.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await vite.build({ configFile: path.join(root, 'web/vite.config.ts'), logLevel: 'warn', build: { outDir: webDist } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
  log(`Aplicativo web compilado em ${((performance.now() - started) / 1000).toFixed(1)} s.`)
}
