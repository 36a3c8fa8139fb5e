/**
 * /vagas-abertas without an account (issue 40, decision 0064): the server renders the list for a
 * visitor from the same read as GET /api/open-jobs, with every filter in the address and one
 * canonical address per distinct search; a signed-in barber's copy keeps its applied marks and is
 * never kept for anyone else, however the session cookie is written.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import { BOOTSTRAP_ELEMENT_ID } from '#domain/bootstrap'
import { OPEN_JOBS_PAGE_SIZE } from '#domain/jobs'
import type { OpenJobsPage } from '#domain/jobSearch'
import type { Job } from '#payload-types'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createApplication, createBarber, createJob, createShop, type BarberAccount } from '#server/seed/factories'

// The pages are filled into the built app's templates: build it first when missing or stale.
beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const app = useTestApp()

/** A word of this file's own, so the filters find its jobs only. */
const WORD = 'portaaberta'
let curitiba: Job
let rio: Job
let barber: BarberAccount
let token: string

beforeAll(async () => {
  const shop = await createShop(app.payload, { name: 'Barbearia Porta Aberta', profile: { city: 'Curitiba', state: 'PR' } })
  curitiba = await createJob(app.payload, shop.shop, { title: `Barbeiro ${WORD} Curitiba` })
  const carioca = await createShop(app.payload, { name: 'Barbearia Carioca Aberta' })
  rio = await createJob(app.payload, carioca.shop, { title: `Barbeiro ${WORD} comissão`, contractType: 'commission' })
  barber = await createBarber(app.payload, { name: 'Barbeiro Porta Aberta', profile: { city: 'Curitiba', state: 'PR' } })
  await createApplication(app.payload, curitiba, barber.barber)
  const client = new ApiClient(app.url)
  await client.login(barber.email, barber.password)
  token = client.cookie('payload-token')!
}, 120_000)

type Bootstrap = { session: { user: { name: string } | null }; queries: { queryKey: unknown[]; data: unknown }[] }

