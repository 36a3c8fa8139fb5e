import { BlockList, isIPv6 } from 'node:net'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import type { Request, RequestHandler } from 'express'
import type { Pool } from 'pg'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { PageCache } from '#infra/pages/pageCache'
import { quotaRefusals } from '#infra/metrics/counts'
import { EMAIL_QUEUE } from '#infra/email/sendEmailTask'
import type { ChatHub } from '../chat'
import { emailQueueCounts } from './reads'
import { sweepRecords } from '../sweeps'

const WEBHOOK_PATH = '/api/billing/webhook'

/** Remembers the prefix the next router is mounted at (server/app.ts's table), for `routePattern`. */
export const rememberRoutePrefix =
  (prefix: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.routePrefix = prefix === '/' ? '' : prefix
    next()
  }

/**
 * A request's route pattern, never its raw path (bounded label values): Express's matched route
 * (`/api/job-details/:id`), else the path with ids as `:id` for the API (Payload's own routes) and
 * a family name for the rest; anything answered 404 is `(not found)`.
 */
function routePattern(req: IncomingMessage, status: number): string {
  const express = req as Partial<Request>
  if (express.route?.path && typeof express.route.path === 'string') {
    // Express resets req.baseUrl when an error leaves the router: the prefix server/app.ts mounted it at stands in.
    const base = express.baseUrl || (express.res?.locals.routePrefix as string | undefined) || ''
    // A router's own address ('/' under '/api/me') is the prefix itself.
    return base && express.route.path === '/' ? base : `${base}${express.route.path}`
  }
  if (status === 404) return '(not found)'
  const address = express.originalUrl ?? req.url ?? '/'
  const queryAt = address.indexOf('?')
  const path = queryAt === -1 ? address : address.slice(0, queryAt)
  if (path.startsWith('/media/')) return '/media/*'
  if (path.startsWith('/assets/')) return '/assets/*'
  if (path.startsWith('/socket.io/')) return '/socket.io/*'
  if (path.startsWith('/painel-admin')) return '/painel-admin/*'
  if (path.startsWith('/api/')) return apiPattern(path)
  return '(page)'
}

/**
 * The pattern of an API path outside Express's routes: the lean reads' few addresses above all
 * (issue 42: splitting and testing each part again on every request of the hottest read), kept
 * once worked out; bounded, cleared when full.
 */
const apiPatterns = new Map<string, string>()
const API_PATTERNS_BOUND = 1000
const API_PATTERN_KEY_LIMIT = 128

function apiPattern(path: string): string {
  let pattern = apiPatterns.get(path)
  if (pattern === undefined) {
    const parts = path
      .split('/')
      .filter(Boolean)
      .slice(0, 4)
      .map((part) => (/^\d+$/.test(part) ? ':id' : /^[\w.-]{1,40}$/.test(part) ? part : ':param'))
    pattern = `/${parts.join('/')}`
    // Only the short addresses the app asks for are kept: a stranger's 15,000-character paths would make the map megabytes.
    if (path.length > API_PATTERN_KEY_LIMIT) return pattern
    if (apiPatterns.size >= API_PATTERNS_BOUND) apiPatterns.clear()
    apiPatterns.set(path, pattern)
  }
  return pattern
}

/** Whether `address` (the socket's, or the client's by X-Forwarded-For under TRUST_PROXY) is in METRICS_ALLOW. */
function metricsAccess(allow: string[]): (address: string | undefined) => boolean {
  const list = new BlockList()
  for (const entry of allow) {
    const [address, bits] = entry.split('/') as [string, string | undefined]
    const type = isIPv6(address) ? 'ipv6' : 'ipv4'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(bits), type)
  }
  return (address) => {
    if (!address) return false
    // An IPv4 client on a dual-stack socket shows as ::ffff:a.b.c.d.
    const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
    return list.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4')
  }
}

/** The metrics' piece of the app's context, made by server/app.ts (server/context.ts). */
export type MetricsPiece = { metrics: Metrics }

export type Metrics = {
  /** Wraps the server's listener: every request answered is counted and timed. */
  measure: (listener: RequestListener) => RequestListener
  /** GET /metrics, in Prometheus' text format, to METRICS_ALLOW only (404 for anyone else). */
  handler: RequestHandler
}

/**
 * The instance's metrics (prom-client, one registry per instance): requests by route pattern and
 * status with latency histograms, the database pool, open sockets, the page cache, the e-mail
 * queue, each sweep's last run, quota refusals and webhook failures, and Node's own.
 */
