/**
 * Plan perks (issue 12, decision 0024): the Premium badge, 'Destaque' (a strip above the list since issue 40),
 * 'Recomendadas para você' and the early-access alert, each computed from the paid plan on the
 * server; locked accounts and shorter plans get none of them, the trial gets the recommendations
 * (decision 0055) but none of the marks of a paid plan.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import type { Plan } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createApplication, createBarber, createJob, createShop, type Account } from '#server/seed/factories'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp()
let plans: Plan[]

beforeAll(async () => {
  plans = (await app.payload.find({ collection: 'plans', pagination: false, depth: 0 })).docs
}, 120_000)

type Audience = 'barber' | 'barbershop'
// Brazil's: Portugal's cards name places in its own words (concelho, distrito).
const planOf = (audience: Audience, months: number) => plans.find((plan) => plan.country === 'BR' && plan.audience === audience && plan.months === months)!

/** Set-up only: the account pays this plan (as fulfilment writes it), its trial over; `expired` leaves the plan on record but unpaid. */
const subscribe = (account: Account, audience: Audience, months: number, state: 'paying' | 'grace' | 'expired' = 'paying') =>
  app.payload.update({
    collection: 'users',
    id: account.user.id,
    data: {
      trialEndsAt: new Date(Date.now() - DAY_MS).toISOString(),
      subscriptionStatus: state === 'grace' ? 'past_due' : 'active',
      subscriptionEnd: new Date(Date.now() + (state === 'expired' ? -1 : 30) * DAY_MS).toISOString(),
      subscriptionGraceEndsAt: state === 'grace' ? new Date(Date.now() + 2 * DAY_MS).toISOString() : null,
      subscriptionPlan: planOf(audience, months).id,
    },
    depth: 0,
  })

const visitor = () => new ApiClient(app.url)
const ids = (docs: { id: number }[]) => docs.map((doc) => doc.id)

async function allPages(path: string, limit: number) {
  const seen: { id: number; featured: boolean }[] = []
  for (let page = 1; page < 20; page++) {
    const { body } = await visitor().get(`${path}&limit=${limit}&page=${page}`)
    seen.push(...body.docs)
    if (!body.hasNextPage) break
  }
  return seen
}

