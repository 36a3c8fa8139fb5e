/**
 * Links that carry a secret (password reset, e-mail confirmation, e-mail change, Payload's
 * verification route) are requested as they are, and the log the server writes keeps the route
 * but never the secret. Read from the real process's output, as an operator would.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

let server: ServerProcess
beforeAll(async () => {
  server = await startServerProcess({ LOG_LEVEL: 'info' })
}, 120_000)
afterAll(() => server?.close())

type Probe = { method: 'GET' | 'POST'; path: string; secret: string }

const secret = fc.stringMatching(/^[a-f0-9]{40}$/)
const pageLink = fc
  .tuple(fc.constantFrom('/recuperar-senha', '/verificar-email', '/confirmar-email'), fc.constantFrom('token', 'access_token', 'Token'), secret)
  .map(([page, name, token]): Probe => ({ method: 'GET', path: `${page}?${name}=${token}`, secret: token }))
const verifyRoute = secret.map((token): Probe => ({ method: 'POST', path: `/api/users/verify/${token}`, secret: token }))
const apiWithToken = fc
  .tuple(fc.constantFrom('/api/users/reset-password', '/api/auth/verify-email', '/api/auth/confirm-email'), secret)
  .map(([route, token]): Probe => ({ method: 'POST', path: `${route}?token=${token}`, secret: token }))

const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { req?: { url?: string } })

describe('the request log', () => {
  it('keeps the route of a link but not its secret', async () => {
    const probes = fc.sample(fc.oneof(pageLink, verifyRoute, apiWithToken), { numRuns: 30, seed: 9 })
    for (const probe of probes) {
      const response = await fetch(server.url + probe.path, { method: probe.method, headers: { origin: server.url } })
      await response.arrayBuffer()
    }
    // Every request got its line (the logger writes synchronously): the test sees what was logged.
    await expect.poll(() => logLines().filter((line) => line.req?.url?.includes('[redacted]')).length).toBe(probes.length)
    for (const probe of probes) expect(server.output()).not.toContain(probe.secret)
    const verifyLine = logLines().find((line) => line.req?.url?.startsWith('/api/users/verify/'))
    expect(verifyLine?.req?.url).toBe('/api/users/verify/[redacted]')
  })
})

describe('requests the visitor abandons', () => {
  it('log no error: nobody is left to answer, and the server has done nothing wrong', async () => {
    const errorsBefore = logLines().filter((line) => (line as { level?: number }).level! >= 50).length
    // Lists big enough to still be streaming when the visitor gives up, abandoned at every stage.
    await Promise.all(
      Array.from({ length: 60 }, async (_, index) => {
        const controller = new AbortController()
        setTimeout(() => controller.abort(), index % 15)
        const response = await fetch(`${server.url}/api/plans?limit=100&depth=2&i=${index}`, { signal: controller.signal }).catch(() => null)
        await response?.body?.cancel().catch(() => undefined)
      }),
    )
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const errors = logLines().filter((line) => (line as { level?: number }).level! >= 50)
    expect(errors.slice(errorsBefore)).toEqual([])
  })
})
