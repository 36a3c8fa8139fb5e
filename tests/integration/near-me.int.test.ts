/**
 * 'Perto de mim' (issue 30, decision 0045): coordinates from the place (a CEP names the state), and
 * /api/open-jobs and the directories filtered by a radius, nearest first, each saying how far its
 * city's centre is or that it is in the city searched (decision 0059); bad
 * points and radii answer 400 in Portuguese; a row whose city we cannot place stays out of searches
 * by distance only.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { generateNif, generateNipc } from '#domain/documents'
import { nearMessages } from '#domain/nearby'
import { postalCodeMessages } from '#domain/postalCodes'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createBarber, createJob, createShop, type ShopAccount } from '#server/seed/factories'

const app = useTestApp()
const db = useDatabaseClient(app)
/** The seat of São Paulo, as the shipped file has it. */
const SP = { lat: -23.5475, lng: -46.6361 }
const near = (radius?: number) => `lat=${SP.lat}&lng=${SP.lng}${radius === undefined ? '' : `&raioKm=${radius}`}`
let paulista: ShopAccount, santista: ShopAccount, nowhere: ShopAccount

type Card = { title?: string; name?: string; cityCentreKm?: number; inSearchedCity?: boolean }

beforeAll(async () => {
  const hour = 3_600_000
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString()
  paulista = await createShop(app.payload, { name: 'Navalha Paulista', profile: { city: 'São Paulo', state: 'SP', postalCode: '01310100' } })
  const guarulhos = await createShop(app.payload, { name: 'Corte Guarulhos', profile: { city: 'Guarulhos', state: 'SP' } })
  const campinas = await createShop(app.payload, { name: 'Barbearia Campineira', profile: { city: 'campinas', state: 'SP' } })
  // No state: the CEP says São Paulo state, and the city is Santos.
  santista = await createShop(app.payload, { name: 'Barbearia Santista', profile: { city: 'Santos', state: null, postalCode: '11010-000' } })
  nowhere = await createShop(app.payload, { name: 'Barbearia Sem Mapa', profile: { city: 'Vila Inventada do Norte', state: 'SP' } })
  await createJob(app.payload, paulista.shop, { title: 'Vaga paulistana antiga', createdAt: at(9) })
  await createJob(app.payload, guarulhos.shop, { title: 'Vaga em Guarulhos', createdAt: at(1) })
  await createJob(app.payload, campinas.shop, { title: 'Vaga em Campinas', createdAt: at(2) })
  await createJob(app.payload, santista.shop, { title: 'Vaga em Santos', createdAt: at(3) })
  await createJob(app.payload, nowhere.shop, { title: 'Vaga sem mapa', createdAt: at(4) })
  await createJob(app.payload, paulista.shop, { title: 'Vaga paulistana nova', createdAt: at(5) })
  await createJob(app.payload, paulista.shop, { title: 'Vaga paulistana fechada', status: 'inactive', createdAt: at(6) })
  await createBarber(app.payload, { name: 'Barbeiro Paulistano', profile: { city: 'São Paulo', state: 'SP' } })
  await createBarber(app.payload, { name: 'Barbeiro de Osasco', profile: { city: 'Osasco', state: 'SP', postalCode: '06010-000' } })
  await createBarber(app.payload, { name: 'Barbeiro Campineiro', profile: { city: 'Campinas', state: 'SP' } })
  await createBarber(app.payload, { name: 'Barbeiro Sem Mapa', profile: { city: 'Lugar Nenhum', state: 'SP' } })
}, 180_000)

const list = async (path: string): Promise<Card[]> => {
  const response = await new ApiClient(app.url).get(path)
  expect(response.status, response.text).toBe(200)
  return response.body.docs
}