describe('Premium badge and Destaque in the barbers’ directory', () => {
  const accounts: Record<string, Awaited<ReturnType<typeof createBarber>>> = {}

  beforeAll(async () => {
    // Created in this order, so without the perks the ranking (id descending on equal ratings) is the reverse.
    for (const name of ['anual', 'semestral', 'graca', 'trimestral', 'teste', 'vencido'])
      accounts[name] = await createBarber(app.payload, { name: `Perkdir ${name}` })
    accounts.outroEstado = await createBarber(app.payload, { name: 'Perkdir outroestado', profile: { state: 'RJ', city: 'Rio de Janeiro' } })
    await subscribe(accounts.anual!, 'barber', 12)
    await subscribe(accounts.semestral!, 'barber', 6)
    await subscribe(accounts.graca!, 'barber', 6, 'grace')
    await subscribe(accounts.trimestral!, 'barber', 3)
    await subscribe(accounts.vencido!, 'barber', 12, 'expired')
    await subscribe(accounts.outroEstado!, 'barber', 12)
  })

  const byName = (docs: { name: string; featured: boolean; badges: string[] }[], name: string) => docs.find((doc) => doc.name === `Perkdir ${name}`)!

  // Every profile here joined today, so each also wears 'Novo' (issue 14); all are unrated and
  // unverified, so 'Destaque' is what orders them (decision 0026).
  it('lists Semestral and Anual first among equals, never hiding the others, and badges only the paying Anual', async () => {
    const { status, body } = await visitor().get('/api/directory/barbers?q=Perkdir&state=SP')
    expect(status).toBe(200)
    expect(body.totalDocs).toBe(6)
    const names = body.docs.map((doc: { name: string }) => doc.name)
    expect(names.slice(0, 3).sort()).toEqual(['Perkdir anual', 'Perkdir graca', 'Perkdir semestral'])
    expect(names.slice(3).sort()).toEqual(['Perkdir teste', 'Perkdir trimestral', 'Perkdir vencido'])
    expect(byName(body.docs, 'anual')).toMatchObject({ featured: true, badges: ['premium', 'new'] })
    expect(byName(body.docs, 'semestral')).toMatchObject({ featured: true, badges: ['new'] })
    expect(byName(body.docs, 'graca')).toMatchObject({ featured: true, badges: ['new'] })
    for (const name of ['trimestral', 'teste', 'vencido']) expect(byName(body.docs, name)).toMatchObject({ featured: false, badges: ['new'] })
  })

  it('applies the filters first: a featured barber of another state is not listed in São Paulo', async () => {
    const { body } = await visitor().get('/api/directory/barbers?q=Perkdir&state=RJ')
    expect(body.docs.map((doc: { name: string }) => doc.name)).toEqual(['Perkdir outroestado'])
    expect(body.docs[0]).toMatchObject({ featured: true, badges: ['premium', 'new'] })
  })

  it('keeps the order stable across pages', async () => {
    const whole = (await visitor().get('/api/directory/barbers?q=Perkdir&limit=48')).body.docs
    const paged = await allPages('/api/directory/barbers?q=Perkdir', 2)
    expect(ids(paged)).toEqual(ids(whole))
    expect(new Set(ids(paged)).size).toBe(7)
  })

  it('answers a public profile’s badges, and 404 for what is not a profile', async () => {
    expect((await visitor().get(`/api/profile-badges/barbers/${accounts.anual!.barber.id}`)).body).toEqual({ badges: ['premium', 'new'], featured: true })
    expect((await visitor().get(`/api/profile-badges/barbers/${accounts.vencido!.barber.id}`)).body).toEqual({ badges: ['new'], featured: false })
    for (const id of ['999999', 'abc', '-1', '1e3']) {
      const response = await visitor().get(`/api/profile-badges/barbers/${id}`)
      expect(response.status).toBe(404)
      expect(errorMessage(response.body)).toBe('Perfil não encontrado.')
    }
  })
})

