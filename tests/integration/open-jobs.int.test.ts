import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import type { OpenJobCard } from '#domain/jobSearch'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createApplication, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'

const app = useTestApp()
let paulista: ShopAccount, carioca: ShopAccount
let barber: BarberAccount
const titles = (docs: OpenJobCard[]) => docs.map((d) => d.title)

beforeAll(async () => {
  paulista = await createShop(app.payload, { name: 'Navalha Paulista', profile: { city: 'São Paulo', state: 'SP' } })
  carioca = await createShop(app.payload, { name: 'Barbearia 100% Carioca', profile: { city: 'Rio de Janeiro', state: 'RJ' } })
  const hour = 3_600_000
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString()
  await createJob(app.payload, paulista.shop, { title: 'Barbeiro degradê', contractType: 'commission', experienceRequired: 2, createdAt: at(5) })
  await createJob(app.payload, paulista.shop, { title: 'Aprendiz de barbeiro', contractType: 'full_time', experienceRequired: 0, createdAt: at(4) })
  await createJob(app.payload, carioca.shop, { title: 'Especialista em barba', contractType: 'partnership', experienceRequired: 5, createdAt: at(3) })
  await createJob(app.payload, carioca.shop, { title: 'Aluguel de cadeira', contractType: 'chair_rental', experienceRequired: 1, createdAt: at(2) })
  await createJob(app.payload, carioca.shop, { title: 'Vaga encerrada', status: 'inactive', createdAt: at(1) })
  barber = await createBarber(app.payload)
}, 120_000)

