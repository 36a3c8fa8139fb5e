/**
 * What a production server without SMTP writes to its log: never a token, a link carrying one or
 * a password. Read from the real process's output (NODE_ENV=production, the demo seeded, the
 * sandbox checkout on), as an operator or a log collector would; the e-mails themselves are read
 * from the outbox, which stays the way to read them.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { ApiClient } from '../helpers/client'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess({ NODE_ENV: 'production', HOST: '127.0.0.1', SEED_DEMO: '1', BILLING_PROVIDER: 'sandbox', LOG_LEVEL: 'info' })
}, 180_000)
afterAll(() => server?.close())

const outbox = () => path.join(server.dataDir, 'outbox')

/** The token of the newest link to `page` in an e-mail to `address` in the outbox, once it is written. */
async function linkToken(address: string, page: string): Promise<string> {
  const link = new RegExp(`${page}\\?token=(?:3D)?([A-Za-z0-9]+)`)
  let found: string | undefined
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox()).catch(() => [] as string[])).sort().reverse()
        for (const file of files) {
          const raw = (await readFile(path.join(outbox(), file), 'utf8')).replace(/=\r?\n/g, '')
          const token = raw.includes(`To: ${address}`) && link.exec(raw)?.[1]
          if (token) return (found = token)
        }
        return undefined
      },
      { timeout: 20_000 },
    )
    .toBeDefined()
  return found!
}

describe('a production server without SMTP', () => {
  it('prints no demo password, and keeps them in a file only its user reads', async () => {
    const file = path.join(server.dataDir, 'demo-passwords.txt')
    const kept = await readFile(file, 'utf8')
    expect((await stat(file)).mode & 0o077).toBe(0)
    const passwords = [...kept.matchAll(/senha: (\S+)/g)].map((match) => match[1])
    expect(passwords.length).toBeGreaterThanOrEqual(3)
    for (const password of passwords) expect(server.output()).not.toContain(password)
    expect(server.output()).not.toMatch(/senha: \S/)
    expect(server.output()).toContain(file)
    const admin = /admin:\s+(\S+)\s+senha: (\S+)/.exec(kept)!
    expect((await new ApiClient(server.url).post('/api/users/login', { email: admin[1], password: admin[2] })).status).toBe(200)
  })

  it('logs no confirmation link, reset link, sandbox session or password along a whole journey', async () => {
    const email = `producao.${Date.now()}@teste.navalha.test`
    const password = 'segredoDeProducao123'
    const visitor = new ApiClient(server.url)
    const signup = { userType: 'barber', name: 'Rafael Produção', document: maskCpf(generateCpf()), phone: '(11) 98765-4321', email, password }
    expect((await visitor.post('/api/signup', signup)).status).toBe(201)
    const confirmation = await linkToken(email, '/verificar-email')
    expect((await visitor.post('/api/auth/verify-email', { token: confirmation })).status).toBe(200)

    await visitor.login(email, password)
    const plans = await visitor.get('/api/plans?limit=20&depth=0&where[audience][equals]=barber&where[country][equals]=BR')
    const checkout = await visitor.post('/api/billing/checkout', { plan: plans.body.docs[0].id })
    expect(checkout.status).toBe(200)
    const session = new URL(checkout.body.url).searchParams.get('sessao')!
    expect((await visitor.get(new URL(checkout.body.url).pathname + new URL(checkout.body.url).search)).status).toBe(200)
    const done = await visitor.request('POST', '/pagamento-demonstracao/concluir', {
      body: new URLSearchParams({ sessao: session }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(done.status).toBe(303)
    const back = new URL(done.headers.get('location')!)
    await visitor.get(back.pathname + back.search)
    expect((await visitor.post('/api/billing/confirm', { sessionId: back.searchParams.get('session_id') })).status).toBe(200)

    expect((await new ApiClient(server.url).post('/api/users/forgot-password', { email })).status).toBe(200)
    const reset = await linkToken(email, '/recuperar-senha')
    await new ApiClient(server.url).get(`/recuperar-senha?token=${reset}`)

    // Every request above got its line (the logger writes synchronously) before the log is read.
    await expect.poll(() => server.output().includes('/api/users/forgot-password')).toBe(true)
    const output = server.output()
    for (const secret of [confirmation, session, reset, password, encodeURIComponent(session)]) expect(output).not.toContain(secret)
    expect(output).toContain('E-mail gravado em')
    expect(output).toContain('[redacted]')
  })
})
