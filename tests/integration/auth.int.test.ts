/**
 * Accounts over HTTP with a real SMTP server: sign-up in one transaction, e-mail confirmation,
 * login that does not reveal accounts, password reset.
 */
import fc from 'fast-check'
import crypto from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { TRIAL_DAYS } from '#domain/account'
import { generateCnpj, generateCpf, generateNif, maskCpf } from '#domain/documents'
import { privacyMessages } from '#domain/privacy'
import { hashParameters, passwordMatches, type StoredPassword } from '#server/account/passwords'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { whileInsertsFail } from '../helpers/database'
import { ApiClient, type ApiResponse } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createBarber } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)
let counter = 0

const newEmail = () => `pessoa${++counter}.${Date.now()}@teste.navalha.test`
const barberSignup = (overrides: Record<string, unknown> = {}) => ({
  userType: 'barber',
  name: 'Rafael Souza',
  document: maskCpf(generateCpf()),
  phone: '(11) 98765-4321',
  email: newEmail(),
  password: 'segredo123',
  ...overrides,
})
const shopSignup = (overrides: Record<string, unknown> = {}) => ({
  userType: 'barbershop',
  name: 'Barbearia Dom Bigode',
  document: generateCnpj(),
  phone: '(21) 3456-7890',
  email: newEmail(),
  password: 'segredo123',
  ...overrides,
})

async function signUp(body: Record<string, unknown>) {
  return new ApiClient(app.url).post('/api/signup', body)
}

async function confirm(email: string) {
  const message = await mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirme'))
  const token = linkIn(message, '/verificar-email').searchParams.get('token')!
  return new ApiClient(app.url).post('/api/auth/verify-email', { token })
}

