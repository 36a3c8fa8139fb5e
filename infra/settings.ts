import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { DEFAULT_PUSH_SERVICE_HOSTS } from '#domain/push'

/** Everything the process reads from its environment, read once (`environmentSchema` below). */
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
  /** EMBEDDED_PG_LOG=1: the embedded PostgreSQL's own log lines in the server's output. */
  embeddedPostgresLog: boolean
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
  /** Proxies in front whose X-Forwarded-For entries are believed, counted from the server (Express's `trust proxy` hop count); false: none. */
  trustProxy: number | false
  billing: BillingSettings
  /** WEB_DIST_DIR: where the built web app lives; unset, dist/web. */
  webDistDir: string | undefined
  /** RATE_LIMIT_SCALE: every rate limit multiplied by it (tests sign in many times from one address). */
  rateLimitScale: number
  /** METRICS_ALLOW: the addresses and CIDR blocks GET /metrics answers (loopback when unset); the rest get a 404. */
  metricsAllow: string[]
  /** VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY; unset, the pair kept in the database (infra/push/vapidKeys.ts). */
  vapidKeys: { publicKey: string; privateKey: string } | undefined
  /** VAPID_SUBJECT: how push services reach the operator (a mailto: or https: address). */
  vapidSubject: string
  /** PUSH_SERVICE_HOSTS: the push services' hosts a subscription may point to, each with its subdomains (decision 0052). */
  pushServiceHosts: string[]
  /** PUSH_PRIVATE_ALLOW: addresses or CIDR blocks a push service may resolve to although not public (a relay inside the network); unset, none. */
  pushPrivateAllow: string[]
  /** PRIVACY_CONTACT_EMAIL: the data protection officer's address, written into the first privacy policy. */
  privacyContactEmail: string
  /** Repeated attempts to pass a contact before a hire (issue 37, decision 0054). */
  contactAttempts: ContactAttemptSettings
}

/**
 * The second line of defence behind the masking: the attempt that puts a conversation (or a
 * profile) under review, the one after which the sender's messages in that conversation are
 * refused, the window they are counted in and how long the refusal lasts.
 */
type ContactAttemptSettings = { flagAt: number; pauseAt: number; windowHours: number; pauseHours: number }

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

