/**
 * GET /metrics (Prometheus text, METRICS_ALLOW only) and GET /api/ready (readiness apart from
 * liveness) on the real server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningNavalha } from '#server/start'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { subscribe } from '../helpers/plans'
import { createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()
const db = useDatabaseClient(app)
let guarded: RunningNavalha

beforeAll(async () => {
  // A second instance on the same database that lets only 10.0.0.0/8 read its metrics, through a trusted proxy.
  Object.assign(process.env, { METRICS_ALLOW: '10.0.0.0/8', TRUST_PROXY: '1' })
  try {
    const { startNavalha } = await import('#server/start')
    guarded = await startNavalha({ port: 0, log: () => {} })
  } finally {
    delete process.env.METRICS_ALLOW
    delete process.env.TRUST_PROXY
  }
}, 120_000)
afterAll(() => guarded?.close())

/** The value of one sample (`name{labels} value`) in a scrape, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/)
    if (!match || match[1] !== name) continue
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]))
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3])
  }
  return undefined
}

const scrape = async (url = app.url, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/metrics`, { headers })
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
}

describe('GET /metrics', () => {
  it('counts and times requests by route pattern and status, never by raw path', async () => {
    const before = await scrape()
    expect(before.status).toBe(200)
    expect(before.type).toMatch(/^text\/plain; version=0\.0\.4/)
    const count = (text: string, route: string, status: string) => sample(text, 'http_requests_total', { method: 'GET', route, status }) ?? 0

    for (const id of [987654, 987655, 987656]) expect((await fetch(`${app.url}/api/job-details/${id}`)).status).toBe(404)
    await fetch(`${app.url}/api/health`)
    await fetch(`${app.url}/api/open-jobs`)
    await fetch(`${app.url}/api/jobs/123456`)
    await fetch(`${app.url}/api/nada-aqui-${Date.now()}`)

    const after = (await scrape()).text
    expect(count(after, '/api/job-details/:id', '404') - count(before.text, '/api/job-details/:id', '404')).toBe(3)
    expect(count(after, '/api/health', '200')).toBeGreaterThanOrEqual(1)
    expect(count(after, '/api/open-jobs', '200')).toBeGreaterThanOrEqual(1)
    expect(after).not.toMatch(/route="[^"]*(987654|123456|nada-aqui)/)
    expect(sample(after, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' })).toBeGreaterThanOrEqual(1)
    expect(sample(after, 'http_request_duration_seconds_bucket', { method: 'GET', route: '/api/health', status: '200', le: '+Inf' })).toBeGreaterThanOrEqual(1)
  })

  it('shows the pool, sockets, page cache, e-mail queue, sweeps, quota refusals and webhook failures', async () => {
    // A refusal by the monthly quota: a barber on Trimestral with its 8 applications used.
    const barber = await createBarber(app.payload)
    const plan = (await app.payload.find({ collection: 'plans', where: { country: { equals: 'BR' }, audience: { equals: 'barber' }, months: { equals: 3 } } }))
      .docs[0]!
    await subscribe(app.payload, barber, plan)
    for (let i = 0; i < 8; i++)
      await db.query(`INSERT INTO quota_uses (user_id, kind, created_at, updated_at) VALUES ($1, 'application', now(), now())`, [barber.user.id])
    const job = await createJob(app.payload, (await createShop(app.payload)).shop)
    const client = await app.signedIn(barber)
    const refusalsBefore = sample((await scrape()).text, 'navalha_quota_refusals_total', { kind: 'application' }) ?? 0
    expect((await client.post('/api/applications', { job: job.id })).status).toBe(403)
    expect(
      (await fetch(`${app.url}/api/billing/webhook`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).status,
    ).toBeGreaterThanOrEqual(400)

    const text = (await scrape()).text
    expect(sample(text, 'navalha_quota_refusals_total', { kind: 'application' })).toBe(refusalsBefore + 1)
    expect(sample(text, 'navalha_webhook_failures_total')).toBeGreaterThanOrEqual(1)
    expect(sample(text, 'navalha_db_pool_connections', { state: 'total' })).toBeGreaterThan(0)
    expect(sample(text, 'navalha_db_pool_waiting')).toBe(0)
    expect(sample(text, 'navalha_sockets_open')).toBe(0)
    expect(sample(text, 'navalha_page_cache_bytes')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'navalha_page_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(0)
    for (const state of ['pending', 'retrying', 'failed']) expect(sample(text, 'navalha_email_queue', { state })).toBeGreaterThanOrEqual(0)
    // The remask sweep ran at boot, here or on the other instance (one of them skipped it).
    const ran = sample(text, 'navalha_sweep_runs_total', { sweep: 'remask', result: 'ran' }) ?? 0
    const skipped = sample(text, 'navalha_sweep_runs_total', { sweep: 'remask', result: 'skipped' }) ?? 0
    expect(ran + skipped).toBeGreaterThanOrEqual(1)
    if (ran) expect(sample(text, 'navalha_sweep_last_run_timestamp_seconds', { sweep: 'remask' })).toBeGreaterThan(Date.now() / 1000 - 600)
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
  })

  it('answers only the addresses METRICS_ALLOW names, 404 to the rest', async () => {
    const guardedUrl = guarded.url
    expect((await scrape(guardedUrl)).status).toBe(404)
    expect((await scrape(guardedUrl, { 'x-forwarded-for': '8.8.8.8' })).status).toBe(404)
    const inside = await scrape(guardedUrl, { 'x-forwarded-for': '10.1.2.3' })
    expect(inside.status).toBe(200)
    expect(inside.text).toContain('http_requests_total')
    // A client's own X-Forwarded-For is kept by the balancer, which appends the address it saw:
    // only that last one counts (TRUST_PROXY=1 trusts one hop), so writing an allowed address first gets nothing.
    expect((await scrape(guardedUrl, { 'x-forwarded-for': '10.1.2.3, 8.8.8.8' })).status).toBe(404)
    // Without TRUST_PROXY the header is nobody's word: loopback only.
    expect((await scrape(app.url, { 'x-forwarded-for': '10.1.2.3' })).status).toBe(200)
  })
})

describe('GET /api/ready', () => {
  it('is ready when the database answers, every migration is applied and the chat adapter listens; liveness stays apart', async () => {
    const ready = await fetch(`${app.url}/api/ready`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: true, migrations: true, realtime: true } })

    // The other instance, asked first while a migration is missing, is not ready; it is alive.
    const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM payload_migrations ORDER BY id DESC LIMIT 1')
    await db.query('DELETE FROM payload_migrations WHERE id = $1', [rows[0]!.id])
    try {
      const notReady = await fetch(`${guarded.url}/api/ready`)
      expect(notReady.status).toBe(503)
      expect(await notReady.json()).toMatchObject({ status: 'unavailable', checks: { database: true, migrations: false, realtime: true } })
      expect((await fetch(`${guarded.url}/api/health`)).status).toBe(200)
    } finally {
      await db.query('INSERT INTO payload_migrations (id, name, batch, created_at, updated_at) SELECT $1, $2, 1, now(), now()', [rows[0]!.id, rows[0]!.name])
    }
    expect((await fetch(`${guarded.url}/api/ready`)).status).toBe(200)
  })
})
