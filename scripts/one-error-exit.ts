/**
 * Part of `npm run lint` (issue 38): one exit for errors. Handlers, stores, middleware and hooks
 * throw (a `DomainError`) or pass the error to `next`; only the edge, server/http/errors.ts, writes
 * an error body, and Payload's own error path is put in that shape in infra/errors/. Fails, naming
 * the file and line, when any other file answers a status that is not a literal 1xx–3xx (a 4xx, a
 * 5xx, or one in a variable) through `.status(…).json(`, `.sendStatus(`, `.statusCode =` or
 * `.writeHead(`, or calls `wireErrorBody(`, `sendError(` or `sendUnavailable(`. A bodiless 404 (a media file) or a
 * page (the HTML 404) is no error body; an answer that is not one by contract (a probe's
 * `{ status }`) says so with a `one-error-exit:` comment on its line or the line before.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const EDGE = /^(server\/http\/errors\.ts|domain\/errors\.ts|infra\/errors\/.+)$/
/**
 * Whether a status argument may be an error: a literal 4xx or 5xx (in any notation: `4_00`,
 * `0x190`), or no literal at all (a status held in a variable). `created ? 201 : 200` is not.
 */
function mayBeError(argument: string): boolean {
  const literals = [...argument.matchAll(/\b(0x[\da-f]+|\d[\d_]*)\b/gi)].map(([literal]) => Number(literal.replaceAll('_', '')))
  return literals.length === 0 || literals.some((status) => status >= 400)
}

/** Each way to set a status, with its argument in the first group (judged by `mayBeError`), and the writers of a body. */
const STATUS_RULES: [RegExp, string][] = [
  [/\.status\(([^()]*(?:\([^()]*\))?[^()]*)\)\s*\.json\(/g, '.status(4xx|5xx|variável).json('],
  [/\.sendStatus\(([^()]*)\)/g, '.sendStatus(4xx|5xx|variável)'],
  [/\.statusCode\s*=(?!=)\s*([^\n;]+)/g, '.statusCode = 4xx|5xx|variável'],
  [/\.writeHead\(([^,()]*)[,)]/g, '.writeHead(4xx|5xx|variável'],
]
const BODY_WRITERS = /\b(wireErrorBody|sendError|sendUnavailable)\s*\(/g

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/^(tests|scripts|web|admin|node_modules)\//.test(file) && !EDGE.test(file) && existsSync(path.join(root, file)))

const found: string[] = []
for (const file of files) {
  const source = readFileSync(path.join(root, file), 'utf8')
  const lines = source.split('\n')
  const report = (index: number, what: string) => {
    const line = source.slice(0, index).split('\n').length
    if (!/one-error-exit:/.test(`${lines[line - 2] ?? ''}\n${lines[line - 1]}`)) found.push(`${file}:${line}: ${what}`)
  }
  for (const [pattern, what] of STATUS_RULES) for (const match of source.matchAll(pattern)) if (mayBeError(match[1]!)) report(match.index, what)
  for (const match of source.matchAll(BODY_WRITERS)) report(match.index, 'escreve um corpo de erro')
}

if (found.length) {
  console.error(`Respostas de erro fora da borda; lance um DomainError (server/http/errors.ts responde):\n${found.join('\n')}`)
  process.exit(1)
}