describe('GET /api/open-jobs', () => {
  it('lists active jobs newest first with the shop name and place, and nothing private', async () => {
    const response = await new ApiClient(app.url).get('/api/open-jobs')
    expect(response.status).toBe(200)
    expect(titles(response.body.docs)).toEqual(['Aluguel de cadeira', 'Especialista em barba', 'Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(response.body.docs[0]).toMatchObject({ shopName: 'Barbearia 100% Carioca', city: 'Rio de Janeiro', state: 'RJ', contractType: 'chair_rental' })
    expect(response.body.docs[0].applied).toBeUndefined()
    expect(response.text).not.toContain(carioca.shop.whatsapp!)
    expect(response.text).not.toContain(carioca.shop.cnpj)
    expect(response.body).toMatchObject({ page: 1, hasPrevPage: false, hasNextPage: false })
  })

  it('searches title, shop name and city case-insensitively, with wildcards taken literally', async () => {
    const search = async (q: string) => titles((await new ApiClient(app.url).get(`/api/open-jobs?q=${encodeURIComponent(q)}`)).body.docs)
    expect(await search('BARBA')).toEqual(['Especialista em barba'])
    expect(await search('paulista')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(await search('são paulo')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    // Accents typed or not, either way.
    expect(await search('SAO PAULO')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(await search('degrade')).toEqual(['Barbeiro degradê'])
    expect(await search('bárba')).toEqual(['Especialista em barba'])
    expect(await search('100%')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
    expect(await search('%')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
    expect(await search('encerrada')).toEqual([])
  })

  it('filters by state, city, contract type and the experience a barber has', async () => {
    const list = async (query: string) => titles((await new ApiClient(app.url).get(`/api/open-jobs?${query}`)).body.docs)
    expect(await list('state=sp')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(await list('city=rio%20de%20janeiro')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
    expect(await list('city=sao%20paulo')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(await list('contractType=partnership')).toEqual(['Especialista em barba'])
    expect(await list('maxExperience=1')).toEqual(['Aluguel de cadeira', 'Aprendiz de barbeiro'])
    expect(await list('maxExperience=5&state=RJ')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
  })

  it('pages without counting', async () => {
    const client = new ApiClient(app.url)
    const first = await client.get('/api/open-jobs?limit=3')
    expect(first.body).toMatchObject({ page: 1, limit: 3, hasNextPage: true, hasPrevPage: false })
    const second = await client.get('/api/open-jobs?limit=3&page=2')
    expect(titles(second.body.docs)).toEqual(['Barbeiro degradê'])
    expect(second.body).toMatchObject({ hasNextPage: false, hasPrevPage: true })
  })

  it('tells a signed-in barber which jobs it applied to and saved', async () => {
    const jobs = (await app.payload.find({ collection: 'jobs', where: { title: { in: ['Aprendiz de barbeiro', 'Especialista em barba'] } } })).docs
    const apprentice = jobs.find((j) => j.title === 'Aprendiz de barbeiro')!
    const specialist = jobs.find((j) => j.title === 'Especialista em barba')!
    await createApplication(app.payload, apprentice, barber.barber)
    await app.payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: specialist.id } })
    const client = new ApiClient(app.url)
    await client.login(barber.email, barber.password)
    const docs: OpenJobCard[] = (await client.get('/api/open-jobs')).body.docs
    expect(docs.find((d) => d.id === apprentice.id)).toMatchObject({ applied: true, saved: false })
    expect(docs.find((d) => d.id === specialist.id)).toMatchObject({ applied: false, saved: true })

    const otherBarber = await createBarber(app.payload)
    const other = new ApiClient(app.url)
    await other.login(otherBarber.email, otherBarber.password)
    expect((await other.get('/api/open-jobs')).body.docs.every((d: OpenJobCard) => d.applied === false && d.saved === false)).toBe(true)

    const shopClient = new ApiClient(app.url)
    await shopClient.login(paulista.email, paulista.password)
    expect((await shopClient.get('/api/open-jobs')).body.docs[0].applied, 'a shop reads the list as a visitor').toBeUndefined()
    expect((await client.get('/api/open-jobs', { origin: 'https://evil.example' })).body.docs[0].applied, 'no flags without a trusted origin').toBeUndefined()
    await client.post('/api/users/logout')
    await client.login(barber.email, barber.password)
    const token = client.cookie('payload-token')!
    await client.post('/api/users/logout')
    const afterLogout = await new ApiClient(app.url).get('/api/open-jobs', { headers: { authorization: `JWT ${token}` } })
    expect(afterLogout.body.docs[0].applied, 'an ended session reads as a visitor').toBeUndefined()
  })

  it('refuses bad filters with a Portuguese 400', async () => {
    const response = await new ApiClient(app.url).get(`/api/open-jobs?q=${'x'.repeat(101)}`)
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe('Use no máximo 100 caracteres.')
    expect((await new ApiClient(app.url).get('/api/open-jobs?page=abc&limit=-1&contractType=xyz')).status).toBe(200)
  })
})

describe('GET /api/my-jobs', () => {
  const myTitles = (body: { docs: { title: string }[] }) => body.docs.map((d) => d.title)

  it("lists only the shop's own jobs, closed ones too, newest first, as Payload's page", async () => {
    const client = new ApiClient(app.url)
    await client.login(carioca.email, carioca.password)
    const response = await client.get('/api/my-jobs')
    expect(response.status).toBe(200)
    expect(myTitles(response.body)).toEqual(['Vaga encerrada', 'Aluguel de cadeira', 'Especialista em barba'])
    expect(response.body).toMatchObject({ totalDocs: 3, page: 1, hasNextPage: false, hasPrevPage: false })
    expect(response.headers.get('cache-control')).toContain('no-store')
  })

  it('searches them ignoring case and accents, never reaching another shop', async () => {
    const client = new ApiClient(app.url)
    await client.login(paulista.email, paulista.password)
    const search = async (q: string) => myTitles((await client.get(`/api/my-jobs?q=${encodeURIComponent(q)}`)).body)
    expect(await search('SAO PAULO')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(await search('degrade')).toEqual(['Barbeiro degradê'])
    expect(await search('cadeira')).toEqual([])
    expect(await search('100%')).toEqual([])
    const none = await client.get('/api/my-jobs?q=xyzzy')
    expect(none.body).toMatchObject({ docs: [], totalDocs: 0 })
    const tooLong = await client.get(`/api/my-jobs?q=${'a'.repeat(101)}`)
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors[0].message).toBe('Use no máximo 100 caracteres.')
  })

  it('is for signed-in shops only', async () => {
    expect((await new ApiClient(app.url).get('/api/my-jobs')).status).toBe(401)
    const client = new ApiClient(app.url)
    await client.login(barber.email, barber.password)
    const response = await client.get('/api/my-jobs')
    expect(response.status).toBe(403)
    expect(response.body.errors[0].message).toBe('Apenas barbearias têm vagas publicadas.')
  })
})

describe('search over thousands of jobs', () => {
  // More active jobs than the search's first step looks at (the newest 2,000), so both steps run.
  const JOBS = 2_400
  let client: pg.Client
  let shop: ShopAccount

  /** What the search must return: the plain query, newest first. */
  async function expected(term: string, page: number, limit = 20): Promise<number[]> {
    const { rows } = await client.query(
      `SELECT id FROM jobs WHERE status = 'active' AND (title ILIKE $1 OR shop_name ILIKE $1 OR city ILIKE $1)
       ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [`%${term}%`, limit, (page - 1) * limit],
    )
    return rows.map((row) => row.id)
  }
  const search = async (term: string, page: number, limit = 20) => {
    const body = (await new ApiClient(app.url).get(`/api/open-jobs?q=${encodeURIComponent(term)}&page=${page}&limit=${limit}`)).body
    return { ids: (body.docs as OpenJobCard[]).map((d) => Number(d.id)), hasNextPage: body.hasNextPage as boolean }
  }

  beforeAll(async () => {
    shop = await createShop(app.payload, { name: 'Barbearia Janela', profile: { city: 'Curitiba', state: 'PR' } })
    client = new pg.Client({ connectionString: app.databaseUrl })
    await client.connect()
    const now = Date.now()
    const rows = Array.from({ length: JOBS }, (_, i) => {
      // i = 0 is the newest. "comum" everywhere; "raro" only past the newest 2,000 (and closed
      // within them); "misto" a few times within them and more past them.
      let title = i % 10 === 0 ? `Barbeiro comum ${i}` : `Corte clássico ${i}`
      let status = 'active'
      if (i % 100 === 5) [title, status] = i < 2000 ? [`Visagista raro fechado ${i}`, 'inactive'] : [`Visagista raro ${i}`, 'active']
      if (i % 400 === 7) title = `Barba misto ${i}`
      if (i > 2000 && i % 50 === 3) title = `Barba misto ${i}`
      return { title, status, createdAt: new Date(now - (i + 10) * 60_000).toISOString() }
    })
    await client.query(
      `INSERT INTO jobs (barbershop_id, title, description, status, contract_type, experience_required, shop_user_id, shop_name, country, state, city, created_at, updated_at)
       SELECT $1, t, 'Vaga para testar a busca em muitas vagas.', s::enum_jobs_status, 'full_time', 0, $2, 'Barbearia Janela', 'BR', 'PR', 'Curitiba', c::timestamptz, c::timestamptz
       FROM unnest($3::text[], $4::text[], $5::text[]) AS r(t, s, c)`,
      [shop.shop.id, shop.user.id, rows.map((r) => r.title), rows.map((r) => r.status), rows.map((r) => r.createdAt)],
    )
    await client.query('ANALYZE jobs')
  }, 120_000)
  afterAll(() => client?.end())

  it('finds a common term among the newest jobs, page after page', async () => {
    for (const page of [1, 2, 3]) {
      const result = await search('comum', page)
      expect(result.ids).toEqual(await expected('comum', page))
      expect(result.hasNextPage).toBe(true)
    }
  })

  it('finds a term that only older jobs still have open, and none of the closed ones', async () => {
    const result = await search('raro', 1)
    expect(result.ids).toEqual(await expected('raro', 1))
    expect(result.ids).toHaveLength(4)
    expect(result.hasNextPage).toBe(false)
  })

  it('finds a term with a few matches among the newest jobs and more past them, in order', async () => {
    const first = await search('misto', 1, 10)
    expect(first.ids).toEqual(await expected('misto', 1, 10))
    expect(first.hasNextPage).toBe(true)
    expect((await search('misto', 2, 10)).ids).toEqual(await expected('misto', 2, 10))
  })

  it('serves deep pages of a common term', async () => {
    const result = await search('clássico', 40, 50)
    expect(result.ids).toEqual(await expected('clássico', 40, 50))
    expect(result.ids).toHaveLength(50)
  })
})
