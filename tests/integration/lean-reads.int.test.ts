/**
 * The lean read paths (server/leanReads.ts) answer GET and HEAD of /api/open-jobs and
 * /api/directory/* in front of Express. Every answer must be the one the Express path gives, byte
 * for byte: status, headers (helmet's, content type, ETag, Vary, compression) and body, for
 * visitors, a signed-in barber, bad query strings, conditional requests, HEAD and method overrides;
 * and the public pages kept rendered for visitors (decision 0027) the same way.
 * The Express path is the same app's Express app served alone, on the same database.
 */
import fc from 'fast-check'
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { genericMessages } from '#domain/messages/common'
import { SEARCH_MAX_LENGTH } from '#domain/jobs'
import { tooLong } from '#domain/schemaParts'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'
import { requestLogger } from '#server/leanReads'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { BOOTSTRAP_ELEMENT_ID, serializeForScript, type Bootstrap } from '#domain/bootstrap'
import { fillTemplate } from '#server/pages/html'
import { appPageHead } from '#server/pages/head'
import { webDist } from '#server/pages/build'
import { weakEtag } from '#server/http/weakEtag'

// The kept pages are filled into the built app's templates: build it first when it is missing or
// older than its sources, as `npm start` does.
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()
let shopId: number
let expressOnly: Server
let expressUrl: string
let expressCalls = 0
let signedInCookie: string

