import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromiumArgs } from '../../playwright.config'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { benchServerEnv, machineDescription, median, root, startProcess, stopProcess, writeSection } from './lib'

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)

type ManifestEntry = { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; src?: string }
type Manifest = Record<string, ManifestEntry>

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

/** Every chunk a manifest entry loads before it runs (its static imports, transitively). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

function gzipSize(distDir: string, manifest: Manifest, keys: Iterable<string>): number {
  let total = 0
  for (const key of keys) total += gzipSync(readFileSync(path.join(distDir, manifest[key].file)), { level: 9 }).length
  return total
}

/** Route chunks the budgets of issue 4 name, by source module (relative to web/). */
const budgetedRoutes: [string, string][] = [
  ['profiles/CompleteProfilePage.tsx', '/completar-perfil'],
  ['profiles/PanelPage.tsx', '/painel-barbeiro, /painel-barbearia'],
  ['jobs/OpenJobsPage.tsx', '/vagas-abertas'],
  ['jobs/JobDetailPage.tsx', '/vagas/:id'],
  ['jobs/JobsPage.tsx', '/vagas'],
  ['jobs/PostJobPage.tsx', '/anunciar-vaga'],
  ['jobs/EditJobPage.tsx', '/editar-vaga/:id'],
  ['jobs/SavedJobsPage.tsx', '/vagas-salvas'],
  ['applications/MyApplicationsPage.tsx', '/vagas-aplicadas'],
  ['applications/JobApplicantsPage.tsx', '/vaga/:id/candidatos'],
  ['applications/AllApplicantsPage.tsx', '/candidatos'],
  ['directory/DirectoryPage.tsx', '/barbeiros, /barbearias'],
  ['profiles/PublicProfilePage.tsx', '/barbeiro/:id, /barbearia/:id'],
  ['auth/AuthPage.tsx', '/auth'],
  ['support/SupportPage.tsx', '/suporte'],
]

/**
 * Lighthouse with Debian's Chromium 156 now and then fails to record the page load's trace
 * (NO_NAVSTART) and asks to be run again: that run is repeated, up to twice; other failures are not.
 */
async function lighthouse(url: string, outputPath: string): ReturnType<typeof lighthouseOnce> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outputPath)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error
      console.log(`lighthouse ${url}: traço não gravado (NO_NAVSTART), repetindo`)
    }
  }
}

