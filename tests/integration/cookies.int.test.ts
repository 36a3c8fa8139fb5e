/**
 * The product sets only the cookies /privacidade lists (domain/legal.ts's PRODUCT_COOKIES,
 * decision 0034): no tracking cookie, hence no banner. Every response of a walk through the
 * product, as a visitor, a new account, a barber, a shop, an editor and an admin, is checked for
 * Set-Cookie; a cookie not on the list fails this test. (The cookies the pages' scripts set are
 * checked in the browser by tests/e2e/legal.spec.ts.)
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { PRODUCT_COOKIES } from '#domain/legal'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createAccount, createApplication, createBarber, createJob, createShop } from '#server/seed/factories'

beforeAll(async () => {
  const { ensureWebBuild } = await import('#server/pages/build')
  await ensureWebBuild(() => {})
}, 300_000)
const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))

const LISTED = new Set<string>(PRODUCT_COOKIES.map((cookie) => cookie.name))
const seen = new Map<string, string>()

/** A client that notes every cookie any response sets, and where. */
class WatchedClient extends ApiClient {
  override async request(method: string, path: string, options?: Parameters<ApiClient['request']>[2]) {
    const response = await super.request(method, path, options)
    for (const line of response.headers.getSetCookie()) seen.set(line.slice(0, line.indexOf('=')).trim(), `${method} ${path}`)
    return response
  }
}

const html = { headers: { accept: 'text/html' } }
const PAGES = ['/', '/barbeiros', '/barbearias', '/faq', '/termos', '/privacidade', '/login', '/cadastro', '/planos', '/vagas-abertas', '/nao-existe']

async function walk(client: ApiClient, extra: string[] = []) {
  for (const page of [...PAGES, ...extra]) await client.get(page, html)
  for (const path of [
    '/api/session',
    '/api/open-jobs',
    '/api/directory/barbers',
    '/api/faqs',
    '/api/legal-documents',
    '/api/plans',
    '/api/me/consents',
    '/api/stats',
  ])
    await client.get(path)
}

describe('cookies', () => {
  it('no response sets a cookie that /privacidade does not list', async () => {
    const visitor = new WatchedClient(app.url)
    await walk(visitor, ['/painel-admin', '/admin-login'])
    await visitor.post('/api/users/login', { email: 'ninguem@teste.navalha.test', password: 'errada123' })
    await visitor.post('/api/users/forgot-password', { email: 'ninguem@teste.navalha.test' })

    // A new account: sign-up, confirmation, login, the re-accept route, logout.
    const email = `biscoito.${Date.now()}@teste.navalha.test`
    const newcomer = new WatchedClient(app.url)
    const signup = await newcomer.post('/api/signup', {
      userType: 'barber',
      name: 'Rafael Souza',
      document: maskCpf(generateCpf()),
      phone: '(11) 98765-4321',
      email,
      password: 'segredo123',
    })
    expect(signup.status, signup.text).toBe(201)
    const message = await mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirme'))
    await newcomer.post('/api/auth/verify-email', { token: linkIn(message, '/verificar-email').searchParams.get('token') })
    await newcomer.login(email, 'segredo123')
    expect(newcomer.signedIn).toBe(true)
    await walk(newcomer, ['/painel-barbeiro', '/vagas-salvas', '/conta/seguranca'])
    await newcomer.post('/api/me/consents', { document: 'terms', version: 1 })
    await newcomer.post('/api/me/barber')
    await newcomer.post('/api/users/logout')

    const barber = await createBarber(app.payload)
    const shop = await createShop(app.payload)
    const job = await createJob(app.payload, shop.shop)
    await createApplication(app.payload, job, barber.barber)
    for (const [account, pages] of [
      [barber, ['/painel-barbeiro', '/vagas-aplicadas', '/chat', `/vagas/${job.id}`]],
      [shop, ['/painel-barbearia', '/vagas', '/candidatos', `/barbearia/${shop.shop.id}`]],
    ] as const) {
      const client = new WatchedClient(app.url)
      await client.login(account.email, account.password)
      await walk(client, [...pages])
      await client.get('/api/me/dashboard')
      await client.get('/api/my-jobs')
      await client.post('/api/users/logout')
    }

    // The console, as an editor and an admin: its pages, its facade, a write.
    for (const role of ['editor', 'admin'] as const) {
      const account = await createAccount(app.payload, role)
      const client = new WatchedClient(app.url)
      await client.login(account.email, account.password)
      for (const page of ['/painel-admin', '/painel-admin/faq', '/painel-admin/termos-e-privacidade']) await client.get(page, html)
      for (const path of ['/api/admin/faqs', '/api/admin/legal-documents', '/api/admin/plans', '/api/admin/users', '/api/admin/audit-log'])
        await client.get(path)
      await client.post('/api/users/refresh-token')
      await client.post('/api/users/logout')
    }

    expect(seen.size, 'o passeio deveria ter recebido o cookie de sessão').toBeGreaterThan(0)
    const unlisted = [...seen].filter(([name]) => !LISTED.has(name))
    expect(unlisted, 'cookies que a política de privacidade não lista').toEqual([])
  })
})
