/**
 * Part of `npm run lint` (issue 28): a route handler parses its input, calls one function of its
 * area's store or of server/read/, and answers; SQL lives there, not in the handler. Fails, naming
 * the file and line, when a file under server/routes/ or a `server/<area>/route*.ts` calls
 * `.query(`, imports a value from `pg` (a type-only import is fine), or holds an SQL statement in a
 * string (SELECT …, INSERT INTO, UPDATE … SET, DELETE FROM, WITH … AS).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ROUTE_FILE = /^server\/(routes\/.+|[^/]+\/routes?[^/]*)\.tsx?$/

const RULES: [RegExp, string][] = [
  [/\.query\s*(<[^>]*>)?\s*\(/, 'chama .query('],
  [/^\s*import\s+(?!type\b)[^'"]*\bfrom\s+['"]pg['"]/, "importa valores de 'pg'"],
  [/\bimport\s*\(\s*['"]pg['"]\s*\)/, "importa 'pg'"],
  [/(['"`]|^)\s*(SELECT\s+(\*|[\w"(])|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|WITH\s+\w+\s+AS\b)/, 'escreve uma instrução SQL'],
]

/** The text without comments, kept line for line so a finding names its line. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => ROUTE_FILE.test(file) && existsSync(path.join(root, file)))

const found: string[] = []
for (const file of files) {
  withoutComments(readFileSync(path.join(root, file), 'utf8'))
    .split('\n')
    .forEach((line, index) => {
      for (const [pattern, what] of RULES) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${what}`)
    })
}

if (found.length) {
  console.error(`SQL em arquivos de rotas; leve-o ao store da área ou a server/read/:\n${found.join('\n')}`)
  process.exit(1)
}
