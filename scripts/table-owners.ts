/**
 * Part of `npm run lint` (issue 38): every table has one owner, named in docs/ARCHITECTURE.md's
 * "Table owners" table (a collection folder, or one store file). Reads that table, then every
 * .ts/.tsx/.mts/.js/.mjs file but tests and migrations, finds each SQL write (INSERT INTO, MERGE
 * INTO, COPY … FROM, UPDATE … SET, DELETE FROM, TRUNCATE, in any case; in strings and sql``
 * templates alike; the browser apps, web/, admin/ and ui/, reach no database and are not read) and fails, naming the file and line,
 * when the writer is not the table's owner, when the table is not in the list, or when the table's
 * name is computed (`${…}`) outside the few writers the list allows to write any table. A table's
 * Payload side tables (`barbers_texts`, `users_roles`, `conversation_flags_rels`) belong to it.
 * The paths live only in the markdown: moving a store means changing its row, not this file.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ARCHITECTURE = 'docs/ARCHITECTURE.md'
const SECTION = '## Table owners'
/** The tables column of a writer that may write any table (the account's erasure). */
const ANY_TABLE = '*'

const problems: string[] = []

/** table → owner path (a file, or a folder ending in /), and the writers of any table. */
function readOwners(): { owners: Map<string, string>; anyTable: string[] } {
  const text = readFileSync(path.join(root, ARCHITECTURE), 'utf8')
  const start = text.indexOf(`\n${SECTION}\n`)
  if (start < 0) throw new Error(`${ARCHITECTURE}: falta a seção "${SECTION}"`)
  const end = text.indexOf('\n## ', start + 1)
  const section = text.slice(start, end < 0 ? undefined : end)
  const owners = new Map<string, string>()
  const anyTable: string[] = []
  for (const row of section.split('\n').filter((line) => /^\|\s*`/.test(line))) {
    const [tables = '', owner = ''] = row.split('|').slice(1)
    const ownerPath = /`([^`]+)`/.exec(owner)?.[1]
    const names = [...tables.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)
    if (!ownerPath || !names.length) {
      problems.push(`${ARCHITECTURE}: linha sem tabela ou sem dono: ${row.trim()}`)
      continue
    }
    if (!existsSync(path.join(root, ownerPath))) problems.push(`${ARCHITECTURE}: o dono ${ownerPath} não existe`)
    for (const name of names) {
      if (name === ANY_TABLE) anyTable.push(ownerPath)
      else if (owners.has(name)) problems.push(`${ARCHITECTURE}: a tabela ${name} tem dois donos (${owners.get(name)}, ${ownerPath})`)
      else owners.set(name, ownerPath)
    }
  }
  return { owners, anyTable }
}

/** The text without comments, kept line for line so a finding names its line. */
const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const TABLE = String.raw`(?:"?\w+"?\s*\.\s*)?"?(\w+)"?`
/** Each SQL write, the written table's name in the first group; no group when the name is computed (`${…}`). */
const WRITES = [
  new RegExp(String.raw`\bINSERT\s+INTO\s+${TABLE}`, 'gi'),
  new RegExp(String.raw`\bMERGE\s+INTO\s+(?:ONLY\s+)?${TABLE}`, 'gi'),
  new RegExp(String.raw`\bCOPY\s+${TABLE}(?:\s*\([^)]*\))?\s+FROM\b`, 'gi'),
  new RegExp(String.raw`\bDELETE\s+FROM\s+(?:ONLY\s+)?${TABLE}`, 'gi'),
  new RegExp(String.raw`\bTRUNCATE\s+(?:TABLE\s+)?(?:ONLY\s+)?${TABLE}`, 'gi'),
  // Not `ON CONFLICT … DO UPDATE SET` (the upsert's table is its INSERT's) nor `FOR UPDATE`.
  new RegExp(String.raw`(?<!DO\s+)\bUPDATE\s+(?:ONLY\s+)?${TABLE}(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b`, 'gi'),
  /\b(?:INSERT\s+INTO|MERGE\s+INTO|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+\$\{/gi,
  /(?<!DO\s+)\bUPDATE\s+\$\{[^\n]{0,150}?\sSET\b/gi,
]

/** The owned table a written table belongs to: itself, or the longest owned name it extends with `_`. */
function ownedTable(table: string, owners: Map<string, string>): string | undefined {
  if (owners.has(table)) return table
  return [...owners.keys()].filter((name) => table.startsWith(`${name}_`)).sort((a, b) => b.length - a.length)[0]
}

const owns = (owner: string, file: string) => (owner.endsWith('/') ? file.startsWith(owner) : file === owner)

const { owners, anyTable } = readOwners()
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mts|js|mjs|cjs)$/.test(file) && !/^(migrations|tests|web|admin|ui)\//.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
  .filter((file) => existsSync(path.join(root, file)))

for (const file of files) {
  const text = withoutComments(readFileSync(path.join(root, file), 'utf8'))
  if (anyTable.some((owner) => owns(owner, file))) continue
  for (const pattern of WRITES) {
    for (const match of text.matchAll(pattern)) {
      const where = `${file}:${text.slice(0, match.index).split('\n').length}`
      const written = match[1]
      if (!written) {
        problems.push(`${where}: escreve numa tabela de nome calculado; escreva o nome, ou leve a escrita ao dono da tabela`)
        continue
      }
      const table = ownedTable(written, owners)
      if (!table) problems.push(`${where}: escreve ${written}, que não está na tabela de donos de ${ARCHITECTURE}`)
      else if (!owns(owners.get(table)!, file)) problems.push(`${where}: escreve ${written}, cujo dono é ${owners.get(table)}; chame uma função do dono`)
    }
  }
}

if (problems.length) {
  const ordered = problems.toSorted((a, b) => a.localeCompare(b, 'en', { numeric: true }))
  console.error(`Tabelas escritas fora do dono (${ARCHITECTURE}, "${SECTION}"):\n${ordered.join('\n')}`)
  process.exit(1)
}