describe('Premium Barbershop and Destaque for shops and their jobs', () => {
  let featuredShop: Awaited<ReturnType<typeof createShop>>
  let plainShop: Awaited<ReturnType<typeof createShop>>
  let lapsedShop: Awaited<ReturnType<typeof createShop>>
  let otherStateShop: Awaited<ReturnType<typeof createShop>>

  beforeAll(async () => {
    featuredShop = await createShop(app.payload, { name: 'Perkloja anual' })
    plainShop = await createShop(app.payload, { name: 'Perkloja teste' })
    lapsedShop = await createShop(app.payload, { name: 'Perkloja vencida' })
    otherStateShop = await createShop(app.payload, { name: 'Perkloja paulista', profile: { state: 'SP', city: 'São Paulo' } })
    await subscribe(featuredShop, 'barbershop', 12)
    await subscribe(lapsedShop, 'barbershop', 12, 'expired')
    await subscribe(otherStateShop, 'barbershop', 6)
    // The featured shop's jobs are the oldest: without the perk they would be listed last.
    for (let index = 0; index < 2; index++) await createJob(app.payload, featuredShop.shop, { title: `Perkvaga destaque ${index}` })
    for (let index = 0; index < 3; index++) await createJob(app.payload, plainShop.shop, { title: `Perkvaga comum ${index}` })
    await createJob(app.payload, lapsedShop.shop, { title: 'Perkvaga vencida' })
    await createJob(app.payload, featuredShop.shop, { title: 'Perkvaga fechada', status: 'inactive' })
    await createJob(app.payload, otherStateShop.shop, { title: 'Perkvaga paulista' })
  })

  it('badges the Anual shop in the directory and lists it first', async () => {
    const { body } = await visitor().get('/api/directory/barbershops?q=Perkloja&state=RJ')
    expect(body.docs.map((doc: { name: string }) => doc.name)[0]).toBe('Perkloja anual')
    expect(body.docs[0]).toMatchObject({ featured: true, badges: ['premium', 'new'] })
    expect(body.docs.find((doc: { name: string }) => doc.name === 'Perkloja vencida')).toMatchObject({ featured: false, badges: ['new'] })
    expect((await visitor().get(`/api/profile-badges/barbershops/${featuredShop.shop.id}`)).body).toEqual({ badges: ['premium', 'new'], featured: true })
  })

  for (const [label, path] of [
    ['a search (two-step, decision 0011)', '/api/open-jobs?q=Perkvaga&state=RJ'],
    ['a filtered list (single query)', '/api/open-jobs?state=RJ'],
  ] as const) {
    it(`keeps ${label} newest first and shows the featured shop's jobs in a strip above it, only after the filters (issue 40)`, async () => {
      const { status, body } = await visitor().get(path)
      expect(status).toBe(200)
      const titles = body.docs.map((doc: { title: string }) => doc.title)
      // The featured jobs are the oldest: they keep their place (last) and their badge.
      expect(titles).toEqual(['Perkvaga vencida', 'Perkvaga comum 2', 'Perkvaga comum 1', 'Perkvaga comum 0', 'Perkvaga destaque 1', 'Perkvaga destaque 0'])
      expect(body.docs.map((doc: { featured: boolean }) => doc.featured)).toEqual([false, false, false, false, true, true])
      expect(body.featured.map((doc: { title: string }) => doc.title)).toEqual(['Perkvaga destaque 1', 'Perkvaga destaque 0'])
      expect(body.featured.every((doc: { featured: boolean }) => doc.featured)).toBe(true)
      expect(titles).not.toContain('Perkvaga fechada')
      expect(titles).not.toContain('Perkvaga paulista')
      // The strip is the first page's only.
      expect((await visitor().get(`${path}&limit=2&page=2`)).body.featured).toBeUndefined()
    })

    it(`keeps at most three jobs in the strip of ${label}, the newest featured ones`, async () => {
      const more = []
      for (let index = 2; index < 5; index++) more.push(await createJob(app.payload, featuredShop.shop, { title: `Perkvaga destaque ${index}` }))
      try {
        const { body } = await visitor().get(path)
        expect(body.featured.map((doc: { title: string }) => doc.title)).toEqual(['Perkvaga destaque 4', 'Perkvaga destaque 3', 'Perkvaga destaque 2'])
        expect(body.docs[0].title).toBe('Perkvaga destaque 4')
      } finally {
        for (const job of more) await app.payload.delete({ collection: 'jobs', id: job.id, depth: 0 })
      }
    })

    it(`keeps ${label} stable across pages`, async () => {
      const whole = (await visitor().get(`${path}&limit=50`)).body.docs
      const paged = await allPages(path, 2)
      expect(ids(paged)).toEqual(ids(whole))
      expect(paged).toHaveLength(6)
    })
  }
})

