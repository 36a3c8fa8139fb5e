/** The production limits on sign-up, login and password reset (other tests raise them). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp({ RATE_LIMIT_SCALE: '1' })
}, 120_000)
afterAll(() => app?.close())

const client = () => new ApiClient(app.url)

describe('rate limits', () => {
  it('allows 10 sign-ups an hour from one address, then answers 429 in Portuguese', async () => {
    for (let i = 0; i < 10; i++) expect((await client().post('/api/signup', { userType: 'barber' })).status).toBe(400)
    const limited = await client().post('/api/signup', { userType: 'barber' })
    expect(limited.status).toBe(429)
    expect(limited.body.errors[0].message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.')
    expect(limited.headers.get('ratelimit-policy')).toBeTruthy()
  })

  it('counts failed logins per e-mail, with the same words whether or not the account exists', async () => {
    const email = 'alvo@teste.navalha.test'
    for (let i = 0; i < 10; i++) expect((await client().post('/api/users/login', { email, password: `errada${i}` })).status).toBe(401)
    const limited = await client().post('/api/users/login', { email, password: 'qualquer' })
    expect(limited.status).toBe(429)
    expect(limited.body.errors[0].message).toBe('Muitas tentativas de login. Aguarde alguns minutos e tente novamente.')
    expect((await client().post('/api/users/login', { email: 'outra@teste.navalha.test', password: 'x' })).status).toBe(401)
  })

  it('allows 5 reset e-mails an hour per address', async () => {
    const email = 'esquecido@teste.navalha.test'
    for (let i = 0; i < 5; i++) expect((await client().post('/api/users/forgot-password', { email })).status).toBe(200)
    expect((await client().post('/api/users/forgot-password', { email })).status).toBe(429)
  })
})