describe('coordinates from the place', () => {
  it('a shop, its jobs and a barber get their city seat; a CEP without a state gives the state', async () => {
    const { rows } = await db.query<{ name: string; state: string; postal_code: string | null; lat: string | null; lng: string | null }>(
      `SELECT name, state, postal_code, lat, lng FROM barbershops ORDER BY id`,
    )
    const byName = Object.fromEntries(rows.map((row) => [row.name, row]))
    expect(byName['Navalha Paulista']).toMatchObject({ postal_code: '01310-100', lat: String(SP.lat), lng: String(SP.lng) })
    expect(byName['Barbearia Santista']).toMatchObject({ state: 'SP', postal_code: '11010-000' })
    expect(Number(byName['Barbearia Santista']!.lat)).toBeCloseTo(-23.96, 1)
    expect(byName['Barbearia Sem Mapa']).toMatchObject({ lat: null, lng: null })
    const jobs = await db.query<{ title: string; lat: string | null }>(`SELECT title, lat FROM jobs ORDER BY id`)
    expect(jobs.rows.find((job) => job.title === 'Vaga paulistana nova')?.lat).toBe(String(SP.lat))
    expect(jobs.rows.find((job) => job.title === 'Vaga sem mapa')?.lat).toBeNull()
    const barbers = await db.query<{ lat: string | null }>(`SELECT lat FROM barbers WHERE name = 'Barbeiro de Osasco'`)
    expect(Number(barbers.rows[0]!.lat)).toBeCloseTo(-23.53, 1)
  })

  it('a Portuguese código postal and concelho place the profile at the concelho seat', async () => {
    const { shop } = await createShop(app.payload, {
      name: 'Barbearia Lisboeta',
      profile: { country: 'PT', cnpj: null, nipc: generateNipc(), whatsapp: '+351213456789', state: 'Lisboa', city: 'cascais', postalCode: '2750642' },
    })
    expect(shop).toMatchObject({ city: 'Cascais', postalCode: '2750-642' })
    expect(shop.lat).toBeCloseTo(38.7, 1)
    expect(shop.lng).toBeCloseTo(-9.42, 1)
    const barber = await createBarber(app.payload, {
      name: 'Barbeiro do Porto',
      profile: { country: 'PT', cpf: null, nif: generateNif(), phone: '+351912345678', state: 'Porto', city: 'Porto' },
    })
    expect(barber.barber.lat).toBeCloseTo(41.15, 1)
  })

  it('follows the shop when it moves, on the shop and on its jobs', async () => {
    await app.payload.update({ collection: 'barbershops', id: nowhere.shop.id, data: { city: 'Guarulhos' }, depth: 0 })
    const { rows } = await db.query<{ lat: string | null }>(`SELECT lat FROM jobs WHERE barbershop_id = $1`, [nowhere.shop.id])
    expect(Number(rows[0]!.lat)).toBeCloseTo(-23.46, 1)
    await app.payload.update({ collection: 'barbershops', id: nowhere.shop.id, data: { city: 'Vila Inventada do Norte' }, depth: 0 })
    const after = await db.query<{ lat: string | null }>(`SELECT lat FROM jobs WHERE barbershop_id = $1`, [nowhere.shop.id])
    expect(after.rows[0]!.lat).toBeNull()
  })

  it('refuses a CEP of another state, and a postal code that is none, in Portuguese', async () => {
    const owner = new ApiClient(app.url)
    await owner.login(paulista.email, paulista.password)
    const response = await owner.patch(`/api/barbershops/${paulista.shop.id}`, { postalCode: '20040-020' })
    expect(response.status, response.text).toBe(400)
    expect(response.text).toContain(postalCodeMessages.otherState('RJ'))
    const invalid = await owner.patch(`/api/barbershops/${paulista.shop.id}`, { postalCode: '123' })
    expect(invalid.status).toBe(400)
    expect(invalid.text).toContain(postalCodeMessages.invalid.BR)
    // Coordinates are the server's: a body naming them changes nothing.
    await owner.patch(`/api/barbershops/${paulista.shop.id}`, { lat: 10, lng: 10 })
    const { rows } = await db.query<{ lat: string }>(`SELECT lat FROM barbershops WHERE id = $1`, [paulista.shop.id])
    expect(rows[0]!.lat).toBe(String(SP.lat))
    // And the CEP is the owner's: a visitor does not read it.
    const visitor = await new ApiClient(app.url).get(`/api/barbershops/${paulista.shop.id}`)
    expect(visitor.body.postalCode).toBeUndefined()
    expect(visitor.body.lat).toBe(SP.lat)
  })
})