describe('sign-up', () => {
  it('creates a barber with role, CPF and phone, and e-mails a confirmation link', async () => {
    const body = barberSignup()
    const response = await signUp(body)
    expect(response.status).toBe(201)
    const {
      docs: [user],
    } = await app.payload.find({ collection: 'users', where: { email: { equals: body.email } }, showHiddenFields: true })
    expect(user).toMatchObject({
      name: 'Rafael Souza',
      userType: 'barber',
      roles: ['barber'],
      phone: '+5511987654321',
      _verified: false,
      accountStatus: 'trial',
    })
    expect(new Date(user.trialEndsAt!).getTime() - Date.now()).toBeGreaterThan(3 * 86_400_000 - 60_000)
    const {
      docs: [barber],
    } = await app.payload.find({ collection: 'barbers', where: { user: { equals: user.id } } })
    expect(barber).toMatchObject({ cpf: String(body.document).replace(/\D/g, ''), phone: '+5511987654321', name: 'Rafael Souza' })

    const message = await mail.waitFor((m) => m.to.includes(String(body.email)))
    expect(message.subject).toBe('Confirme seu email no Navalha')
    expect(message.html).toContain('Navalha')
    expect(message.text).toContain('3 dias grátis')
    expect(linkIn(message, '/verificar-email').origin).toBe(app.url)
  })

  it('creates a shop with an alphanumeric CNPJ and its WhatsApp', async () => {
    const body = shopSignup({ document: '12.abc.345/01de-35' })
    expect((await signUp(body)).status).toBe(201)
    const {
      docs: [shop],
    } = await app.payload.find({ collection: 'barbershops', where: { cnpj: { equals: '12ABC34501DE35' } } })
    expect(shop).toMatchObject({ name: 'Barbearia Dom Bigode', whatsapp: '+552134567890' })
  })

  it.each([
    ['invalid CPF', barberSignup({ document: '123.456.789-00' }), 'document', 'CPF inválido. Verifique e tente novamente.'],
    ['missing CPF', barberSignup({ document: '' }), 'document', 'CPF é obrigatório.'],
    ['invalid CNPJ', shopSignup({ document: '11.222.333/0001-80' }), 'document', 'CNPJ inválido. Verifique e tente novamente.'],
    ['missing CNPJ', shopSignup({ document: ' ' }), 'document', 'CNPJ é obrigatório.'],
    ['short password', barberSignup({ password: '12345' }), 'password', 'A senha deve ter pelo menos 6 caracteres.'],
    ['invalid e-mail', barberSignup({ email: 'rafael@' }), 'email', 'Email inválido. Por favor, verifique o endereço.'],
    ['invalid phone', barberSignup({ phone: '1234' }), 'phone', 'Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.'],
    ['no account type', barberSignup({ userType: 'admin' }), 'userType', 'Escolha o tipo de conta: Sou Barbeiro ou Sou Barbearia.'],
  ])('refuses an %s with 400 and the spec message', async (_, body, field, message) => {
    const response = await signUp(body)
    expect(response.status).toBe(400)
    expect(response.body.errors).toContainEqual({ field, message })
    expect((await app.payload.count({ collection: 'users', where: { email: { equals: body.email } } })).totalDocs).toBe(0)
  })

  it('refuses a JSON body that is not an object, or too large, with a 4xx', async () => {
    expect((await new ApiClient(app.url).request('POST', '/api/signup', { body: '[1,2', headers: { 'content-type': 'application/json' } })).status).toBe(400)
    expect((await signUp({ ...barberSignup(), name: 'x'.repeat(50_000) })).status).toBe(413)
  })

  it('answers duplicate e-mail, CPF and CNPJ with 409 and the spec messages', async () => {
    const barber = barberSignup()
    expect((await signUp(barber)).status).toBe(201)
    const sameEmail = await signUp(barberSignup({ email: String(barber.email).toUpperCase() }))
    expect(sameEmail.status).toBe(409)
    expect(sameEmail.body.errors).toEqual([{ field: 'email', message: 'Email já cadastrado' }])
    const sameCpf = await signUp(barberSignup({ document: barber.document }))
    expect(sameCpf.body.errors).toEqual([{ field: 'document', message: 'Este CPF já possui uma conta cadastrada.' }])

    const shop = shopSignup()
    expect((await signUp(shop)).status).toBe(201)
    const sameCnpj = await signUp(shopSignup({ document: shop.document }))
    expect(sameCnpj.status).toBe(409)
    expect(sameCnpj.body.errors).toEqual([{ field: 'document', message: 'Este CNPJ já possui uma conta cadastrada.' }])
  })

  it('leaves no half-created account when the profile cannot be created (one transaction)', async () => {
    const document = maskCpf(generateCpf())
    const [first, second] = [barberSignup({ document }), barberSignup({ document })]
    const responses = await Promise.all([signUp(first), signUp(second)])
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409])
    const loser = responses[0].status === 409 ? first : second
    expect(responses.find((r) => r.status === 409)!.body.errors).toEqual([{ field: 'document', message: 'Este CPF já possui uma conta cadastrada.' }])
    expect((await app.payload.count({ collection: 'users', where: { email: { equals: loser.email } } })).totalDocs).toBe(0)
    await new Promise((r) => setTimeout(r, 500))
    expect(
      mail.messages.some((m) => m.to.includes(String(loser.email))),
      'no e-mail for a rolled-back sign-up',
    ).toBe(false)
  })
})

describe('a sign-up with a document whose trial was used', () => {
  const confirmationTo = (email: string, after: number) =>
    mail.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirme') && mail.messages.indexOf(m) >= after)

  it.each([
    ['a barber’s CPF', () => barberSignup()],
    ['a shop’s CNPJ', () => shopSignup()],
    ['a Portuguese barber’s NIF', () => barberSignup({ country: 'PT', document: generateNif(), phone: '912 345 678' })],
  ])('answers, for %s, that no trial days come with it, and its e-mail promises none', async (_, makeBody) => {
    const body = makeBody()
    const email = String(body.email)
    const first = await signUp(body)
    expect(first.status, first.text).toBe(201)
    expect(first.body.trialDays).toBe(TRIAL_DAYS)
    expect((await confirmationTo(email, 0)).text).toContain(`${TRIAL_DAYS} dias grátis`)

    await db.query('UPDATE users SET _verified = true WHERE email = $1', [email])
    const client = new ApiClient(app.url)
    await client.login(email, String(body.password))
    expect((await client.delete('/api/me', { json: { password: body.password } })).status).toBe(200)

    const sentBefore = mail.messages.length
    const again = await signUp({ ...body, email: newEmail() })
    expect(again.status, again.text).toBe(201)
    expect(again.body.trialDays).toBe(0)
    const message = await confirmationTo(String(again.body.email), sentBefore)
    expect(message.text).not.toContain('dias grátis')
    expect(message.text).toContain(privacyMessages.trialUsed)
  })
})

