import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Express } from 'express'
import type { Migration, Payload } from 'payload'
import { postgresAdapter } from '#infra/database/adapter'
import { ClosablePool } from '#infra/database/pool'
import { DatabaseAvailability } from '#infra/database/availability'
import { embeddedConnectionString, startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { loadSettings, type Settings } from '#infra/settings'
import type { BootPhases } from './bootPhases'
import { answerMalformedRequest } from './http/requestInput'

export type RunningNavalha = {
  url: string
  payload: Payload
  settings: Settings
  embedded: boolean
  /** The Express app alone, without the lean reads in front of it (tests compare the two). */
  express: Express
  close: () => Promise<void>
}

export type StartOptions = {
  /** Listen on this port (0 = any free port); defaults to PORT. */
  port?: number
  log?: (message: string) => void
  /**
   * The embedded PostgreSQL, already starting (main.ts starts it first, DATABASE_URL set to its
   * address): awaited only where the boot first needs it. Unset, and without DATABASE_URL, the
   * boot starts it itself.
   */
  database?: Promise<EmbeddedDatabase>
  /** Where the boot's phases are told (main.ts logs them at debug level). */
  phases?: BootPhases
  /** Awaited before the app is made (it reads the built template): the web app's build, when a process of its own makes it. */
  beforeListening?: Promise<void>
}

/**
 * Boot order (issue 42): the embedded PostgreSQL (when DATABASE_URL is unset) starts first, in its
 * own process, while this one loads the server's modules and builds the Payload config; Payload
 * connects once both are done; then migrations, default content and demo data, and finally the
 * HTTP server.
 */
export async function startNavalha(options: StartOptions = {}): Promise<RunningNavalha> {
  const log = options.log ?? ((message: string) => console.log(message))
  const phases = options.phases
  let databaseStarting = options.database
  if (!databaseStarting && !loadSettings().databaseUrl) {
    const initial = loadSettings()
    const embeddedOptions = {
      dataDir: initial.dataDir,
      port: initial.embeddedPostgresPort,
      password: initial.embeddedPostgresPassword,
      log: initial.embeddedPostgresLog ? (m: string) => log(`[postgres] ${m}`) : undefined,
    }
    databaseStarting = startEmbeddedPostgres(embeddedOptions)
    databaseStarting.catch(() => {})
    process.env.DATABASE_URL = embeddedConnectionString(embeddedOptions)
  }
  const settings = loadSettings()
  const embedded = databaseStarting !== undefined
  let database: EmbeddedDatabase | undefined

  let payload: Payload | undefined
  let server: Server | undefined
  let stopEmailQueue: (() => Promise<void>) | undefined
  let stopUnreadEmails: (() => Promise<void>) | undefined
  let stopReviewSweep: (() => Promise<void>) | undefined
  let stopRemask: (() => Promise<void>) | undefined
  let stopRetention: (() => Promise<void>) | undefined
  let stopJobAlerts: (() => Promise<void>) | undefined
  let stopJobExpiry: (() => Promise<void>) | undefined
  let stopTrialDayReminders: (() => Promise<void>) | undefined
  let chat: import('./chat/realtime').ChatHub | undefined
  try {
    // Everything the boot runs, loaded while the database starts (one thread: in turn, but all before the first wait).
    const [{ getPayload }, { default: configBuilt }, { migrations }, { ensureDefaultContent }, { scheduleEmailQueue }, { createApp }, { ChatHub }] =
      await Promise.all([
        import('payload'),
        import('#payload-config'),
        import('../migrations'),
        import('./seed/content'),
        import('#infra/email/queueRunner'),
        import('./app'),
        import('./chat/realtime'),
      ])
    phases?.mark('module loading')
    const config = await configBuilt
    phases?.mark('configuration')
    database = await databaseStarting
    // Payload would otherwise try to reach a Next.js dev server for hot reloads.
    process.env.DISABLE_PAYLOAD_HMR = 'true'
    // A key of our own, so a process (a test) can boot, stop and boot again without a stale instance.
    const instanceKey = `navalha-${randomUUID()}`
    payload = await getPayload({ config, cron: false, key: instanceKey })
    const pool = postgresAdapter(payload).pool
    if (!(pool instanceof ClosablePool)) throw new Error('o pool do banco não é o de infra/database/pool.ts')
    // A database restart must not crash the process: failed queries surface per request, as 503s
    // while it is out of reach (infra/database/availability.ts).
    // While we close, an external database may be stopped with us (a machine shutting down): those
    // connections ending are the shutdown, not a loss worth a warning.
    const availability = new DatabaseAvailability(pool)
    let closing = false
    const lost = (error: Error) => {
      availability.markDown()
      if (!closing) payload!.logger.warn({ err: error }, 'conexão com o banco de dados perdida')
    }
    pool.on('error', lost)
    pool.onConnectionError = lost
    pool.on('connect', () => availability.markUp())

    // Generated migrations type their argument precisely; Payload's list type says `unknown`.
    await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
    phases?.mark('migrations check')

    await ensureDefaultContent(payload)
    phases?.mark('content check')
    const seedDemo = settings.seedDemo === 'always' || (settings.seedDemo === 'auto' && embedded)
    if (seedDemo) {
      const { seedDemoData } = await import('./seed/demo')
      await seedDemoData(payload, { log, passwordsFile: settings.production ? path.join(settings.dataDir, 'demo-passwords.txt') : undefined })
    }
    // The e-mail queue runs only once the schema exists.
    stopEmailQueue = scheduleEmailQueue(payload)

    // The app reads the web build's template as it is made: the build, when a process of its own makes it, first.
    await options.beforeListening
    chat = new ChatHub({ payload, pool, databaseUrl: settings.databaseUrl! })
    const { app, listener } = createApp({ payload, pool, database: availability, settings, instanceKey, chat })
    const listenPort = options.port ?? settings.port
    server = await new Promise<Server>((resolve, reject) => {
      const listening = createServer(listener)
      listening.on('clientError', answerMalformedRequest)
      listening.once('error', reject)
      listening.listen(listenPort, settings.host, () => resolve(listening))
      if (phases) {
        // The first server-rendered "/" answered: the boot's last phase, as a visitor sees it.
        const firstRender = (request: IncomingMessage, response: ServerResponse) => {
          if (request.method !== 'GET' || request.url !== '/') return
          listening.off('request', firstRender)
          response.once('finish', () => phases.mark('first render'))
        }
        listening.on('request', firstRender)
      }
    })
    phases?.mark('listening')
    await chat.attach(server)
    // After attach: the sweep asks the presence table, which the hub creates, who is away.
    const { scheduleUnreadChatEmails } = await import('./chat/unreadEmails')
    stopUnreadEmails = scheduleUnreadChatEmails(payload)
    const { scheduleReviewSweep } = await import('./reviews/store')
    stopReviewSweep = scheduleReviewSweep(payload)
    const { scheduleRemask } = await import('./operations/remaskSweep')
    stopRemask = scheduleRemask(payload)
    const { backfillTrialDocuments, scheduleRetentionSweep } = await import('./privacy/store')
    await backfillTrialDocuments(payload)
    stopRetention = scheduleRetentionSweep(payload)
    const { scheduleJobAlerts } = await import('./alerts/deliver')
    stopJobAlerts = scheduleJobAlerts(payload)
    const { scheduleJobExpiry } = await import('./jobs/expiry')
    stopJobExpiry = scheduleJobExpiry(payload)
    const { scheduleTrialDayReminders } = await import('./trialDays/reminders')
    stopTrialDayReminders = scheduleTrialDayReminders(payload)
    const { port } = server.address() as AddressInfo
    const url = options.port === undefined ? settings.publicUrl : `http://${settings.host === '0.0.0.0' ? '127.0.0.1' : settings.host}:${port}`

    const running: RunningNavalha = {
      url,
      payload,
      settings,
      embedded,
      express: app,
      // In order, each step once the one before has let go of what the next one closes (issue 39):
      // no new connections; the sweeps; the sockets and the chat's PostgreSQL adapter (the open
      // sockets would keep the HTTP server open); the e-mail queue; Payload's pool; the database.
      close: async () => {
        closing = true
        try {
          const httpClosed = new Promise<void>((resolve) => server!.close(() => resolve()))
          server!.closeIdleConnections()
          await stopUnreadEmails?.()
          await stopReviewSweep?.()
          await stopRemask?.()
          await stopRetention?.()
          await stopJobAlerts?.()
          await stopJobExpiry?.()
          await stopTrialDayReminders?.()
          await chat!.close()
          const lingering = setTimeout(() => server!.closeAllConnections(), 2000).unref()
          await httpClosed
          clearTimeout(lingering)
          await stopEmailQueue?.()
          await payload!.destroy()
        } finally {
          // Whatever failed above (a fatal error's close runs on a process in an unknown state), the
          // embedded PostgreSQL is stopped and waited for: the exit's own hook only signals it.
          await pool.close().catch(() => {})
          await database?.stop()
        }
      },
    }
    return running
  } catch (error) {
    await stopUnreadEmails?.().catch(() => {})
    await stopReviewSweep?.().catch(() => {})
    await stopRemask?.().catch(() => {})
    await stopRetention?.().catch(() => {})
    await stopJobAlerts?.().catch(() => {})
    await stopJobExpiry?.().catch(() => {})
    await stopTrialDayReminders?.().catch(() => {})
    await chat?.close().catch(() => {})
    server?.close()
    await stopEmailQueue?.().catch(() => {})
    await payload?.destroy().catch(() => {})
    const started = database ?? (await databaseStarting?.catch(() => undefined))
    await started?.stop().catch(() => {})
    throw error
  }
}