function billingSettings(env: Environment, production: boolean): BillingSettings {
  const choice = env.BILLING_PROVIDER
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
    return { provider: 'stripe', secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, api }
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

/** An unset variable and an empty one mean the same: the default. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
const positiveInt = (fallback: number) =>
  optional.transform((value, context) => {
    if (value === undefined) return fallback
    const parsed = Number(value)
    if (Number.isInteger(parsed) && parsed > 0) return parsed
    context.addIssue({ code: 'custom', message: 'deve ser um número inteiro positivo' })
    return z.NEVER
  })
const url = (protocols: string[]) =>
  optional.refine((value) => value === undefined || (URL.canParse(value) && protocols.includes(new URL(value).protocol)), {
    error: `deve ser um endereço ${protocols.map((protocol) => protocol.replace(':', '')).join(' ou ')} completo`,
  })

/**
 * The environment, every variable the process reads, in one schema (DESIGN.md §3). Every external
 * part has a local default so that `npm start` needs no configuration; a bad value stops the boot
 * with a message naming the variable.
 */
const environmentSchema = z.object({
  NODE_ENV: optional,
  PORT: positiveInt(3000),
  HOST: optional,
  PUBLIC_URL: url(['http:', 'https:']),
  DATA_DIR: optional,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  EMBEDDED_PG_PORT: positiveInt(54329),
  EMBEDDED_PG_LOG: optional,
  PAYLOAD_SECRET: optional,
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optional,
  SEED_DEMO: optional,
  LOG_LEVEL: optional.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'deve ser fatal, error, warn, info, debug, trace ou silent' }).optional(),
  ),
  MAX_VIDEO_MB: positiveInt(100),
  MAX_IMAGE_MB: positiveInt(10),
  MAX_VIDEO_SECONDS: positiveInt(180),
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  TRUST_PROXY: optional.transform((value, context) => {
    if (value === undefined || value === '0') return false
    const hops = Number(value)
    if (Number.isInteger(hops) && hops > 0 && hops < 10) return hops
    context.addIssue({ code: 'custom', message: 'deve ser o número de proxies na frente (1 atrás do HAProxy; 2 atrás de uma CDN e do HAProxy)' })
    return z.NEVER
  }),
  BILLING_PROVIDER: optional,
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: url(['http:', 'https:']),
  /** Where the built web app lives (parallel test runs build their own). */
  WEB_DIST_DIR: optional,
  /** Multiplies every rate limit (tests sign in many times from one address). */
  RATE_LIMIT_SCALE: positiveInt(1),
  /** Comma-separated addresses or CIDR blocks allowed to read GET /metrics. */
  METRICS_ALLOW: optional,
  /** Web Push's VAPID key pair, base64url (`npx web-push generate-vapid-keys`); both or neither. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: url(['mailto:', 'https:']),
  /** Comma-separated host names of push services (each with its subdomains); unset, the browsers' (domain/push.ts). */
  PUSH_SERVICE_HOSTS: optional.refine(
    (value) => value === undefined || value.split(',').every((host) => /^(?=.*[a-z-])[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(host.trim()) && !isIP(host.trim())),
    { error: 'deve listar nomes de host separados por vírgula (fcm.googleapis.com,push.apple.com), sem endereços IP' },
  ),
  /** Comma-separated addresses or CIDR blocks a push service may resolve to although private; unset, none. */
  PUSH_PRIVATE_ALLOW: optional,
  /** Attempts within the window (one sender, one conversation or one author's texts) that flag it for the console. */
  CONTACT_ATTEMPTS_FLAG_AT: positiveInt(3),
  /** The attempt after which the sender's next messages in that conversation are refused for CHAT_PAUSE_HOURS. */
  CONTACT_ATTEMPTS_PAUSE_AT: positiveInt(5),
  CONTACT_ATTEMPTS_WINDOW_HOURS: positiveInt(24),
  CHAT_PAUSE_HOURS: positiveInt(24),
  /** The data protection officer's address (encarregado/DPO) the first privacy policy names. */
  PRIVACY_CONTACT_EMAIL: optional.refine((value) => value === undefined || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), { error: 'deve ser um e-mail' }),
})

type Environment = z.output<typeof environmentSchema>

