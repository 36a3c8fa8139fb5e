/**
 * An account an admin creates in the console (spec §2 'Adicionar Usuário') gets a confirmation
 * e-mail whose link works for 48 hours, like a sign-up's: through the console's facade and through
 * Payload's own REST API, the e-mail leaves through the queue and the link confirms the account.
 */
import { describe, expect, it } from 'vitest'
import { VERIFICATION_TTL_MS } from '#domain/signup'
import { useDatabaseClient, useMailSink, useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { linkIn } from '../helpers/mail'
import { createAccount } from '#server/seed/factories'

const mail = useMailSink()
const app = useTestApp(() => ({ SMTP_URL: mail.url }))
const db = useDatabaseClient(app)

let counter = 0
const newAccount = (userType: 'barber' | 'barbershop') => ({
  name: userType === 'barber' ? 'Rafael Gomes' : 'Barbearia Navalha de Ouro',
  email: `console.${Date.now()}.${++counter}@teste.navalha.test`,
  password: 'segredo123',
  userType,
})

async function admin(): Promise<ApiClient> {
  return app.signedIn(await createAccount(app.payload, 'admin'))
}

/** Opens the e-mail's link as the page /verificar-email does, then signs in. */
async function confirmAndSignIn(account: { email: string; password: string }) {
  const email = await mail.waitFor((message) => message.to.includes(account.email))
  expect(email.subject).toBe('Confirme seu email no Navalha')
  const token = linkIn(email, '/verificar-email').searchParams.get('token')
  const visitor = new ApiClient(app.url)
  const notYet = await visitor.post('/api/users/login', { email: account.email, password: account.password })
  expect(notYet.status, 'an unconfirmed account cannot sign in').not.toBe(200)
  const verified = await visitor.post('/api/auth/verify-email', { token })
  expect(verified.status, verified.text).toBe(200)
  expect((await visitor.post('/api/users/login', { email: account.email, password: account.password })).status).toBe(200)
}

describe('an account created by an admin', () => {
  it('gets a confirmation link that works, through the console', async () => {
    const console = await admin()
    const account = newAccount('barber')
    const started = Date.now()
    const created = await console.post('/api/admin/users', account)
    expect(created.status, created.text).toBe(201)

    // The link lasts as long as a sign-up's, no more (it was stored without any end: 'Link expirado' at once).
    const { rows } = await db.query<{ verification_expires_at: Date | null }>('SELECT verification_expires_at FROM users WHERE id = $1', [created.body.id])
    const expiresAt = rows[0]!.verification_expires_at?.getTime() ?? 0
    expect(expiresAt).toBeGreaterThanOrEqual(started + VERIFICATION_TTL_MS - 1000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + VERIFICATION_TTL_MS)

    await confirmAndSignIn(account)
  })

  it('gets a confirmation link that works, through the REST API, and one e-mail only', async () => {
    const console = await admin()
    const account = newAccount('barbershop')
    const created = await console.post('/api/users', account)
    expect(created.status, created.text).toBe(201)
    await confirmAndSignIn(account)
    expect(mail.messages.filter((message) => message.to.includes(account.email))).toHaveLength(1)
  })

  it('sends nothing when the account is created already confirmed', async () => {
    const console = await admin()
    const account = newAccount('barber')
    expect((await console.post('/api/users', { ...account, _verified: true })).status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(mail.messages.filter((message) => message.to.includes(account.email))).toHaveLength(0)
  })
})
