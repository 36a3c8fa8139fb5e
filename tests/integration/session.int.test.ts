/**
 * The lean session check of the hot read paths (server/http/session.ts) must decide exactly as
 * Payload's own JWT strategy does, for every kind of request.
 */
import type { Request } from 'express'
import { SignJWT } from 'jose'
import { executeAuthStrategies } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessionViewer } from '#server/http/session'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createBarber, type BarberAccount } from '#server/seed/factories'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp()
let pool: Pool
let account: BarberAccount
let token: string

async function payloadDecision(headers: Record<string, string>) {
  const { user } = await executeAuthStrategies({ headers: new Headers(headers), payload: app.payload, canSetHeaders: false })
  return user?.id ?? null
}

async function leanDecision(headers: Record<string, string>) {
  const viewer = await sessionViewer(app.payload, pool, { headers } as unknown as Request)
  return viewer?.id ?? null
}

async function expectSameDecision(headers: Record<string, string>, expected: number | null) {
  expect(await payloadDecision(headers)).toBe(expected)
  expect(await leanDecision(headers)).toBe(expected)
}

beforeAll(async () => {
  pool = postgresAdapter(app.payload).pool
  account = await createBarber(app.payload)
  const client = new ApiClient(app.url)
  await client.login(account.email, account.password)
  token = client.cookie('payload-token')!
}, 120_000)

describe('lean session check', () => {
  it('accepts the session cookie from a trusted origin, and reads the roles', async () => {
    await expectSameDecision({ cookie: `payload-token=${token}`, origin: app.url }, account.user.id)
    const viewer = await sessionViewer(app.payload, pool, { headers: { cookie: `payload-token=${token}`, origin: app.url } } as unknown as Request)
    expect(viewer?.roles).toEqual(['barber'])
  })

  it('applies the CSRF rules to the cookie', async () => {
    await expectSameDecision({ cookie: `payload-token=${token}`, origin: 'https://evil.example' }, null)
    await expectSameDecision({ cookie: `payload-token=${token}` }, null)
    await expectSameDecision({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'cross-site' }, null)
    await expectSameDecision({ cookie: `payload-token=${token}`, 'sec-fetch-site': 'same-origin' }, account.user.id)
    await expectSameDecision({ cookie: `other=1; payload-token=${token}; x=2`, 'sec-fetch-site': 'none' }, account.user.id)
  })

  it('trusts only PUBLIC_URL when it is set, not the other loopback names of the same port', async () => {
    const { port } = new URL(app.url)
    for (const host of ['localhost', '[::1]']) await expectSameDecision({ cookie: `payload-token=${token}`, origin: `http://${host}:${port}` }, null)
  })

  it('accepts the token in an Authorization header, without CSRF rules', async () => {
    await expectSameDecision({ authorization: `JWT ${token}` }, account.user.id)
    await expectSameDecision({ authorization: `Bearer ${token}` }, account.user.id)
  })

  it('refuses tampered, foreign and missing tokens', async () => {
    const [header, body, signature] = token.split('.')
    await expectSameDecision({ authorization: `JWT ${header}.${body}.${signature.slice(0, -2)}xx` }, null)
    const forged = await new SignJWT({ id: account.user.id, collection: 'users', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret'))
    await expectSameDecision({ authorization: `JWT ${forged}` }, null)
    await expectSameDecision({}, null)
    await expectSameDecision({ authorization: 'JWT ' }, null)
  })

  it('refuses a token whose session was ended by logout', async () => {
    const other = await createBarber(app.payload)
    const client = new ApiClient(app.url)
    await client.login(other.email, other.password)
    const loggedOut = client.cookie('payload-token')!
    await expectSameDecision({ authorization: `JWT ${loggedOut}` }, other.user.id)
    expect((await client.post('/api/users/logout')).status).toBe(200)
    await expectSameDecision({ authorization: `JWT ${loggedOut}` }, null)
  })

  it('refuses a token of a deleted account', async () => {
    const other = await createBarber(app.payload)
    const otherClient = new ApiClient(app.url)
    await otherClient.login(other.email, other.password)
    const orphan = otherClient.cookie('payload-token')!
    await app.payload.delete({ collection: 'barbers', id: other.barber.id })
    await app.payload.delete({ collection: 'users', id: other.user.id })
    await expectSameDecision({ authorization: `JWT ${orphan}` }, null)
  })
})
