/**
 * Segurança da conta over HTTP with a real SMTP server: a password change needs the current
 * password; an e-mail change needs it too and takes effect only when the link sent to the new
 * address is opened; both end the other sessions. Payload's own update refuses both to anyone but
 * admins, by every path that reaches it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createAccount, createBarber, createShop, type Account } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)

let counter = 0
const newAddress = () => `novo${++counter}.${Date.now()}@teste.navalha.test`

const loginStatus = async (email: string, password: string) => (await new ApiClient(app.url).post('/api/users/login', { email, password })).status
const storedEmail = async (account: Account) => (await app.payload.findByID({ collection: 'users', id: account.user.id, depth: 0 })).email
const signedInAs = async (client: ApiClient) => ((await client.get('/api/users/me')).body.user?.id as number | undefined) ?? null

/** Asks for the change and returns the token of the link that reached the new address. */
async function requestChange(client: ApiClient, account: Account, newEmail: string) {
  const response = await client.post('/api/me/email', { newEmail, currentPassword: account.password })
  expect(response.status, response.text).toBe(202)
  const message = await mail.waitFor((m) => m.to.includes(newEmail) && m.subject.startsWith('Confirme seu novo email'))
  return linkIn(message, '/confirmar-email').searchParams.get('token')!
}

describe("Payload's own update", () => {
  it.each([
    ['barber', () => createBarber(app.payload)],
    ['shop', () => createShop(app.payload)],
    ['editor', () => createAccount(app.payload, 'editor')],
  ] as const)('refuses a new e-mail or password from the %s itself, by every path', async (_role, create) => {
    const account = await create()
    const client = await app.signedIn(account)
    const attempts: { method: string; path: string; headers?: Record<string, string> }[] = [
      { method: 'PATCH', path: `/api/users/${account.user.id}` },
      { method: 'PATCH', path: `/api/users/${account.user.id}?depth=0` },
      { method: 'PATCH', path: `/api/users?where[id][equals]=${account.user.id}` },
      { method: 'POST', path: `/api/users/${account.user.id}`, headers: { 'x-http-method-override': 'PATCH' } },
      { method: 'POST', path: `/api/users/${account.user.id}`, headers: { 'x-payload-http-method-override': 'PATCH' } },
      { method: 'PUT', path: `/api/users/${account.user.id}` },
    ]
    const bodies = [
      { email: newAddress() },
      { email: ` ${newAddress().toUpperCase()} ` },
      { password: 'senhaNova123' },
      { email: newAddress(), password: 'senhaNova123', name: 'Outro' },
    ]
    for (const attempt of attempts) {
      for (const json of bodies) {
        const response = await client.request(attempt.method, attempt.path, { json, headers: attempt.headers })
        expect(response.status, `${attempt.method} ${attempt.path} ${JSON.stringify(json)}`).toBeGreaterThanOrEqual(400)
        expect(response.status, `${attempt.method} ${attempt.path}`).toBeLessThan(500)
      }
    }
    const direct = await client.patch(`/api/users/${account.user.id}`, { password: 'senhaNova123' })
    expect(direct.status).toBe(403)
    expect(direct.body.errors[0].message).toBe('Para trocar o email ou a senha, use Segurança da conta: a senha atual é pedida.')
    expect(await storedEmail(account)).toBe(account.email)
    expect(await loginStatus(account.email, account.password)).toBe(200)
    expect(await loginStatus(account.email, 'senhaNova123')).toBe(401)
    // The rest of the account stays editable, its own e-mail sent back included.
    const renamed = await client.patch(`/api/users/${account.user.id}`, { name: 'Nome Novo', email: account.email.toUpperCase() })
    expect(renamed.status, renamed.text).toBe(200)
  })

  it('refuses, whatever is sent as the e-mail or the password, with a 4xx and nothing changed', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const anything = fc.oneof(fc.string(), fc.emailAddress(), fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }))
    const bodies = fc.sample(
      fc.oneof(
        anything.map((email) => ({ email })),
        anything.filter((password) => password !== '').map((password) => ({ password })),
      ),
      { numRuns: 60, seed: 5 },
    )
    for (const json of bodies as { email?: unknown; password?: unknown }[]) {
      const response = await client.patch(`/api/users/${account.user.id}`, json)
      if (json.email === account.email) continue
      expect(response.status, JSON.stringify(json)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(json)).toBeLessThan(500)
    }
    expect((await new ApiClient(app.url).get('/api/health')).status).toBe(200)
    expect(await storedEmail(account)).toBe(account.email)
    expect(await loginStatus(account.email, account.password)).toBe(200)
  })

  it('keeps the pending change and its token out of reach of the owner', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const forged = { pendingEmail: newAddress(), emailChangeTokenHash: 'a'.repeat(64), emailChangeExpiresAt: '2099-01-01T00:00:00.000Z' }
    expect((await client.patch(`/api/users/${account.user.id}`, forged)).status).toBe(200)
    const { rows } = await db.query('SELECT pending_email, email_change_token_hash, email_change_expires_at FROM users WHERE id = $1', [account.user.id])
    expect(rows[0]).toEqual({ pending_email: null, email_change_token_hash: null, email_change_expires_at: null })
    expect((await client.get('/api/users/me')).text).not.toContain('emailChangeTokenHash')
  })

  it('lets an admin change them (support)', async () => {
    const account = await createBarber(app.payload)
    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    const email = newAddress()
    expect((await admin.patch(`/api/users/${account.user.id}`, { email, password: 'dadaPeloSuporte1' })).status).toBe(200)
    expect(await loginStatus(email, 'dadaPeloSuporte1')).toBe(200)
  })
})

