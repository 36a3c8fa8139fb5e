/**
 * Issue 40 attacked from outside (decisions 0066 and 0068): races on 'Renovar', generated garbage in
 * every new job field and every new open-jobs parameter, bulk writes and the method override. Each
 * case here is a way in that should be shut: a 4xx in Portuguese, never a 500, never a second use of
 * the plan's quota for one reopening.
 */
import fc from 'fast-check'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import type { Job, Plan } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { brazilPlan, subscribe as subscribeTo } from '../helpers/plans'
import { createAccount, createBarber, createJob, createShop, type Account, type ShopAccount } from '#server/seed/factories'
import { sweepJobExpiry } from '#server/jobs/expiry'

const app = useTestApp()
let db: pg.Pool
let plans: Plan[]
let shop: ShopAccount

beforeAll(async () => {
  db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 })
  plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })).docs
  shop = await createShop(app.payload, { name: 'Barbearia Ataque', profile: { state: 'SP', city: 'São Paulo' } })
}, 120_000)
afterAll(async () => {
  await db?.end()
})

const stored = (job: Job) => app.payload.findByID({ collection: 'jobs', id: job.id, depth: 0, overrideAccess: true })
const subscribe = (account: Account, months: number) => subscribeTo(app.payload, account, brazilPlan(plans, 'barbershop', months))
const jobUses = async (account: Account) =>
  Number((await db.query("SELECT count(*)::int AS n FROM quota_uses WHERE user_id = $1 AND kind = 'job'", [account.user.id])).rows[0].n)

describe("'Renovar' raced", () => {
  it('reopens an expired job once when renewed four times at once: one use of the quota, not four', { timeout: 120_000 }, async () => {
    const account = await createShop(app.payload, { name: 'Barbearia Corrida' })
    await subscribe(account, 6)
    const job = await createJob(app.payload, account.shop, { title: 'Vaga renovada em corrida' })
    await db.query('UPDATE jobs SET published_at = $2 WHERE id = $1', [job.id, new Date(Date.now() - 61 * DAY_MS).toISOString()])
    await sweepJobExpiry(app.payload, new Date())
    expect((await stored(job)).status).toBe('inactive')
    const before = await jobUses(account)
    const client = await app.signedIn(account)
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.post(`/api/my-jobs/${job.id}/renew`, {})))
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    expect(await jobUses(account)).toBe(before + 1)
    expect(await stored(job)).toMatchObject({ status: 'active', expiredAt: null })
  })

  it('is refused to a barber, and the override of its method is no way around the owner check', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga que barbeiro tenta renovar' })
    const barber = await app.signedIn(await createBarber(app.payload))
    const before = (await stored(job)).publishedAt
    expect((await barber.post(`/api/my-jobs/${job.id}/renew`, {})).status).toBe(403)
    for (const headers of [{ 'x-http-method-override': 'PATCH' }, { 'x-http-method-override': 'DELETE' }]) {
      const answer = await barber.post(`/api/my-jobs/${job.id}/renew`, {}, { headers })
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
    }
    const overridden = await barber.post(`/api/my-jobs/${job.id}/renew?_method=PATCH`, {})
    expect(overridden.status).toBeGreaterThanOrEqual(400)
    expect(overridden.status).toBeLessThan(500)
    expect((await stored(job)).publishedAt).toBe(before)
  })
})

/** Values a hostile client puts where a number or a boolean goes. */
const garbage = fc.oneof(
  fc.constantFrom<unknown>(
    '1e309',
    Number('1e309') as unknown,
    '-1',
    -1,
    0.5,
    'NaN',
    '',
    ' ',
    '__proto__',
    '0x10',
    '1_000',
    '٣',
    'true',
    2 ** 63,
    -(2 ** 53),
    null,
  ),
  fc.string(),
  fc.double(),
  fc.integer(),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'amount', 'period', 'constructor', 'x'), fc.oneof(fc.string(), fc.integer())),
  fc.boolean(),
)