describe('a sign-up step that fails', () => {
  const leftovers = async (email: unknown, document: string) => ({
    users: (await db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).rowCount,
    barbers: (await db.query(`SELECT 1 FROM barbers WHERE cpf = $1`, [document])).rowCount,
    barbershops: (await db.query(`SELECT 1 FROM barbershops WHERE cnpj = $1`, [document])).rowCount,
  })

  it.each([
    ['the barber record', 'barbers', 'barber', 'Erro ao criar perfil de barbeiro/barbearia'],
    ['the barbershop record', 'barbershops', 'barbershop', 'Erro ao criar perfil de barbeiro/barbearia'],
    ['the user', 'users', 'barber', 'Erro ao criar usuário'],
  ] as const)('%s: says which step in the spec words (500) and leaves nothing behind', async (_case, table, type, message) => {
    const body = type === 'barber' ? barberSignup({ name: 'Falha Proposital' }) : shopSignup({ name: 'Falha Proposital' })
    const digits = String(body.document)
      .replace(/[^0-9A-Z]/gi, '')
      .toUpperCase()
    await whileInsertsFail(db, table, `NEW.name = 'Falha Proposital'`, async () => {
      const response = await signUp(body)
      expect(response.status).toBe(500)
      expect(response.body.errors).toEqual([{ field: 'form', message }])
    })
    expect(await leftovers(body.email, digits)).toEqual({ users: 0, barbers: 0, barbershops: 0 })
    await new Promise((r) => setTimeout(r, 300))
    expect(mail.messages.some((m) => m.to.includes(String(body.email)))).toBe(false)
    // Nothing was taken: the same sign-up goes through once the database accepts it.
    expect((await signUp(body)).status).toBe(201)
  })

  it('a failed duplicate check says so and creates nothing', async () => {
    const body = barberSignup()
    await db.query(`ALTER TABLE barbers RENAME TO barbers_away`)
    try {
      const response = await signUp(body)
      expect(response.status).toBe(500)
      expect(response.body.errors).toEqual([{ field: 'document', message: 'Erro ao verificar documento. Tente novamente.' }])
    } finally {
      await db.query(`ALTER TABLE barbers_away RENAME TO barbers`)
    }
    expect((await db.query(`SELECT 1 FROM users WHERE email = $1`, [body.email])).rowCount).toBe(0)
  })
})

describe('e-mail confirmation and login', () => {
  it('refuses login before confirmation, confirms once, then logs in with a safe cookie', async () => {
    const body = barberSignup()
    await signUp(body)
    const client = new ApiClient(app.url)
    const early = await client.post('/api/users/login', { email: body.email, password: body.password })
    expect(early.status).toBe(403)
    expect(early.body.errors[0].message).toBe('Por favor, confirme seu email antes de fazer login.')

    const confirmed = await confirm(String(body.email))
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.message).toBe('Email confirmado! Agora você já pode entrar.')
    const message = mail.messages.find((m) => m.to.includes(String(body.email)))!
    const again = await new ApiClient(app.url).post('/api/auth/verify-email', { token: linkIn(message, '/verificar-email').searchParams.get('token') })
    expect(again.status).toBe(400)
    expect(again.body.errors[0].message).toBe('Este link de confirmação é inválido ou já foi usado.')

    const login = await client.post('/api/users/login', { email: body.email, password: body.password })
    expect(login.status).toBe(200)
    expect(login.body.token).toBeUndefined()
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Secure/i) // PUBLIC_URL is http here; https makes it Secure
    expect((await client.get('/api/users/me')).body.user).toMatchObject({ email: body.email, accountStatus: 'trial' })
    expect((await client.post('/api/users/logout')).status).toBe(200)
    expect((await client.get('/api/users/me')).body.user).toBeNull()
  })

  it('expires confirmation links after 48 hours, on both verification routes, and sends a new one on request', async () => {
    const body = barberSignup()
    await signUp(body)
    const message = await mail.waitFor((m) => m.to.includes(String(body.email)))
    const token = linkIn(message, '/verificar-email').searchParams.get('token')!
    await db.query(`UPDATE users SET verification_expires_at = now() - interval '1 minute' WHERE email = $1`, [body.email])
    const expired = await new ApiClient(app.url).post('/api/auth/verify-email', { token })
    expect(expired.status).toBe(410)
    expect(expired.body.errors[0].message).toBe('Este link de confirmação expirou. Peça um novo link abaixo.')
    expect((await new ApiClient(app.url).post(`/api/users/verify/${token}`)).status).toBe(410)

    const resent = await new ApiClient(app.url).post('/api/auth/resend-verification', { email: body.email })
    const unknown = await new ApiClient(app.url).post('/api/auth/resend-verification', { email: 'ninguem@teste.navalha.test' })
    expect(resent.body).toEqual(unknown.body)
    const fresh = await mail.waitFor((m) => m.to.includes(String(body.email)) && !m.text.includes(token))
    const freshToken = linkIn(fresh, '/verificar-email').searchParams.get('token')!
    expect((await new ApiClient(app.url).post(`/api/users/verify/${freshToken}`)).status).toBe(200)
  })

  it('answers wrong credentials in the spec words, the same for unknown e-mails', async () => {
    const body = barberSignup()
    await signUp(body)
    await confirm(String(body.email))
    const wrong = await new ApiClient(app.url).post('/api/users/login', { email: body.email, password: 'errada123' })
    const unknown = await new ApiClient(app.url).post('/api/users/login', { email: 'ninguem@teste.navalha.test', password: 'errada123' })
    expect(wrong.status).toBe(401)
    expect(wrong.body.errors[0].message).toBe('Email ou senha incorretos.')
    expect(unknown.body).toEqual(wrong.body)
  })
})

