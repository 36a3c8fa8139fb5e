import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenJobCard } from '../../domain/jobSearch'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createApplication, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '../helpers/seed'

let app: TestApp
let paulista: ShopAccount, carioca: ShopAccount
let barber: BarberAccount
const titles = (docs: OpenJobCard[]) => docs.map((d) => d.title)

beforeAll(async () => {
  app = await startTestApp()
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
afterAll(() => app?.close())

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
    expect(await search('100%')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
    expect(await search('%')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
    expect(await search('encerrada')).toEqual([])
  })

  it('filters by state, city, contract type and the experience a barber has', async () => {
    const list = async (query: string) => titles((await new ApiClient(app.url).get(`/api/open-jobs?${query}`)).body.docs)
    expect(await list('state=sp')).toEqual(['Aprendiz de barbeiro', 'Barbeiro degradê'])
    expect(await list('city=rio%20de%20janeiro')).toEqual(['Aluguel de cadeira', 'Especialista em barba'])
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