describe('GET /api/open-jobs by distance', () => {
  it('keeps the jobs within the radius, nearest first, newest first at one place (what each says of its place: below)', async () => {
    const docs = await list(`/api/open-jobs?${near(25)}`)
    expect(docs.map((doc) => doc.title)).toEqual(['Vaga paulistana nova', 'Vaga paulistana antiga', 'Vaga em Guarulhos'])
  })

  it('a wider radius reaches Santos and then Campinas, in order of distance', async () => {
    const docs = await list(`/api/open-jobs?${near(100)}`)
    expect(docs.map((doc) => doc.title)).toEqual(['Vaga paulistana nova', 'Vaga paulistana antiga', 'Vaga em Guarulhos', 'Vaga em Santos', 'Vaga em Campinas'])
    const distances = docs.map((doc) => doc.cityCentreKm!)
    expect(distances.every(Number.isInteger)).toBe(true)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
    // Without a radius: 25 km.
    expect((await list(`/api/open-jobs?${near()}`)).length).toBe(3)
  })

  it('leaves a job without coordinates out of searches by distance only', async () => {
    const everything = await list('/api/open-jobs?limit=50')
    expect(everything.map((doc) => doc.title)).toContain('Vaga sem mapa')
    expect(everything.every((doc) => doc.cityCentreKm === undefined && doc.inSearchedCity === undefined)).toBe(true)
    expect((await list(`/api/open-jobs?${near(100)}&limit=50`)).map((doc) => doc.title)).not.toContain('Vaga sem mapa')
  })

  it('combines with the other filters and pages', async () => {
    expect((await list(`/api/open-jobs?${near(100)}&q=santos`)).map((doc) => doc.title)).toEqual(['Vaga em Santos'])
    expect((await list(`/api/open-jobs?${near(100)}&city=campinas`)).map((doc) => doc.title)).toEqual(['Vaga em Campinas'])
    const second = await new ApiClient(app.url).get(`/api/open-jobs?${near(100)}&limit=2&page=2`)
    expect(second.body.docs.map((doc: Card) => doc.title)).toEqual(['Vaga em Guarulhos', 'Vaga em Santos'])
    expect(second.body).toMatchObject({ hasPrevPage: true, hasNextPage: true })
  })
})