describe('Recomendadas para você', () => {
  let shop: Awaited<ReturnType<typeof createShop>>
  let otherCityShop: Awaited<ReturnType<typeof createShop>>
  let otherStateShop: Awaited<ReturnType<typeof createShop>>

  beforeAll(async () => {
    shop = await createShop(app.payload, { name: 'Recloja Recife', profile: { state: 'PE', city: 'Recife' } })
    otherCityShop = await createShop(app.payload, { name: 'Recloja Olinda', profile: { state: 'PE', city: 'Olinda' } })
    otherStateShop = await createShop(app.payload, { name: 'Recloja João Pessoa', profile: { state: 'PB', city: 'João Pessoa' } })
  })

  it('is for signed-in barbers in trial or whose plan includes it, and the session says so beforehand', async () => {
    expect((await visitor().get('/api/recommendations/jobs')).status).toBe(401)
    const shopClient = await app.signedIn(shop)
    const asShop = await shopClient.get('/api/recommendations/jobs')
    expect(asShop.status).toBe(403)
    expect(errorMessage(asShop.body)).toBe('Apenas barbeiros recebem recomendações de vagas.')

    // The trial includes every feature (spec §1 'full-access trial', decision 0055).
    const trial = await createBarber(app.payload, { profile: { city: 'Campinas' } })
    const trialClient = await app.signedIn(trial)
    expect((await trialClient.get('/api/recommendations/jobs')).status).toBe(200)
    expect((await trialClient.get('/api/session')).body.user.perks).toEqual({ featured: false, recommendations: true, premiumBadge: false, earlyAccess: false })

    const quarterly = await createBarber(app.payload, { profile: { city: 'Campinas' } })
    const expired = await createBarber(app.payload, { profile: { city: 'Campinas' } })
    await subscribe(quarterly, 'barber', 3)
    await subscribe(expired, 'barber', 12, 'expired')
    for (const account of [quarterly, expired]) {
      const client = await app.signedIn(account)
      // What the panel reads first: it does not ask for what it would be refused.
      expect((await client.get('/api/session')).body.user.perks.recommendations).toBe(false)
      const response = await client.get('/api/recommendations/jobs')
      expect(response.status).toBe(403)
      expect(errorMessage(response.body)).toBe('Recomendações de vagas fazem parte dos planos Semestral e Anual.')
      expect(response.body.errors[0]).toMatchObject({ title: 'Recurso dos planos Semestral e Anual', plansPath: '/planos' })
    }
    const semiannual = await createBarber(app.payload, { profile: { city: 'Campinas' } })
    await subscribe(semiannual, 'barber', 6)
    expect((await (await app.signedIn(semiannual)).get('/api/session')).body.user.perks).toEqual({
      featured: true,
      recommendations: true,
      premiumBadge: false,
      earlyAccess: false,
    })
  })

  it('lists active jobs of the barber’s state, its city first, fitting its experience, not yet applied to', async () => {
    const barber = await createBarber(app.payload, { profile: { state: 'PE', city: 'recife', experienceYears: 2 } })
    await subscribe(barber, 'barber', 6)
    const inCity = await createJob(app.payload, shop.shop, { title: 'Recvaga na cidade', experienceRequired: 2 })
    const inState = await createJob(app.payload, otherCityShop.shop, { title: 'Recvaga no estado' })
    const applied = await createJob(app.payload, shop.shop, { title: 'Recvaga já candidatada' })
    await createApplication(app.payload, applied, barber.barber)
    await createJob(app.payload, shop.shop, { title: 'Recvaga experiente', experienceRequired: 5 })
    await createJob(app.payload, shop.shop, { title: 'Recvaga fechada', status: 'inactive' })
    await createJob(app.payload, otherStateShop.shop, { title: 'Recvaga outro estado' })

    const { status, body } = await (await app.signedIn(barber)).get('/api/recommendations/jobs')
    expect(status).toBe(200)
    expect(body.basis).toEqual({ city: 'recife', state: 'PE', country: 'BR' })
    // The city first even though the state's job is newer.
    expect(ids(body.docs)).toEqual([inCity.id, inState.id])
  })

  it('gives shops in trial, on Semestral or Anual the best-rated barbers of their state, their city first', async () => {
    const trialShop = await createShop(app.payload, { profile: { state: 'SP', city: 'Campinas' } })
    expect((await (await app.signedIn(trialShop)).get('/api/recommendations/barbers')).status).toBe(200)
    const quarterlyShop = await createShop(app.payload, { profile: { state: 'SP', city: 'Campinas' } })
    await subscribe(quarterlyShop, 'barbershop', 3)
    const refused = await (await app.signedIn(quarterlyShop)).get('/api/recommendations/barbers')
    expect(refused.status).toBe(403)
    expect(errorMessage(refused.body)).toBe('Recomendações de barbeiros fazem parte dos planos Semestral e Anual.')

    const annualShop = await createShop(app.payload, { profile: { state: 'PR', city: 'Londrina' } })
    await subscribe(annualShop, 'barbershop', 12)
    const good = await createBarber(app.payload, { profile: { state: 'PR', city: 'Maringá' } })
    const best = await createBarber(app.payload, { profile: { state: 'PR', city: 'Maringá' } })
    const local = await createBarber(app.payload, { profile: { state: 'PR', city: 'Londrina' } })
    await createBarber(app.payload, { profile: { state: 'SC', city: 'Joinville' } })
    const pool = postgresAdapter(app.payload).pool
    await pool.query('UPDATE barbers SET rating = $2, rating_count = 3 WHERE id = $1', [good.barber.id, 4.1])
    await pool.query('UPDATE barbers SET rating = $2, rating_count = 3 WHERE id = $1', [best.barber.id, 4.9])

    const { status, body } = await (await app.signedIn(annualShop)).get('/api/recommendations/barbers')
    expect(status).toBe(200)
    expect(ids(body.docs)).toEqual([local.barber.id, best.barber.id, good.barber.id])
    expect(JSON.stringify(body)).not.toMatch(/cpf|phone|email/i)
  })
})

