/**
 * Bad input over HTTP: whatever a client sends to Payload's REST API, the answer is a 4xx with a
 * Portuguese message, never a 500 or a change the client was not allowed to make.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '../../payload-types'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '../helpers/seed'

let app: TestApp
let barber: BarberAccount, shop: ShopAccount
let job: Job
const anonymous = () => new ApiClient(app.url)
let asBarber: ApiClient, asShop: ApiClient

beforeAll(async () => {
  app = await startTestApp()
  ;[barber, shop] = await Promise.all([createBarber(app.payload, { name: 'Barbeiro Entrada' }), createShop(app.payload, { name: 'Barbearia Entrada' })])
  job = await createJob(app.payload, shop.shop, { title: 'Vaga para testar entradas' })
  asBarber = new ApiClient(app.url)
  asShop = new ApiClient(app.url)
  await Promise.all([asBarber.login(barber.email, barber.password), asShop.login(shop.email, shop.password)])
}, 120_000)

afterAll(() => app?.close())

describe('list parameters', () => {
  it.each([
    ['/api/barbers?limit=0', 'Peça entre 1 e 100 itens por página.'],
    ['/api/barbers?limit=101', 'Peça entre 1 e 100 itens por página.'],
    ['/api/barbers?limit=abc', 'Peça entre 1 e 100 itens por página.'],
    ['/api/jobs?pagination=false', 'A listagem é sempre paginada: use page e limit.'],
    ['/api/barbers?page=-1', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/barbers?page=0', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/barbers?depth=abc', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/barbers?where=abc', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/barbers?where[name][near]=1,2', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/barbers?where[and][0][or][0][and][0][or][0][name][within]=1', 'Requisição inválida. Verifique os dados enviados.'],
    ['/api/barbers?where[cpf][exists]=true', 'Não é possível filtrar ou ordenar pelo campo cpf.'],
    ['/api/barbers?sort=-phone', 'Não é possível filtrar ou ordenar pelo campo phone.'],
    ['/api/jobs?where[shopUser.email][exists]=true', 'Não é possível filtrar ou ordenar pelo campo email.'],
  ])('%s → 400 "%s"', async (path, message) => {
    const response = await anonymous().get(path)
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe(message)
  })

  it.each([
    [`/api/directory/barbers?state=${'x'.repeat(41)}`, 'Use no máximo 40 caracteres.'],
    [`/api/directory/barbershops?city=${'x'.repeat(81)}`, 'Use no máximo 80 caracteres.'],
    ['/api/directory/barbers?q=navalha&q=tesoura', 'Valor inválido: envie um único texto.'],
    ['/api/open-jobs?q=barba&q=corte', 'Valor inválido: envie um único texto.'],
    ['/api/open-jobs?city=a&city=b', 'Valor inválido: envie um único texto.'],
  ])('our own list %s → 400 "%s"', async (path, message) => {
    const response = await anonymous().get(path)
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe(message)
  })

  it('still serves the pages the apps ask for', async () => {
    const page = await anonymous().get('/api/jobs?limit=100&page=1&depth=0&sort=-createdAt&where[status][equals]=active')
    expect(page.status).toBe(200)
    expect(page.body.docs.map((d: Job) => d.id)).toContain(job.id)
  })
})

describe('request bodies', () => {
  it('refuses a body that is not a JSON object or array', async () => {
    for (const raw of ['"texto"', '42', 'null', '{"title": ']) {
      const response = await asShop.request('POST', '/api/jobs', { body: raw, headers: { 'content-type': 'application/json' } })
      expect(response.status, raw).toBe(400)
      expect(response.body.errors[0].message).toBe('Requisição inválida. Verifique os dados enviados.')
    }
  })

  it('ignores createdAt, updatedAt and id: a shop cannot pin its job to the top of the listing', async () => {
    const before = (await app.payload.findByID({ collection: 'jobs', id: job.id })) as Job
    const patched = await asShop.patch(`/api/jobs/${job.id}`, { title: 'Vaga com data forjada', createdAt: '2099-01-01T00:00:00.000Z', id: 999 })
    expect(patched.status).toBe(200)
    const after = (await app.payload.findByID({ collection: 'jobs', id: job.id })) as Job
    expect(after.title).toBe('Vaga com data forjada')
    expect(after.createdAt).toBe(before.createdAt)
    expect((await asShop.patch(`/api/jobs/${job.id}`, { createdAt: 'não é data' })).status).toBe(200)
  })

  it('answers 400, not 500, for a relationship to a document that does not exist', async () => {
    const missing = await asBarber.post('/api/saved-jobs', { job: 999_999 })
    expect(missing.status).toBe(400)
    expect(missing.body.errors[0].message).toBe('O item relacionado não existe ou foi removido.')
    const malformed = await asBarber.post('/api/saved-jobs', { job: 'abc' })
    expect(malformed.status).toBe(400)
    expect(malformed.body.errors[0].data.errors[0]).toMatchObject({ path: 'job', message: 'O item relacionado não existe ou foi removido.' })
  })

  it('explains a refused password in Portuguese', async () => {
    const response = await asBarber.patch(`/api/users/${barber.user.id}`, { password: '1' })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe('Alguns campos estão inválidos. Verifique os dados enviados.')
    expect(response.body.errors[0].data.errors[0]).toMatchObject({ path: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' })
  })
})