describe('login tells nothing about which e-mails have accounts', () => {
  type Pbkdf2Call = [iterations: unknown, keyLength: unknown, digest: unknown]

  /** The password hashes (PBKDF2, Payload's and ours) the server computes while `run` runs. */
  async function hashesDuring(run: () => Promise<unknown>): Promise<Pbkdf2Call[]> {
    const calls: Pbkdf2Call[] = []
    const original = crypto.pbkdf2
    const spy = vi.spyOn(crypto, 'pbkdf2').mockImplementation(((...args: Parameters<typeof crypto.pbkdf2>) => {
      calls.push([args[2], args[3], args[4]])
      return original(...args)
    }) as typeof crypto.pbkdf2)
    try {
      await run()
    } finally {
      spy.mockRestore()
    }
    return calls
  }

  it('hashes the password once, at the same cost, for a wrong password and for an e-mail without an account', async () => {
    const account = await createBarber(app.payload)
    const stored = (await app.payload.db.findOne({ collection: 'users', where: { id: { equals: account.user.id } } })) as unknown as { hash: string }
    const { iterations, keyLength, digest } = hashParameters(stored.hash)
    const emails = fc.sample(fc.oneof(fc.constant(account.email), fc.emailAddress()), { numRuns: 12, seed: 6 })
    for (const email of [account.email, 'ninguem@teste.navalha.test', ...emails]) {
      let answer: ApiResponse | undefined
      const hashes = await hashesDuring(async () => (answer = await new ApiClient(app.url).post('/api/users/login', { email, password: 'errada123' })))
      expect(answer!.status, email).toBe(401)
      expect(answer!.body, email).toEqual({ errors: [{ message: 'Email ou senha incorretos.' }] })
      expect(hashes, email).toEqual([[iterations, keyLength, digest]])
    }
  })

  it('checks a password exactly as Payload stores it', async () => {
    const account = await createBarber(app.payload)
    const stored = (await app.payload.db.findOne({ collection: 'users', where: { id: { equals: account.user.id } } })) as StoredPassword
    expect(await passwordMatches(account.password, stored)).toBe(true)
    expect(await passwordMatches(`${account.password}x`, stored)).toBe(false)
    expect(await passwordMatches(account.password, {})).toBe(false)
  })

  it('answers forgot-password and resend-verification with one queued job, with or without an account', async () => {
    const verified = await createBarber(app.payload)
    const unverified = await createBarber(app.payload, { verified: false })
    const queued: unknown[] = []
    const original = app.payload.jobs.queue
    const spy = vi.spyOn(app.payload.jobs, 'queue').mockImplementation(((args: { task: string; queue: string }) => {
      queued.push({ task: args.task, queue: args.queue })
      return original(args as never)
    }) as never)
    try {
      for (const route of ['/api/users/forgot-password', '/api/auth/resend-verification']) {
        const answers = []
        for (const email of [verified.email, unverified.email, 'ninguem@teste.navalha.test']) {
          queued.length = 0
          const response = await new ApiClient(app.url).post(route, { email })
          answers.push({ status: response.status, body: response.body })
          expect(queued, `${route} ${email}`).toEqual([{ task: 'sendAccountLink', queue: 'email' }])
        }
        expect(new Set(answers.map((a) => JSON.stringify(a))).size, route).toBe(1)
      }
    } finally {
      spy.mockRestore()
    }
    // The links still reach those who have an account, and only them.
    await mail.waitFor((m) => m.to.includes(verified.email) && m.subject.startsWith('Redefinição'))
    await mail.waitFor((m) => m.to.includes(unverified.email) && m.subject.startsWith('Confirme'))
    await new Promise((r) => setTimeout(r, 500))
    expect(mail.messages.some((m) => m.to.includes(verified.email) && m.subject.startsWith('Confirme'))).toBe(false)
    expect(mail.messages.some((m) => m.to.includes('ninguem@teste.navalha.test'))).toBe(false)
  })
})

