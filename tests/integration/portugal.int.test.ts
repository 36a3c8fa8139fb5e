/**
 * Portugal (issue 16): accounts with a NIF or a NIPC, Portuguese phones and places, attacked by
 * every path that writes them: sign-up, the complete-profile route and Payload's REST collections.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateCpf, generateNif, generateNipc, maskNif, NIF_PREFIXES, NIPC_PREFIXES } from '#domain/documents'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage, type ApiResponse } from '../helpers/client'
import { createAccount, createJob, createPortugueseBarber, createPortugueseShop, createShop } from '#server/seed/factories'

const app = useTestApp()
let counter = 0

/**
 * The AT's check digit written out again, apart from domain/documents.ts, so a mistake there
 * cannot agree with itself: weights 9 down to 2, 11 minus the remainder, 10 and 11 count as 0.
 */
function atCheckDigit(first8: string): number {
  let sum = 0
  for (let i = 0; i < 8; i++) sum += Number(first8[i]) * (9 - i)
  const digit = 11 - (sum % 11)
  return digit >= 10 ? 0 : digit
}

/** Nine digits with a right check digit under `prefix`, drawn by fast-check. */
const portugueseNumber = (prefixes: readonly string[]) =>
  fc.tuple(fc.constantFrom(...prefixes), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 7, maxLength: 7 })).map(([prefix, rest]) => {
    const first8 = (prefix + rest.join('')).slice(0, 8)
    return first8 + atCheckDigit(first8)
  })

const newEmail = () => `portugal${++counter}.${Date.now()}@teste.navalha.test`
const portugueseBarber = (overrides: Record<string, unknown> = {}) => ({
  country: 'PT',
  userType: 'barber',
  name: 'Tiago Ferreira',
  document: maskNif(generateNif()),
  phone: '912 345 678',
  email: newEmail(),
  password: 'segredo123',
  ...overrides,
})
const portugueseShop = (overrides: Record<string, unknown> = {}) => ({
  ...portugueseBarber(),
  userType: 'barbershop',
  name: 'Barbearia Alfama',
  document: generateNipc(),
  phone: '21 345 6789',
  ...overrides,
})

const signUp = (body: Record<string, unknown>) => new ApiClient(app.url).post('/api/signup', body)
const fieldErrors = (response: ApiResponse) =>
  Object.fromEntries((response.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]))

async function storedProfile(collection: 'barbers' | 'barbershops', email: string) {
  const {
    docs: [user],
  } = await app.payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
  const {
    docs: [profile],
  } = await app.payload.find({ collection, where: { user: { equals: user.id } }, depth: 0 })
  return { user, profile: profile as unknown as Record<string, unknown> }
}

