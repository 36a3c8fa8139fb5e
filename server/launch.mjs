/**
 * `npm start`: runs the server bundled into one file (dist/server/main.mjs, our TypeScript compiled
 * by esbuild, packages left to Node), so a start loads no TypeScript loader: with tsx, resolving and
 * compiling every module took most of the boot (docs/BENCHMARKS.md, issue 15). The bundle is made by
 * `npm run build`, or here when it is missing or older than its sources and esbuild is installed; a
 * production install without esbuild and without a fresh bundle runs the sources through tsx, as
 * before. Plain JavaScript: it runs before any loader exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import module from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const bundle = path.join(root, 'dist/server/main.mjs')
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

async function buildServer() {
  const esbuild = await import('esbuild')
  await esbuild.build({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: bundle,
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
}

const esbuildInstalled = () => existsSync(path.join(root, 'node_modules/esbuild/package.json'))

if (process.argv[2] === '--build') {
  await buildServer()
} else {
  if (!bundleIsFresh() && esbuildInstalled()) await buildServer()
  // V8's compiled code for the bundle and the ~2,300 package files it loads, kept on disk (in the
  // system's temporary folder, checked against each file's contents): a boot after the first
  // compiles almost nothing (issue 15). Node 22.1 and later.
  module.enableCompileCache?.()
  if (bundleIsFresh()) {
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