describe('password reset', () => {
  it('e-mails a link that sets a new password once, with the spec rules', async () => {
    const body = barberSignup()
    await signUp(body)
    await confirm(String(body.email))
    const forgot = await new ApiClient(app.url).post('/api/users/forgot-password', { email: body.email })
    const forgotUnknown = await new ApiClient(app.url).post('/api/users/forgot-password', { email: 'ninguem@teste.navalha.test' })
    expect(forgot.status).toBe(200)
    expect(forgotUnknown.status).toBe(200)

    const message = await mail.waitFor((m) => m.to.includes(String(body.email)) && m.subject.startsWith('Redefinição'))
    const link = linkIn(message, '/recuperar-senha')
    expect(link.origin).toBe(app.url)
    const token = link.searchParams.get('token')!
    const check = (value: unknown) => new ApiClient(app.url).post('/api/users/reset-password/check', { token: value })
    expect((await check(token)).body).toEqual({ valid: true })

    const short = await new ApiClient(app.url).post('/api/users/reset-password', { token, password: '12345' })
    expect(short.status).toBe(400)
    expect(short.body.errors[0].message).toBe('A senha deve ter pelo menos 6 caracteres.')
    const reset = await new ApiClient(app.url).post('/api/users/reset-password', { token, password: 'novaSenha456' })
    expect(reset.status).toBe(200)
    expect(reset.body.token).toBeUndefined()
    const reuse = await new ApiClient(app.url).post('/api/users/reset-password', { token, password: 'outraSenha789' })
    expect(reuse.status).toBeGreaterThanOrEqual(400)
    expect(reuse.body.errors[0].message).toBe('O link pode ter expirado. Solicite um novo link de recuperação.')
    for (const dead of [token, 'cd'.repeat(32), 'não é um token', undefined]) {
      const answer = await check(dead)
      expect(answer.status).toBe(400)
      expect(answer.body.errors[0]).toMatchObject({
        message: 'O link pode ter expirado. Solicite um novo link de recuperação.',
        title: 'Erro no link de recuperação',
      })
    }

    expect((await new ApiClient(app.url).post('/api/users/login', { email: body.email, password: 'novaSenha456' })).status).toBe(200)
    expect((await new ApiClient(app.url).post('/api/users/login', { email: body.email, password: body.password })).status).toBe(401)
  })

  it('refuses an expired reset link', async () => {
    const body = barberSignup()
    await signUp(body)
    await confirm(String(body.email))
    await new ApiClient(app.url).post('/api/users/forgot-password', { email: body.email })
    const message = await mail.waitFor((m) => m.to.includes(String(body.email)) && m.subject.startsWith('Redefinição'))
    await db.query(`UPDATE users SET reset_password_expiration = now() - interval '1 minute' WHERE email = $1`, [body.email])
    const token = linkIn(message, '/recuperar-senha').searchParams.get('token')
    expect((await new ApiClient(app.url).post('/api/users/reset-password/check', { token })).status).toBe(400)
    const response = await new ApiClient(app.url).post('/api/users/reset-password', { token, password: 'novaSenha456' })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.body.errors[0].message).toBe('O link pode ter expirado. Solicite um novo link de recuperação.')
  })
})
