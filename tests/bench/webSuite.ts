import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
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
  ['places/PlacePage.tsx', '/vagas/:uf/:cidade, /vagas/pt/:concelho'],
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
async function lighthouse(url: string, outputPath: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outputPath)
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('NO_NAVSTART')) throw error
      console.log(`lighthouse ${url}: traço não gravado (NO_NAVSTART), repetindo`)
    }
  }
}

type LighthouseResult = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Same-origin script addresses the page loaded (its JavaScript, weighed from the build). */
  scripts: string[]
  /** Audits below full marks in accessibility, best practices and SEO (those that count). */
  failing: string[]
}

async function lighthouseOnce(url: string, outputPath: string): Promise<LighthouseResult> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--form-factor=mobile',
        '--only-categories=performance,accessibility,best-practices,seo',
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
  const origin = new URL(url).origin
  const requests = (report.audits['network-requests']?.details?.items ?? []) as { url: string; resourceType?: string }[]
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (report.categories[category].auditRefs as { id: string; weight: number }[])
      .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
      .map((ref) => ref.id),
  )
  return {
    performance: report.categories.performance.score,
    accessibility: report.categories.accessibility.score,
    bestPractices: report.categories['best-practices'].score,
    seo: report.categories.seo.score,
    scripts: requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(origin)).map((r) => new URL(r.url).pathname),
    failing,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  }
}

/**
 * The web budgets: JavaScript a first visit of the landing page downloads, each screen's own chunk
 * beyond the app's shared entry, the console's initial load (issue 13), and Lighthouse (mobile, simulated slow 4G) on every public page
 * (issue 29) against the real server with the demo data.
 */
export async function webSuite(): Promise<void> {
  const loadAtStart = loadavg()[0]
  const lighthouseVersion = JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version as string
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
  // Issue 29: every public page, the landing with its own budget.
  const firstId = async (api: string) => ((await (await fetch(`${url}${api}`)).json()) as { docs: { id: number }[] }).docs[0]!.id
  // Issue 40: the place with the most jobs, in each country (decision 0065).
  const places = ((await (await fetch(`${url}/api/places-with-jobs`)).json()) as { docs: { country: string; path: string; count: number }[] }).docs
  const busiest = (country: string) => places.filter((place) => place.country === country).sort((a, b) => b.count - a.count)[0]?.path
  const pages = [
    '/',
    '/barbeiros',
    '/barbearias',
    '/vagas-abertas',
    `/vagas/${await firstId('/api/open-jobs?limit=1')}`,
    `/barbeiro/${await firstId('/api/directory/barbers')}`,
    `/barbearia/${await firstId('/api/directory/barbershops')}`,
    '/planos',
    '/faq',
    '/auth',
    ...[busiest('BR'), busiest('PT')].filter((path) => path !== undefined),
  ]
  const scores: Record<string, LighthouseResult[]> = Object.fromEntries(pages.map((page) => [page, []]))
  try {
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const page of pages) {
        const result = await lighthouse(`${url}${page}`, path.join(workDir, `lighthouse-${run}.json`))
        scores[page].push(result)
        console.log(
          `lighthouse ${page} #${run + 1}: desempenho ${result.performance}, acessibilidade ${result.accessibility}, boas práticas ${result.bestPractices}, SEO ${result.seo}, LCP ${Math.round(result.lcp)} ms, TBT ${Math.round(result.tbt)} ms${result.failing.length ? `; abaixo do máximo: ${result.failing.join(', ')}` : ''}`,
        )
      }
    }
  } finally {
    await stopProcess(server)
    await database.drop()
  }

  // A page's JavaScript: every same-origin script it loaded, gzip level 9 of the built file.
  const scriptBytes = (scripts: string[]) =>
    [...new Set(scripts)].reduce((sum, script) => sum + gzipSync(readFileSync(path.join(distDir, script)), { level: 9 }).length, 0)
  const lighthouseRows = Object.entries(scores).map(([page, runs]) => {
    const m = (pick: (r: (typeof runs)[number]) => number) => median(runs.map(pick))
    const performance = m((r) => r.performance)
    const accessibility = m((r) => r.accessibility)
    const bestPractices = m((r) => r.bestPractices)
    const seo = m((r) => r.seo)
    const js = median(runs.map((r) => scriptBytes(r.scripts)))
    const budget = page === '/' ? 100 : 150
    const failing = [...new Set(runs.flatMap((r) => r.failing))]
    const met = performance >= 0.95 && accessibility === 1 && bestPractices === 1 && seo === 1 && js <= budget * 1024
    return `| ${page} | ${performance.toFixed(2)} | ${accessibility.toFixed(2)} | ${bestPractices.toFixed(2)} | ${seo.toFixed(2)} | ${Math.round(m((r) => r.fcp))} | ${Math.round(m((r) => r.lcp))} | ${Math.round(m((r) => r.tbt))} | ${m((r) => r.cls).toFixed(3)} | ${kb(js)} (≤ ${budget}) | ${failing.map((id) => `\`${id}\``).join(', ')} | ${met ? 'met' : '**missed**'} |`
  })
  await rm(workDir, { recursive: true, force: true })

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

Lighthouse ${lighthouseVersion} (the \`lighthouse\` package, mobile preset: simulated slow 4G and 4× CPU slowdown), Debian's Chromium headless, against the
real server in production mode with the demo data; median of ${LIGHTHOUSE_RUNS} runs, the pages interleaved; load average ${loadAtStart.toFixed(1)} at the suite's start,
${loadavg()[0].toFixed(1)} at its end. JS is every same-origin script the page loaded, gzip level 9 of the built file. Targets (issue 29):
performance ≥ 0.95, accessibility, best practices and SEO 1.00, JS ≤ 100 KB on the landing and ≤ 150 KB elsewhere.

| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | JS KB gzip (budget) | audits below full marks | target |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|
${lighthouseRows.join('\n')}
`,
  )
}
