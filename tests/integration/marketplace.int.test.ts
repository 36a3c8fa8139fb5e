/**
 * The marketplace endpoints over HTTP: profile completion, panels, job details, directories,
 * and the e-mails that applications send.
 */
import { describe, expect, it } from 'vitest'
import { generateCnpj, generateCpf } from '#domain/documents'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'
import { mp4, flatPng } from '../fixtures/media'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))

async function uploadImage(client: ApiClient, folder: string) {
  const png = await flatPng(16, 16, '#92400e')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'imagem.png')
  form.append('_payload', JSON.stringify({ folder }))
  const response = await client.request('POST', '/api/media', { body: form })
  expect(response.status, response.text).toBe(201)
  return response.body.doc.id as number
}

const shopProfile = (overrides: Record<string, unknown> = {}) => ({
  name: 'Barbearia Nova Era',
  cnpj: generateCnpj(),
  description: 'Barbearia de bairro com clientela fiel e agenda cheia.',
  whatsapp: '(31) 98888-7777',
  instagram: '@novaera',
  website: 'novaera.com.br',
  address: 'Rua da Bahia, 1000',
  state: 'mg',
  city: 'Belo Horizonte',
  district: 'Lourdes',
  ...overrides,
})

describe('complete profile (PUT /api/me/profile)', () => {
  it('requires the barber fields marked * and the presentation video', async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const response = await client.request('PUT', '/api/me/profile', {
      json: { name: 'Rafael', age: 17, experienceYears: 51, bio: '', state: 'XX', city: '', district: '' },
    })
    expect(response.status).toBe(400)
    const byField = Object.fromEntries(response.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]))
    expect(byField).toMatchObject({
      age: 'A idade deve estar entre 18 e 100 anos.',
      experienceYears: 'A experiência deve estar entre 0 e 50 anos.',
      video: 'O vídeo de apresentação é obrigatório.',
      state: 'Informe a sigla do estado com 2 letras.',
      city: 'Informe a cidade.',
      district: 'Informe o bairro.',
    })
  })

  it('completes a barber profile with a photo and the presentation video', async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const photo = await uploadImage(client, 'photos')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(mp4({ seconds: 12 }))], { type: 'video/mp4' }), 'apresentacao.mp4')
    form.append('_payload', JSON.stringify({ folder: 'videos' }))
    const video = await client.request('POST', '/api/media', { body: form })
    expect(video.status, video.text).toBe(201)
    const response = await client.request('PUT', '/api/me/profile', {
      json: {
        name: 'Rafael Souza',
        age: 29,
        experienceYears: 6,
        bio: 'Degradê, navalhado e barba.',
        instagram: 'https://instagram.com/rafa.barber',
        specialties: ['Degradê', 'Barba', 'Degradê'],
        photo,
        video: video.body.doc.id,
        state: 'SP',
        city: 'São Paulo',
        district: 'Pinheiros',
      },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.profile).toMatchObject({
      age: 29,
      experienceYears: 6,
      instagram: 'rafa.barber',
      specialties: ['Degradê', 'Barba'],
      profileComplete: true,
    })
    expect(response.body.profile.video.mimeType).toBe('video/mp4')
    expect((await client.get('/api/session')).body.profile).toMatchObject({ type: 'barber', complete: true })
    const swapped = await client.request('PUT', '/api/me/profile', { json: { ...response.body.profile, photo: video.body.doc.id, video: photo } })
    expect(swapped.status).toBe(400)
  })

  it('creates or updates a shop profile, with 5 photos at most, and renames the account', async () => {
    const account = await createAccount(app.payload, 'barbershop')
    const client = await app.signedIn(account)
    const logo = await uploadImage(client, 'logos')
    const photos = [] as number[]
    for (let i = 0; i < 6; i++) photos.push(await uploadImage(client, 'shop-photos'))
    // A sixth is refused in the picker's words (portfolio.int.test.ts tries every path), not dropped without a word.
    const six = await client.request('PUT', '/api/me/profile', { json: shopProfile({ logo, photos }) })
    expect(six.status).toBe(400)
    expect(six.body.errors).toEqual([{ field: 'photos', message: 'Limite de 5 fotos: 1 foto não foi adicionada.' }])
    const created = await client.request('PUT', '/api/me/profile', { json: shopProfile({ logo, photos: photos.slice(0, 5) }) })
    expect(created.status, created.text).toBe(200)
    expect(created.body.profile).toMatchObject({
      name: 'Barbearia Nova Era',
      state: 'MG',
      whatsapp: '+5531988887777',
      instagram: 'novaera',
      website: 'https://novaera.com.br/',
      profileComplete: true,
    })
    expect(created.body.profile.photos).toHaveLength(5)
    expect((await client.get('/api/session')).body.user.name).toBe('Barbearia Nova Era')
    const updated = await client.request('PUT', '/api/me/profile', {
      json: shopProfile({ cnpj: created.body.profile.cnpj, description: 'Agora com três cadeiras.' }),
    })
    expect(updated.body.profile.id).toBe(created.body.profile.id)
    expect(updated.body.profile.description).toBe('Agora com três cadeiras.')
  })

  it("refuses another user's files and files of the wrong kind", async () => {
    const owner = await createAccount(app.payload, 'barbershop')
    const stranger = await createAccount(app.payload, 'barbershop')
    const strangerClient = await app.signedIn(stranger)
    const foreignLogo = await uploadImage(strangerClient, 'logos')
    const client = await app.signedIn(owner)
    const foreign = await client.request('PUT', '/api/me/profile', { json: shopProfile({ logo: foreignLogo }) })
    expect(foreign.status).toBe(400)
    expect(foreign.body.errors[0].message).toBe('Use um arquivo enviado por você.')
    const wrongFolder = await client.request('PUT', '/api/me/profile', { json: shopProfile({ logo: await uploadImage(client, 'shop-photos') }) })
    expect(wrongFolder.status).toBe(400)
  })

  it('answers a CNPJ already in use with 409', async () => {
    const existing = await createShop(app.payload)
    const client = await app.signedIn(await createAccount(app.payload, 'barbershop'))
    const response = await client.request('PUT', '/api/me/profile', { json: shopProfile({ cnpj: existing.shop.cnpj }) })
    expect(response.status).toBe(409)
    expect(response.body.errors).toEqual([{ field: 'cnpj', message: 'Este CNPJ já possui uma conta cadastrada.' }])
  })

  it('is only for barbers and shops, and only signed in', async () => {
    expect((await new ApiClient(app.url).request('PUT', '/api/me/profile', { json: {} })).status).toBe(401)
    expect((await (await app.signedIn(await createAccount(app.payload, 'editor'))).request('PUT', '/api/me/profile', { json: {} })).status).toBe(403)
  })
})