describe('what a distance can say (issue 39, item 11; decision 0059)', () => {
  /** Pinheiros, in the west of São Paulo, as the web app sends a browser's location: rounded to two decimals. */
  const PINHEIROS = 'lat=-23.56&lng=-46.69&raioKm=25'

  it('from a city’s seat, that city’s jobs are in the searched city, and no distance is given to the job itself', async () => {
    const docs = await list(`/api/open-jobs?${near(25)}`)
    expect(docs.map((doc) => doc.title)).toEqual(['Vaga paulistana nova', 'Vaga paulistana antiga', 'Vaga em Guarulhos'])
    for (const doc of docs) expect(doc).not.toHaveProperty('distanceKm')
    expect(docs[0]).toMatchObject({ inSearchedCity: true, cityCentreKm: 0 })
    expect(docs[1]).toMatchObject({ inSearchedCity: true, cityCentreKm: 0 })
    // Another city: the distance between the two centres, in whole km (the jobs' own addresses are not known).
    expect(docs[2]).toMatchObject({ inSearchedCity: false })
    expect(Number.isInteger(docs[2]!.cityCentreKm)).toBe(true)
    expect(docs[2]!.cityCentreKm).toBeGreaterThan(10)
    expect(docs[2]!.cityCentreKm).toBeLessThan(20)
  })

  it('from a point inside the city (Pinheiros), São Paulo’s jobs are about 6 km from their city’s centre, not from the point', async () => {
    const docs = await list(`/api/open-jobs?${PINHEIROS}`)
    const paulistana = docs.find((doc) => doc.title === 'Vaga paulistana nova')
    // A point that is no city's seat belongs to no city the server can name: the centre's distance is all it knows.
    expect(paulistana).toMatchObject({ inSearchedCity: false, cityCentreKm: 6 })
    expect(paulistana).not.toHaveProperty('distanceKm')
  })

  it('the directories say the same of profiles', async () => {
    const barbers = await list(`/api/directory/barbers?${near(25)}`)
    expect(barbers.map((doc) => [doc.name, doc.inSearchedCity])).toEqual([
      ['Barbeiro Paulistano', true],
      ['Barbeiro de Osasco', false],
    ])
    expect(barbers[1]!.cityCentreKm).toBeGreaterThan(10)
    for (const doc of barbers) expect(doc).not.toHaveProperty('distanceKm')
    const shops = await list(`/api/directory/barbershops?${PINHEIROS}`)
    expect(shops.find((doc) => doc.name === 'Navalha Paulista')).toMatchObject({ inSearchedCity: false, cityCentreKm: 6 })
    for (const doc of shops) expect(doc).not.toHaveProperty('distanceKm')
  })
})

describe('the directories by distance', () => {
  it('barbers within the radius, nearest first', async () => {
    const docs = await list(`/api/directory/barbers?${near(25)}`)
    expect(docs.map((doc) => doc.name)).toEqual(['Barbeiro Paulistano', 'Barbeiro de Osasco'])
    expect(docs[1]!.cityCentreKm).toBeGreaterThan(10)
    const wide = await new ApiClient(app.url).get(`/api/directory/barbers?${near(100)}`)
    expect(wide.body.docs.map((doc: Card) => doc.name)).toEqual(['Barbeiro Paulistano', 'Barbeiro de Osasco', 'Barbeiro Campineiro'])
    expect(wide.body.totalDocs).toBe(3)
    expect((await list('/api/directory/barbers?limit=48')).map((doc) => doc.name)).toContain('Barbeiro Sem Mapa')
  })

  it('shops within the radius, nearest first', async () => {
    const docs = await list(`/api/directory/barbershops?${near(60)}`)
    expect(docs.map((doc) => doc.name)).toEqual(['Navalha Paulista', 'Corte Guarulhos', 'Barbearia Santista'])
    expect(docs.map((doc) => doc.cityCentreKm)).toEqual([...docs.map((doc) => doc.cityCentreKm!)].sort((a, b) => a - b))
  })
})

describe('bad points and radii', () => {
  const cases: [string, string][] = [
    [`lat=${SP.lat}`, nearMessages.pointIncomplete],
    [`lng=${SP.lng}`, nearMessages.pointIncomplete],
    ['raioKm=10', nearMessages.radiusWithoutPoint],
    [`lat=abc&lng=${SP.lng}`, nearMessages.latInvalid],
    [`lat=${SP.lat}&lng=-200`, nearMessages.lngInvalid],
    [`lat=91&lng=${SP.lng}`, nearMessages.latInvalid],
    [`${near(4)}`, nearMessages.radiusInvalid],
    [`${near(101)}`, nearMessages.radiusInvalid],
    [`${near()}&raioKm=dez`, nearMessages.radiusInvalid],
    [`lat=${SP.lat}&lat=1&lng=${SP.lng}`, nearMessages.latInvalid],
  ]
  it.each(['/api/open-jobs', '/api/directory/barbers', '/api/directory/barbershops'])('%s answers 400 in Portuguese', async (path) => {
    for (const [query, message] of cases) {
      const response = await new ApiClient(app.url).get(`${path}?${query}`)
      expect(response.status, `${path}?${query}`).toBe(400)
      expect(response.body.errors[0].message, `${path}?${query}`).toBe(message)
    }
  })
})
