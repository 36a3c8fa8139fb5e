/**
 * Part of `npm run lint` (issues 28 and 38): a file that runs SQL says so by its name. SQL is
 * allowed only in `infra/`, `migrations/`, `scripts/`, `tests/` (the tests and the benchmarks set
 * up and inspect the database directly) and in files named `reads.ts` or `store.ts` (an area's of
 * server/, a collection folder's for the hooks that need SQL, or another folder's). Every other
 * .ts or .tsx file of the repository is read, and the check fails, naming the file and line, when
 * one calls `.query(`, writes `sql\`…\``, imports a value from `pg` (a type-only import is fine) or
 * holds an SQL statement in a string (SELECT …, INSERT INTO, UPDATE … SET, DELETE FROM, WITH … AS).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.tsx?$/
const ALLOWED = /^(infra|migrations|scripts|tests|node_modules)\/|(^|\/)(reads|store)\.ts$/

const RULES: [RegExp, string][] = [
  [/\.query\s*(<[^>]*>)?\s*\(/, 'chama .query('],
  [/\bsql\s*`/, 'escreve sql`…`'],
  [/^\s*import\s+(?!type\b)[^'"]*\bfrom\s+['"]pg['"]/, "importa valores de 'pg'"],
  [/\bimport\s*\(\s*['"]pg['"]\s*\)/, "importa 'pg'"],
  [/(['"`]|^)\s*(SELECT\s+(\*|[\w"(])|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS\b)/, 'escreve uma instrução SQL'],
]

/** A line that only looks like SQL (another library's `.query(`) says so: `// not SQL: <what it is>`. */
const NOT_SQL = /\/\/ not SQL: \S/

/** The text without comments, kept line for line so a finding names its line. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => SOURCE.test(file) && !ALLOWED.test(file) && existsSync(path.join(root, file)))

const found: string[] = []
for (const file of files) {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n')
  withoutComments(lines.join('\n'))
    .split('\n')
    .forEach((line, index) => {
      if (NOT_SQL.test(lines[index]!)) return
      for (const [pattern, what] of RULES) {
        if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}`)
      }
    })
}
if (found.length) {
  console.error(`SQL fora de infra/, migrations/ e dos arquivos reads.ts e store.ts; leve-o ao reads.ts ou store.ts da pasta:\n${found.join('\n')}`)
  process.exit(1)
}