describe('barber panel record (POST /api/me/barber)', () => {
  it('creates a missing barber record once, with zero years, even when two requests race', async () => {
    const account = await createAccount(app.payload, 'barber', { name: 'Conta do Admin' })
    const client = await app.signedIn(account)
    const results = await Promise.all([client.post('/api/me/barber'), client.post('/api/me/barber')])
    expect(results.map((r) => r.status).every((s) => s === 200 || s === 201)).toBe(true)
    const records = await app.payload.find({ collection: 'barbers', where: { user: { equals: account.user.id } } })
    expect(records.totalDocs).toBe(1)
    expect(records.docs[0]).toMatchObject({ experienceYears: 0, name: 'Conta do Admin', cpf: null })
    const again = await client.post('/api/me/barber')
    expect(again.body.created).toBe(false)
    expect((await (await app.signedIn(await createShop(app.payload))).post('/api/me/barber')).status).toBe(403)
  })

  it('gives the missing record the country of the account’s phone, Brazil when it names none', async () => {
    const inPortugal = await createAccount(app.payload, 'barber')
    await app.payload.update({ collection: 'users', id: inPortugal.user.id, data: { phone: '+351 912 345 678' } })
    const withoutPhone = await createAccount(app.payload, 'barber')
    for (const [account, country] of [
      [inPortugal, 'PT'],
      [withoutPhone, 'BR'],
    ] as const) {
      expect((await (await app.signedIn(account)).post('/api/me/barber')).status).toBe(201)
      const records = await app.payload.find({ collection: 'barbers', where: { user: { equals: account.user.id } } })
      expect(records.docs[0]?.country).toBe(country)
    }
  })

  it('asks for the CPF when completing a record that has none', async () => {
    const account = await createAccount(app.payload, 'barber')
    const client = await app.signedIn(account)
    await client.post('/api/me/barber')
    const profile = { name: 'Pedro Alves', age: 30, experienceYears: 5, bio: 'Degradê e barba.', state: 'SP', city: 'Santos', district: 'Gonzaga', video: 1 }
    const missing = await client.request('PUT', '/api/me/profile', { json: profile })
    expect(missing.body.errors).toContainEqual({ field: 'cpf', message: 'CPF é obrigatório.' })
    const invalid = await client.request('PUT', '/api/me/profile', { json: { ...profile, cpf: '123.456.789-00' } })
    expect(invalid.body.errors).toContainEqual({ field: 'cpf', message: 'CPF inválido. Verifique e tente novamente.' })
    const video = await app.payload.create({
      collection: 'media',
      data: { user: account.user.id, folder: 'videos' },
      file: { data: mp4({ seconds: 5 }), mimetype: 'video/mp4', name: 'v.mp4', size: mp4({ seconds: 5 }).length },
    })
    const cpf = generateCpf()
    const saved = await client.request('PUT', '/api/me/profile', { json: { ...profile, video: video.id, cpf } })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.profile.cpf).toBe(cpf)
    const changed = await client.request('PUT', '/api/me/profile', { json: { ...profile, video: video.id, cpf: generateCpf() } })
    expect(changed.body.profile.cpf, 'once given, only an admin changes the CPF').toBe(cpf)
  })

  it('asks for the CNPJ when creating a shop record, and then keeps it as the CPF is kept', async () => {
    const account = await createAccount(app.payload, 'barbershop')
    const client = await app.signedIn(account)
    const missing = await client.request('PUT', '/api/me/profile', { json: shopProfile({ cnpj: '' }) })
    expect(missing.status).toBe(400)
    expect(missing.body.errors).toContainEqual({ field: 'cnpj', message: 'CNPJ é obrigatório.' })
    const invalid = await client.request('PUT', '/api/me/profile', { json: shopProfile({ cnpj: '11.222.333/0001-80' }) })
    expect(invalid.body.errors).toContainEqual({ field: 'cnpj', message: 'CNPJ inválido. Verifique e tente novamente.' })
    const cnpj = generateCnpj()
    expect((await client.request('PUT', '/api/me/profile', { json: shopProfile({ cnpj }) })).body.profile.cnpj).toBe(cnpj)
    for (const other of [generateCnpj(), '', undefined]) {
      const changed = await client.request('PUT', '/api/me/profile', { json: shopProfile({ cnpj: other, description: 'Agora com seis cadeiras.' }) })
      expect(changed.status, changed.text).toBe(200)
      expect(changed.body.profile.cnpj, 'once given, only an admin changes the CNPJ').toBe(cnpj)
    }
  })
})