describe('POST /api/me/password', () => {
  it('needs the current password, then ends every other session and tells the account', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const otherDevice = await app.signedIn(account)
    const ask = (body: unknown) => client.post('/api/me/password', body)

    expect((await new ApiClient(app.url).post('/api/me/password', { currentPassword: account.password, newPassword: 'novaSenha123' })).status).toBe(401)
    expect((await ask({ currentPassword: 'errada123', newPassword: 'novaSenha123' })).body.errors).toEqual([
      { field: 'currentPassword', message: 'Senha atual incorreta.' },
    ])
    expect((await ask({ newPassword: 'novaSenha123' })).body.errors).toContainEqual({ field: 'currentPassword', message: 'Informe sua senha atual.' })
    expect((await ask({ currentPassword: account.password, newPassword: '12345' })).body.errors).toContainEqual({
      field: 'newPassword',
      message: 'A senha deve ter pelo menos 6 caracteres.',
    })
    expect((await ask({ currentPassword: account.password, newPassword: account.password })).body.errors).toContainEqual({
      field: 'newPassword',
      message: 'A nova senha deve ser diferente da atual.',
    })
    expect(await signedInAs(otherDevice)).toBe(account.user.id)

    const changed = await ask({ currentPassword: account.password, newPassword: 'novaSenha123' })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body.message).toBe('Senha alterada!')
    expect(await signedInAs(client)).toBe(account.user.id)
    expect(await signedInAs(otherDevice)).toBeNull()
    expect(await loginStatus(account.email, account.password)).toBe(401)
    expect(await loginStatus(account.email, 'novaSenha123')).toBe(200)
    const notice = await mail.waitFor((m) => m.to.includes(account.email) && m.subject === 'Sua senha do Navalha foi alterada')
    expect(notice.text).toContain('as outras sessões foram encerradas')
  })

  it('answers any body with a 4xx in Portuguese, never a 5xx', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const bodies = fc.sample(fc.oneof(fc.anything(), fc.record({ currentPassword: fc.anything(), newPassword: fc.anything() })), { numRuns: 40, seed: 3 })
    for (const body of bodies) {
      const response = await client.request('POST', '/api/me/password', {
        body: JSON.stringify(body) ?? 'null',
        headers: { 'content-type': 'application/json' },
      })
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(response.status, JSON.stringify(body)).toBeLessThan(500)
      expect(response.body.errors[0].message, JSON.stringify(body)).toMatch(/[a-zà-ú]/i)
    }
    expect(await loginStatus(account.email, account.password)).toBe(200)
  })
})

