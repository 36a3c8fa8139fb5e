/**
 * Bad input over HTTP: whatever a client sends to Payload's REST API, the answer is a 4xx with a
 * Portuguese message, never a 500 or a change the client was not allowed to make.
 */
import fc from 'fast-check'
import http from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Job } from '#payload-types'
import { phoneJpeg } from '../fixtures/media'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createAccount, createBarber, createJob, createShop, type BarberAccount, type ShopAccount } from '#server/seed/factories'

const app = useTestApp()
let barber: BarberAccount, shop: ShopAccount
let job: Job
const anonymous = () => new ApiClient(app.url)
let asBarber: ApiClient, asShop: ApiClient

beforeAll(async () => {
  ;[barber, shop] = await Promise.all([createBarber(app.payload, { name: 'Barbeiro Entrada' }), createShop(app.payload, { name: 'Barbearia Entrada' })])
  job = await createJob(app.payload, shop.shop, { title: 'Vaga para testar entradas' })
  asBarber = new ApiClient(app.url)
  asShop = new ApiClient(app.url)
  await Promise.all([asBarber.login(barber.email, barber.password), asShop.login(shop.email, shop.password)])
}, 120_000)

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
    ['/api/barbers?where[name][near]=1,2', 'O filtro near não se aplica ao campo name.'],
    ['/api/barbers?where[and][0][or][0][and][0][or][0][name][within]=1', 'O filtro within não se aplica ao campo name.'],
    ['/api/barbers?where[cpf][exists]=true', 'Não é possível filtrar ou ordenar pelo campo cpf.'],
    ['/api/barbers?sort=-phone', 'Não é possível filtrar ou ordenar pelo campo phone.'],
    ['/api/jobs?where[shopUser.email][exists]=true', 'Não é possível filtrar ou ordenar pelo campo shopUser.email.'],
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

  it('answers 400, not 500, for a create or an update with no body at all, on every collection, whoever asks', async () => {
    const admin = await createAccount(app.payload, 'admin', { name: 'Admin Sem Corpo' })
    const asAdmin = new ApiClient(app.url)
    await asAdmin.login(admin.email, admin.password)
    const slugs = app.payload.config.collections.map(({ slug }) => slug).filter((slug) => !slug.startsWith('payload-'))
    for (const slug of slugs) {
      for (const [who, client] of [
        ['visitor', anonymous()],
        ['barber', asBarber],
        ['shop', asShop],
        ['admin', asAdmin],
      ] as const) {
        for (const [method, path] of [
          ['POST', `/api/${slug}`],
          ['PATCH', `/api/${slug}/1`],
        ] as const) {
          const response = await client.request(method, path)
          expect(response.status, `${method} ${path} as ${who}`).toBeLessThan(500)
          // A create or an update of a collection with no body is refused as such, before Payload's hooks read a field of nothing.
          if (response.status === 400) expect(response.body.errors[0].message, `${method} ${path} as ${who}`).not.toMatch(/Erro interno/)
        }
      }
    }
    const created = await asShop.request('POST', '/api/jobs')
    expect(created.status).toBe(400)
    expect(created.body.errors).toEqual([{ message: 'Envie os dados do registro no corpo da requisição, em JSON.' }])
    const updated = await asShop.request('PATCH', `/api/jobs/${job.id}`)
    expect(updated.status).toBe(400)
    expect(updated.body.errors).toEqual([{ message: 'Envie os dados do registro no corpo da requisição, em JSON.' }])
    // An upload with no file says so on its field, as Payload words it.
    const upload = await asShop.request('POST', '/api/media')
    expect(upload.status).toBe(400)
    expect(upload.body.errors[0]).toMatchObject({ field: 'file' })
    // An empty JSON object is a body: Payload's own field checks answer it.
    const empty = await asShop.request('POST', '/api/jobs', { json: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.errors.length).toBeGreaterThan(1)
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
    expect(malformed.body.errors[0]).toEqual({ field: 'job', message: 'O item relacionado não existe ou foi removido.' })
  })

  it('explains an empty profile or sign-up form in Portuguese, field by field, never in zod’s English', async () => {
    const profile = await asBarber.request('PUT', '/api/me/profile', { json: {} })
    expect(profile.status).toBe(400)
    expect(profile.body.errors).toContainEqual({ field: 'name', message: 'Campo obrigatório.' })
    const signup = await anonymous().post('/api/signup', { userType: 'barber', phone: 42, email: [] })
    expect(signup.status).toBe(400)
    expect(signup.body.errors).toContainEqual({ field: 'phone', message: 'Envie um texto.' })
    for (const { field, message } of [...profile.body.errors, ...signup.body.errors]) expect(message, field).not.toMatch(/invalid|expected|received/i)
  })

  it('explains a refused password in Portuguese', async () => {
    const response = await asBarber.patch(`/api/users/${barber.user.id}`, { password: '1' })
    expect(response.status).toBe(400)
    expect(response.body.errors[0]).toEqual({ field: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' })
  })
})

describe('method override', () => {
  const methodOverrideRefused = 'Use o método HTTP da própria requisição: cabeçalhos que o substituem não são aceitos.'
  // Every header Payload's REST handler (handleEndpoints) or Express honours to change the method.
  const overrideHeaders = ['X-HTTP-Method-Override', 'X-Payload-HTTP-Method-Override']
  // What decision 0009 refuses in a query string: whole collections, deep pages, 500s.
  const smuggled = ['limit=0', 'pagination=false', 'limit=100000', 'depth=2', 'where=abc', 'page=-1', 'where[title][near]=1,2']
  const carriers: Record<string, (params: string) => { path: string; body?: string; contentType?: string }> = {
    'query string': (params) => ({ path: `/api/jobs?${params}` }),
    'form body': (params) => ({ path: '/api/jobs', body: params, contentType: 'application/x-www-form-urlencoded' }),
    'JSON body': (params) => ({ path: '/api/jobs', body: JSON.stringify(Object.fromEntries(new URLSearchParams(params))), contentType: 'application/json' }),
  }

  it.each(overrideHeaders.flatMap((header) => Object.keys(carriers).map((carrier) => [header, carrier])))(
    'POST with %s and list parameters in the %s → 400, never the list',
    async (header, carrier) => {
      for (const params of smuggled) {
        const { path, body, contentType } = carriers[carrier](params)
        for (const client of [anonymous(), asShop]) {
          const response = await client.request('POST', path, { body, headers: { [header]: 'GET', ...(contentType && { 'content-type': contentType }) } })
          expect(response.status, params).toBe(400)
          expect(response.body.errors[0].message, params).toBe(methodOverrideRefused)
          expect(response.body.docs).toBeUndefined()
        }
      }
    },
  )

  it('refuses the headers in any spelling, with any value, on any method and path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.mixedCase(fc.constantFrom(...overrideHeaders)),
        fc.constantFrom('GET', 'get', 'Get', 'POST', 'PATCH', 'DELETE', 'GET, GET', ''),
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        fc.constantFrom('/api/jobs', `/api/jobs/${job.id}`, '/api/barbers?limit=1', '/api/users/me', '/api/users/login', '/api/globals/landing'),
        async (header, value, method, path) => {
          const response = await asShop.request(method, path, {
            body: method === 'GET' ? undefined : 'limit=0',
            headers: { [header]: value, 'content-type': 'application/x-www-form-urlencoded' },
          })
          expect(response.status).toBe(400)
          expect(response.body.errors[0].message).toBe(methodOverrideRefused)
        },
      ),
      { numRuns: 60, seed: 2 },
    )
  })
})