describe('generated values in the new job fields', () => {
  it('never answer 500 by REST create or update, and leave the stored job valid', { timeout: 240_000 }, async () => {
    const client = await app.signedIn(shop)
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga alvo de valores gerados', contractType: 'chair_rental' } as Partial<Job>)
    const body = { title: 'Vaga com valores gerados', description: 'Vaga para barbeiro com experiência em degradê e barba.' }
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            urgent: garbage,
            openings: garbage,
            rent: fc.oneof(garbage, fc.record({ amount: garbage, period: fc.oneof(garbage, fc.constantFrom('day', 'week', 'month')) })),
            payKind: fc.oneof(garbage, fc.constantFrom('monthly', 'daily', 'commission')),
            payMin: garbage,
            contractType: fc.oneof(fc.constant('chair_rental'), garbage),
          },
          { requiredKeys: [] },
        ),
        async (fields) => {
          const created = await client.post('/api/jobs', { ...body, ...fields })
          expect(created.status, `${JSON.stringify(fields)} ${created.text}`).toBeLessThan(500)
          const patched = await client.patch(`/api/jobs/${job.id}`, fields)
          expect(patched.status, `${JSON.stringify(fields)} ${patched.text}`).toBeLessThan(500)
          const now = await stored(job)
          expect(Number.isInteger(now.openings) && now.openings! >= 1 && now.openings! <= 20, JSON.stringify(now.openings)).toBe(true)
          expect(typeof now.urgent).toBe('boolean')
        },
      ),
      { numRuns: 40 },
    )
  })

  it('are not written by a bulk PATCH with where, nor by a method override of one', async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga alvo do PATCH em massa' })
    const client = await app.signedIn(shop)
    const where = `where[id][equals]=${job.id}`
    const bulk = await client.patch(`/api/jobs?${where}`, { urgent: true, openings: 7, publishedAt: new Date(0).toISOString() })
    expect(bulk.status).toBeGreaterThanOrEqual(400)
    expect(bulk.status).toBeLessThan(500)
    const overridden = await client.post(`/api/jobs?${where}`, { urgent: true, openings: 7 }, { headers: { 'x-http-method-override': 'PATCH' } })
    expect(overridden.status).toBeLessThan(500)
    const method = await client.post(`/api/jobs?${where}&_method=PATCH`, { urgent: true, openings: 7 })
    expect(method.status).toBeLessThan(500)
    expect(await stored(job)).toMatchObject({ urgent: false, openings: 1 })
  })
})

describe('generated open-jobs parameters', () => {
  const word = fc.oneof(
    fc.constantFrom('pay', 'recent', 'monthly', 'daily', 'true', 'false', '1e309', 'NaN', '-1', '__proto__', '', 'BR', 'PT', 'EUR', 'sim', '%00', "$'", '$&'),
    fc.string({ maxLength: 12 }),
  )
  const param = fc.tuple(
    fc.constantFrom('sort', 'payKind', 'payMin', 'urgent', 'country', 'firstCountry', 'page', 'limit', 'kind', 'contractType', 'near'),
    fc.constantFrom('', '[]', '[0]', '[__proto__]', '[a][b]'),
    word,
  )
  it('answer 200 or a 400 in Portuguese, never a 500', { timeout: 240_000 }, async () => {
    const visitor = new ApiClient(app.url)
    await fc.assert(
      fc.asyncProperty(fc.array(param, { minLength: 1, maxLength: 5 }), async (params) => {
        const query = params.map(([name, bracket, value]) => `${encodeURIComponent(name)}${bracket}=${encodeURIComponent(value)}`).join('&')
        const answer = await visitor.get(`/api/open-jobs?${query}`)
        expect([200, 400], `${query} ${answer.status} ${answer.text}`).toContain(answer.status)
        if (answer.status === 400) expect(answer.text, query).toMatch(/[ãáéíóúçê]|Informe|inválid/i)
      }),
      { numRuns: 120 },
    )
  })
})

describe("'Reabrir vaga' raced", () => {
  it('reopens a closed job once when the shop sends status active four times at once: one use of the quota', { timeout: 120_000 }, async () => {
    const account = await createShop(app.payload, { name: 'Barbearia Reabre' })
    await subscribe(account, 6)
    const job = await createJob(app.payload, account.shop, { title: 'Vaga reaberta em corrida', status: 'inactive' })
    const before = await jobUses(account)
    const client = await app.signedIn(account)
    const answers = await Promise.all(Array.from({ length: 4 }, () => client.patch(`/api/jobs/${job.id}`, { status: 'active' })))
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    expect(await jobUses(account)).toBe(before + 1)
  })
})

