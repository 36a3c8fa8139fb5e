/**
 * Part of `npm run lint` (issue 38): one exit for errors. Handlers, stores, middleware and hooks
 * throw (a `DomainError`) or pass the error to `next`; only the edge, server/http/errors.ts, writes
 * an error body, and Payload's own error path is put in that shape in infra/errors/. Fails, naming
 * the file and line, when any other file answers `.status(4xx|5xx).json(…)` or `.sendStatus(4xx|5xx)`,
 * or calls `wireErrorBody(`, `sendError(` or `sendUnavailable(`. A bodiless 404 (a media file) or a
 * page (the HTML 404) is no error body; an answer that is not one by contract (a probe's
 * `{ status }`) says so with a `one-error-exit:` comment on its line or the line before.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const EDGE = /^(server\/http\/errors\.ts|domain\/errors\.ts|infra\/errors\/.+)$/
const RULES: [RegExp, string][] = [
  [/\.status\(\s*[45]\d\d\s*\)\s*\.json\(/g, '.status(4xx|5xx).json('],
  [/\.sendStatus\(\s*[45]\d\d\b/g, '.sendStatus(4xx|5xx)'],
  [/\b(wireErrorBody|sendError|sendUnavailable)\s*\(/g, 'escreve um corpo de erro'],
]

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/^(tests|scripts|web|admin|node_modules)\//.test(file) && !EDGE.test(file) && existsSync(path.join(root, file)))

const found: string[] = []
for (const file of files) {
  const source = readFileSync(path.join(root, file), 'utf8')
  const lines = source.split('\n')
  for (const [pattern, what] of RULES) {
    for (const match of source.matchAll(pattern)) {
      const line = source.slice(0, match.index).split('\n').length
      if (!/one-error-exit:/.test(`${lines[line - 2] ?? ''}\n${lines[line - 1]}`)) found.push(`${file}:${line}: ${what}`)
    }
  }
}

if (found.length) {
  console.error(`Respostas de erro fora da borda; lance um DomainError (server/http/errors.ts responde):\n${found.join('\n')}`)
  process.exit(1)
}