describe('hostile input classes', () => {
  const nulMessage = 'Os dados enviados contêm um caractere nulo, que não é aceito.'
  const tooDeep = 'Os dados enviados têm níveis demais de aninhamento.'
  const jsonRequired = 'Envie os dados em JSON (Content-Type: application/json).'
  const withNul = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([before, after]) => `${before}\0${after}`)

  type Write = { as: () => ApiClient; method: string; path: string; body: Record<string, unknown> }
  /** JSON writes of every kind: Payload's collections, Payload's auth routes, and our own routes. */
  const writes = (): Write[] => [
    {
      as: () => asShop,
      method: 'POST',
      path: '/api/jobs',
      body: { title: 'Vaga com entrada hostil', description: 'Descrição com mais de vinte letras aqui.' },
    },
    { as: () => asShop, method: 'PATCH', path: `/api/jobs/${job.id}`, body: { salary: 'A combinar' } },
    { as: () => asBarber, method: 'PATCH', path: `/api/users/${barber.user.id}`, body: { name: 'Barbeiro Entrada' } },
    { as: () => asBarber, method: 'POST', path: '/api/saved-jobs', body: { job: job.id } },
    { as: () => asBarber, method: 'PUT', path: '/api/me/profile', body: { name: 'Barbeiro Entrada', bio: 'Cortes clássicos.' } },
    { as: anonymous, method: 'POST', path: '/api/users/login', body: { email: 'ninguem@teste.navalha.test', password: 'senha-errada' } },
    { as: anonymous, method: 'POST', path: '/api/users/forgot-password', body: { email: 'ninguem@teste.navalha.test' } },
    { as: anonymous, method: 'POST', path: '/api/signup', body: { email: 'nova@teste.navalha.test', password: 'senha-nova', name: 'Nova Conta' } },
  ]
  const aWrite = fc.integer({ min: 0, max: 7 }).map((index) => writes()[index])

  it('refuses a NUL character anywhere in a URL: path, query key or query value, on our routes and Payload’s', async () => {
    const paths = [
      '/api/jobs',
      `/api/jobs/${job.id}`,
      '/api/open-jobs',
      '/api/directory/barbers',
      '/api/job-details/1',
      '/api/media/file/foto.webp',
      '/vagas/1',
      '/',
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.constantFrom('segment', 'key', 'value'), withNul, async (path, where, text) => {
        const encoded = encodeURIComponent(text)
        const url =
          where === 'segment' ? `${path}/${encoded}` : where === 'key' ? `${path}?${encoded}=1` : `${path}?q=${encoded}&where[title][equals]=${encoded}`
        const response = await asBarber.get(url)
        expect(response.status, url).toBe(400)
        expect(response.body.errors[0].message).toBe(nulMessage)
      }),
      { numRuns: 60, seed: 7 },
    )
  })

  it('refuses a NUL character in any key or text of a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(aWrite, fc.boolean(), withNul, async (write, inKey, text) => {
        const [field, value] = Object.entries(write.body)[0]
        const body = inKey ? { ...write.body, [text]: value } : { ...write.body, [field]: text }
        const response = await write.as().request(write.method, write.path, { json: body })
        expect(response.status, `${write.method} ${write.path}`).toBe(400)
        expect(response.body.errors[0].message).toBe(nulMessage)
      }),
      { numRuns: 60, seed: 8 },
    )
  })

  it('answers 404 for an id no document can have, on every collection and our own routes', async () => {
    const slugs = app.payload.config.collections.map((collection) => collection.slug).filter((slug) => !slug.startsWith('payload-'))
    const outOfRange = fc.oneof(
      fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(String),
      fc.integer({ max: 0 }).map(String),
      fc.constantFrom('1.5', '1e3', '0x10', '+1', '01', '٣', ' 1', 'NaN', 'Infinity'),
    )
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...slugs), fc.constantFrom('GET', 'PATCH', 'DELETE'), outOfRange, async (slug, method, id) => {
        const response = await asShop.request(method, `/api/${slug}/${encodeURIComponent(id)}`, method === 'PATCH' ? { json: {} } : {})
        expect(response.status, `${method} /api/${slug}/${id}`).toBe(404)
        for (const path of [`/api/job-details/${encodeURIComponent(id)}`, `/api/profiles/by-user/${encodeURIComponent(id)}`]) {
          expect((await asShop.get(path)).status, path).toBe(404)
        }
      }),
      { numRuns: 60, seed: 9 },
    )
  })

  it('answers 400 for a relationship to an id no document can have', async () => {
    const value = fc.oneof(
      fc.bigInt({ min: 2_147_483_648n, max: 10n ** 30n }).map(Number),
      fc.integer({ max: 0 }),
      fc.double({ noNaN: true }).filter((number) => !Number.isInteger(number)),
      fc.string({ maxLength: 6 }).filter((text) => !/^\s*\d+\s*$/.test(text)),
    )
    await fc.assert(
      fc.asyncProperty(value, async (id) => {
        const response = await asBarber.post('/api/saved-jobs', { job: id })
        expect(response.status, String(id)).toBe(400)
      }),
      { numRuns: 40, seed: 10 },
    )
  })

  it('keeps a NUL character in an upload’s form fields, which we do not parse, away from PostgreSQL', async () => {
    const form = new FormData()
    form.append('_payload', JSON.stringify({ folder: 'logos', alt: 'logo\0da barbearia' }))
    form.append('file', new Blob([new Uint8Array(await phoneJpeg())], { type: 'image/jpeg' }), 'logo.jpg')
    const response = await asShop.request('POST', '/api/media', { body: form })
    // The description is display text: invisible characters, NUL included, are dropped (decision 0017).
    expect(response.status).toBe(201)
    expect(response.body.doc.alt).toBe('logoda barbearia')
  })

  it('refuses JSON nested deeper than any form sends, before anything walks it', async () => {
    const deep = fc
      .tuple(fc.integer({ min: 65, max: 48_000 }), fc.boolean(), fc.boolean())
      .map(([levels, arrays, whole]) => ({ whole, text: arrays ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels) }))
    await fc.assert(
      fc.asyncProperty(aWrite, deep, async (write, { whole, text }) => {
        const [field] = Object.keys(write.body)
        const raw = whole ? text : `{${JSON.stringify(field)}:${text}}`
        const response = await write.as().request(write.method, write.path, { body: raw, headers: { 'content-type': 'application/json' } })
        expect([400, 413], `${write.method} ${write.path}, ${raw.length} bytes`).toContain(response.status)
        expect([tooDeep, 'Os dados enviados são grandes demais.']).toContain(response.body.errors[0].message)
        if (raw.length < 20 * 1024) expect(response.status).toBe(400)
      }),
      { numRuns: 40, seed: 11 },
    )
  })

  it('refuses every body but JSON on Payload’s writes with 415, whatever the spelling of the type', async () => {
    const otherTypes = fc.oneof(
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/vnd.api+json',
        'application/merge-patch+json',
        'image/png',
        '',
      ),
      fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[a-z.+-]{1,12}$/)).map(([type, subtype]) => `${type}/${subtype}`),
    )
    const jsonTypes = fc
      .tuple(fc.mixedCase(fc.constant('application/json')), fc.constantFrom('', '; charset=utf-8', ';charset=UTF-8'))
      .map(([type, parameters]) => type + parameters)
    const payloadWrites = writes().filter(({ path }) => !path.startsWith('/api/me') && !path.startsWith('/api/signup') && !path.includes('forgot-password'))
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...payloadWrites),
        fc.oneof(
          otherTypes.map((type) => ({ type, json: false })),
          jsonTypes.map((type) => ({ type, json: true })),
        ),
        async (write, { type, json }) => {
          const response = await write.as().request(write.method, write.path, { body: JSON.stringify(write.body), headers: { 'content-type': type } })
          expect(response.status, `${write.method} ${write.path} as "${type}"`).toBeLessThan(500)
          if (json) expect(response.status).not.toBe(415)
          else {
            expect(response.status).toBe(415)
            expect(response.body.errors[0].message).toBe(
              type.startsWith('multipart/form-data') ? 'Envie os dados em JSON; arquivos só pelo envio de mídia.' : jsonRequired,
            )
          }
        },
      ),
      { numRuns: 80, seed: 12 },
    )
    const untyped = await asShop.request('POST', '/api/jobs', { body: new TextEncoder().encode(JSON.stringify(writes()[0].body)) })
    expect(untyped.status).toBe(415)
  })

  it('answers any method no route has with 405 and the methods there are, in Portuguese', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'LINK', 'SEARCH', 'QUERY'), fc.stringMatching(/^[A-Z]{3,10}$/)),
        fc.constantFrom('/', '/api/jobs', `/api/jobs/${job.id}`, '/api/open-jobs', '/api/users/login', '/vagas', '/api/health'),
        async (method, path) => {
          fc.pre(!['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'CONNECT'].includes(method))
          // Node's fetch refuses to send TRACE: a plain request does.
          const response = await new Promise<{ status: number; allow?: string; text: string }>((resolve, reject) => {
            const request = http.request(app.url + path, { method, headers: { origin: app.url } }, (answer) => {
              let text = ''
              answer.on('data', (chunk) => (text += chunk))
              answer.on('end', () => resolve({ status: answer.statusCode!, allow: answer.headers.allow, text }))
            })
            request.on('error', reject)
            request.end()
          })
          expect(response.status, `${method} ${path}`).toBe(405)
          expect(response.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
          expect(JSON.parse(response.text).errors[0].message).toBe('Método HTTP não aceito.')
        },
      ),
      { numRuns: 40, seed: 13 },
    )
  })

  it('refuses a body in any charset but UTF-8 with 415, before it is parsed', async () => {
    const charsets = fc.oneof(
      fc.constantFrom(
        'utf8',
        'utf-7',
        'UTF-7',
        'utf-16',
        'utf-16le',
        'UTF-16BE',
        'utf-32',
        'iso-8859-1',
        'latin1',
        'us-ascii',
        'windows-1252',
        '"utf-7"',
        'utf-8x',
        '',
      ),
      fc.stringMatching(/^[a-z0-9-]{1,12}$/).filter((name) => name !== 'utf-8'),
    )
    await fc.assert(
      fc.asyncProperty(aWrite, charsets, async (write, charset) => {
        const response = await write.as().request(write.method, write.path, {
          body: JSON.stringify(write.body),
          headers: { 'content-type': `application/json; charset=${charset}` },
        })
        expect(response.status, `${write.method} ${write.path} in ${charset}`).toBe(415)
        expect(response.body.errors[0].message).toBe('Envie os dados em UTF-8 (charset=utf-8).')
      }),
      { numRuns: 60, seed: 14 },
    )
    // UTF-7 spells brackets as +AFs- and +AHs-: nesting past the limit that a check reading UTF-8 saw none of.
    const deepInUtf7 = `{"title":${'+AFs-'.repeat(70)}1${'+AF0-'.repeat(70)}}`
    const smuggled = await asShop.request('POST', '/api/jobs', { body: deepInUtf7, headers: { 'content-type': 'application/json; charset=utf-7' } })
    expect(smuggled.status).toBe(415)
    for (const charset of ['utf-8', 'UTF-8', '"utf-8"']) {
      const response = await asBarber.request('POST', '/api/saved-jobs', {
        body: JSON.stringify({ job: job.id }),
        headers: { 'content-type': `application/json; charset=${charset}` },
      })
      expect(response.status, charset).toBeLessThan(500)
      expect(response.status, charset).not.toBe(415)
    }
  })
})