export function createMetrics({ pool, pageCache, chat, allow }: { pool: Pool; pageCache: PageCache; chat: ChatHub; allow: string[] }): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const labelNames = ['method', 'route', 'status'] as const
  const requests = new Counter({ name: 'http_requests_total', help: 'Requisições HTTP respondidas', labelNames, registers: [registry] })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Tempo até a resposta terminar',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const webhookFailures = new Counter({ name: 'navalha_webhook_failures_total', help: 'Webhooks de pagamento respondidos com erro', registers: [registry] })
  const gauge = (name: string, help: string, collect: (this: Gauge) => void | Promise<void>, labels: string[] = []) =>
    new Gauge({ name, help, labelNames: labels, registers: [registry], collect })

  gauge(
    'navalha_db_pool_connections',
    'Conexões do pool do banco, por estado',
    function () {
      this.set({ state: 'total' }, pool.totalCount)
      this.set({ state: 'idle' }, pool.idleCount)
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
    },
    ['state'],
  )
  gauge('navalha_db_pool_waiting', 'Pedidos esperando uma conexão do pool', function () {
    this.set(pool.waitingCount)
  })
  gauge('navalha_sockets_open', 'Sockets do chat abertos nesta instância', function () {
    this.set(chat.openSockets)
  })
  gauge('navalha_page_cache_entries', 'Páginas no cache de HTML', function () {
    this.set(pageCache.size.entries)
  })
  gauge('navalha_page_cache_bytes', 'Bytes no cache de HTML', function () {
    this.set(pageCache.size.bytes)
  })
  new Counter({
    name: 'navalha_page_cache_requests_total',
    help: 'Leituras do cache de HTML, acertos e faltas',
    labelNames: ['result'],
    registers: [registry],
    collect() {
      this.reset()
      this.inc({ result: 'hit' }, pageCache.hits)
      this.inc({ result: 'miss' }, pageCache.misses)
    },
  })
  gauge(
    'navalha_email_queue',
    'E-mails na fila: a enviar, em nova tentativa, falhos de vez',
    async function () {
      const counts = await emailQueueCounts(pool, EMAIL_QUEUE)
      for (const state of ['pending', 'retrying', 'failed'] as const) this.set({ state }, counts?.[state] ?? 0)
    },
    ['state'],
  )
  gauge(
    'navalha_sweep_last_run_timestamp_seconds',
    'Quando esta instância terminou a última execução de cada varredura',
    function () {
      for (const [sweep, record] of sweepRecords) if (record.runs) this.set({ sweep }, record.lastRunSeconds)
    },
    ['sweep'],
  )
  gauge(
    'navalha_sweep_duration_seconds',
    'Duração da última execução de cada varredura nesta instância',
    function () {
      for (const [sweep, record] of sweepRecords) if (record.runs) this.set({ sweep }, record.durationSeconds)
    },
    ['sweep'],
  )
  new Counter({
    name: 'navalha_sweep_runs_total',
    help: 'Execuções de cada varredura: feitas aqui, puladas (outra instância tinha a vez), falhas',
    labelNames: ['sweep', 'result'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [sweep, record] of sweepRecords) {
        this.inc({ sweep, result: 'ran' }, record.runs)
        this.inc({ sweep, result: 'skipped' }, record.skipped)
        this.inc({ sweep, result: 'failed' }, record.failures)
      }
    },
  })
  new Counter({
    name: 'navalha_quota_refusals_total',
    help: 'Pedidos recusados pela cota mensal do plano',
    labelNames: ['kind'],
    registers: [registry],
    collect() {
      this.reset()
      for (const [kind, count] of quotaRefusals) this.inc({ kind }, count)
    },
  })

  // Each method, route pattern and status gets its counter and histogram children once: prom-client
  // would otherwise hash the labels object on every request (a bounded set: patterns, not paths).
  type Children = { count: () => void; time: (seconds: number) => void }
  const children = new Map<string, Children>()
  const childrenOf = (method: string, route: string, status: number): Children => {
    const key = `${method} ${status} ${route}`
    let found = children.get(key)
    if (!found) {
      const labels = { method, route, status: String(status) }
      const counter = requests.labels(labels)
      const histogram = duration.labels(labels)
      children.set(key, (found = { count: () => counter.inc(), time: (seconds) => histogram.observe(seconds) }))
    }
    return found
  }

  const allowed = metricsAccess(allow)
  return {
    measure: (listener) => (req: IncomingMessage, res: ServerResponse) => {
      const started = performance.now()
      res.once('finish', () => {
        const route = routePattern(req, res.statusCode)
        const measured = childrenOf(req.method ?? 'GET', route, res.statusCode)
        measured.count()
        measured.time((performance.now() - started) / 1000)
        if (route === WEBHOOK_PATH && res.statusCode >= 400) webhookFailures.inc()
      })
      listener(req, res)
    },
    handler: async (req, res) => {
      // req.ip is the client's own address behind a trusted proxy (TRUST_PROXY), the socket's otherwise.
      if (!allowed(req.ip)) return void res.status(404).end()
      res.setHeader('cache-control', 'no-store')
      res.setHeader('content-type', registry.contentType)
      res.send(await registry.metrics())
    },
  }
}