describe('panels (GET /api/me/dashboard)', () => {
  it('counts a barber’s applications by status and a shop’s jobs and applications', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const other = await createBarber(app.payload)
    const jobs = [
      await createJob(app.payload, shop.shop),
      await createJob(app.payload, shop.shop),
      await createJob(app.payload, shop.shop, { status: 'inactive' }),
    ]
    await createApplication(app.payload, jobs[0], barber.barber, 'accepted')
    await createApplication(app.payload, jobs[1], barber.barber)
    await createApplication(app.payload, jobs[0], other.barber, 'rejected')
    expect((await (await app.signedIn(barber)).get('/api/me/dashboard')).body).toEqual({
      type: 'barber',
      applications: { total: 2, pending: 1, accepted: 1, rejected: 0, hired: 0, withdrawn: 0, closed: 0 },
    })
    expect((await (await app.signedIn(shop)).get('/api/me/dashboard')).body).toEqual({
      type: 'barbershop',
      jobs: { total: 3, active: 2 },
      applications: { total: 3, pending: 1 },
    })
  })
})

describe('job details (GET /api/job-details/:id)', () => {
  it('shows an active job and its shop publicly, without private fields', async () => {
    const shop = await createShop(app.payload, { profile: { address: 'Av. Atlântica, 200', description: 'Vista para o mar.' } })
    const job = await createJob(app.payload, shop.shop, { salary: 'R$ 3.000' })
    const response = await new ApiClient(app.url).get(`/api/job-details/${job.id}`)
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      job: { id: job.id, status: 'active', salary: 'R$\u00a03.000/mês' },
      shop: { name: 'Barbearia de Teste', address: 'Av. Atlântica, 200' },
      viewer: null,
    })
    expect(response.text).not.toContain(shop.shop.cnpj)
    expect(response.text).not.toContain(shop.shop.whatsapp!)
    expect(response.text).not.toContain(shop.email)
  })

  it('tells a barber whether it applied and saved; applicants still see the job once closed', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const application = await createApplication(app.payload, job, barber.barber, 'accepted')
    const saved = await app.payload.create({ collection: 'saved-jobs', data: { user: barber.user.id, job: job.id } })
    const client = await app.signedIn(barber)
    expect((await client.get(`/api/job-details/${job.id}`)).body.viewer).toEqual({
      applicationId: application.id,
      applicationStatus: 'accepted',
      savedJobId: saved.id,
      ownsJob: false,
    })
    await app.payload.update({ collection: 'jobs', id: job.id, data: { status: 'inactive' } })
    expect((await client.get(`/api/job-details/${job.id}`)).body).toMatchObject({
      job: { status: 'inactive' },
      viewer: { applicationId: application.id, applicationStatus: 'accepted', savedJobId: saved.id },
    })
    expect((await (await app.signedIn(shop)).get(`/api/job-details/${job.id}`)).body.viewer.ownsJob).toBe(true)
  })

  it("keeps a closed job's page public, and the job out of everyone's lists and searches but its shop's", async () => {
    const word = `Fechadissima${Date.now()}`
    const shop = await createShop(app.payload, { name: `Barbearia ${word}` })
    const job = await createJob(app.payload, shop.shop, { title: `Barbeiro ${word}`, status: 'inactive' })
    const [stranger, otherShop] = await Promise.all([createBarber(app.payload), createShop(app.payload)])
    const viewers = { visitor: new ApiClient(app.url), stranger: await app.signedIn(stranger), otherShop: await app.signedIn(otherShop) }

    for (const [name, client] of Object.entries(viewers)) {
      const details = await client.get(`/api/job-details/${job.id}`)
      expect(details.status, `${name}: GET /api/job-details/:id`).toBe(200)
      expect(details.body.job).toMatchObject({ id: job.id, title: `Barbeiro ${word}`, status: 'inactive' })
      expect(details.body.viewer?.applicationId ?? null, name).toBeNull()
      const one = await client.get(`/api/jobs/${job.id}?depth=0`)
      expect(one.status, `${name}: GET /api/jobs/:id`).toBe(200)
      expect(one.body.status).toBe('inactive')

      const lists = [
        `/api/jobs?where[id][equals]=${job.id}&depth=0`,
        `/api/jobs?where[status][equals]=closed&where[title][contains]=${word}&depth=0`,
        `/api/jobs?where[barbershop][equals]=${shop.shop.id}&depth=0`,
        `/api/open-jobs?q=${word}`,
        `/api/open-jobs?barbershop=${shop.shop.id}`,
      ]
      for (const list of lists) {
        const response = await client.get(list)
        expect(response.status, `${name}: ${list}`).toBe(200)
        expect(response.body.docs, `${name}: ${list}`).toEqual([])
      }
      const count = await client.get(`/api/jobs/count?where[id][equals]=${job.id}`)
      expect(count.body.totalDocs, `${name}: /api/jobs/count`).toBe(0)
      const directory = await client.get(`/api/directory/barbershops?q=${word}`)
      expect(directory.body.docs[0].openJobs, `${name}: the shop's open jobs in the directory`).toBe(0)
    }

    const own = await app.signedIn(shop)
    expect((await own.get(`/api/jobs?where[id][equals]=${job.id}&depth=0`)).body.docs.map((doc: { id: number }) => doc.id)).toEqual([job.id])
    expect((await own.get(`/api/my-jobs?q=${word}`)).body.docs.map((doc: { id: number }) => doc.id)).toEqual([job.id])
  })

  it('answers a missing job with the spec message', async () => {
    const response = await new ApiClient(app.url).get('/api/job-details/999999')
    expect(response.status).toBe(404)
    expect(response.body.errors[0]).toMatchObject({ message: 'Esta vaga não existe ou foi removida', title: 'Vaga não encontrada' })
  })
})