describe('ids past the range of their column (PostgreSQL integer: 1 to 2,147,483,647)', () => {
  const tooBig = ['2147483648', '99999999999', '1' + '0'.repeat(30)]

  it.each(
    tooBig.flatMap((id) => [`/api/open-jobs?barbershop=${id}`, `/api/jobs?where[barbershop][equals]=${id}`, `/api/applications?where[job][equals]=${id}`]),
  )('in a query filter, %s → 400 in Portuguese', async (path) => {
    const response = await asShop.get(path)
    expect(response.status).toBe(400)
    expect(response.body.errors[0].message).toMatch(/^Valor inválido no filtro do campo/)
  })

  it('in a request body → 400 naming the field, never a 500', async () => {
    for (const id of tooBig.map(Number)) {
      const photo = await asBarber.request('PUT', '/api/me/profile', { json: { photo: id } })
      expect(photo.status).toBe(400)
      expect(photo.body.errors).toContainEqual({ field: 'photo', message: 'Valor inválido.' })
      const checkout = await asBarber.post('/api/billing/checkout', { plan: id })
      expect(checkout.status).toBe(400)
      const chat = await asShop.post('/api/chat/conversations', { application: id })
      expect(chat.status).toBe(400)
      expect(chat.body.errors[0].field).toBe('application')
    }
  })
})
