/**
 * `npm run alias-imports`: rewrites every relative import that leaves its top-level folder
 * (`../../domain/messages/chat` from server/jobs/) to the folder's alias (`#domain/messages/chat`,
 * package.json "imports", mirrored in tsconfig.json "paths"). Imports inside one folder stay
 * relative. Deterministic and re-runnable: an alias is left as it is, so a second run changes
 * nothing. `--check` changes nothing and fails, listing them, when any such import is left (part
 * of `npm run lint`), so a relative import written on another branch is caught after a merge.
 *
 * Left alone: plain JavaScript (server/launch.mjs runs before any loader), and the Vite, Vitest and
 * Playwright configs, which their tools load before any alias is known.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { imports: Record<string, string> }

/** Folder (or root file without its extension) → alias prefix, read from package.json "imports". */
const folderAliases = new Map<string, string>()
const fileAliases = new Map<string, string>()
for (const [alias, target] of Object.entries(manifest.imports)) {
  const clean = target.replace(/^\.\//, '')
  if (alias.endsWith('/*')) folderAliases.set(clean.replace(/\/\*$/, ''), alias.slice(0, -2))
  else fileAliases.set(clean.replace(/\.tsx?$/, ''), alias)
}

const SOURCE = /\.(ts|tsx)$/
const SKIPPED = /(^|\/)(vite|vitest|playwright)\.config\.ts$/
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
/** `from '…'`, `import '…'`, `import('…')`, `export … from '…'` with a relative specifier. */
const SPECIFIER = /((?:\bfrom|\bimport)\s*\(?\s*)(['"])(\.\.?\/[^'"]*)\2/g

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !SKIPPED.test(file) && !file.startsWith('node_modules/') && existsSync(path.join(root, file)))
  .sort()

const topOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : file.replace(/\.[^.]+$/, ''))

/** The alias for `specifier` written in `file`, or undefined when it stays relative. */
function aliasFor(file: string, specifier: string): string | undefined {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
  if (target.startsWith('..')) return undefined
  if (!EXTENSIONS.some((extension) => existsSync(path.join(root, target + extension)))) return undefined
  if (topOf(target) === topOf(file)) return undefined
  const bare = target.replace(/\.tsx?$/, '')
  if (fileAliases.has(bare)) return fileAliases.get(bare)
  const folder = topOf(target)
  const alias = folderAliases.get(folder)
  if (!alias || !target.includes('/')) return undefined
  return `${alias}/${target.slice(folder.length + 1)}`
}

const check = process.argv.includes('--check')
const left: string[] = []
const changed: string[] = []
for (const file of files) {
  const source = readFileSync(path.join(root, file), 'utf8')
  const rewritten = source.replace(SPECIFIER, (whole, head: string, quote: string, specifier: string) => {
    const alias = aliasFor(file, specifier)
    if (!alias) return whole
    left.push(`${file}: '${specifier}' → '${alias}'`)
    return `${head}${quote}${alias}${quote}`
  })
  if (rewritten !== source && !check) {
    writeFileSync(path.join(root, file), rewritten)
    changed.push(file)
  }
}

if (check) {
  if (left.length) {
    console.error(`${left.length} imports saem da sua pasta por um caminho relativo; rode \`npm run alias-imports\`:\n${left.join('\n')}`)
    process.exit(1)
  }
} else {
  // An alias is shorter than the path it replaces: Prettier may join lines it had split.
  if (changed.length) execFileSync(path.join(root, 'node_modules/.bin/prettier'), ['--write', '--log-level=warn', ...changed], { cwd: root, stdio: 'inherit' })
  console.log(`alias-imports: ${left.length} imports in ${changed.length} files rewritten`)
}