describe('sign-up in Portugal', () => {
  it('creates a barber with a NIF, stored as digits, and a +351 phone, in a Portuguese profile', async () => {
    const nif = generateNif()
    const body = portugueseBarber({ document: `PT ${maskNif(nif)}` })
    const response = await signUp(body)
    expect(response.status, response.text).toBe(201)
    const { user, profile } = await storedProfile('barbers', body.email)
    expect(user.phone).toBe('+351912345678')
    expect(profile).toMatchObject({ country: 'PT', nif, cpf: null, phone: '+351912345678' })
  })

  it('creates a shop with a NIPC and a Lisbon landline', async () => {
    const body = portugueseShop()
    const response = await signUp(body)
    expect(response.status, response.text).toBe(201)
    const { profile } = await storedProfile('barbershops', body.email)
    expect(profile).toMatchObject({ country: 'PT', nipc: body.document, cnpj: null, whatsapp: '+351213456789' })
  })

  it('accepts every valid NIF of a person, checked by an independent check digit', async () => {
    await fc.assert(
      fc.asyncProperty(portugueseNumber(NIF_PREFIXES), async (nif) => {
        const response = await signUp(portugueseBarber({ document: maskNif(nif) }))
        expect(response.status, `${nif}: ${response.text}`).toBe(201)
      }),
      { numRuns: 6 },
    )
  })

  it('refuses a NIF whose check digit is wrong, with the spec-pattern message', async () => {
    await fc.assert(
      fc.asyncProperty(portugueseNumber(NIF_PREFIXES), fc.integer({ min: 1, max: 9 }), async (nif, shift) => {
        const wrong = nif.slice(0, 8) + ((Number(nif[8]) + shift) % 10)
        const response = await signUp(portugueseBarber({ document: wrong }))
        expect(response.status).toBe(400)
        expect(fieldErrors(response).document).toBe('NIF inválido. Verifique e tente novamente.')
      }),
      { numRuns: 6 },
    )
  })

  it('refuses a NIPC for a barber and a NIF for a shop: each in its holder range', async () => {
    const companyAsPerson = await signUp(portugueseBarber({ document: generateNipc() }))
    expect(fieldErrors(companyAsPerson).document).toBe('NIF inválido. Verifique e tente novamente.')
    const personAsCompany = await signUp(portugueseShop({ document: generateNif() }))
    expect(fieldErrors(personAsCompany).document).toBe('NIPC inválido. Verifique e tente novamente.')
    for (const document of ['111111111', '123 456 78', '1234567890', '9'.repeat(9)]) {
      expect(fieldErrors(await signUp(portugueseShop({ document }))).document, document).toBe('NIPC inválido. Verifique e tente novamente.')
    }
  })

  it('accepts every valid NIPC of a company range', async () => {
    await fc.assert(
      fc.asyncProperty(portugueseNumber(NIPC_PREFIXES), async (nipc) => {
        const response = await signUp(portugueseShop({ document: nipc }))
        expect(response.status, `${nipc}: ${response.text}`).toBe(201)
      }),
      { numRuns: 4 },
    )
  })

  it('asks for the document of the chosen country', async () => {
    expect(fieldErrors(await signUp(portugueseBarber({ document: '' }))).document).toBe('NIF é obrigatório.')
    expect(fieldErrors(await signUp(portugueseShop({ document: ' ' }))).document).toBe('NIPC é obrigatório.')
    expect(fieldErrors(await signUp(portugueseBarber({ document: generateCpf() }))).document).toBe('NIF inválido. Verifique e tente novamente.')
    expect(fieldErrors(await signUp(portugueseBarber({ country: 'BR', document: generateNif() }))).document).toBe('CPF inválido. Verifique e tente novamente.')
    expect(fieldErrors(await signUp(portugueseBarber({ country: 'ES' }))).country).toBe('Escolha o país: Brasil ou Portugal.')
  })

  it('answers a NIF or NIPC already taken with 409 and the message, also for two sign-ups racing', async () => {
    const nif = generateNif()
    expect((await signUp(portugueseBarber({ document: nif }))).status).toBe(201)
    const again = await signUp(portugueseBarber({ document: maskNif(nif) }))
    expect(again.status).toBe(409)
    expect(fieldErrors(again).document).toBe('Este NIF já possui uma conta cadastrada.')

    const nipc = generateNipc()
    const racing = await Promise.all([1, 2, 3].map(() => signUp(portugueseShop({ document: nipc }))))
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409])
    for (const loser of racing.filter((r) => r.status === 409)) expect(fieldErrors(loser).document).toBe('Este NIPC já possui uma conta cadastrada.')
    expect((await app.payload.count({ collection: 'barbershops', where: { nipc: { equals: nipc } } })).totalDocs).toBe(1)
  })

  it('reads a phone without its code in the chosen country, and one with its code in its own', async () => {
    expect(fieldErrors(await signUp(portugueseBarber({ phone: '(11) 98765-4321' }))).phone).toBe(
      'Telefone inválido. Use os 9 dígitos do número, por exemplo 912 345 678, ou o código do país antes.',
    )
    // Nomadic 30 and unallocated 94 numbers are neither a mobile nor a landline.
    for (const phone of ['301 234 567', '941 234 567']) expect(fieldErrors(await signUp(portugueseBarber({ phone }))).phone, phone).toBeDefined()
    expect(fieldErrors(await signUp(portugueseBarber({ country: 'BR', document: generateCpf(), phone: '912 345 678' }))).phone).toBe(
      'Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.',
    )
    const withCode = portugueseBarber({ country: 'BR', document: generateCpf(), phone: '+351 912 345 678' })
    expect((await signUp(withCode)).status).toBe(201)
    expect((await storedProfile('barbers', withCode.email)).profile.phone).toBe('+351912345678')
  })
})

