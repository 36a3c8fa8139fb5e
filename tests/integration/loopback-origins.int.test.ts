/**
 * Without PUBLIC_URL the server is a local one, opened as http://localhost:PORT, http://127.0.0.1:PORT
 * or http://[::1]:PORT: a session started from any of them stays signed in on the same origin.
 * (With PUBLIC_URL set, only that origin is trusted: tests/integration/session.int.test.ts.)
 */
import type { Request } from 'express'
import { beforeAll, describe, expect, it } from 'vitest'
import { sessionViewer } from '#server/http/session'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createBarber, type BarberAccount } from '#server/seed/factories'
import { postgresAdapter } from '#infra/database/adapter'

const app = useTestApp({ PUBLIC_URL: '' })
let account: BarberAccount
let port: string

beforeAll(async () => {
  port = new URL(app.url).port
  account = await createBarber(app.payload)
}, 120_000)

/** Signed in through `origin`, as a browser on that page would be. */
async function signedInFrom(origin: string) {
  const client = new ApiClient(app.url)
  expect((await client.post('/api/users/login', { email: account.email, password: account.password }, { origin })).status).toBe(200)
  return client
}

describe('a server without PUBLIC_URL', () => {
  it.each(['localhost', '127.0.0.1', '[::1]'])('keeps a session opened at http://%s on its port', async (host) => {
    const origin = `http://${host}:${port}`
    const client = await signedInFrom(origin)
    expect((await client.get('/api/users/me', { origin })).body.user?.id).toBe(account.user.id)
    expect((await client.get('/api/session', { origin })).body.user?.id).toBe(account.user.id)
    // The hot read paths decide on their own (server/http/session.ts), from the same list.
    const pool = postgresAdapter(app.payload).pool
    const headers = { cookie: `payload-token=${client.cookie('payload-token')}`, origin }
    expect((await sessionViewer(app.payload, pool, { headers } as unknown as Request))?.id).toBe(account.user.id)
    const write = await client.patch(`/api/barbers/${account.barber.id}`, { bio: `Editado a partir de ${host}` }, { origin })
    expect(write.status).toBe(200)
  })

  it('still treats other ports and other hosts as foreign', async () => {
    const client = await signedInFrom(`http://localhost:${port}`)
    const otherPort = String(Number(port) === 65535 ? 1024 : Number(port) + 1)
    for (const origin of [`http://localhost:${otherPort}`, `http://127.0.0.1:${otherPort}`, `https://localhost:${port}`, 'http://evil.example', 'null']) {
      expect((await client.get('/api/users/me', { origin })).body.user, origin).toBeNull()
      expect((await client.get('/api/session', { origin })).body.user, origin).toBeNull()
      expect((await client.patch(`/api/barbers/${account.barber.id}`, { bio: 'csrf' }, { origin })).status, origin).toBe(403)
    }
  })

  it('writes links in e-mails with localhost, its canonical origin', () => {
    expect(app.payload.config.serverURL).toBe(`http://localhost:${port}`)
  })
})
