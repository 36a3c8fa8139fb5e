/**
 * The rules the server enforces, each attacked over HTTP: documents, trial lock, the apply rules,
 * the application state machine, job validation and reviews.
 */
import { describe, expect, it } from 'vitest'
import { generateCnpj, generateCpf } from '#domain/documents'
import { useTestApp } from '../helpers/app'
import { ApiClient, errorMessage } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

const app = useTestApp()

describe('CPF and CNPJ', () => {
  it('refuses an invalid CPF with the spec message and stores a valid one as digits', async () => {
    const client = await app.signedIn(await createAccount(app.payload, 'barber'))
    const invalid = await client.post('/api/barbers', { name: 'Fulano de Tal', cpf: '123.456.789-00' })
    expect(invalid.status).toBe(400)
    expect(errorMessage(invalid.body)).toBe('CPF inválido. Verifique e tente novamente.')
    const repeated = await client.post('/api/barbers', { name: 'Fulano de Tal', cpf: '111.111.111-11' })
    expect(errorMessage(repeated.body)).toBe('CPF inválido. Verifique e tente novamente.')

    const cpf = generateCpf()
    const masked = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`
    const created = await client.post('/api/barbers', { name: 'Fulano de Tal', cpf: masked })
    expect(created.status).toBe(201)
    expect(created.body.doc.cpf).toBe(cpf)
  })

  it('lets a barber record start without a CPF (the panel creates one so), never with an empty string', async () => {
    const first = await app.signedIn(await createAccount(app.payload, 'barber'))
    const second = await app.signedIn(await createAccount(app.payload, 'barber'))
    expect((await first.post('/api/barbers', { name: 'Sem CPF Um', cpf: '' })).body.doc.cpf).toBeNull()
    expect((await second.post('/api/barbers', { name: 'Sem CPF Dois' })).status).toBe(201)
  })

  it('answers a duplicate CPF with 409 and the already-exists message, even when the database catches it', async () => {
    const existing = await createBarber(app.payload)
    const client = await app.signedIn(await createAccount(app.payload, 'barber'))
    const duplicate = await client.post('/api/barbers', { name: 'Outro', cpf: existing.barber.cpf })
    expect(duplicate.status).toBe(409)
    expect(errorMessage(duplicate.body)).toBe('Este CPF já possui uma conta cadastrada.')
  })

  it('accepts numeric and alphanumeric CNPJs and refuses invalid or duplicate ones', async () => {
    const client = await app.signedIn(await createAccount(app.payload, 'barbershop'))
    const invalid = await client.post('/api/barbershops', { name: 'Barbearia X', cnpj: '11.222.333/0001-80' })
    expect(invalid.status).toBe(400)
    expect(errorMessage(invalid.body)).toBe('CNPJ inválido. Verifique e tente novamente.')
    const alphanumeric = await client.post('/api/barbershops', { name: 'Barbearia X', cnpj: '12.abc.345/01de-35' })
    expect(alphanumeric.status).toBe(201)
    expect(alphanumeric.body.doc.cnpj).toBe('12ABC34501DE35')

    const other = await app.signedIn(await createAccount(app.payload, 'barbershop'))
    const duplicate = await other.post('/api/barbershops', { name: 'Barbearia Y', cnpj: '12ABC34501DE35' })
    expect(duplicate.status).toBe(409)
    expect(errorMessage(duplicate.body)).toBe('Este CNPJ já possui uma conta cadastrada.')
    const numeric = generateCnpj()
    expect((await other.post('/api/barbershops', { name: 'Barbearia Y', cnpj: numeric })).body.doc.cnpj).toBe(numeric)
  })

  it.each([
    { field: 'cpf', collection: 'barbers', create: () => createBarber(app.payload).then((a) => ({ account: a, doc: a.barber })), generate: generateCpf },
    { field: 'cnpj', collection: 'barbershops', create: () => createShop(app.payload).then((a) => ({ account: a, doc: a.shop })), generate: generateCnpj },
  ] as const)('keeps the $field once given, whatever path the owner writes by; only an admin changes it', async ({ field, collection, create, generate }) => {
    const { account, doc } = await create()
    const original = (doc as unknown as Record<string, string>)[field]
    const client = await app.signedIn(account)
    const stored = async () => ((await app.payload.findByID({ collection, id: doc.id, depth: 0 })) as unknown as Record<string, string>)[field]

    expect((await client.patch(`/api/${collection}/${doc.id}`, { [field]: generate() })).status).toBe(200)
    expect((await client.patch(`/api/${collection}/${doc.id}`, { [field]: null })).status).toBe(200)
    expect((await client.patch(`/api/${collection}?where[id][equals]=${doc.id}`, { [field]: generate() })).status).toBe(403)
    for (const header of ['x-http-method-override', 'x-payload-http-method-override']) {
      const overridden = await client.request('POST', `/api/${collection}/${doc.id}`, { json: { [field]: generate() }, headers: { [header]: 'PATCH' } })
      expect(overridden.status, header).toBeGreaterThanOrEqual(400)
    }
    expect(await stored()).toBe(original)

    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const replacement = generate()
    expect((await admin.patch(`/api/${collection}/${doc.id}`, { [field]: replacement })).status).toBe(200)
    expect(await stored()).toBe(replacement)
  })

  it('validates profile fields in Portuguese', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const tooYoung = await client.patch(`/api/barbers/${account.barber.id}`, { age: 17 })
    expect(errorMessage(tooYoung.body)).toBe('A idade deve estar entre 18 e 100 anos.')
    const veteran = await client.patch(`/api/barbers/${account.barber.id}`, { experienceYears: 51 })
    expect(errorMessage(veteran.body)).toBe('A experiência deve estar entre 0 e 50 anos.')
    const badState = await client.patch(`/api/barbers/${account.barber.id}`, { state: 'XX' })
    expect(errorMessage(badState.body)).toBe('Informe a sigla do estado com 2 letras.')
    // A barber with a CPF is Brazilian: the country goes with the document (decision 0020).
    const lisbon = await client.patch(`/api/barbers/${account.barber.id}`, { country: 'PT', state: 'Lisboa', city: 'Lisboa' })
    expect(errorMessage(lisbon.body)).toBe('Informe a sigla do estado com 2 letras.')
    const phone = await client.patch(`/api/barbers/${account.barber.id}`, { phone: '(11) 98765-4321', instagram: '@navalha.oficial' })
    expect(phone.body.doc.phone).toBe('+5511987654321')
    expect(phone.body.doc.instagram).toBe('navalha.oficial')
    const badPhone = await client.patch(`/api/barbers/${account.barber.id}`, { phone: '123' })
    expect(badPhone.status).toBe(400)
  })
})

describe('trial lock', () => {
  it('lets a locked barber read but not apply', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const locked = await createBarber(app.payload, { locked: true })
    const client = await app.signedIn(locked)
    expect((await client.get(`/api/jobs/${job.id}`)).status).toBe(200)
    const apply = await client.post('/api/applications', { job: job.id })
    expect(apply.status).toBe(403)
    expect(apply.body.errors[0].message).toBe('Período de teste expirado')
    expect(apply.body.errors[0].detail).toBe('Escolha um plano para se candidatar a vagas')
    expect((await app.payload.count({ collection: 'applications', where: { barber: { equals: locked.barber.id } } })).totalDocs).toBe(0)
  })

  it('does not let a locked shop post a job', async () => {
    const locked = await createShop(app.payload, { locked: true })
    const response = await (await app.signedIn(locked)).post('/api/jobs', { title: 'Barbeiro CLT', description: 'Vaga para barbeiro com experiência.' })
    expect(response.status).toBe(403)
    expect(response.body.errors[0].message).toBe('Período de teste expirado')
  })

  it('unlocks an account with an active subscription, and locks it again when the subscription ends', async () => {
    const shop = await createShop(app.payload, { locked: true })
    const client = await app.signedIn(shop)
    const job = { title: 'Barbeiro CLT', description: 'Vaga para barbeiro com experiência.' }
    await app.payload.update({
      collection: 'users',
      id: shop.user.id,
      data: { subscriptionStatus: 'active', subscriptionEnd: new Date(Date.now() + 86_400_000).toISOString() },
    })
    expect((await client.post('/api/jobs', job)).status).toBe(201)
    await app.payload.update({ collection: 'users', id: shop.user.id, data: { subscriptionEnd: new Date(Date.now() - 1000).toISOString() } })
    expect((await client.post('/api/jobs', job)).status).toBe(403)
  })
})

describe('trial lock on publishing through updates', () => {
  const expectTrialExpired = (response: { status: number; body: { errors: { message: string; detail?: string }[] } }) => {
    expect(response.status).toBe(403)
    expect(response.body.errors[0].message).toBe('Período de teste expirado')
    expect(response.body.errors[0].detail).toBe('Escolha um plano para publicar vagas')
  }
  const stored = (id: number) => app.payload.findByID({ collection: 'jobs', id, depth: 0 })

  it('refuses reopening a closed job, by either spelling of the status', async () => {
    const shop = await createShop(app.payload, { locked: true })
    const job = await createJob(app.payload, shop.shop, { status: 'inactive' })
    const client = await app.signedIn(shop)
    for (const status of ['active', 'open', ' ACTIVE ']) expectTrialExpired(await client.patch(`/api/jobs/${job.id}`, { status }))
    expect((await stored(job.id)).status).toBe('inactive')
  })

  it('refuses editing what barbers see of an active job, field by field', async () => {
    const shop = await createShop(app.payload, { locked: true })
    const job = await createJob(app.payload, shop.shop, { salary: 'R$ 3.000', schedule: 'Seg a Sex' })
    const client = await app.signedIn(shop)
    const edits = [
      { title: 'Barbeiro sênior urgente' },
      { description: 'Outra descrição bem mais longa que vinte letras.' },
      { salary: 'R$ 9.000' },
      { salary: '' },
      { payKind: 'daily', payMin: 30000 },
      { payMin: 900000 },
      { payNote: '+ gorjetas' },
      { schedule: 'Fins de semana' },
      { contractType: 'freelance' },
      { experienceRequired: 5 },
    ]
    for (const edit of edits) expectTrialExpired(await client.patch(`/api/jobs/${job.id}`, edit))
    expect(await stored(job.id)).toMatchObject({
      title: job.title,
      description: job.description,
      salary: 'R$\u00a03.000/mês',
      payMin: 300000,
      schedule: 'Seg a Sex',
    })
  })

  it('lets a locked shop close its job (even resending the unchanged form) and edit a closed one', async () => {
    const shop = await createShop(app.payload, { locked: true })
    const job = await createJob(app.payload, shop.shop)
    const client = await app.signedIn(shop)
    const unchanged = { title: job.title, description: job.description, contractType: job.contractType, experienceRequired: job.experienceRequired }
    expect((await client.patch(`/api/jobs/${job.id}`, { ...unchanged, status: 'inactive' })).status).toBe(200)
    expect((await stored(job.id)).status).toBe('inactive')
    expect((await client.patch(`/api/jobs/${job.id}`, { title: 'Barbeiro para o próximo ano' })).status).toBe(200)
    expect((await client.patch(`/api/jobs/${job.id}`, { status: 'closed' })).status).toBe(200)
  })

  it('refuses the bulk route and the Local API with the user, by id and by query', async () => {
    const shop = await createShop(app.payload, { locked: true })
    const closed = await createJob(app.payload, shop.shop, { status: 'inactive' })
    const active = await createJob(app.payload, shop.shop)
    const client = await app.signedIn(shop)
    const bulk = await client.patch(`/api/jobs?where[id][equals]=${closed.id}`, { status: 'active' })
    expect(bulk.status).toBe(403)
    const user = { ...shop.user, collection: 'users' as const }
    const asShop = { user, overrideAccess: false, depth: 0 } as const
    await expect(app.payload.update({ collection: 'jobs', id: closed.id, data: { status: 'active' }, ...asShop })).rejects.toThrow('Período de teste expirado')
    await expect(app.payload.update({ collection: 'jobs', id: active.id, data: { title: 'Título trocado na vaga' }, ...asShop })).rejects.toThrow(
      'Período de teste expirado',
    )
    const byQuery = await app.payload.update({
      collection: 'jobs',
      where: { id: { in: [closed.id, active.id] } },
      data: { status: 'active', title: 'Título em massa' },
      ...asShop,
    })
    expect(byQuery.docs).toHaveLength(0)
    expect(byQuery.errors.map((e) => e.message)).toEqual(['Período de teste expirado', 'Período de teste expirado'])
    expect(await stored(closed.id)).toMatchObject({ status: 'inactive', title: closed.title })
    expect(await stored(active.id)).toMatchObject({ status: 'active', title: active.title })
  })

  it('lets a shop in trial, with a plan, or an admin reopen and edit', async () => {
    const trial = await createShop(app.payload)
    const job = await createJob(app.payload, trial.shop, { status: 'inactive' })
    expect((await (await app.signedIn(trial)).patch(`/api/jobs/${job.id}`, { status: 'active', title: 'Barbeiro reaberto' })).status).toBe(200)
    const locked = await createShop(app.payload, { locked: true })
    const lockedJob = await createJob(app.payload, locked.shop, { status: 'inactive' })
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    expect((await admin.patch(`/api/jobs/${lockedJob.id}`, { status: 'active' })).status).toBe(200)
  })
})

describe('applying', () => {
  it('requires a barber record', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const client = await app.signedIn(await createAccount(app.payload, 'barber'))
    const response = await client.post('/api/applications', { job: job.id })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toBe('Você precisa completar seu perfil de barbeiro para se candidatar')
  })

  it('requires a complete barber profile, presentation video included, by every way in', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const expectProfileRequired = (response: { status: number; body: { errors: { message: string; title?: string }[] } }) => {
      expect(response.status).toBe(400)
      expect(response.body.errors[0].message).toBe('Você precisa completar seu perfil de barbeiro para se candidatar')
      expect(response.body.errors[0].title).toBe('Erro')
    }
    for (const missing of ['video', 'bio', 'age', 'district'] as const) {
      const barber = await createBarber(app.payload, { profile: { [missing]: null } })
      expectProfileRequired(await (await app.signedIn(barber)).post('/api/applications', { job: job.id }))
      const user = { ...barber.user, collection: 'users' as const }
      await expect(app.payload.create({ collection: 'applications', data: { job: job.id } as never, user, overrideAccess: false, depth: 0 })).rejects.toThrow(
        'Você precisa completar seu perfil de barbeiro para se candidatar',
      )
      await expect(app.payload.create({ collection: 'applications', data: { job: job.id, barber: barber.barber.id } as never, depth: 0 })).rejects.toThrow(
        'Você precisa completar seu perfil de barbeiro para se candidatar',
      )
      expect((await app.payload.count({ collection: 'applications', where: { barber: { equals: barber.barber.id } } })).totalDocs).toBe(0)
    }
    const blank = await createBarber(app.payload, { profile: { bio: '   ' } })
    expectProfileRequired(await (await app.signedIn(blank)).post('/api/applications', { job: job.id }))
    await app.payload.update({ collection: 'barbers', id: blank.barber.id, data: { bio: 'Agora com uma bio de verdade.' } })
    expect((await (await app.signedIn(blank)).post('/api/applications', { job: job.id })).status).toBe(201)
  })

  it('accepts active jobs only, once per job', async () => {
    const shop = await createShop(app.payload)
    const active = await createJob(app.payload, shop.shop)
    const closed = await createJob(app.payload, shop.shop, { status: 'inactive' })
    const client = await app.signedIn(await createBarber(app.payload))
    expect((await client.post('/api/applications', { job: active.id })).status).toBe(201)
    const again = await client.post('/api/applications', { job: active.id })
    expect(again.status).toBe(409)
    expect(again.body.errors[0].message).toBe('Você já se candidatou a esta vaga')
    const onClosed = await client.post('/api/applications', { job: closed.id })
    expect(onClosed.status).toBe(409)
    expect(onClosed.body.errors[0].message).toBe('Esta vaga não está mais aceitando candidaturas.')
    const missing = await client.post('/api/applications', { job: 999_999 })
    expect(missing.status).toBe(404)
    expect(missing.body.errors[0].message).toBe('Esta vaga não existe ou foi removida')
  })

  it('holds the once-per-job rule when two requests race', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const client = await app.signedIn(await createBarber(app.payload))
    const results = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/applications', { job: job.id })))
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409)
      expect(errorMessage(r.body)).toBe('Você já se candidatou a esta vaga')
    }
  })
})

describe('application state machine', () => {
  const transitions: [string[], string, number][] = [
    [[], 'accepted', 200],
    [[], 'rejected', 200],
    [[], 'hired', 409],
    [['accepted'], 'hired', 200],
    [['accepted'], 'rejected', 409],
    [['accepted'], 'pending', 409],
    [['rejected'], 'accepted', 409],
    [['rejected'], 'hired', 409],
    [['accepted', 'hired'], 'rejected', 409],
    [['accepted', 'hired'], 'pending', 409],
  ]

  it.each(transitions)('after %j, moving to %s answers %i', async (path, target, status) => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const barber = await createBarber(app.payload)
    const application = await createApplication(app.payload, job, barber.barber)
    const client = await app.signedIn(shop)
    for (const step of path) expect((await client.patch(`/api/applications/${application.id}`, { status: step })).status).toBe(200)
    const response = await client.patch(`/api/applications/${application.id}`, { status: target })
    expect(response.status).toBe(status)
    if (status === 409) expect(errorMessage(response.body)).toMatch(/^(Não é possível mudar|Uma candidatura com status)/)
  })

  it('refuses an unknown status with a 400', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const application = await createApplication(app.payload, job, (await createBarber(app.payload)).barber)
    const response = await (await app.signedIn(shop)).patch(`/api/applications/${application.id}`, { status: 'promovido' })
    expect(response.status).toBe(400)
  })
})

describe('job validation', () => {
  it('answers in the spec words', async () => {
    const client = await app.signedIn(await createShop(app.payload))
    const short = await client.post('/api/jobs', { title: 'Vaga', description: 'Descrição curta' })
    expect(short.status).toBe(400)
    const messages = short.body.errors.map((e: { message: string }) => e.message)
    expect(messages).toEqual(expect.arrayContaining(['Título deve ter pelo menos 5 caracteres', 'Descrição deve ter pelo menos 20 caracteres']))
    const badExperience = await client.post('/api/jobs', { title: 'Barbeiro', description: 'Descrição com mais de vinte letras.', experienceRequired: 4 })
    expect(badExperience.status).toBe(400)
    const defaults = await client.post('/api/jobs', { title: '  Barbeiro  ', description: 'Descrição com mais de vinte letras.' })
    expect(defaults.body.doc).toMatchObject({ title: 'Barbeiro', contractType: 'full_time', experienceRequired: 0, status: 'active', salary: null })
  })

  it('tells a shop without a profile to complete it first', async () => {
    const client = await app.signedIn(await createAccount(app.payload, 'barbershop'))
    const response = await client.post('/api/jobs', { title: 'Barbeiro CLT', description: 'Vaga para barbeiro com experiência.' })
    expect(response.status).toBe(400)
    expect(errorMessage(response.body)).toBe('Barbearia não encontrada. Complete seu perfil primeiro.')
  })

  it('posts only for a complete shop profile, by every way in', async () => {
    const job = { title: 'Barbeiro CLT', description: 'Vaga para barbeiro com experiência.' }
    for (const missing of ['description', 'address', 'district', 'whatsapp'] as const) {
      const shop = await createShop(app.payload, { profile: { [missing]: null } })
      const response = await (await app.signedIn(shop)).post('/api/jobs', job)
      expect(response.status).toBe(400)
      expect(errorMessage(response.body)).toBe('Barbearia não encontrada. Complete seu perfil primeiro.')
      const user = { ...shop.user, collection: 'users' as const }
      await expect(app.payload.create({ collection: 'jobs', data: job as never, user, overrideAccess: false, depth: 0 })).rejects.toThrow(
        'Barbearia não encontrada. Complete seu perfil primeiro.',
      )
      await expect(createJob(app.payload, shop.shop)).rejects.toThrow('Barbearia não encontrada. Complete seu perfil primeiro.')
      expect((await app.payload.count({ collection: 'jobs', where: { barbershop: { equals: shop.shop.id } } })).totalDocs).toBe(0)
    }
    const shop = await createShop(app.payload, { profile: { description: null } })
    await app.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { description: 'Agora a barbearia tem uma descrição.' } })
    expect((await (await app.signedIn(shop)).post('/api/jobs', job)).status).toBe(201)
  })

  it('keeps the copies of the shop name and city on its jobs up to date', async () => {
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await (await app.signedIn(shop)).patch(`/api/barbershops/${shop.shop.id}`, { name: 'Nome Novo', city: 'Niterói' })
    const stored = await app.payload.findByID({ collection: 'jobs', id: job.id })
    expect(stored).toMatchObject({ shopName: 'Nome Novo', city: 'Niterói' })
  })
})

describe('reviews', () => {
  it('lets each side of a hire rate the other once and keeps the average on the profile', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const hired = await createApplication(app.payload, job, barber.barber, 'hired')
    const shopClient = await app.signedIn(shop)
    const barberClient = await app.signedIn(barber)

    const byShop = await shopClient.post('/api/reviews', { application: hired.id, rating: 4, comment: 'Pontual e caprichoso.', barber: 999 })
    expect(byShop.status).toBe(201)
    expect(byShop.body.doc.barber.id ?? byShop.body.doc.barber).toBe(barber.barber.id)
    expect((await shopClient.post('/api/reviews', { application: hired.id, rating: 5 })).status).toBe(409)
    expect((await barberClient.post('/api/reviews', { application: hired.id, rating: 5 })).status).toBe(201)
    expect((await app.payload.findByID({ collection: 'barbers', id: barber.barber.id })).rating).toBe(4)
    expect((await app.payload.findByID({ collection: 'barbershops', id: shop.shop.id })).rating).toBe(5)
  })

  it('keeps one review per author when 15 identical ones race, the others answered 409', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const hired = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    const client = await app.signedIn(barber)
    const results = await Promise.all(Array.from({ length: 15 }, () => client.post('/api/reviews', { application: hired.id, rating: 4 })))
    expect(results.filter((r) => r.status === 201)).toHaveLength(1)
    for (const r of results.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409)
      expect(errorMessage(r.body)).toBe('Você já avaliou esta contratação.')
    }
    expect((await app.payload.count({ collection: 'reviews', where: { application: { equals: hired.id } } })).totalDocs).toBe(1)
    // Blind until the shop reviews too (decision 0026): the one review does not count yet.
    expect((await app.payload.findByID({ collection: 'barbershops', id: shop.shop.id })).ratingCount).toBe(0)
  })

  it('refuses reviews without a hire or from outsiders', async () => {
    const shop = await createShop(app.payload)
    const barber = await createBarber(app.payload)
    const job = await createJob(app.payload, shop.shop)
    const pending = await createApplication(app.payload, job, barber.barber)
    expect((await (await app.signedIn(shop)).post('/api/reviews', { application: pending.id, rating: 5 })).status).toBe(400)
    const hired = await createApplication(app.payload, await createJob(app.payload, shop.shop), barber.barber, 'hired')
    const outsider = await app.signedIn(await createBarber(app.payload))
    expect((await outsider.post('/api/reviews', { application: hired.id, rating: 1 })).status).toBe(403)
    expect((await new ApiClient(app.url).post('/api/reviews', { application: hired.id, rating: 1 })).status).toBe(403)
    expect((await (await app.signedIn(shop)).post('/api/reviews', { application: hired.id, rating: 6 })).status).toBe(400)
  })
})