describe('Portuguese profiles through the Payload REST collections', () => {
  it('keeps the NIF once given and the country with it; only an admin changes them', async () => {
    const account = await createPortugueseBarber(app.payload)
    const client = await app.signedIn(account)
    const original = account.barber.nif
    expect((await client.patch(`/api/barbers/${account.barber.id}`, { nif: generateNif(), country: 'BR' })).status).toBe(200)
    const stored = await app.payload.findByID({ collection: 'barbers', id: account.barber.id, depth: 0 })
    expect(stored).toMatchObject({ nif: original, country: 'PT' })

    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const replacement = generateNif()
    expect((await admin.patch(`/api/barbers/${account.barber.id}`, { nif: replacement })).status).toBe(200)
    expect((await app.payload.findByID({ collection: 'barbers', id: account.barber.id, depth: 0 })).nif).toBe(replacement)
  })

  it('hides the NIF and NIPC from everyone but the owner and admins', async () => {
    const barber = await createPortugueseBarber(app.payload)
    const shop = await createPortugueseShop(app.payload)
    const visitor = new ApiClient(app.url)
    expect((await visitor.get(`/api/barbers/${barber.barber.id}`)).body.nif).toBeUndefined()
    expect((await visitor.get(`/api/barbershops/${shop.shop.id}`)).body.nipc).toBeUndefined()
    expect((await (await app.signedIn(shop)).get(`/api/barbers/${barber.barber.id}`)).body.nif).toBeUndefined()
    expect((await (await app.signedIn(barber)).get(`/api/barbers/${barber.barber.id}`)).body.nif).toBe(barber.barber.nif)
  })

  it('refuses a document of the other country, and a Portuguese shop without its NIPC', async () => {
    const barber = await app.signedIn(await createAccount(app.payload, 'barber'))
    const cpfInPortugal = await barber.post('/api/barbers', { name: 'Tiago', country: 'PT', cpf: generateCpf() })
    expect(cpfInPortugal.status).toBe(400)
    expect(errorMessage(cpfInPortugal.body)).toBe('O CPF é pedido só para contas no Brasil. Em Portugal, informe o NIF.')
    const nifInBrazil = await barber.post('/api/barbers', { name: 'Tiago', nif: generateNif() })
    expect(errorMessage(nifInBrazil.body)).toBe('O NIF é pedido só para contas em Portugal. No Brasil, informe o CPF.')
    const badNif = await barber.post('/api/barbers', { name: 'Tiago', country: 'PT', nif: '123456780' })
    expect(errorMessage(badNif.body)).toBe('NIF inválido. Verifique e tente novamente.')

    const shop = await app.signedIn(await createAccount(app.payload, 'barbershop'))
    const withoutNipc = await shop.post('/api/barbershops', { name: 'Barbearia Sem NIPC', country: 'PT' })
    expect(withoutNipc.status).toBe(400)
    expect(errorMessage(withoutNipc.body)).toBe('NIPC é obrigatório.')
    const taken = await createPortugueseShop(app.payload)
    const duplicate = await shop.post('/api/barbershops', { name: 'Barbearia Cópia', country: 'PT', nipc: taken.shop.nipc })
    expect(duplicate.status).toBe(409)
    expect(errorMessage(duplicate.body)).toBe('Este NIPC já possui uma conta cadastrada.')
  })

  it('stores a distrito and concelho by their official names and refuses a concelho of another distrito', async () => {
    const account = await createPortugueseShop(app.payload)
    const client = await app.signedIn(account)
    const gaia = await client.patch(`/api/barbershops/${account.shop.id}`, { state: 'porto', city: 'vila nova de gaia', whatsapp: '912 000 111' })
    expect(gaia.status, gaia.text).toBe(200)
    expect(gaia.body.doc).toMatchObject({ state: 'Porto', city: 'Vila Nova de Gaia', whatsapp: '+351912000111' })

    const wrongConcelho = await client.patch(`/api/barbershops/${account.shop.id}`, { state: 'Lisboa', city: 'Braga' })
    expect(wrongConcelho.status).toBe(400)
    expect(errorMessage(wrongConcelho.body)).toBe('Escolha um concelho do distrito.')
    // The distrito alone would leave Vila Nova de Gaia in Faro.
    const stateOnly = await client.patch(`/api/barbershops/${account.shop.id}`, { state: 'Faro' })
    expect(stateOnly.status).toBe(400)
    expect(errorMessage(stateOnly.body)).toBe('Escolha um concelho do distrito.')
    const notADistrito = await client.patch(`/api/barbershops/${account.shop.id}`, { state: 'Lisbon', city: 'Lisboa' })
    expect(errorMessage(notADistrito.body)).toBe('Escolha um distrito de Portugal, os Açores ou a Madeira.')
    const brazilianPhone = await client.patch(`/api/barbershops/${account.shop.id}`, { whatsapp: '(21) 98765-4321' })
    expect(brazilianPhone.status).toBe(400)
    expect((await app.payload.findByID({ collection: 'barbershops', id: account.shop.id, depth: 0 })).city).toBe('Vila Nova de Gaia')
  })

  it('keeps a Brazilian shop Brazilian: its owner cannot switch the country of its CNPJ', async () => {
    const account = await createShop(app.payload)
    const client = await app.signedIn(account)
    const switched = await client.patch(`/api/barbershops/${account.shop.id}`, { country: 'PT', state: 'Lisboa', city: 'Lisboa' })
    expect(switched.status).toBe(400)
    expect((await app.payload.findByID({ collection: 'barbershops', id: account.shop.id, depth: 0 })).country).toBe('BR')
  })
})