const unescapeAttribute = (text: string) => text.replace(/&(amp|quot|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', lt: '<', gt: '>' })[name]!)
const count = (html: string, needle: string) => html.split(needle).length - 1

/** The page as a browser asks for it: its status, HTML, the canonical address (or null), the bootstrap and the list it holds. */
async function visit(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(app.url + path, { headers: { accept: 'text/html', 'accept-language': 'pt-BR', ...headers } })
  const html = await response.text()
  const links = [...html.matchAll(/<link rel="canonical" href="([^"]*)" \/>/g)].map((match) => unescapeAttribute(match[1]!))
  expect(links.length).toBeLessThanOrEqual(1)
  const script = html.match(new RegExp(`<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">([^<]*)</script>`))
  const bootstrap = script ? (JSON.parse(script[1]!) as Bootstrap) : null
  const list = bootstrap?.queries.find(({ queryKey }) => queryKey[0] === 'jobs' && queryKey[1] === 'open')
  const root = html.slice(html.indexOf('<div id="root">'))
  return { status: response.status, html, root, canonical: links[0] ?? null, bootstrap, list: list?.data as OpenJobsPage | undefined }
}

const api = async (query: string, headers: Record<string, string> = {}) =>
  (await (await fetch(`${app.url}/api/open-jobs?${query}`, { headers: { accept: 'application/json', ...headers } })).json()) as OpenJobsPage

describe('a visitor', () => {
  it('gets the list rendered on the server, the same as GET /api/open-jobs, with its canonical address and no sign-in', async () => {
    const page = await visit(`/vagas-abertas?q=${WORD}`)
    expect(page.status).toBe(200)
    expect(page.root).toContain(`Barbeiro ${WORD} Curitiba`)
    expect(page.root).toContain(`Barbeiro ${WORD} comissão`)
    expect(page.canonical).toBe(`${app.url}/vagas-abertas?q=${WORD}`)
    expect(page.html).not.toContain('noindex')
    expect(page.bootstrap!.session.user).toBeNull()
    expect(page.list).toEqual(await api(`q=${WORD}&page=1&limit=${OPEN_JOBS_PAGE_SIZE}&sort=recent`))
    // Its Candidatar-se and Salvar Vaga lead to sign in, and back to the job.
    expect(page.root).toContain(`href="/login?next=${encodeURIComponent(`/vagas/${curitiba.id}?candidatar=1`)}"`)
    expect(page.root).toContain(`href="/login?next=${encodeURIComponent(`/vagas/${curitiba.id}`)}"`)
    expect(page.root).not.toContain('Você já se candidatou')
  })

  it('filters through the address: each filter narrows what is rendered, and the canonical names it', async () => {
    const page = await visit(`/vagas-abertas?q=${WORD}&contrato=commission&estado=RJ`)
    // Its own title as well: a search is an address of its own.
    expect(page.html).toContain(`<title>“${WORD}”: vagas de barbeiro em RJ (Comissão) · Navalha</title>`)
    expect((await visit('/vagas-abertas')).html).toContain('<title>Vagas Abertas para barbeiros · Navalha</title>')
    expect(page.status).toBe(200)
    expect(page.root).toContain(`Barbeiro ${WORD} comissão`)
    expect(page.root).not.toContain(`Barbeiro ${WORD} Curitiba`)
    expect(page.list!.docs.map(({ id }) => id)).toEqual([rio.id])
    expect(page.canonical).toBe(`${app.url}/vagas-abertas?q=${WORD}&estado=RJ&contrato=commission`)
    expect(page.list).toEqual(await api(`q=${WORD}&state=RJ&contractType=commission&page=1&limit=${OPEN_JOBS_PAGE_SIZE}&sort=recent`))
    const none = await visit(`/vagas-abertas?q=${WORD}&estado=SP`)
    expect(none.list!.docs).toEqual([])
    expect(none.root).toContain('Nenhuma vaga encontrada')
  })

  it('tracking tags, the order, the page, a location and unknown parameters make no address of their own', async () => {
    const plain = `${app.url}/vagas-abertas?q=${WORD}&estado=RJ`
    for (const extra of [
      'utm_source=instagram&utm_medium=social&utm_campaign=vagas',
      'fbclid=IwAR0abc&gclid=Cj0KCQ',
      'ordem=remuneracao',
      'pagina=3',
      'lat=-25.43&lng=-49.27&raio=25&perto=Curitiba',
      'pais=todos',
      'desconhecido=1&contrato=nenhum&experiencia=abc&minimo=50',
    ]) {
      const page = await visit(`/vagas-abertas?${extra}&Q=x&q=${WORD.toUpperCase()}&estado=RJ`)
      expect(page.status, extra).toBe(200)
      expect(page.canonical, extra).toBe(plain)
    }
    // The same filters in another order are the same search.
    expect((await visit(`/vagas-abertas?estado=RJ&q=${WORD}`)).canonical).toBe(plain)
    expect((await visit('/vagas-abertas?utm_source=x&pagina=2&ordem=remuneracao')).canonical).toBe(`${app.url}/vagas-abertas`)
  })

  it('any query string, $ patterns and odd code points included: 200 or 4xx, one page, its canonical escaped and itself canonical', async () => {
    const names = fc.constantFrom(
      'q',
      'pais',
      'estado',
      'cidade',
      'contrato',
      'experiencia',
      'remuneracao',
      'minimo',
      'ordem',
      'pagina',
      'utm_source',
      'gclid',
      'lat',
      'lng',
      'raio',
      '$&',
      "$'",
    )
    const value = fc.oneof(
      fc.constantFrom(
        '$&',
        "$'",
        '$`',
        '$1',
        '$$',
        '"><script>alert(1)</script>',
        '</title>',
        '&amp;',
        'BR',
        'PT',
        'todos',
        'commission',
        'hourly',
        '10',
        '-25.4',
        'Paraná',
        '\uFFFF',
        '\uD800',
        '\u202E',
        '\u0000',
        '\u2028',
      ),
      fc.string({ unit: 'binary', maxLength: 40 }),
    )
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(names, value), { maxLength: 6 }), fc.constantFrom('', '&%', '&q=%E0%A4%A', '&%zz=1'), async (pairs, raw) => {
        const query = new URLSearchParams(pairs).toString() + raw
        const page = await visit(`/vagas-abertas?${query}`)
        expect(page.status < 500, `${query}: ${page.status}`).toBe(true)
        // A NUL anywhere in an address is refused before any page is drawn (server/http/requestInput.ts).
        if (query.includes('%00')) return void expect(page.status).toBe(400)
        expect(page.status === 200 || page.status === 400, `${query}: ${page.status}`).toBe(true)
        expect(count(page.html.toLowerCase(), '<!doctype')).toBe(1)
        expect(count(page.html, '<title>')).toBe(1)
        expect(count(page.html, '</html>')).toBe(1)
        expect(page.html).not.toContain('<script>alert(1)')
        const canonical = new URL(page.canonical!)
        expect(canonical.origin).toBe(app.url)
        expect(canonical.pathname).toBe('/vagas-abertas')
        // The canonical address of a canonical address is itself.
        expect((await visit(canonical.pathname + canonical.search)).canonical).toBe(page.canonical)
      }),
      { numRuns: 40 },
    )
  })

  it('is kept for the next visitor, and robots and the sitemap let search engines in', async () => {
    const first = await visit(`/vagas-abertas?q=${WORD}&cidade=Curitiba`)
    const second = await fetch(`${app.url}/vagas-abertas?q=${WORD}&cidade=Curitiba`, { headers: { accept: 'text/html', 'accept-language': 'pt-BR' } })
    expect(second.headers.get('etag')).toMatch(/^W\//)
    expect(await second.text()).toBe(first.html)
    const robots = await (await fetch(`${app.url}/robots.txt`)).text()
    expect(robots).not.toMatch(/Disallow: \/vagas-abertas/)
    const index = await (await fetch(`${app.url}/sitemap.xml`)).text()
    const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    const sitemap = (await Promise.all(chunks.map(async (chunk) => (await fetch(chunk)).text()))).join('\n')
    expect(sitemap).toContain(`<loc>${app.url}/vagas-abertas</loc>`)
  })

  it('a public page asked for with trailing slashes is a 301 to the page itself, its query string kept; other addresses are left alone', async () => {
    const moved = async (path: string) => {
      const response = await fetch(app.url + path, { redirect: 'manual', headers: { accept: 'text/html' } })
      return [response.status, response.headers.get('location')]
    }
    expect(await moved(`/vagas-abertas/?q=${WORD}&estado=RJ`)).toEqual([301, `/vagas-abertas?q=${WORD}&estado=RJ`])
    expect(await moved('/barbeiros//')).toEqual([301, '/barbeiros'])
    expect(await moved('/faq/')).toEqual([301, '/faq'])
    expect(await moved('/vagas/pr/curitiba/')).toEqual([301, '/vagas/pr/curitiba'])
    // Never a redirect off the site, nor for what is no public page.
    expect((await moved('//exemplo.com/'))[0]).not.toBe(301)
    expect((await moved('/pagina-que-nao-existe/'))[0]).not.toBe(301)
    expect((await moved('/vagas/abc/'))[0]).not.toBe(301)
  })
})