type Raw = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One request over a fresh connection, the body left as sent (compressed or not). */
function raw(base: string, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const target = new URL(base)
    const req = request({ host: target.hostname, port: target.port, path, method, headers: { connection: 'close', ...headers } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** Everything but the clock. */
const comparable = ({ status, headers: { date: _date, ...headers }, body }: Raw) => ({ status, headers, body: body.toString('base64') })

/** The same request to both paths; the answers must be equal. Returns the lean path's. */
async function same(path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  const [lean, express] = await Promise.all([raw(app.url, path, options), raw(expressUrl, path, options)])
  expect(comparable(lean), `${options.method ?? 'GET'} ${path} ${JSON.stringify(options.headers ?? {})}`).toEqual(comparable(express))
  return lean
}

const LISTS = ['/api/open-jobs', '/api/directory/barbers', '/api/directory/barbershops']

beforeAll(async () => {
  const shop = await createShop(app.payload, { name: 'Barbearia Enxuta', profile: { city: 'Curitiba', state: 'PR' } })
  shopId = shop.shop.id
  const barber = await createBarber(app.payload, { name: 'Barbeiro Enxuto', profile: { city: 'Curitiba', state: 'PR' } })
  // Enough jobs for an answer above compression's 1 KB threshold, one of them applied to.
  const jobs = []
  for (let index = 0; index < 6; index++) jobs.push(await createJob(app.payload, shop.shop, { title: `Vaga enxuta ${index}` }))
  await createApplication(app.payload, jobs[0]!, barber.barber)
  const client = new ApiClient(app.url)
  await client.login(barber.email, barber.password)
  signedInCookie = `payload-token=${client.cookie('payload-token')}`

  // Counts what reaches Express in the app under test (the lean path must not send these there).
  // Express's app function hands every request to app.handle (not in its types).
  const express = app.express() as ReturnType<typeof app.express> & { handle: (...args: unknown[]) => void }
  const handle = express.handle.bind(express)
  express.handle = (...args: unknown[]) => {
    expressCalls++
    handle(...args)
  }
  expressOnly = createServer(express)
  await new Promise<void>((resolve) => expressOnly.listen(0, '127.0.0.1', resolve))
  expressUrl = `http://127.0.0.1:${(expressOnly.address() as AddressInfo).port}`
}, 120_000)

afterAll(async () => {
  if (expressOnly) await new Promise((resolve) => expressOnly.close(resolve))
})

describe('the lean reads answer as Express does', () => {
  it('for a visitor, on every list, without going through Express', async () => {
    for (const path of LISTS) {
      const before = expressCalls
      const lean = await raw(app.url, path)
      expect(expressCalls - before, `${path} passou pelo Express`).toBe(0)
      expect(lean.status).toBe(200)
      expect(lean.headers['content-type']).toBe('application/json; charset=utf-8')
      expect(lean.headers['content-security-policy']).toContain("default-src 'self'")
      expect(lean.headers['x-content-type-options']).toBe('nosniff')
      expect(lean.headers['x-powered-by']).toBeUndefined()
      await same(path)
      await same(`${path}?limit=2&page=2`)
      await same(`${path}?q=enxut&state=pr&city=curitiba`)
      // 'Perto de mim' (decision 0045): Curitiba's seat, and a point half given.
      await same(`${path}?lat=-25.4278&lng=-49.2731&raioKm=10`)
      await same(`${path}?lat=-25.4278`)
    }
  })

  it('for a signed-in barber: the applied flag, and Vary: Cookie', async () => {
    const headers = { cookie: signedInCookie, origin: app.url }
    const lean = await same('/api/open-jobs', { headers })
    expect(lean.headers.vary).toBe('Cookie, Accept-Encoding')
    const body = JSON.parse(lean.body.toString())
    expect(body.docs.some((job: { applied?: boolean }) => job.applied === true)).toBe(true)
    // Without Origin the cookie does not count (CSRF), on both paths.
    const visitor = await same('/api/open-jobs', { headers: { cookie: signedInCookie } })
    expect(JSON.parse(visitor.body.toString()).docs[0].applied).toBeUndefined()
    for (const path of LISTS) await same(path, { headers })
    await same('/api/open-jobs', { headers: { cookie: 'payload-token=forjado', origin: app.url } })
    await same('/api/open-jobs', { headers: { authorization: 'JWT forjado' } })
  })

  it('compressed as asked, with the same bytes', async () => {
    for (const encoding of ['gzip', 'br', 'deflate', 'gzip;q=0, br;q=0.5', 'identity', '*', 'compress']) {
      const lean = await same('/api/open-jobs', { headers: { 'accept-encoding': encoding } })
      if (encoding === 'gzip') expect(lean.headers['content-encoding']).toBe('gzip')
      for (const path of LISTS.slice(1)) await same(path, { headers: { 'accept-encoding': encoding } })
    }
  })

  it('HEAD, conditional requests and 304', async () => {
    for (const path of LISTS) {
      const head = await same(path, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.body.length).toBe(0)
      const { etag } = (await same(path)).headers
      expect(etag).toMatch(/^W\/"/)
      const notModified = await same(path, { headers: { 'if-none-match': etag! } })
      expect(notModified.status).toBe(304)
      await same(path, { headers: { 'if-none-match': `"x", ${etag}` } })
      await same(path, { headers: { 'if-none-match': etag!.slice(2) } })
      await same(path, { headers: { 'if-none-match': '*' } })
      await same(path, { headers: { 'if-none-match': etag!, 'cache-control': 'no-cache' } })
      await same(path, { headers: { 'if-modified-since': new Date().toUTCString() } })
      await same(path, { method: 'HEAD', headers: { 'if-none-match': etag!, 'accept-encoding': 'gzip' } })
    }
  })

  it('method overrides and other methods change nothing', async () => {
    for (const path of LISTS) {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
        const answer = await same(path, { method, headers: { 'x-http-method-override': 'GET', 'x-payload-http-method-override': 'GET' } })
        expect(answer.status).toBeLessThan(500)
      }
      await same(path, { headers: { 'x-http-method-override': 'DELETE', 'x-payload-http-method-override': 'POST' } })
      await same(`${path}?_method=DELETE`)
    }
  })

  it('addresses left to Express answer as before', async () => {
    for (const path of [
      '/api/open-jobs/',
      '/API/open-jobs',
      '/api/open-jobs?q=%00',
      '/api/open-jobs%3Fq=a',
      '/api/directory/barbers/?limit=1',
      '/api/directory',
    ]) {
      await same(path)
    }
  })

  it('one log line per request, at the level pino-http would use', async () => {
    // The lean path's own child of the app's logger, which writes its lines without redacting them again.
    const info = vi.spyOn(requestLogger(app.payload.logger), 'info')
    const warn = vi.spyOn(requestLogger(app.payload.logger), 'warn')
    try {
      await raw(app.url, '/api/open-jobs?limit=3&token=segredo')
      await raw(app.url, '/api/open-jobs?q=a&q=b')
      expect(info.mock.calls.filter(([line]) => JSON.stringify(line).includes('limit=3'))).toEqual([
        [
          { req: { method: 'GET', url: '/api/open-jobs?limit=3&token=[redacted]' }, res: { statusCode: 200 }, responseTime: expect.any(Number) },
          'request completed',
        ],
      ])
      expect(warn.mock.calls.filter(([line]) => JSON.stringify(line).includes('q=a&q=b'))).toHaveLength(1)
    } finally {
      info.mockRestore()
      warn.mockRestore()
    }
  })
})

describe('kept pages answer as Express does', () => {
  const variants: Record<string, string>[] = [
    {},
    { 'accept-language': 'pt-PT,pt;q=0.9' },
    { 'accept-language': 'pt-BR', cookie: 'tz=America/Manaus' },
    { 'accept-encoding': 'gzip, br' },
  ]

  it('a kept page comes without Express, with the same headers and body', async () => {
    for (const path of ['/', '/barbeiros', '/barbearias?q=enxuta', '/faq', `/barbearia/${shopId}`]) {
      for (const headers of variants) {
        // The first request renders and keeps the page; the next ones are answered from it.
        await raw(app.url, path, { headers })
        const before = expressCalls
        const lean = await raw(app.url, path, { headers })
        expect(expressCalls - before, `${path} ${JSON.stringify(headers)} passou pelo Express`).toBe(0)
        expect(lean.status).toBe(200)
        expect(lean.headers['content-security-policy']).toContain("default-src 'self'")
        expect(lean.headers['cache-control']).toBe('no-store')
        await same(path, { headers })
        const head = await same(path, { method: 'HEAD', headers })
        expect(head.body.length).toBe(0)
        const notModified = await same(path, { headers: { ...headers, 'if-none-match': lean.headers.etag! } })
        expect(notModified.status).toBe(304)
      }
    }
  })

  it('pages never kept go to Express: signed in, other addresses, other methods', async () => {
    await raw(app.url, '/barbeiros')
    for (const [path, options] of [
      ['/barbeiros', { headers: { cookie: signedInCookie, origin: app.url } }],
      ['/barbeiros', { headers: { authorization: 'JWT forjado' } }],
      ['/barbeiros', { method: 'POST' }],
      ['/barbeiros/', {}],
      ['/Barbeiros', {}],
      ['/barbeiros?q=%00', {}],
      ['/chat', {}],
    ] as const) {
      const before = expressCalls
      await raw(app.url, path, options)
      expect(expressCalls - before, `${path} ${JSON.stringify(options)}`).toBe(1)
      await same(path, options)
    }
  })
})

describe('pages that read nothing answer from memory as they were rendered (decision 0060)', () => {
  // Each a page of its own (country and time zone); compression is applied on the way out.
  const variants: Record<string, string>[] = [
    {},
    { 'accept-language': 'pt-PT,pt;q=0.9' },
    { 'accept-language': 'pt-BR', cookie: 'tz=America/Manaus' },
    { 'accept-encoding': 'gzip, br', cookie: 'tz=Europe/Lisbon' },
  ]

  it("a visitor's app page comes without Express after its first render, byte for byte the same", async () => {
    for (const path of ['/dashboard', '/perfil', '/auth?next=%2Fvagas', '/recuperar-senha', '/pagina-que-nao-existe']) {
      for (const headers of variants) {
        const before = expressCalls
        // The first request is rendered through Express, as every request was before.
        const rendered = await raw(app.url, path, { headers })
        expect(expressCalls - before, `${path} ${JSON.stringify(headers)}: a primeira passa pelo Express`).toBe(1)
        expect(rendered.status).toBe(200)
        const kept = await raw(app.url, path, { headers })
        expect(expressCalls - before, `${path} ${JSON.stringify(headers)} passou pelo Express de novo`).toBe(1)
        expect(comparable(kept), `${path} ${JSON.stringify(headers)}`).toEqual(comparable(rendered))
        await same(path, { headers })
        expect((await same(path, { method: 'HEAD', headers })).body.length).toBe(0)
        const notModified = await same(path, { headers: { ...headers, 'if-none-match': rendered.headers.etag! } })
        expect(notModified.status).toBe(304)
      }
    }
  })

  it('never for a session, an impossible id, a sign-in redirect or a public page left unkept', async () => {
    for (const [path, options] of [
      ['/dashboard', { headers: { cookie: signedInCookie, origin: app.url } }],
      ['/dashboard', { headers: { authorization: 'JWT forjado' } }],
      ['/perfil/abc', {}],
      ['/chat', {}],
      ['/barbeiros?lat=-25.4&lng=-49.3', {}],
    ] as const) {
      await raw(app.url, path, options)
      const before = expressCalls
      await raw(app.url, path, options)
      expect(expressCalls - before, `${path} ${JSON.stringify(options)}`).toBe(1)
    }
    const signedIn = await raw(app.url, '/dashboard', { headers: { cookie: signedInCookie, origin: app.url } })
    expect(signedIn.body.toString()).toContain('"name":"Barbeiro Enxuto"')
  })

  it('a session cookie written oddly keeps no sign-in screen: the next visitor is still sent to sign in', async () => {
    // The page route reads the cookie's name trimmed (cookieValue) and lets these through to the render;
    // no visitor without a cookie may then get that render from memory instead of the redirect.
    for (const cookie of ['payload-token =forjado', 'payload-token\t=forjado', 'tz=America/Sao_Paulo; payload-token  =x']) {
      const odd = await raw(app.url, '/chat', { headers: { cookie } })
      expect(odd.status, cookie).toBe(200)
      const visitor = await same('/chat')
      expect(visitor.status, cookie).toBe(302)
      expect(visitor.headers.location).toBe('/login?next=%2Fchat')
    }
  })

  it('any address and header a visitor sends: the kept answer is the one Express gives', async () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'dashboard',
        'perfil',
        'auth',
        'recuperar-senha',
        'vagas-abertas',
        'barbeiros',
        'x',
        '',
        '%2F',
        '%2e%2e',
        '..',
        '%25',
        '$&',
        "$'",
        '$1',
        '$$',
        '~',
        ';',
        '%C3%A7',
      ),
      fc.string({ unit: 'grapheme', maxLength: 4 }).map(encodeURIComponent),
    )
    const address = fc
      .tuple(fc.array(piece, { minLength: 1, maxLength: 4 }), fc.boolean(), fc.option(fc.array(piece, { maxLength: 3 }), { nil: undefined }))
      .map(([parts, slash, query]) => `/${parts.join('/')}${slash ? '/' : ''}${query === undefined ? '' : `?${query.join('&')}`}`)
    const headers = fc.record(
      {
        'accept-language': fc.constantFrom('pt-PT', 'pt-BR,pt;q=0.9', 'en', '*', 'pt-pt;q=0.1, es'),
        cookie: fc.constantFrom(
          'tz=Europe/Lisbon',
          'tz=america/sao_paulo',
          'tz=Nada/Aqui',
          'consent=1; tz=Asia/Kathmandu',
          'payload-token=',
          'a=payload-token',
          'payload-token =x',
        ),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity'),
        'if-none-match': fc.constantFrom('*', 'W/"0-x"'),
        range: fc.constantFrom('bytes=0-10', 'bytes=-5'),
        'x-http-method-override': fc.constantFrom('POST', 'DELETE'),
        'cache-control': fc.constantFrom('no-cache', 'max-age=0'),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(address, headers, async (path, sent) => {
        await raw(app.url, path, { headers: sent })
        await same(path, { headers: sent })
        await same(path, { method: 'HEAD', headers: sent })
      }),
      { numRuns: 60 },
    )
  })

  it('an address with a secret the request log would redact is never kept (an e-mail change link opened signed out)', async () => {
    for (const path of ['/confirmar-email?token=segredo123', '/pagina-que-nao-existe?session_id=cs_segredo', '/dashboard?Senha=x', '/barbeiros?token=x']) {
      await raw(app.url, path)
      const before = expressCalls
      await raw(app.url, path)
      expect(expressCalls - before, path).toBe(1)
      await same(path)
    }
  })

  it("an address with a person's location is never kept, as on the public pages (decision 0045)", async () => {
    for (const path of ['/dashboard?lat=-25.4&lng=-49.3', '/pagina-que-nao-existe?lng=-49.3', '/auth?lat=-25.4']) {
      await raw(app.url, path)
      const before = expressCalls
      await raw(app.url, path)
      expect(expressCalls - before, path).toBe(1)
    }
  })
})

describe('the signed-in shell: the same answer for any session cookie, from memory (issue 42)', () => {
  /** A session cookie of an account of each kind, as the browser sends it. */
  async function cookieOf(email: string, password: string) {
    const client = new ApiClient(app.url)
    await client.login(email, password)
    return `payload-token=${client.cookie('payload-token')}`
  }
  const shellHeaders = (answer: Raw) => Object.entries(answer.headers).filter(([name]) => !['date', 'etag', 'content-length'].includes(name))

  it('is the shell as it was, less the session in its bootstrap; its headers are a page’s', async () => {
    const headers = { cookie: signedInCookie, origin: app.url }
    const answer = await same('/vagas-salvas', { headers })
    expect(answer.status).toBe(200)
    // The answer before this change: the app's template with a bootstrap of the session, the country
    // query, the country and the time zone, and an empty #root (server/pages/html.ts at 45b06ce).
    const session = await (await fetch(`${app.url}/api/session`, { headers })).json()
    expect(session.user.email).toBeTruthy()
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8')
    const rest = { queries: [{ queryKey: ['visitor-country'], data: 'BR' }], country: 'BR', timeZone: 'America/Sao_Paulo' } satisfies Bootstrap
    const before = fillTemplate(template, { session, ...rest }, null, appPageHead()).html
    const sessionPart = `"session":${serializeForScript(session)},`
    expect(before).toContain(sessionPart)
    expect(answer.body.toString()).toBe(before.split(sessionPart).join(''))
    expect(answer.headers.etag).toBe(weakEtag(answer.body))
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length)
    // The headers a visitor's app page gets (helmet's, no-store, the type, Vary), in the same order.
    const page = await raw(app.url, '/dashboard')
    expect(shellHeaders(answer)).toEqual(shellHeaders(page))
    expect(answer.headers['cache-control']).toBe('no-store')
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'")
  })

  it('answers from memory after Express routed the address once, byte for byte, HEAD and 304 included', async () => {
    const variants: Record<string, string>[] = [
      { cookie: signedInCookie, origin: app.url },
      { cookie: `tz=America/Manaus; ${signedInCookie}` },
      { cookie: signedInCookie, 'accept-language': 'pt-PT,pt;q=0.9', 'accept-encoding': 'gzip, br' },
    ]
    for (const address of ['/vagas-salvas', '/chat/7?de=alerta', '/painel-barbearia']) {
      for (const headers of variants) {
        const routed = await raw(app.url, address, { headers })
        const before = expressCalls
        const kept = await raw(app.url, address, { headers })
        expect(expressCalls - before, `${address} ${JSON.stringify(headers)} passou pelo Express de novo`).toBe(0)
        expect(comparable(kept)).toEqual(comparable(routed))
        await same(address, { headers })
        expect((await same(address, { method: 'HEAD', headers })).body.length).toBe(0)
        expect((await same(address, { headers: { ...headers, 'if-none-match': routed.headers.etag! } })).status).toBe(304)
      }
    }
    // Each country and time zone has its own shell.
    const portugal = await raw(app.url, '/vagas-salvas', { headers: { cookie: signedInCookie, 'accept-language': 'pt-PT' } })
    const manaus = await raw(app.url, '/vagas-salvas', { headers: { cookie: `tz=America/Manaus; ${signedInCookie}` } })
    expect(portugal.body.toString()).toContain('"country":"PT","timeZone":"Europe/Lisbon"')
    expect(portugal.body.toString()).toContain('<meta property="og:locale" content="pt_PT" />')
    expect(manaus.body.toString()).toContain('"country":"BR","timeZone":"America/Manaus"')
  })

  it('carries nothing of whoever sent the cookie: a barber, a shop, an admin, an expired or forged token get the same bytes', async () => {
    const shop = await createShop(app.payload, { name: 'Barbearia Casca Vazia' })
    const admin = await createAccount(app.payload, 'admin')
    const barber = await createBarber(app.payload, { name: 'Barbeiro Casca Vazia' })
    const signedOut = await cookieOf(barber.email, barber.password)
    await fetch(`${app.url}/api/users/logout`, { method: 'POST', headers: { cookie: signedOut, origin: app.url } })
    const cookies = [
      signedInCookie,
      await cookieOf(shop.email, shop.password),
      await cookieOf(admin.email, admin.password),
      signedOut,
      'payload-token=forjado',
      'payload-token=',
      'payload-token =x',
    ]
    for (const address of ['/vagas-salvas', '/candidatos', '/conta/seguranca']) {
      const answers = []
      for (const cookie of cookies) answers.push(await same(address, { headers: { cookie, origin: app.url } }))
      const body = answers[0]!.body.toString()
      for (const answer of answers) expect(comparable(answer)).toEqual(comparable(answers[0]!))
      const bootstrap = JSON.parse(body.match(new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">(.*?)</script>`, 's'))![1]!)
      expect(Object.keys(bootstrap)).toEqual(['queries', 'country', 'timeZone', 'ssr'])
      expect(body).toContain('<div id="root"></div>')
      for (const leak of [shop.email, admin.email, barber.email, 'Barbearia Casca Vazia', 'Barbeiro Enxuto', '"roles"', '"user"', 'barbershop', 'admin'])
        expect(body, leak).not.toContain(leak)
    }
    // The session itself is the API's to tell: the one signed out and the forged one are visitors there.
    for (const cookie of [signedOut, 'payload-token=forjado'])
      expect((await (await fetch(`${app.url}/api/session`, { headers: { cookie, origin: app.url } })).json()).user).toBeNull()
  })

  it("an address with a person's location or a secret is never kept, signed in either (decision 0045)", async () => {
    // The open jobs' 'Perto de mim' keeps its point in the address (it survives a reload): the shell
    // is answered, but the address is not kept in memory, as for visitors' pages; nor is one the
    // request log would not write as it is (a token, a checkout session).
    for (const path of [
      '/vagas-salvas?lat=-23.55&lng=-46.64&raio=25',
      '/vagas-salvas?raio=10&lng=-46.64',
      '/chat/7?lat=-25.4',
      '/conta/seguranca?token=segredo123',
      '/painel-barbeiro?checkout=sucesso&session_id=cs_segredo',
      '/conta/privacidade?Senha=x',
    ]) {
      const headers = { cookie: signedInCookie }
      await raw(app.url, path, { headers })
      const before = expressCalls
      const again = await raw(app.url, path, { headers })
      expect(expressCalls - before, path).toBe(1)
      expect(again.status, path).toBe(200)
      await same(path, { headers })
    }
  })

  it('a visitor without a cookie is still sent to sign in, and an impossible id is the shell with a 404', async () => {
    // The very address just kept for a session cookie: the visitor's 302 is decided per request.
    await raw(app.url, '/vagas-salvas?q=barba', { headers: { cookie: signedInCookie } })
    await raw(app.url, '/vagas-salvas?q=barba', { headers: { cookie: signedInCookie } })
    const visitor = await same('/vagas-salvas?q=barba')
    expect([visitor.status, visitor.headers.location]).toEqual([302, '/auth?next=%2Fvagas-salvas%3Fq%3Dbarba'])
    expect(visitor.headers['cache-control']).toBe('no-store')
    const impossible = await same('/vaga/99999999999/candidatos', { headers: { cookie: signedInCookie } })
    expect(impossible.status).toBe(404)
    expect(impossible.body.toString()).toContain('<div id="root"></div>')
    expect(impossible.body.toString()).not.toContain('Barbeiro Enxuto')
  })

  it('once an address is kept for a signed-in GET, any other request to it gets what Express gives (method, cookie, language, zone, encoding)', async () => {
    // The kept addresses are keyed by the address alone: what a request differs in besides it must
    // still be decided per request (a visitor's 302, a form's 303, a 404 for a method, the locale).
    const segment = fc.oneof(
      fc.constantFrom('7', '999999', 'abc', '99999999999', '%2e%2e', '$&', "$'", '$1', '$$', '%C3%A7', '%F0%9F%92%88', 'a.b'),
      fc.string({ unit: 'grapheme', maxLength: 3 }).map(encodeURIComponent),
    )
    const address = fc
      .tuple(
        fc.constantFrom('/vagas-abertas', '/vagas-salvas', '/chat', '/chat/:id', '/editar-vaga/:id', '/vaga/:id/candidatos', '/conta/seguranca'),
        segment,
        fc.boolean(),
        fc.option(fc.array(fc.constantFrom('q=barba', 'next=//evil.example', '$1=$&', '__proto__=1', "a[b]=$'", '%E2%80%AE', ''), { maxLength: 3 }), {
          nil: undefined,
        }),
      )
      .map(([pattern, id, slash, query]) => `${pattern.replace(':id', id)}${slash ? '/' : ''}${query === undefined ? '' : `?${query.join('&')}`}`)
    const probe = fc.record(
      {
        method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'),
        cookie: fc.constantFrom(
          '',
          signedInCookie,
          'payload-token=forjado',
          'payload-token=',
          'payload-token',
          'payload-token =x',
          'Payload-Token=x',
          'xpayload-token=x',
          'a=payload-token=x',
          `tz=Europe/Lisbon; ${signedInCookie}`,
          'tz=Asia/Kathmandu; payload-token=x',
        ),
        'accept-language': fc.constantFrom('pt-PT', 'pt-BR,pt;q=0.9', 'en'),
        'accept-encoding': fc.constantFrom('gzip', 'br', 'identity'),
        'if-none-match': fc.constantFrom('*', 'W/"0-x"'),
        'x-http-method-override': fc.constantFrom('GET', 'DELETE'),
      },
      { requiredKeys: ['method', 'cookie'] },
    )
    await fc.assert(
      fc.asyncProperty(address, probe, async (path, { method, cookie, ...headers }) => {
        await raw(app.url, path, { headers: { cookie: signedInCookie } })
        await raw(app.url, path, { headers: { cookie: signedInCookie } })
        const sent = cookie ? { ...headers, cookie } : headers
        const answer = await same(path, { method, headers: sent })
        const body = answer.headers['content-encoding'] ? '' : answer.body.toString()
        expect(body, path).not.toContain('Barbeiro Enxuto')
        // A visitor's page carries a session of nobody; none carries a person's.
        expect(body, path).not.toContain('"user":{')
      }),
      { numRuns: 80 },
    )
  })
})

/** What a bad query string may be told: the schemas' Portuguese messages. */
const QUERY_MESSAGES = new Set([
  'Valor inválido: envie um único texto.',
  tooLong(SEARCH_MAX_LENGTH),
  tooLong(40),
  tooLong(80),
  'A avaliação mínima deve ser um número de 1 a 5.',
  'Use verified=true ou verified=false.',
  genericMessages.nulCharacter,
  genericMessages.filterValueInvalid('barbershop'),
])

const KEYS = ['q', 'state', 'city', 'country', 'contractType', 'maxExperience', 'firstCountry', 'barbershop', 'page', 'limit', 'minRating', 'verified', 'outro']
const value = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 90 }),
  fc.constantFrom('', '0', '-1', '1e400', 'NaN', '5', '4.5', 'true', 'BR', 'pt', 'full_time', '99999999999999999999', '\u0000', 'a\u202eb'),
)
/** A key as qs reads it: plain, an array (`key[]`, `key[0]`), an object (`key[a]`) or deeper. */
const key = fc.tuple(fc.constantFrom(...KEYS), fc.constantFrom('', '[]', '[0]', '[a]', '[a][b]', '[__proto__]', '.x')).map(([name, suffix]) => name + suffix)
/** Pairs encoded as a browser would, or sent raw with broken escapes. */
const pair = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(key, value).map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v)}`) },
  { weight: 1, arbitrary: fc.constantFrom('q=%zz', 'q=%', 'state=%E0%A4%A', '=x', '&&', 'q', 'q[]=a&q[]=b', 'limit=1&limit=2', 'q=a%00b') },
)
const queryString = fc.array(pair, { maxLength: 5 }).map((pairs) => pairs.join('&'))

describe('bad query strings', () => {
  it('get a 4xx with a Portuguese message (or the list), never a 5xx, the same on both paths', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LISTS), queryString, fc.boolean(), async (path, query, signedIn) => {
        const headers: Record<string, string> = signedIn ? { cookie: signedInCookie, origin: app.url } : {}
        const answer = await same(`${path}?${query}`, { headers })
        expect(answer.status === 200 || answer.status === 400, `${path}?${query}: ${answer.status}`).toBe(true)
        if (answer.status === 400) expect(QUERY_MESSAGES).toContain(JSON.parse(answer.body.toString()).errors[0].message)
      }),
      { numRuns: 150 },
    )
  })
})
