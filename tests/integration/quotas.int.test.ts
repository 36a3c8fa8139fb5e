/**
 * Monthly plan quotas (spec §9): 8 / 16 / unlimited applications for barbers and new or reopened
 * jobs for shops, per calendar month in São Paulo time; the trial is unlimited; parallel requests
 * at the boundary cannot exceed it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { monthStart } from '#domain/quota'
import type { Plan } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { errorMessage } from '../helpers/client'
import { brazilPlan, subscribe as subscribeTo } from '../helpers/plans'
import { createBarber, createJob, createShop, type Account } from '#server/seed/factories'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp()
let plans: Plan[]
let shop: Awaited<ReturnType<typeof createShop>>

beforeAll(async () => {
  plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })).docs
  shop = await createShop(app.payload)
}, 120_000)

const planOf = (audience: 'barber' | 'barbershop', months: number) => brazilPlan(plans, audience, months)
const subscribe = (account: Account, plan: Plan) => subscribeTo(app.payload, account, plan)

/** Set-up only: uses already counted, at the given instants. */
async function pastUses(account: Account, kind: 'application' | 'job', instants: Date[]) {
  const pool = postgresAdapter(app.payload).pool
  for (const at of instants)
    await pool.query('INSERT INTO quota_uses (user_id, kind, created_at, updated_at) VALUES ($1, $2, $3, $3)', [account.user.id, kind, at])
}

const jobs = (count: number) => Promise.all(Array.from({ length: count }, () => createJob(app.payload, shop.shop)))
const thisMonth = (count: number) => Array.from({ length: count }, () => new Date(Math.max(monthStart(new Date()).getTime(), Date.now() - DAY_MS)))

describe('barbers’ applications', () => {
  it('lets the 8th application of the month through on Trimestral and refuses the 9th with the next plan’s allowance', async () => {
    const barber = await createBarber(app.payload)
    await subscribe(barber, planOf('barber', 3))
    await pastUses(barber, 'application', thisMonth(7))
    const client = await app.signedIn(barber)
    const [eighth, ninth] = await jobs(2)
    expect((await client.post('/api/applications', { job: eighth.id })).status).toBe(201)
    const refused = await client.post('/api/applications', { job: ninth.id })
    expect(refused.status).toBe(403)
    expect(errorMessage(refused.body)).toBe('Limite do plano atingido')
    expect(refused.body.errors[0]).toMatchObject({
      detail: 'Seu plano Trimestral permite 8 candidaturas por mês. O plano Semestral permite 16 candidaturas por mês: veja em /planos.',
      plansPath: '/planos',
    })
    expect((await app.payload.count({ collection: 'applications', where: { job: { equals: ninth.id } } })).totalDocs).toBe(0)
    expect((await client.get('/api/billing/usage')).body).toMatchObject({ kind: 'application', used: 8, limit: 8, label: '8 de 8 candidaturas este mês' })
  })

  it('lets exactly one of 20 parallel applications through at 7 used', async () => {
    const barber = await createBarber(app.payload)
    await subscribe(barber, planOf('barber', 3))
    await pastUses(barber, 'application', thisMonth(7))
    const client = await app.signedIn(barber)
    const targets = await jobs(20)
    const responses = await Promise.all(targets.map((job) => client.post('/api/applications', { job: job.id })))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 403)).toHaveLength(19)
    expect((await app.payload.count({ collection: 'applications', where: { barber: { equals: barber.barber.id } } })).totalDocs).toBe(1)
  })

  it('counts the month in São Paulo time: 23:30 on the last day is last month, 00:30 on the first is this month', async () => {
    const start = monthStart(new Date())
    const lastDay2330 = new Date(start.getTime() - 30 * 60_000)
    const firstDay0030 = new Date(Math.min(start.getTime() + 30 * 60_000, Date.now() - 1000))
    expect(lastDay2330.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })).toMatch(/ 23:30:00$/)

    const barber = await createBarber(app.payload)
    await subscribe(barber, planOf('barber', 3))
    await pastUses(barber, 'application', [...Array.from({ length: 5 }, () => lastDay2330), ...Array.from({ length: 7 }, () => firstDay0030)])
    const client = await app.signedIn(barber)
    const [eighth, ninth] = await jobs(2)
    expect((await client.post('/api/applications', { job: eighth.id })).status).toBe(201)
    expect((await client.post('/api/applications', { job: ninth.id })).status).toBe(403)
  })

  it('leaves the trial and the annual plan unlimited', async () => {
    const inTrial = await app.signedIn(await createBarber(app.payload))
    const annual = await createBarber(app.payload)
    await subscribe(annual, planOf('barber', 12))
    await pastUses(annual, 'application', thisMonth(40))
    const annualClient = await app.signedIn(annual)
    for (const job of await jobs(10)) {
      expect((await inTrial.post('/api/applications', { job: job.id })).status).toBe(201)
      expect((await annualClient.post('/api/applications', { job: job.id })).status).toBe(201)
    }
    expect((await annualClient.get('/api/billing/usage')).body).toMatchObject({ used: 50, limit: null, label: '50 candidaturas este mês' })
    expect((await inTrial.get('/api/billing/usage')).body).toMatchObject({ trial: true, limit: null })
  })

  it('does not give the allowance back when an application is deleted', async () => {
    const barber = await createBarber(app.payload)
    await subscribe(barber, planOf('barber', 3))
    await pastUses(barber, 'application', thisMonth(7))
    const client = await app.signedIn(barber)
    const [first, second] = await jobs(2)
    const applied = await client.post('/api/applications', { job: first.id })
    await app.payload.delete({ collection: 'applications', id: applied.body.doc.id })
    expect((await client.post('/api/applications', { job: second.id })).status).toBe(403)
  })
})

describe('shops’ jobs', () => {
  it('counts new and reopened jobs: at 16 on Semestral neither a new job nor a reopening gets through', async () => {
    const account = await createShop(app.payload)
    await subscribe(account, planOf('barbershop', 6))
    const closed = await createJob(app.payload, account.shop, { status: 'inactive' })
    await pastUses(account, 'job', thisMonth(15))
    const client = await app.signedIn(account)
    const sixteenth = await client.post('/api/jobs', { title: 'Barbeiro CLT centro', description: 'Vaga para barbeiro com experiência em degradê.' })
    expect(sixteenth.status).toBe(201)
    const seventeenth = await client.post('/api/jobs', { title: 'Barbeiro CLT zona sul', description: 'Vaga para barbeiro com experiência em barba.' })
    expect(seventeenth.status).toBe(403)
    expect(seventeenth.body.errors[0].detail).toBe('Seu plano Semestral permite 16 vagas por mês. O plano Anual permite vagas ilimitadas: veja em /planos.')
    for (const status of ['active', 'open']) {
      const reopen = await client.patch(`/api/jobs/${closed.id}`, { status })
      expect(reopen.status).toBe(403)
      expect(errorMessage(reopen.body)).toBe('Limite do plano atingido')
    }
    expect((await app.payload.findByID({ collection: 'jobs', id: closed.id, depth: 0 })).status).toBe('inactive')
    // Editing an open job is not a new one.
    expect((await client.patch(`/api/jobs/${sixteenth.body.doc.id}`, { title: 'Barbeiro CLT centro (editada)' })).status).toBe(200)
    expect((await client.get('/api/billing/usage')).body.label).toBe('16 de 16 vagas este mês')
  })
})