describe('a signed-in barber', () => {
  it('gets its own marks rendered, never kept for a visitor', async () => {
    const page = await visit(`/vagas-abertas?q=${WORD}`, { cookie: `payload-token=${token}`, origin: app.url })
    expect(page.status).toBe(200)
    expect(page.bootstrap!.session.user!.name).toBe('Barbeiro Porta Aberta')
    expect(page.list!.docs.find(({ id }) => id === curitiba.id)!.applied).toBe(true)
    expect(page.root).toContain('Você já se candidatou')
    const visitor = await visit(`/vagas-abertas?q=${WORD}`)
    expect(visitor.html).not.toContain('Barbeiro Porta Aberta')
    expect(visitor.list!.docs.every((job) => job.applied === undefined)).toBe(true)
  })

  it('a session cookie written oddly is a session everywhere: its render is never kept for visitors', async () => {
    for (const [index, cookie] of [`payload-token =${token}`, `payload-token\t=${token}`, `tz=America/Sao_Paulo;payload-token  =${token}`].entries()) {
      // An address of its own (a parameter no filter reads) per cookie: a page the visitor could only get from the cache.
      const address = `/vagas-abertas?q=${WORD}&vez=${index}`
      await visit(address, { cookie, origin: app.url })
      const visitor = await visit(address)
      expect(
        visitor.list!.docs.map(({ id }) => id),
        cookie,
      ).toContain(curitiba.id)
      expect(visitor.html, cookie).not.toContain('Você já se candidatou')
      expect(JSON.stringify(visitor.list), cookie).not.toContain('"applied"')
    }
  })

  it('a token in the Authorization header (JWT or Bearer, no cookie) is a session too: its render is never kept for visitors', async () => {
    for (const [index, authorization] of [`JWT ${token}`, `Bearer ${token}`].entries()) {
      const address = `/vagas-abertas?q=${WORD}&cabecalho=${index}`
      const signedIn = await visit(address, { authorization, origin: app.url })
      expect(signedIn.bootstrap!.session.user!.name, authorization).toBe('Barbeiro Porta Aberta')
      const visitor = await visit(address)
      expect(visitor.html, authorization).not.toContain('Barbeiro Porta Aberta')
      expect(JSON.stringify(visitor.list), authorization).not.toContain('"applied"')
    }
  })
})