/** The environment, parsed; a bad value throws one Portuguese line per variable. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  const parsed = environmentSchema.safeParse(env)
  if (parsed.success) return parsed.data
  const lines = parsed.error.issues.map((issue) => `${String(issue.path[0])} ${issue.message} (recebido: "${env[String(issue.path[0])]}")`)
  throw new Error(`Configuração inválida:\n${lines.join('\n')}`)
}

/** METRICS_ALLOW's or PUSH_PRIVATE_ALLOW's entries, each an IP address or a CIDR block (`10.0.0.0/8`). */
function addressBlocks(name: string, value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/')
    const family = isIP(address ?? '')
    const maxBits = family === 6 ? 128 : 32
    if (!family || extra !== undefined || (bits !== undefined && !(/^\d+$/.test(bits) && Number(bits) <= maxBits))) {
      throw new Error(`Configuração inválida:\n${name} deve listar endereços IP ou blocos CIDR separados por vírgula (recebido: "${entry}")`)
    }
  }
  return entries
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const vars = parseEnvironment(env)
  const production = vars.NODE_ENV === 'production'
  const port = vars.PORT
  const dataDir = path.resolve(vars.DATA_DIR ?? '.data')
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')
  // Without PUBLIC_URL the server is local: it is reached by whichever loopback name the browser
  // was given, and all of them on this port are this same server (decision 0016).
  const trustedOrigins = vars.PUBLIC_URL ? [publicUrl] : LOOPBACK_HOSTS.map((host) => `http://${host}:${port}`)
  if (production && !vars.PAYLOAD_SECRET) {
    throw new Error('PAYLOAD_SECRET é obrigatório em produção (NODE_ENV=production).')
  }
  const secrets = vars.PAYLOAD_SECRET && vars.DATABASE_URL ? undefined : localSecrets(dataDir)
  const seed = vars.SEED_DEMO
  if (Boolean(vars.VAPID_PUBLIC_KEY) !== Boolean(vars.VAPID_PRIVATE_KEY)) {
    throw new Error('VAPID_PUBLIC_KEY e VAPID_PRIVATE_KEY devem ser definidas juntas (ou nenhuma das duas).')
  }
  if (vars.CONTACT_ATTEMPTS_FLAG_AT > vars.CONTACT_ATTEMPTS_PAUSE_AT) {
    throw new Error(
      `Configuração inválida:\nCONTACT_ATTEMPTS_FLAG_AT deve ser menor ou igual a CONTACT_ATTEMPTS_PAUSE_AT (recebido: ${vars.CONTACT_ATTEMPTS_FLAG_AT} e ${vars.CONTACT_ATTEMPTS_PAUSE_AT}): uma conversa pausada já foi sinalizada`,
    )
  }
  const mailFrom = vars.MAIL_FROM ?? 'Navalha <nao-responda@navalha.app>'
  return {
    production,
    port,
    host: vars.HOST ?? (production ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    trustedOrigins,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir,
    databaseUrl: vars.DATABASE_URL,
    embeddedPostgresPort: vars.EMBEDDED_PG_PORT,
    embeddedPostgresLog: vars.EMBEDDED_PG_LOG === '1',
    payloadSecret: vars.PAYLOAD_SECRET ?? secrets!.payloadSecret,
    embeddedPostgresPassword: secrets?.postgresPassword ?? '',
    smtpUrl: vars.SMTP_URL,
    mailFrom,
    seedDemo: seed === '1' ? 'always' : seed === '0' ? 'never' : 'auto',
    logLevel: vars.LOG_LEVEL ?? 'info',
    maxVideoBytes: vars.MAX_VIDEO_MB * MB,
    maxImageBytes: vars.MAX_IMAGE_MB * MB,
    maxVideoSeconds: vars.MAX_VIDEO_SECONDS,
    s3: vars.S3_BUCKET
      ? {
          bucket: vars.S3_BUCKET,
          region: vars.S3_REGION ?? 'us-east-1',
          endpoint: vars.S3_ENDPOINT,
          accessKeyId: vars.S3_ACCESS_KEY_ID,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    trustProxy: vars.TRUST_PROXY,
    billing: billingSettings(vars, production),
    webDistDir: vars.WEB_DIST_DIR,
    rateLimitScale: vars.RATE_LIMIT_SCALE,
    metricsAllow: addressBlocks('METRICS_ALLOW', vars.METRICS_ALLOW ?? '127.0.0.1,::1'),
    vapidKeys: vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY } : undefined,
    vapidSubject: vars.VAPID_SUBJECT ?? `mailto:${mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim()}`,
    privacyContactEmail: vars.PRIVACY_CONTACT_EMAIL ?? 'privacidade@navalha.app',
    pushServiceHosts: vars.PUSH_SERVICE_HOSTS ? vars.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim().toLowerCase()) : [...DEFAULT_PUSH_SERVICE_HOSTS],
    pushPrivateAllow: addressBlocks('PUSH_PRIVATE_ALLOW', vars.PUSH_PRIVATE_ALLOW ?? ''),
    contactAttempts: {
      flagAt: vars.CONTACT_ATTEMPTS_FLAG_AT,
      pauseAt: vars.CONTACT_ATTEMPTS_PAUSE_AT,
      windowHours: vars.CONTACT_ATTEMPTS_WINDOW_HOURS,
      pauseHours: vars.CHAT_PAUSE_HOURS,
    },
  }
}

let cached: Settings | undefined

/** The settings of this process, read once. */
export function settings(): Settings {
  cached ??= loadSettings()
  return cached
}
