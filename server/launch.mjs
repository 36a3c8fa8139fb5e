/**
 * `npm start`: runs the server bundled by esbuild (dist/server/main.mjs and the chunks it loads, our
 * TypeScript compiled, packages left to Node), so a start loads no TypeScript loader: with tsx, resolving and
 * compiling every module took most of the boot (docs/BENCHMARKS.md, issue 15). The bundle is made by
 * `npm run build`, or here when it is missing or older than its sources and esbuild is installed; a
 * production install without esbuild and without a fresh bundle runs the sources through tsx, as
 * before. Plain JavaScript: it runs before any loader exists.
 */
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, 'dist/server')
const bundle = path.join(outdir, 'main.mjs')
/** Everything the server's code is made of (it renders the web app, so web/ too). */
const SOURCES = [
  'server',
  'infra',
  'collections',
  'hooks',
  'access',
  'fields',
  'media',
  'domain',
  'utilities',
  'migrations',
  'web',
  'ui',
  'payload.config.ts',
  'payload-types.ts',
  'package-lock.json',
  'tsconfig.json',
]

function newestChange(entry) {
  if (!existsSync(entry)) return 0
  const stat = statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of readdirSync(entry)) if (child !== 'node_modules') newest = Math.max(newest, newestChange(path.join(entry, child)))
  return newest
}

const bundleIsFresh = () => existsSync(bundle) && SOURCES.every((source) => newestChange(path.join(root, source)) <= statSync(bundle).mtimeMs)

/**
 * Code that finds files beside itself (`import.meta.dirname`, `import.meta.url`) keeps finding
 * them from the bundle: each use becomes its own file's place, relative to the bundle.
 */
const ownPlace = {
  name: 'own-place',
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/, namespace: 'file' }, (args) => {
      const source = readFileSync(args.path, 'utf8')
      const loader = args.path.endsWith('.tsx') ? 'tsx' : 'ts'
      if (!source.includes('import.meta.dirname') && !source.includes('import.meta.url')) return { contents: source, loader }
      const fromBundle = (target) => JSON.stringify(path.relative(path.dirname(bundle), target).split(path.sep).join('/'))
      const contents = source
        // Functions, not strings: a checkout's path may hold `$&` or `$'`, which a replacement string would expand.
        .replaceAll('import.meta.dirname', () => `__ownDir(${fromBundle(path.dirname(args.path))})`)
        .replaceAll('import.meta.url', () => `__ownUrl(${fromBundle(args.path)})`)
      return { contents, loader }
    })
  },
}
const placeHelpers = `import { fileURLToPath as __fileURLToPath } from 'node:url';
const __ownUrl = (relative) => new URL(relative, import.meta.url).href;
const __ownDir = (relative) => __fileURLToPath(new URL(relative + '/', import.meta.url)).replace(/\\/$/, '');`

/**
 * Split at each dynamic import (issue 42): a single file hoisted the imports of every package the
 * server uses (~600) to its top, so Node loaded Payload, React and the rest before the first line
 * of main.ts ran, and the embedded PostgreSQL could only be asked to start after all of it. Split,
 * main.mjs loads almost nothing, starts the database, and loads the server's chunks meanwhile.
 */
/** Whether a process still runs (another start building at the same time keeps its folder). */
function processAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === 'EPERM'
  }
}

async function buildServer() {
  const esbuild = await import('esbuild')
  // Written beside dist/server and moved into place whole: a start killed while esbuild writes its
  // ~200 chunks leaves no main.mjs newer than its sources with chunks missing. Same depth as
  // dist/server, so the relative paths `ownPlace` writes hold in both. Partial folders of killed
  // builds go first.
  const dist = path.dirname(outdir)
  for (const name of existsSync(dist) ? readdirSync(dist) : []) {
    const owner = /^server\.partial-(\d+)$/.exec(name)?.[1]
    if (owner && !processAlive(Number(owner))) rmSync(path.join(dist, name), { recursive: true, force: true })
  }
  const partial = `${outdir}.partial-${process.pid}`
  await esbuild.build({
    entryPoints: { main: path.join(root, 'server/main.ts') },
    outdir: partial,
    splitting: true,
    chunkNames: '[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: 'linked',
    banner: { js: placeHelpers },
    plugins: [ownPlace],
    logLevel: 'warning',
  })
  // esbuild's service process (~100 MiB resident) would otherwise live as long as the server.
  await esbuild.stop()
  // The chunks of an older build are named by their contents' hash: gone, not left to pile up.
  rmSync(outdir, { recursive: true, force: true })
  try {
    renameSync(partial, outdir)
  } catch (error) {
    // Another start, building at the same time, put its complete build there first: the same sources, kept.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
    rmSync(partial, { recursive: true, force: true })
  }
}

const esbuildInstalled = () => existsSync(path.join(root, 'node_modules/esbuild/package.json'))

if (process.argv[2] === '--build') {
  await buildServer()
} else {
  // Walking the sources' dates is a launcher check of ~10 ms: once, not again after a build.
  let fresh = bundleIsFresh()
  if (!fresh && esbuildInstalled()) {
    await buildServer()
    fresh = true
  }
  // V8's compiled code for the bundle and the ~2,300 package files it loads, kept on disk (in the
  // system's temporary folder, checked against each file's contents): a boot after the first
  // compiles almost nothing (issue 15). Node 22.1 and later.
  module.enableCompileCache?.()
  if (fresh) {
    // No source maps by default: with them on, Node keeps the bundle's map and those of the packages
    // it loads in memory, ~40 MiB of heap and ~35 MiB resident after boot (issue 29, heap snapshot in
    // docs/BENCHMARKS.md, pages). Stack traces then name the bundle's lines; the bundle is not minified
    // and esbuild marks each source file in it (`// server/app.ts`). NODE_OPTIONS=--enable-source-maps
    // names the sources again, at that cost.
    await import(pathToFileURL(bundle).href)
  } else {
    const { register } = await import('tsx/esm/api')
    register()
    await import(pathToFileURL(path.join(root, 'server/main.ts')).href)
  }
}