describe('POST /api/me/email', () => {
  it('changes the e-mail only once the link sent to the new address is opened; the old one is told at once', async () => {
    const account = await createBarber(app.payload, { name: 'Rafael Souza' })
    const client = await app.signedIn(account)
    const otherDevice = await app.signedIn(account)
    const newEmail = newAddress()

    expect((await client.post('/api/me/email', { newEmail, currentPassword: 'errada123' })).body.errors).toEqual([
      { field: 'currentPassword', message: 'Senha atual incorreta.' },
    ])
    expect((await client.post('/api/me/email', { newEmail: 'rafael@', currentPassword: account.password })).body.errors).toContainEqual({
      field: 'newEmail',
      message: 'Email inválido. Por favor, verifique o endereço.',
    })
    const same = await client.post('/api/me/email', { newEmail: account.email.toUpperCase(), currentPassword: account.password })
    expect(same.body.errors).toEqual([{ field: 'newEmail', message: 'Este já é o email da sua conta.' }])
    const taken = await client.post('/api/me/email', { newEmail: (await createBarber(app.payload)).email, currentPassword: account.password })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ field: 'newEmail', message: 'Email já cadastrado' }])

    const token = await requestChange(client, account, newEmail)
    const notice = await mail.waitFor((m) => m.to.includes(account.email) && m.subject === 'Pedido de troca de email no Navalha')
    expect(notice.text).toContain(newEmail)
    expect(notice.text).not.toContain(token)
    // Until the link is opened, nothing changed.
    expect(await storedEmail(account)).toBe(account.email)
    expect(await loginStatus(account.email, account.password)).toBe(200)
    expect(await loginStatus(newEmail, account.password)).toBe(401)
    expect((await client.get('/api/session')).body.user).toMatchObject({ email: account.email, pendingEmail: newEmail })

    // The link opens in a browser that is signed in: that session stays, the others end.
    const confirmed = await client.post('/api/auth/confirm-email', { token })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body.message).toBe('Email alterado! Use o novo email para entrar.')
    expect(await storedEmail(account)).toBe(newEmail)
    expect(await loginStatus(newEmail, account.password)).toBe(200)
    expect(await loginStatus(account.email, account.password)).toBe(401)
    expect(await signedInAs(client)).toBe(account.user.id)
    expect(await signedInAs(otherDevice)).toBeNull()
    expect((await client.get('/api/session')).body.user).toMatchObject({ email: newEmail, pendingEmail: null, name: 'Rafael Souza', roles: ['barber'] })

    const again = await new ApiClient(app.url).post('/api/auth/confirm-email', { token })
    expect(again.status).toBe(400)
    expect(again.body.errors[0].message).toBe('Este link de troca de email é inválido ou já foi usado.')
  })

  it('ends every session when the link opens elsewhere, and kills reset links sent to the old address', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    await new ApiClient(app.url).post('/api/users/forgot-password', { email: account.email })
    const reset = await mail.waitFor((m) => m.to.includes(account.email) && m.subject.startsWith('Redefinição'))
    const token = await requestChange(client, account, newAddress())
    expect((await new ApiClient(app.url).post('/api/auth/confirm-email', { token })).status).toBe(200)
    expect(await signedInAs(client)).toBeNull()
    const resetToken = linkIn(reset, '/recuperar-senha').searchParams.get('token')
    expect((await new ApiClient(app.url).post('/api/users/reset-password', { token: resetToken, password: 'tomadaDeConta1' })).status).toBe(400)
  })

  it('refuses an expired link, and a link whose address was taken meanwhile', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const expiredToken = await requestChange(client, account, newAddress())
    await db.query(`UPDATE users SET email_change_expires_at = now() - interval '1 minute' WHERE id = $1`, [account.user.id])
    const expired = await new ApiClient(app.url).post('/api/auth/confirm-email', { token: expiredToken })
    expect(expired.status).toBe(410)
    expect(expired.body.errors[0].message).toBe('Este link de troca de email expirou. Peça a troca de novo em Segurança da conta.')

    const wanted = newAddress()
    const token = await requestChange(client, account, wanted)
    await new ApiClient(app.url).post('/api/signup', {
      userType: 'barbershop',
      name: 'Chegou Antes',
      document: (await import('#domain/documents')).generateCnpj(),
      phone: '(21) 3456-7890',
      email: wanted,
      password: 'segredo123',
    })
    const late = await new ApiClient(app.url).post('/api/auth/confirm-email', { token })
    expect(late.status).toBe(409)
    expect(late.body.errors[0].message).toBe('Email já cadastrado')
    expect(await storedEmail(account)).toBe(account.email)
  })

  it('is dropped by a password change, and a second request replaces the first link', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const first = await requestChange(client, account, newAddress())
    const second = await requestChange(client, account, newAddress())
    expect((await new ApiClient(app.url).post('/api/auth/confirm-email', { token: first })).status).toBe(400)
    expect((await client.post('/api/me/password', { currentPassword: account.password, newPassword: 'outraSenha456' })).status).toBe(200)
    expect((await new ApiClient(app.url).post('/api/auth/confirm-email', { token: second })).status).toBe(400)
    expect(await storedEmail(account)).toBe(account.email)
  })

  it('answers any body, and any token, with a 4xx, never a 5xx', async () => {
    const account = await createBarber(app.payload)
    const client = await app.signedIn(account)
    const bodies = fc.sample(fc.oneof(fc.anything(), fc.record({ newEmail: fc.anything(), currentPassword: fc.anything() })), { numRuns: 30, seed: 8 })
    const tokens = fc.sample(fc.oneof(fc.anything(), fc.string(), fc.stringMatching(/^[a-f0-9]{64}$/)), { numRuns: 30, seed: 4 })
    for (const [path, body] of [
      ...bodies.map((b) => ['/api/me/email', b] as const),
      ...tokens.map((t) => ['/api/auth/confirm-email', { token: t }] as const),
    ]) {
      const response = await client.request('POST', path, { body: JSON.stringify(body) ?? 'null', headers: { 'content-type': 'application/json' } })
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400)
      expect(response.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500)
    }
    expect(await storedEmail(account)).toBe(account.email)
  })
})