describe('an alert made from a search with generated pay filters', () => {
  it('is saved or refused with a 4xx, never a 500, and the list of alerts still reads', { timeout: 240_000 }, async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            payKind: fc.oneof(garbage, fc.constantFrom('monthly', 'daily', 'commission', 'per_service', 'salary_commission')),
            payMin: fc.oneof(garbage, fc.constantFrom('3000', '300000', '999999999999', '1e309', '0', '-5', '30.5')),
            city: fc.oneof(fc.constant('São Paulo'), fc.string({ maxLength: 8 })),
            country: fc.constantFrom('BR', 'PT', 'XX', ''),
          },
          { requiredKeys: [] },
        ),
        async (filters) => {
          const created = await client.post('/api/job-alerts', { filters, delivery: 'instant' })
          expect(created.status, `${JSON.stringify(filters)} ${created.text}`).toBeLessThan(500)
          if (created.status < 300) {
            const listed = await client.get('/api/job-alerts')
            expect(listed.status, listed.text).toBe(200)
            await client.delete(`/api/job-alerts/${created.body.doc?.id ?? created.body.id}`)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe("'Renovar' against the sweep and the trial lock", () => {
  it('a renewal arriving while the sweep closes the job waits, then reopens the expired job and counts it', { timeout: 120_000 }, async () => {
    const account = await createShop(app.payload, { name: 'Barbearia Atrasada' })
    await subscribe(account, 6)
    const job = await createJob(app.payload, account.shop, { title: 'Vaga fechada durante a renovação' })
    const before = await jobUses(account)
    const client = await app.signedIn(account)
    // The sweep's transaction, held open: the row locked and closed as Expirada, not yet committed.
    const sweep = await db.connect()
    try {
      await sweep.query('BEGIN')
      await sweep.query("UPDATE jobs SET status = 'inactive', expired_at = now() WHERE id = $1", [job.id])
      const renewal = client.post(`/api/my-jobs/${job.id}/renew`, {})
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await sweep.query('COMMIT')
      const answer = await renewal
      expect(answer.status, answer.text).toBe(200)
    } finally {
      sweep.release()
    }
    expect(await stored(job)).toMatchObject({ status: 'active', expiredAt: null })
    expect(await jobUses(account)).toBe(before + 1)
  })

  it('is refused to a shop whose trial is over, open job or expired, and changes nothing', async () => {
    const account = await createShop(app.payload, { name: 'Barbearia Trancada' })
    const open = await createJob(app.payload, account.shop, { title: 'Vaga aberta de conta trancada' })
    const expired = await createJob(app.payload, account.shop, { title: 'Vaga expirada de conta trancada', status: 'inactive' })
    await app.payload.update({ collection: 'users', id: account.user.id, data: { trialEndsAt: new Date(Date.now() - 30 * DAY_MS).toISOString() }, depth: 0 })
    const client = await app.signedIn(account)
    for (const job of [open, expired]) {
      const before = await stored(job)
      const answer = await client.post(`/api/my-jobs/${job.id}/renew`, {})
      expect(answer.status, answer.text).toBe(403)
      expect(await stored(job)).toMatchObject({ status: before.status, publishedAt: before.publishedAt })
    }
  })
})

describe('the expiry sweep and a job it cannot close through Payload', () => {
  it('still closes the other due jobs, leaves that one for the next sweep and says so', { timeout: 120_000 }, async () => {
    const account = await createShop(app.payload, { name: 'Barbearia Antiga' })
    const broken = await createJob(app.payload, account.shop, { title: 'Vaga antiga de regras velhas' })
    const sound = await createJob(app.payload, account.shop, { title: 'Vaga antiga e sã' })
    const old = new Date(Date.now() - 61 * DAY_MS).toISOString()
    await db.query('UPDATE jobs SET published_at = $2 WHERE id = ANY($1)', [[broken.id, sound.id], old])
    // A row written under older rules (or by hand) that today's validation refuses.
    await db.query("UPDATE jobs SET contract_type = 'freelance', rent_amount = 15000, rent_period = 'week' WHERE id = $1", [broken.id])
    // The sweep says so (its schedule logs it), after closing every other due job.
    await expect(sweepJobExpiry(app.payload, new Date())).rejects.toThrow(String(broken.id))
    expect((await stored(sound)).status).toBe('inactive')
    expect((await stored(broken)).status).toBe('active')
  })
})

describe("the console's facade with odd values", () => {
  it('answers a 4xx, never a 500, for openings, urgent and rent that are not what they should be', { timeout: 120_000 }, async () => {
    const job = await createJob(app.payload, shop.shop, { title: 'Vaga editada no console com lixo' })
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const record = (await admin.get(`/api/admin/jobs/${job.id}`)).body
    const odd: Record<string, unknown>[] = [
      { openings: '1e309' },
      { openings: [] },
      { openings: { __proto__: 3 } },
      { openings: '5' },
      { urgent: 'sim' },
      { urgent: [true] },
      { rent: { amount: '1e309', period: 'week' } },
      { rent: { amount: 1500, period: 'year' } },
      { rent: [] },
      { publishedAt: 'ontem', expiredAt: 12 },
    ]
    for (const fields of odd) {
      const answer = await admin.request('PUT', `/api/admin/jobs/${job.id}`, { json: { ...record, ...fields } })
      expect(answer.status, `${JSON.stringify(fields)} ${answer.text}`).toBeLessThan(500)
    }
    const now = await stored(job)
    expect(Number.isInteger(now.openings) && now.openings! >= 1 && now.openings! <= 20).toBe(true)
    expect(typeof now.urgent).toBe('boolean')
    expect(now.publishedAt).toBe(job.publishedAt)
  })
})

describe('odd ids and parameters on the shop panel', () => {
  it("answer a 4xx, never a 500: 'Renovar' with ids that are no job's, the expiring list with lists and objects", async () => {
    const client = await app.signedIn(shop)
    for (const id of ['1e3', '-1', '0x10', '99999999999999999999', '1.5', '%00', '__proto__', 'NaN', ' 1']) {
      const answer = await client.post(`/api/my-jobs/${encodeURIComponent(id)}/renew`, {})
      expect(answer.status, `${id} ${answer.text}`).toBeGreaterThanOrEqual(400)
      expect(answer.status, `${id} ${answer.text}`).toBeLessThan(500)
    }
    for (const query of ['expiring[]=true', 'expiring[a]=true', 'expiring=true&expiring=false', 'expiring=%00', 'expiring=TRUE']) {
      const answer = await client.get(`/api/my-jobs?${query}`)
      expect(answer.status, `${query} ${answer.text}`).toBeLessThan(500)
    }
  })
})
