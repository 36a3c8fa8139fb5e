import { AdminAuditLog } from '#collections/AdminAuditLog'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { pt } from '@payloadcms/translations/languages/pt'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { Invitations } from '#collections/Invitations'
import { Applications } from '#collections/Applications'
import { BillingEvents } from '#collections/BillingEvents'
import { QuotaUses } from '#collections/QuotaUses'
import { Barbers } from '#collections/Barbers'
import { Barbershops } from '#collections/Barbershops'
import { ConversationFlags } from '#collections/ConversationFlags'
import { Conversations } from '#collections/Conversations'
import { Faqs } from '#collections/Faqs'
import { LegalDocuments } from '#collections/LegalDocuments'
import { Consents } from '#collections/Consents'
import { Jobs } from '#collections/Jobs'
import { Landing } from '#collections/Landing'
import { createMedia } from '#collections/Media'
import { Messages } from '#collections/Messages'
import { Plans } from '#collections/Plans'
import { ReviewReports } from '#collections/ReviewReports'
import { Reviews } from '#collections/Reviews'
import { SavedJobs } from '#collections/SavedJobs'
import { JobAlerts } from '#collections/JobAlerts'
import { JobAlertDeliveries } from '#collections/JobAlertDeliveries'
import { SupportTickets } from '#collections/SupportTickets'
import { TextAttempts } from '#collections/TextAttempts'
import { TextFlags } from '#collections/TextFlags'
import { createUsers } from '#collections/Users'
import { searchIndexes } from '#infra/database/searchIndexes'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { queuedSharp } from '#media/imageWork'
import { localMediaDir } from '#media/paths'
import { mediaLimits } from '#media/rules'
import { mediaStorage } from '#media/storage'
import { streamedUploads, tempUploadSweeper } from '#media/streaming'
import { trackedPg } from '#infra/database/pool'
import { emailAdapter } from '#infra/email/adapter'
import { sendAccountLinkTask } from '#infra/email/accountEmails'
import { sendEmailTask } from '#infra/email/sendEmailTask'
import { sendPushTask } from '#infra/push/sendPushTask'
import { payloadLogger } from '#infra/logger'
import { settings } from '#infra/settings'
import { translationOverrides } from '#infra/translations'
import { answerDomainError } from '#infra/errors/answerDomainError'
import { explainDatabaseError } from '#infra/errors/explainDatabaseError'
import { withTypeCheckedGlobalWrites, withTypeCheckedWrites } from '#hooks/refuseWrongTypes'
import { auditedCollection, auditedGlobal } from '#hooks/auditStaffWrites'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const env = settings()
const limits = mediaLimits(env)

/**
 * Payload used headless: its Local API and REST handler run inside our Express server
 * (server/), with no admin panel and no Next.js. The schema changes only through the committed
 * migrations in migrations/, applied at boot; never through drizzle's dev "push".
 */
export default buildConfig({
  secret: env.payloadSecret,
  serverURL: env.publicUrl,
  cors: env.trustedOrigins,
  csrf: env.trustedOrigins,
  // Every write's values are checked for their JSON type before anything reads them
  // (hooks/refuseWrongTypes.ts), and every write by staff is audited, whatever the route
  // (hooks/auditStaffWrites.ts).
  collections: [
    createUsers({ secureCookies: env.secureCookies }),
    Barbers,
    Barbershops,
    Jobs,
    Applications,
    Invitations,
    SavedJobs,
    Conversations,
    Messages,
    ConversationFlags,
    createMedia({ staticDir: localMediaDir(env.dataDir), limits }),
    Plans,
    Faqs,
    SupportTickets,
    Reviews,
    ReviewReports,
    BillingEvents,
    QuotaUses,
    AdminAuditLog,
    LegalDocuments,
    Consents,
    JobAlerts,
    JobAlertDeliveries,
    TextAttempts,
    TextFlags,
  ]
    .map(withTypeCheckedWrites)
    .map(auditedCollection),
  globals: [Landing].map(withTypeCheckedGlobalWrites).map(auditedGlobal),
  editor: lexicalEditor(),
  sharp: queuedSharp(limits.maxImagePixels),
  upload: streamedUploads(env),
  plugins: [mediaStorage(env), tempUploadSweeper(env)],
  email: emailAdapter(env),
  logger: payloadLogger,
  i18n: {
    fallbackLanguage: 'pt',
    supportedLanguages: { pt },
    translations: { pt: translationOverrides },
  },
  db: postgresAdapter({
    // A request that cannot get a connection within 10 s (every one busy, or the database not
    // answering) fails as a 503 with Retry-After instead of waiting for ever.
    // Named statements (only the lean open-jobs list names its own, server/jobs/reads.ts) run
    // their one generic plan instead of planning again on every call: the planning was most of
    // that query's database time. Unnamed statements, everything else, are planned as always.
    pool: { connectionString: env.databaseUrl, max: 10, connectionTimeoutMillis: 10_000, options: '-c plan_cache_mode=force_generic_plan' },
    pg: trackedPg,
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    afterSchemaInit: [searchIndexes],
  }),
  jobs: {
    tasks: [sendEmailTask, sendAccountLinkTask, sendPushTask],
    // No autoRun: infra/email/queueRunner.ts runs the queue one run at a time, on a schedule too.
    deleteJobOnComplete: true,
    // Jobs are queued and run by the server itself, never over HTTP.
    access: { queue: nobody, run: isAdmin, cancel: isAdmin },
  },
  // Responses stay lean and population cannot be abused: callers ask for depth when they need it.
  defaultDepth: 1,
  maxDepth: 3,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
  admin: { disable: true },
  debug: false,
  hooks: { afterError: [answerDomainError, explainDatabaseError] },
  // Expected refusals (wrong password, a rule saying no) are not server errors. Payload looks the
  // level up by the error's name; its type lists only its own errors, hence the widening for ours.
  loggingLevels: { APIError: 'info', AuthenticationError: 'info', UnverifiedEmail: 'info', ...({ DomainError: 'info' } as Record<string, 'info'>) },
})
