/** The production limits on sign-up, login and password reset (other tests raise them). */
import fc from 'fast-check'
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import type { RunningNavalha } from '../../server/start'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createAccount, createBarber } from '../helpers/seed'

const app = useTestApp({ RATE_LIMIT_SCALE: '1' })

const client = () => new ApiClient(app.url)

type Answer = { status: number; body: unknown; headers: string[] }

/**
 * A login sent from another loopback address (127.0.0.2, 127.0.0.3…): to the server, another
 * visitor's IP. Answers with the status, the body and the names of the headers.
 */
function loginFrom(localAddress: string, credentials: { email: string; password: string }, route = '/api/users/login', base = app.url): Promise<Answer> {
  const body = JSON.stringify(credentials)
  return new Promise((resolve, reject) => {
    const request = http.request(
      base + route,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: app.url },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (text += chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            body: JSON.parse(text),
            headers: Object.keys(response.headers)
              .filter((name) => !['date', 'etag', 'content-length'].includes(name))
              .sort(),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

const tooMany = { errors: [{ message: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' }] }
const wrong = { errors: [{ message: 'Email ou senha incorretos.' }] }

/** How a person or a script may type one address: the limit counts them as one. */
const spellings = (email: string) =>
  fc.sample(
    fc.constantFrom(
      email,
      email.toUpperCase(),
      ` ${email}`,
      `${email} `,
      email.replace(/^./, (c) => c.toUpperCase()),
    ),
    { numRuns: 7, seed: 12 },
  )

describe('rate limits', () => {
  it('allows 10 sign-ups an hour from one address, then answers 429 in Portuguese', async () => {
    for (let i = 0; i < 10; i++) expect((await client().post('/api/signup', { userType: 'barber' })).status).toBe(400)
    const limited = await client().post('/api/signup', { userType: 'barber' })
    expect(limited.status).toBe(429)
    expect(limited.body.errors[0].message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.')
    expect(limited.headers.get('ratelimit-policy')).toBeTruthy()
  })

  it('allows 5 reset e-mails an hour per address', async () => {
    const email = 'esquecido@teste.navalha.test'
    for (let i = 0; i < 5; i++) expect((await client().post('/api/users/forgot-password', { email })).status).toBe(200)
    expect((await client().post('/api/users/forgot-password', { email })).status).toBe(429)
  })
})

describe('failed logins', () => {
  it('stop an address after 5 tries at one e-mail, with the same answers whether or not it has an account', async () => {
    const account = await createBarber(app.payload)
    const tries = async (localAddress: string, email: string, password: string) => {
      const answers: Answer[] = []
      for (const spelling of spellings(email)) answers.push(await loginFrom(localAddress, { email: spelling, password }))
      return answers
    }
    const existing = await tries('127.0.0.2', account.email, 'errada123')
    const missing = await tries('127.0.0.2', 'ninguem.aqui@teste.navalha.test', 'errada123')
    expect(existing.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429])
    expect(existing.map((a) => a.body)).toEqual([wrong, wrong, wrong, wrong, wrong, tooMany, tooMany])
    expect(missing).toEqual(existing)
    // The right password from that address waits too: a guess that hits is not told apart.
    expect(await loginFrom('127.0.0.2', { email: account.email, password: account.password })).toEqual(existing[6])
  })

  it('never lock the account itself: its owner signs in from another address meanwhile, admins included', async () => {
    for (const account of [await createBarber(app.payload), await createAccount(app.payload, 'admin')]) {
      for (let i = 0; i < 6; i++) await loginFrom('127.0.0.3', { email: account.email, password: 'errada123' })
      expect((await loginFrom('127.0.0.3', { email: account.email, password: account.password })).status).toBe(429)
      expect((await loginFrom('127.0.0.4', { email: account.email, password: account.password })).status).toBe(200)
      // …and a mistyped password there is counted apart from the attacker's tries.
      expect((await loginFrom('127.0.0.4', { email: account.email, password: 'errada123' })).status).toBe(401)
    }
  })

  it('stop an address after 30 tries across any e-mails; successful logins are not counted', async () => {
    const account = await createBarber(app.payload)
    for (let i = 0; i < 3; i++) expect((await loginFrom('127.0.0.5', { email: account.email, password: account.password })).status).toBe(200)
    const emails = Array.from({ length: 30 }, (_, i) => `tentativa${i}@teste.navalha.test`)
    const answers = await Promise.all(emails.map((email) => loginFrom('127.0.0.5', { email, password: 'errada123' })))
    expect(answers.every((answer) => answer.status === 401)).toBe(true)
    const limited = await loginFrom('127.0.0.5', { email: 'ainda.outro@teste.navalha.test', password: 'errada123' })
    expect(limited).toMatchObject({ status: 429, body: tooMany })
    expect((await loginFrom('127.0.0.6', { email: account.email, password: account.password })).status).toBe(200)
  })

  it('are counted on every spelling of the login route that reaches Payload', async () => {
    const account = await createBarber(app.payload)
    const routes = ['/api/users/login/', '/api/users/login?x=1', '/API/Users/Login', '/api//users/login', '/api/users//login', '/api/users/login/.']
    for (const [index, route] of routes.entries()) {
      const statuses = []
      for (let i = 0; i < 6; i++) statuses.push((await loginFrom(`127.0.1.${index + 1}`, { email: account.email, password: 'errada123' }, route)).status)
      // No login route at all (404), or a login counted with the others: a sixth password is never checked.
      expect(
        statuses.every((status) => [401, 404, 429].includes(status)),
        `${route}: ${statuses}`,
      ).toBe(true)
      expect(statuses[5], `${route}: ${statuses}`).not.toBe(401)
    }
  })
})

describe('two instances on one PostgreSQL', () => {
  let second: RunningNavalha | undefined
  afterAll(() => second?.close())

  it('count the same failed logins: 5 tries in all, whichever instance answers', async () => {
    const { startNavalha } = await import('../../server/start')
    second = await startNavalha({ port: 0, log: () => {} })
    const account = await createBarber(app.payload)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const base = i % 2 === 0 ? app.url : second.url
      statuses.push((await loginFrom('127.0.0.9', { email: account.email, password: 'errada123' }, '/api/users/login', base)).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
  })
})

describe('wrong current passwords on Segurança da conta', () => {
  it('stop an account after 5, on both changes together, whichever of its sessions tries', async () => {
    const account = await createBarber(app.payload)
    const sessions = [new ApiClient(app.url), new ApiClient(app.url)]
    for (const session of sessions) await session.login(account.email, account.password)
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const session = sessions[i % 2]
      const response =
        i % 2
          ? await session.post('/api/me/email', { newEmail: `outro${i}@teste.navalha.test`, currentPassword: 'errada123' })
          : await session.post('/api/me/password', { currentPassword: 'errada123', newPassword: 'novaSenha123' })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    const right = await sessions[0].post('/api/me/password', { currentPassword: account.password, newPassword: 'novaSenha123' })
    expect(right.status).toBe(429)
    expect(right.body.errors[0].message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.')

    const other = await createBarber(app.payload)
    const otherSession = new ApiClient(app.url)
    await otherSession.login(other.email, other.password)
    expect((await otherSession.post('/api/me/password', { currentPassword: other.password, newPassword: 'novaSenha123' })).status).toBe(200)
  })
})