describe('Acesso antecipado às novas vagas: the e-mail alert of the barbers’ Anual plan', () => {
  const queuedTo = async (jobId: number) => {
    const { docs } = await app.payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendEmail' } }, pagination: false, depth: 0 })
    return docs
      .map((doc) => doc.input as { to: string; text: string })
      .filter((input) => input.text.includes(`/vagas/${jobId}`))
      .map((input) => input.to)
  }

  it('alerts at once only the paying Anual barbers of the job’s city who have the experience it asks for', async () => {
    const shop = await createShop(app.payload, { profile: { state: 'MG', city: 'Belo Horizonte' } })
    const make = (city: string, experienceYears: number) => createBarber(app.payload, { profile: { state: 'MG', city, experienceYears } })
    const annual = await make('belo horizonte', 3)
    const semiannual = await make('Belo Horizonte', 3)
    const elsewhere = await make('Contagem', 3)
    const junior = await make('Belo Horizonte', 0)
    const lapsed = await make('Belo Horizonte', 3)
    const trial = await make('Belo Horizonte', 3)
    await subscribe(annual, 'barber', 12)
    await subscribe(semiannual, 'barber', 6)
    await subscribe(elsewhere, 'barber', 12)
    await subscribe(junior, 'barber', 12)
    await subscribe(lapsed, 'barber', 12, 'expired')

    const created = await (
      await app.signedIn(shop)
    ).post('/api/jobs', {
      title: 'Barbeiro sênior para o centro',
      description: 'Vaga para barbeiro com experiência em cortes clássicos.',
      experienceRequired: 2,
    })
    expect(created.status).toBe(201)
    const to = await queuedTo(created.body.doc.id)
    expect(to).toEqual([annual.email])
    expect([semiannual, elsewhere, junior, lapsed, trial].map((account) => account.email).some((email) => to.includes(email))).toBe(false)
  })

  it('sends nothing for a job created closed', async () => {
    const shop = await createShop(app.payload, { profile: { state: 'BA', city: 'Salvador' } })
    const annual = await createBarber(app.payload, { profile: { state: 'BA', city: 'Salvador' } })
    await subscribe(annual, 'barber', 12)
    const job = await createJob(app.payload, shop.shop, { status: 'inactive' })
    expect(await queuedTo(job.id)).toEqual([])
    const open = await createJob(app.payload, shop.shop)
    expect(await queuedTo(open.id)).toEqual([annual.email])
  })
})

describe('plan cards say what the plans do', () => {
  it('rewords the features of plans seeded before the perks, leaving an editor’s own text alone', async () => {
    const { up, down } = await import('#migrations/20261123_220700_truthful_plan_features')
    const db = (app.payload.db as unknown as { drizzle: Parameters<typeof up>[0]['db'] }).drizzle
    const annual = planOf('barber', 12)
    const shopQuarterly = planOf('barbershop', 3)
    const texts = async (plan: Plan) => (await app.payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })).features!.map((feature) => feature.text)
    expect(await texts(annual)).toContain('Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas')

    await down({ db, payload: app.payload, req: {} } as never)
    expect(await texts(annual)).toContain('Acesso antecipado às novas vagas')
    await app.payload.update({
      collection: 'plans',
      id: shopQuarterly.id,
      data: { features: [{ text: '8 vagas por mês' }, { text: 'Filtros escritos pela editoria' }] },
      depth: 0,
    })
    await up({ db, payload: app.payload, req: {} } as never)
    expect(await texts(annual)).toEqual([
      'Candidaturas ilimitadas',
      'Acesso antecipado: novas vagas da sua cidade por e-mail assim que publicadas',
      'Selo Premium Barber',
    ])
    expect(await texts(shopQuarterly)).toEqual(['8 vagas por mês', 'Filtros escritos pela editoria'])
  })
})
