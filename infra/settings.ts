import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * Everything the process reads from its environment, in one place (DESIGN.md §3), but for three
 * knobs read where they act: WEB_DIST_DIR (server/rendering/build.ts), RATE_LIMIT_SCALE
 * (server/http/rateLimits.ts) and EMBEDDED_PG_LOG (server/start.ts). Every external part has a
 * local default so that `npm start` needs no configuration.
 */
export type Settings = {
  production: boolean
  port: number
  host: string
  publicUrl: string
  /** The origins whose requests may carry the session cookie (CSRF) and read the API (CORS). */
  trustedOrigins: string[]
  secureCookies: boolean
  dataDir: string
  databaseUrl: string | undefined
  embeddedPostgresPort: number
  payloadSecret: string
  embeddedPostgresPassword: string
  smtpUrl: string | undefined
  mailFrom: string
  seedDemo: 'auto' | 'always' | 'never'
  logLevel: string
  maxVideoBytes: number
  maxImageBytes: number
  maxVideoSeconds: number
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string } | undefined
  trustProxy: boolean
  billing: BillingSettings
}

/**
 * Which payment provider serves checkouts (decision 0021): Stripe when its secret key is set; the
 * local sandbox when nothing is set outside production, or when BILLING_PROVIDER=sandbox says so
 * in production; otherwise none, and subscribing answers 503 (`reason` says why in the boot log).
 */
export type BillingSettings =
  | {
      provider: 'stripe'
      secretKey: string
      webhookSecret: string | undefined
      /** STRIPE_API_BASE: another address for Stripe's API (a local stand-in in tests, stripe-mock). */
      api: { host: string; port: number; protocol: 'http' | 'https' } | undefined
    }
  | { provider: 'sandbox' }
  | { provider: 'unavailable'; reason: string }

function billingSettings(env: NodeJS.ProcessEnv, production: boolean): BillingSettings {
  const choice = env.BILLING_PROVIDER || undefined
  if (choice !== undefined && choice !== 'stripe' && choice !== 'sandbox') {
    throw new Error(`BILLING_PROVIDER deve ser "stripe" ou "sandbox" (recebido: "${choice}")`)
  }
  if (env.STRIPE_SECRET_KEY && choice !== 'sandbox') {
    let api: { host: string; port: number; protocol: 'http' | 'https' } | undefined
    if (env.STRIPE_API_BASE) {
      const base = new URL(env.STRIPE_API_BASE)
      const protocol = base.protocol === 'http:' ? 'http' : 'https'
      api = { host: base.hostname, port: Number(base.port) || (protocol === 'http' ? 80 : 443), protocol }
    }
    return { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined, api }
  }
  if (choice === 'stripe') return { provider: 'unavailable', reason: 'BILLING_PROVIDER=stripe sem STRIPE_SECRET_KEY' }
  if (!production || choice === 'sandbox') return { provider: 'sandbox' }
  return {
    provider: 'unavailable',
    reason: 'NODE_ENV=production sem STRIPE_SECRET_KEY: defina as chaves do Stripe, ou BILLING_PROVIDER=sandbox para o ambiente de demonstração',
  }
}

type LocalSecrets = { payloadSecret: string; postgresPassword: string }

/** Secrets generated once per data folder, so a local install needs none and keeps its sessions. */
function localSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets
  mkdirSync(dataDir, { recursive: true })
  const secrets: LocalSecrets = {
    payloadSecret: randomBytes(32).toString('hex'),
    postgresPassword: randomBytes(18).toString('base64url'),
  }
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  chmodSync(file, 0o600)
  return secrets
}

const MB = 1024 * 1024
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} deve ser um número inteiro positivo (recebido: "${value}")`)
  return parsed
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const production = env.NODE_ENV === 'production'
  const port = positiveInt('PORT', env.PORT, 3000)
  const dataDir = path.resolve(env.DATA_DIR || '.data')
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '')
  // Without PUBLIC_URL the server is local: it is reached by whichever loopback name the browser
  // was given, and all of them on this port are this same server (decision 0016).
  const trustedOrigins = env.PUBLIC_URL ? [publicUrl] : LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`)
  if (production && !env.PAYLOAD_SECRET) {
    throw new Error('PAYLOAD_SECRET é obrigatório em produção (NODE_ENV=production).')
  }
  const secrets = env.PAYLOAD_SECRET && env.DATABASE_URL ? undefined : localSecrets(dataDir)
  const seed = env.SEED_DEMO
  return {
    production,
    port,
    host: env.HOST || (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    trustedOrigins,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedPostgresPort: positiveInt('EMBEDDED_PG_PORT', env.EMBEDDED_PG_PORT, 54329),
    payloadSecret: env.PAYLOAD_SECRET || secrets!.payloadSecret,
    embeddedPostgresPassword: secrets?.postgresPassword ?? '',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Navalha <nao-responda@navalha.app>',
    seedDemo: seed === '1' ? 'always' : seed === '0' ? 'never' : 'auto',
    logLevel: env.LOG_LEVEL || 'info',
    maxVideoBytes: positiveInt('MAX_VIDEO_MB', env.MAX_VIDEO_MB, 100) * MB,
    maxImageBytes: positiveInt('MAX_IMAGE_MB', env.MAX_IMAGE_MB, 10) * MB,
    maxVideoSeconds: positiveInt('MAX_VIDEO_SECONDS', env.MAX_VIDEO_SECONDS, 180),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION || 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
        }
      : undefined,
    trustProxy: env.TRUST_PROXY === '1',
    billing: billingSettings(env, production),
  }
}

let cached: Settings | undefined

/** The settings of this process, read once. */
export function settings(): Settings {
  cached ??= loadSettings()
  return cached
}
