/** The production limits on sign-up, login and password reset (other tests raise them). */
import fc from 'fast-check'
import http from 'node:http'
import { afterAll, describe, expect, it } from 'vitest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { generateCpf, maskCpf } from '#domain/documents'
import { createProofOfWork } from '#server/http/proofOfWork'
import type { RunningNavalha } from '#server/start'
import { postgresAdapter } from '#infra/database/adapter'
import { useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createAccount, createBarber } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ RATE_LIMIT_SCALE: '1', SMTP_URL: mail.url }))

const client = () => new ApiClient(app.url)

type Answer = { status: number; body: unknown; headers: string[] }

/**
 * A login sent from another loopback address (127.0.0.2, 127.0.0.3…): to the server, another
 * visitor's IP. Answers with the status, the body and the names of the headers.
 */
function loginFrom(
  localAddress: string,
  credentials: Record<string, unknown>,
  route = '/api/users/login',
  base = app.url,
  extraHeaders: Record<string, string> = {},
): Promise<Answer> {
  const body = JSON.stringify(credentials)
  return new Promise((resolve, reject) => {
    const request = http.request(
      base + route,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: app.url, ...extraHeaders },
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
  it('allows 10 sign-ups an hour from one address, then asks for a proof of work in Portuguese', async () => {
    for (let i = 0; i < 10; i++) expect((await client().post('/api/signup', { userType: 'barber' })).status).toBe(400)
    const limited = await client().post('/api/signup', { userType: 'barber' })
    expect(limited.status).toBe(428)
    expect(limited.body.errors[0].message).toMatch(/^Muitas tentativas a partir da sua rede/)
    expect(limited.headers.get('ratelimit-policy')).toBeTruthy()
  })
})

/** Waits until the e-mail queue has nothing left to send. */
const queueDrained = () =>
  expect.poll(async () => (await app.payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs, { timeout: 30_000 }).toBe(0)

const emailsTo = (address: string, subject: RegExp) => mail.messages.filter((message) => message.to.includes(address) && subject.test(message.subject))

describe('reset and confirmation requests about an address', () => {
  it('are answered alike, send it at most 3 e-mails of each kind an hour, and never lock its owner out', async () => {
    const owner = await createBarber(app.payload)
    const unconfirmed = await createAccount(app.payload, 'barbershop', { verified: false })
    const answers: Answer[] = []
    // Eight strangers, each from an address of its own (under the per-address cap), ask about the owner, the unconfirmed shop and nobody.
    for (let i = 0; i < 8; i++) {
      const from = `127.0.2.${i + 1}`
      answers.push(await loginFrom(from, { email: owner.email }, '/api/users/forgot-password'))
      answers.push(await loginFrom(from, { email: 'ninguem.mesmo@teste.navalha.test' }, '/api/users/forgot-password'))
      answers.push(await loginFrom(from, { email: unconfirmed.email }, '/api/auth/resend-verification'))
    }
    const resets = answers.filter((_, index) => index % 3 !== 2)
    expect(new Set(resets.map((answer) => JSON.stringify(answer))).size).toBe(1)
    expect(resets[0].status).toBe(200)
    expect(answers.filter((_, index) => index % 3 === 2).every((answer) => answer.status === 200)).toBe(true)
    await queueDrained()
    const resetEmails = emailsTo(owner.email, /Redefini/)
    expect(resetEmails).toHaveLength(3)
    expect(emailsTo(unconfirmed.email, /Confirme/)).toHaveLength(3)

    // E-mails sent together arrive in any order: they all hold the one link that works.
    const tokens = (emails: typeof mail.messages, path: string) => new Set(emails.map((email) => linkIn(email, path).searchParams.get('token')))
    expect(tokens(resetEmails, '/recuperar-senha').size).toBe(1)
    expect(tokens(emailsTo(unconfirmed.email, /Confirme/), '/verificar-email').size).toBe(1)

    // The owner asks too: nothing more is sent this hour, and the newest link in the inbox still sets a password.
    expect((await loginFrom('127.0.2.20', { email: owner.email }, '/api/users/forgot-password')).status).toBe(200)
    await queueDrained()
    expect(emailsTo(owner.email, /Redefini/)).toHaveLength(3)
    const token = linkIn(resetEmails.at(-1)!, '/recuperar-senha').searchParams.get('token')!
    const reset = await client().post('/api/users/reset-password', { token, password: 'novaSenhaDoDono1' })
    expect(reset.status).toBe(200)
    expect((await client().post('/api/users/login', { email: owner.email, password: 'novaSenhaDoDono1' })).status).toBe(200)

    // The shop's newest confirmation link still confirms it.
    const confirmation = linkIn(emailsTo(unconfirmed.email, /Confirme/).at(-1)!, '/verificar-email').searchParams.get('token')!
    const confirmed = await client().post('/api/auth/verify-email', { token: confirmation })
    expect(confirmed.status, confirmed.text).toBe(200)
  })
})

/** A solution of a challenge from `base`, as the widget sends it: base64 of `{ challenge, solution }`. */
async function solvedChallenge(base = app.url, challenge?: Challenge): Promise<string> {
  const fresh = challenge ?? ((await (await fetch(base + '/api/auth/challenge')).json()) as Challenge)
  const solution = await solveChallenge({ challenge: fresh, deriveKey })
  return Buffer.from(JSON.stringify({ challenge: fresh, solution })).toString('base64')
}

const proofRequired = {
  message:
    'Muitas tentativas a partir da sua rede. Para continuar, confirme que você não é um robô: o navegador resolve um desafio rápido, em cerca de um segundo.',
  code: 'PROOF_OF_WORK_REQUIRED',
  challenge: '/api/auth/challenge',
}
const proofRefused = { ...proofRequired, message: 'Não foi possível confirmar o desafio (ele expirou ou já foi usado). Resolva um novo para continuar.' }

describe('an address past its cap (many people behind one carrier NAT)', () => {
  it('logs in with the right password once the browser solves a challenge; the limit per e-mail stays', async () => {
    const neighbour = await createBarber(app.payload)
    const from = '127.0.3.1'
    const failures = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginFrom(from, { email: `vizinho${i}@teste.navalha.test`, password: 'errada123' })),
    )
    expect(failures.every((answer) => answer.status === 401)).toBe(true)

    const asked = await loginFrom(from, { email: neighbour.email, password: neighbour.password })
    expect(asked.status).toBe(428)
    expect(asked.body).toEqual({ errors: [proofRequired] })

    const proof = await solvedChallenge()
    expect((await loginFrom(from, { email: neighbour.email, password: neighbour.password }, '/api/users/login', app.url, { 'x-altcha': proof })).status).toBe(
      200,
    )
    // A solution works once, wherever it is sent again.
    const replayed = await loginFrom(from, { email: neighbour.email, password: neighbour.password }, '/api/users/login', app.url, { 'x-altcha': proof })
    expect(replayed).toMatchObject({ status: 428, body: { errors: [proofRefused] } })

    // Forged, tampered with or expired: refused.
    const solved = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString()) as { challenge: Challenge }
    solved.challenge.parameters.expiresAt! += 24 * 3600
    const tampered = Buffer.from(JSON.stringify(solved)).toString('base64')
    const expired = await solvedChallenge(
      app.url,
      await createProofOfWork(postgresAdapter(app.payload).pool, app.payload.secret).challenge(new Date(Date.now() - 1000)),
    )
    const foreign = await solvedChallenge(app.url, await createProofOfWork(postgresAdapter(app.payload).pool, 'outro-segredo').challenge())
    for (const bad of [tampered, expired, foreign, 'não é base64 {', Buffer.from('{"challenge":1}').toString('base64')]) {
      const answer = await loginFrom(from, { email: neighbour.email, password: neighbour.password }, '/api/users/login', app.url, { 'x-altcha': bad })
      expect(answer.status, bad).toBe(428)
    }

    // The limit per e-mail and address stays: five wrong passwords for one e-mail, then 429, proof or not.
    const target = await createBarber(app.payload)
    const statuses = []
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await loginFrom(from, { email: target.email, password: 'errada123' }, '/api/users/login', app.url, { 'x-altcha': await solvedChallenge() })).status,
      )
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])

    // Another address is not asked for anything.
    expect((await loginFrom('127.0.3.2', { email: neighbour.email, password: neighbour.password })).status).toBe(200)
  }, 120_000)

  it('asks for a proof on sign-up and on reset requests past their caps, and takes it', async () => {
    const from = '127.0.3.3'
    for (let i = 0; i < 10; i++) expect((await loginFrom(from, { userType: 'barber' }, '/api/signup')).status).toBe(400)
    expect((await loginFrom(from, { userType: 'barber' }, '/api/signup')).body).toEqual({ errors: [proofRequired] })
    const signup = {
      userType: 'barber',
      name: 'Rafael Vizinho',
      document: maskCpf(generateCpf()),
      phone: '(11) 98765-4321',
      email: `vizinho.${Date.now()}@teste.navalha.test`,
      password: 'segredo123',
    }
    expect((await loginFrom(from, signup, '/api/signup', app.url, { 'x-altcha': await solvedChallenge() })).status).toBe(201)

    for (let i = 0; i < 10; i++) expect((await loginFrom(from, { email: `a${i}@teste.navalha.test` }, '/api/users/forgot-password')).status).toBe(200)
    for (const route of ['/api/users/forgot-password', '/api/auth/resend-verification']) {
      expect((await loginFrom(from, { email: signup.email }, route)).body).toEqual({ errors: [proofRequired] })
      expect((await loginFrom(from, { email: signup.email }, route, app.url, { 'x-altcha': await solvedChallenge() })).status).toBe(200)
    }
  })

  it('never refuses the links an inbox opens from a crowded address: past the cap it asks for a proof, and the link works with it', async () => {
    const from = '127.0.3.5'
    const account = await createBarber(app.payload)
    // Someone on the same carrier address knocks with made-up tokens until the cap.
    for (let i = 0; i < 10; i++) expect((await loginFrom(from, { token: `inventado-${i}` }, '/api/users/reset-password/check')).status).toBe(400)
    for (let i = 0; i < 20; i++) expect((await loginFrom(from, { token: `inventado-${i}` }, '/api/auth/verify-email')).status).not.toBe(429)

    expect((await loginFrom('127.0.3.7', { email: account.email }, '/api/users/forgot-password')).status).toBe(200)
    await queueDrained()
    const token = linkIn(emailsTo(account.email, /Redefini/).at(-1)!, '/recuperar-senha').searchParams.get('token')!
    for (const route of ['/api/users/reset-password/check', '/api/auth/verify-email', '/api/auth/confirm-email']) {
      expect((await loginFrom(from, { token }, route)).body, route).toEqual({ errors: [proofRequired] })
    }
    const reset = { token, password: 'novasenha456' }
    expect((await loginFrom(from, reset, '/api/users/reset-password')).status).toBe(428)
    expect((await loginFrom(from, reset, '/api/users/reset-password', app.url, { 'x-altcha': await solvedChallenge() })).status).toBe(200)
    expect((await loginFrom('127.0.3.6', { email: account.email, password: 'novasenha456' })).status).toBe(200)
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

  it('ask an address for a proof of work after 30 tries across any e-mails; successful logins are not counted', async () => {
    const account = await createBarber(app.payload)
    for (let i = 0; i < 3; i++) expect((await loginFrom('127.0.0.5', { email: account.email, password: account.password })).status).toBe(200)
    const emails = Array.from({ length: 30 }, (_, i) => `tentativa${i}@teste.navalha.test`)
    const answers = await Promise.all(emails.map((email) => loginFrom('127.0.0.5', { email, password: 'errada123' })))
    expect(answers.every((answer) => answer.status === 401)).toBe(true)
    const limited = await loginFrom('127.0.0.5', { email: 'ainda.outro@teste.navalha.test', password: 'errada123' })
    expect(limited).toMatchObject({ status: 428, body: { errors: [proofRequired] } })
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
    const { startNavalha } = await import('#server/start')
    second = await startNavalha({ port: 0, log: () => {} })
    const account = await createBarber(app.payload)
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const base = i % 2 === 0 ? app.url : second.url
      statuses.push((await loginFrom('127.0.0.9', { email: account.email, password: 'errada123' }, '/api/users/login', base)).status)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429])
  })

  it('accept a solved challenge once in all: a solution used on one is refused on the other', async () => {
    const account = await createBarber(app.payload)
    await Promise.all(Array.from({ length: 30 }, (_, i) => loginFrom('127.0.3.9', { email: `outro${i}@teste.navalha.test`, password: 'errada123' })))
    const proof = await solvedChallenge(second!.url)
    const credentials = { email: account.email, password: account.password }
    expect((await loginFrom('127.0.3.9', credentials, '/api/users/login', app.url, { 'x-altcha': proof })).status).toBe(200)
    expect((await loginFrom('127.0.3.9', credentials, '/api/users/login', second!.url, { 'x-altcha': proof })).status).toBe(428)
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