describe('directories', () => {
  it('ranks barbers verified first, then by rating, then by completeness, and searches specialties', async () => {
    const tag = `Tag${Date.now()}`
    const plain = await createBarber(app.payload, { name: `${tag} Simples`, profile: { bio: null, age: null, district: null, video: null } })
    const rated = await createBarber(app.payload, { name: `${tag} Avaliado` })
    const verified = await createBarber(app.payload, { name: `${tag} Verificado` })
    const complete = await createBarber(app.payload, {
      name: `${tag} Completo`,
      profile: { bio: 'Bio', age: 30, district: 'Centro', specialties: ['Navalhado artístico'] },
    })
    await app.payload.update({ collection: 'barbers', id: rated.barber.id, data: { rating: 4.8 } })
    await app.payload.update({ collection: 'barbers', id: verified.barber.id, data: { verified: true, rating: 3.1 } })
    const response = await new ApiClient(app.url).get(`/api/directory/barbers?q=${tag}&limit=10`)
    expect(response.body.docs.map((d: { name: string }) => d.name)).toEqual([`${tag} Verificado`, `${tag} Avaliado`, `${tag} Completo`, `${tag} Simples`])
    expect(response.body).toMatchObject({ totalDocs: 4, totalPages: 1, hasNextPage: false })
    const bySpecialty = await new ApiClient(app.url).get(`/api/directory/barbers?q=${encodeURIComponent('navalhado artístico')}`)
    expect(bySpecialty.body.docs.map((d: { id: number }) => d.id)).toEqual([complete.barber.id])
    // Typed on a phone without accents.
    const unaccented = await new ApiClient(app.url).get(`/api/directory/barbers?q=${encodeURIComponent('NAVALHADO ARTISTICO')}`)
    expect(unaccented.body.docs.map((d: { id: number }) => d.id)).toEqual([complete.barber.id])
    for (const account of [plain, rated, verified, complete]) {
      expect(response.text).not.toContain(account.barber.cpf)
      expect(response.text).not.toContain(account.email)
    }
    expect(response.text).not.toContain('+5511987654321')
  })

  it('lists shops with their open jobs, filtered by state and city', async () => {
    const shop = await createShop(app.payload, { name: `Filtro ${Date.now()}`, profile: { state: 'PR', city: 'Londrina' } })
    await createJob(app.payload, shop.shop)
    await createJob(app.payload, shop.shop, { status: 'inactive' })
    const response = await new ApiClient(app.url).get('/api/directory/barbershops?state=pr&city=londrina')
    const card = response.body.docs.find((d: { id: number }) => d.id === shop.shop.id)
    expect(card).toMatchObject({ openJobs: 1, state: 'PR', city: 'Londrina' })
    expect(response.body.docs.every((d: { state: string }) => d.state === 'PR')).toBe(true)
    expect(response.text).not.toContain(shop.shop.cnpj)
  })

  it('counts every match, whatever page is asked for, past the last one included', async () => {
    const tag = `Contagem${Date.now()}`
    for (let n = 1; n <= 5; n++) await createShop(app.payload, { name: `${tag} ${n}`, profile: { state: 'PR', city: 'Cascavel' } })
    const pageOf = async (page: number) => (await new ApiClient(app.url).get(`/api/directory/barbershops?q=${tag}&limit=2&page=${page}`)).body
    expect(await pageOf(1)).toMatchObject({ page: 1, totalDocs: 5, totalPages: 3, hasPrevPage: false, hasNextPage: true })
    expect(await pageOf(3)).toMatchObject({ page: 3, totalDocs: 5, totalPages: 3, hasNextPage: false })
    expect((await pageOf(3)).docs).toHaveLength(1)
    expect(await pageOf(9)).toMatchObject({ docs: [], totalDocs: 5, totalPages: 3 })
    const none = (await new ApiClient(app.url).get(`/api/directory/barbers?q=${tag}`)).body
    expect(none).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1 })
  })

  it('matches cities and names whatever the accents typed', async () => {
    const shop = await createShop(app.payload, { name: `Barbearia Pé de Moleque ${Date.now()}`, profile: { state: 'PR', city: 'Maringá' } })
    const ids = async (query: string) => (await new ApiClient(app.url).get(`/api/directory/barbershops?${query}`)).body.docs.map((d: { id: number }) => d.id)
    expect(await ids('city=maringa')).toContain(shop.shop.id)
    expect(await ids('city=MARINGÁ')).toContain(shop.shop.id)
    expect(await ids(`q=${encodeURIComponent('pe de moleque')}`)).toContain(shop.shop.id)
    expect(await ids('city=maring')).not.toContain(shop.shop.id)
  })

  it('finds the profile of a user id', async () => {
    const barber = await createBarber(app.payload)
    expect((await new ApiClient(app.url).get(`/api/profiles/by-user/${barber.user.id}`)).body).toEqual({ type: 'barber', id: barber.barber.id })
    expect((await new ApiClient(app.url).get('/api/profiles/by-user/999999')).status).toBe(404)
  })
})

describe('notifications', () => {
  it('e-mails the shop about a new application and the barber about each status change', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Aviso' })
    const barber = await createBarber(app.payload, { name: 'Joaquim Aviso' })
    const job = await createJob(app.payload, shop.shop, { title: 'Barbeiro aos sábados' })
    const applied = await (await app.signedIn(barber)).post('/api/applications', { job: job.id })
    expect(applied.status).toBe(201)
    const toShop = await mail.waitFor((m) => m.to.includes(shop.email))
    expect(toShop.subject).toBe('Nova candidatura: Barbeiro aos sábados')
    expect(toShop.text).toContain('Joaquim Aviso')
    expect(toShop.text).toContain(`/vaga/${job.id}/candidatos`)
    await (await app.signedIn(shop)).patch(`/api/applications/${applied.body.doc.id}`, { status: 'accepted' })
    const toBarber = await mail.waitFor((m) => m.to.includes(barber.email))
    expect(toBarber.text).toContain('foi aceita')
  })
})