async function lighthouseOnce(
  url: string,
  outputPath: string,
): Promise<{ performance: number; accessibility: number; fcp: number; lcp: number; tbt: number; cls: number }> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility',
        '--output=json',
        `--output-path=${outputPath}`,
        `--chrome-flags=${chromiumArgs.join(' ')}`,
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse terminou com código ${code}: ${stderr.slice(-2000)}`))))
  })
  const report = JSON.parse(readFileSync(outputPath, 'utf8'))
  const audit = (id: string) => report.audits[id].numericValue as number
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/**
 * The web budgets: JavaScript a first visit of the landing page downloads, each screen's own chunk
 * beyond the app's shared entry, the console's initial load (issue 13), and Lighthouse (mobile, simulated slow 4G) on / and /auth against
 * the real server with the demo data.
 */
export async function webSuite(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-web-'))
  const distDir = path.join(workDir, 'dist')
  const vite = await import('vite')
  await vite.build({ configFile: path.join(root, 'web/vite.config.ts'), logLevel: 'warn', build: { outDir: distDir } })
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest

  const landing = staticClosure(manifest, 'landing.html')
  const app = staticClosure(manifest, 'index.html')
  const landingBytes = gzipSize(distDir, manifest, landing)
  const appBytes = gzipSize(distDir, manifest, app)
  const routeRows = budgetedRoutes
    .filter(([source]) => manifest[source])
    .map(([source, route]) => {
      const own = [...staticClosure(manifest, source)].filter((key) => !app.has(key))
      const bytes = gzipSize(distDir, manifest, own)
      return `| ${route} | \`${source}\` | ${kb(bytes)} | ${bytes <= 60 * 1024 ? 'met' : '**missed**'} |`
    })

  // The console (admin/, decision 0023): its sign-in page, then everything an admin downloads before the dashboard shows.
  const consoleDir = path.join(workDir, 'admin')
  await vite.build({ configFile: path.join(root, 'admin/vite.config.ts'), logLevel: 'warn', build: { outDir: consoleDir, manifest: true } })
  const consoleManifest = JSON.parse(readFileSync(path.join(consoleDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const consoleSignIn = staticClosure(consoleManifest, 'index.html')
  const consoleApp = Object.keys(consoleManifest).find((key) => key === 'App.tsx')
  if (!consoleApp) throw new Error('o manifesto do painel não tem App.tsx')
  const consoleSignInBytes = gzipSize(consoleDir, consoleManifest, consoleSignIn)
  const consoleBytes = gzipSize(consoleDir, consoleManifest, staticClosure(consoleManifest, consoleApp, new Set(consoleSignIn)))

  const database = await benchDatabase()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = await startProcess(
    ['server/main.ts'],
    { ...benchServerEnv({ databaseUrl: database.url, dataDir: workDir, port }), WEB_DIST_DIR: distDir, SEED_DEMO: '1' },
    `${url}/api/health`,
    path.join(workDir, 'server.log'),
  )
  const scores: Record<string, Awaited<ReturnType<typeof lighthouse>>[]> = { '/': [], '/auth': [] }
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const page of Object.keys(scores)) {
        const result = await lighthouse(`${url}${page}`, path.join(workDir, `lighthouse-${run}.json`))
        scores[page].push(result)
        console.log(
          `lighthouse ${page} #${run + 1}: desempenho ${result.performance}, acessibilidade ${result.accessibility}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms`,
        )
      }
    }
  } finally {
    await stopProcess(server)
    await database.drop()
    await rm(workDir, { recursive: true, force: true })
  }

  const lighthouseRows = Object.entries(scores).map(([page, runs]) => {
    const m = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick))
    const performance = m((r) => r.performance)
    const accessibility = m((r) => r.accessibility)
    const verdict = performance >= 0.95 && accessibility >= 0.95 ? 'met' : '**missed**'
    return `| ${page} | ${performance.toFixed(2)} | ${accessibility.toFixed(2)} | ${Math.round(m((r) => r.fcp))} | ${Math.round(m((r) => r.lcp))} | ${Math.round(m((r) => r.tbt))} | ${m((r) => r.cls).toFixed(3)} | ${verdict} |`
  })

  writeSection(
    'web',
    `## Web app (issues 3 and 4) and the console (issue 13)

Command: \`npm run bench -- web\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()}

Sizes are gzip (level 9) of the built files, read from Vite's manifest.

| what | JS gzip KB | budget |
|---|---:|---|
| landing page first load (\`landing.html\`: its entry and every chunk it imports) | ${kb(landingBytes)} | ${landingBytes <= 100 * 1024 ? 'met (≤ 100 KB)' : '**missed** (≤ 100 KB)'} |
| app shell, for comparison (\`index.html\` entry: React, router, TanStack Query, shell) | ${kb(appBytes)} | |
| console (\`admin/\`), initial load of a signed-in admin: the sign-in entry and the react-admin chunk with every chunk it imports | ${kb(consoleBytes)} | ${consoleBytes <= 350 * 1024 ? 'met (≤ 350 KB)' : '**missed** (≤ 350 KB)'} |
| console sign-in page alone (\`/admin-login\`), for comparison | ${kb(consoleSignInBytes)} | |

Each screen's own chunks beyond the app's shared entry (budget ≤ 60 KB):

| route | module | KB gzip | budget |
|---|---|---:|---|
${routeRows.join('\n')}

Lighthouse ${'13'} (mobile preset: simulated slow 4G and 4× CPU slowdown), Debian's Chromium headless, against the
real server in production mode with the demo data; median of ${LIGHTHOUSE_RUNS} runs:

| page | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | target (≥ 0.95 both) |
|---|---:|---:|---:|---:|---:|---:|---|
${lighthouseRows.join('\n')}
`,
  )
}