describe('Portuguese profiles through the complete-profile form (PUT /api/me/profile)', () => {
  const shopForm = (overrides: Record<string, unknown> = {}) => ({
    name: 'Barbearia do Bolhão',
    description: 'Barbearia clássica no centro do Porto, com agenda cheia.',
    whatsapp: '22 123 4567',
    address: 'Rua Formosa, 100',
    state: 'Porto',
    city: 'Porto',
    district: 'Bonfim',
    ...overrides,
  })

  it('saves a Portuguese shop, keeping its country and NIPC whatever the form sends', async () => {
    const account = await createPortugueseShop(app.payload)
    const client = await app.signedIn(account)
    const saved = await client.request('PUT', '/api/me/profile', { json: shopForm({ country: 'BR', nipc: generateNipc(), city: 'matosinhos' }) })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.profile).toMatchObject({ country: 'PT', nipc: account.shop.nipc, city: 'Matosinhos', whatsapp: '+351221234567' })
    expect((await client.get('/api/session')).body.profile.country).toBe('PT')

    const wrong = await client.request('PUT', '/api/me/profile', { json: shopForm({ state: 'Madeira', city: 'Porto', whatsapp: '(11) 3456-7890' }) })
    expect(wrong.status).toBe(400)
    expect(fieldErrors(wrong)).toMatchObject({
      city: 'Escolha um concelho do distrito.',
      whatsapp: 'Telefone inválido. Use os 9 dígitos do número, por exemplo 912 345 678, ou o código do país antes.',
    })
  })

  it('lets an account an admin made choose Portugal and give its NIPC, required and checked', async () => {
    const account = await createAccount(app.payload, 'barbershop')
    const client = await app.signedIn(account)
    const missing = await client.request('PUT', '/api/me/profile', { json: shopForm({ country: 'PT' }) })
    expect(fieldErrors(missing)).toEqual({ nipc: 'NIPC é obrigatório.' })
    const invalid = await client.request('PUT', '/api/me/profile', { json: shopForm({ country: 'PT', nipc: generateNif() }) })
    expect(fieldErrors(invalid)).toEqual({ nipc: 'NIPC inválido. Verifique e tente novamente.' })
    const nipc = generateNipc()
    const saved = await client.request('PUT', '/api/me/profile', { json: shopForm({ country: 'PT', nipc, cnpj: '11.222.333/0001-81' }) })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.profile).toMatchObject({ country: 'PT', nipc, cnpj: null })
  })
})

describe('lists by country', () => {
  it('filters open jobs by country, distrito and concelho, and puts the viewer’s country first', async () => {
    const tag = `Portugal${Date.now()}`
    const lisbon = await createPortugueseShop(app.payload, { profile: { state: 'Lisboa', city: 'Cascais' } })
    const brazil = await createShop(app.payload)
    const lisbonJob = await createJob(app.payload, lisbon.shop, { title: `${tag} Barbeiro em Cascais` })
    const brazilJob = await createJob(app.payload, brazil.shop, { title: `${tag} Barbeiro no Rio` })
    const visitor = new ApiClient(app.url)
    const ids = async (query: string) => ((await visitor.get(`/api/open-jobs?q=${tag}&${query}`)).body.docs as { id: number }[]).map((job) => job.id)

    expect(await ids('country=PT')).toEqual([lisbonJob.id])
    expect(await ids('country=BR')).toEqual([brazilJob.id])
    expect(await ids('country=PT&state=Lisboa&city=Cascais')).toEqual([lisbonJob.id])
    expect(await ids('country=PT&state=Porto')).toEqual([])
    // Newest first, unless the viewer's country goes first.
    expect(await ids('')).toEqual([brazilJob.id, lisbonJob.id])
    expect(await ids('firstCountry=PT')).toEqual([lisbonJob.id, brazilJob.id])
    expect(await ids('country=ES')).toEqual([brazilJob.id, lisbonJob.id])
  })

  it('filters both directories by country', async () => {
    const name = `Portuguesa ${Date.now()}`
    const shop = await createPortugueseShop(app.payload, { name, profile: { name } })
    const barber = await createPortugueseBarber(app.payload, { name, profile: { name } })
    const visitor = new ApiClient(app.url)
    const found = async (kind: string, query: string) =>
      ((await visitor.get(`/api/directory/${kind}?q=${encodeURIComponent(name)}&${query}`)).body.docs as { id: number }[]).map((doc) => doc.id)
    expect(await found('barbershops', 'country=PT&state=Lisboa')).toEqual([shop.shop.id])
    expect(await found('barbershops', 'country=BR')).toEqual([])
    expect(await found('barbers', 'country=PT&state=Porto&city=Porto')).toEqual([barber.barber.id])
    expect(await found('barbers', 'country=BR')).toEqual([])
  })
})
