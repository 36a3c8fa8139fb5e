import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { REDACTED, redactUrl } from '#infra/redactUrl'

/** A secret as links carry it: long enough that finding it elsewhere in the URL by chance is impossible. */
const secret = fc.oneof(
  fc.stringMatching(/^[a-f0-9]{20,64}$/),
  fc.string({ minLength: 16, maxLength: 40 }).map((text) => encodeURIComponent(`§${text}`)),
)
const secretParameter = fc.constantFrom(
  'token',
  'Token',
  'TOKEN',
  'access_token',
  'resetToken',
  'a[token]',
  'token[]',
  'to%6Ben',
  'sessao',
  'session_id',
  'password',
)
const plainParameter = fc.constantFrom('page', 'q', 'next', 'limit', 'tipo', 'where[status][equals]')
const plainValue = fc.stringMatching(/^[a-z0-9%.-]{0,12}$/)
const route = fc.constantFrom('/recuperar-senha', '/verificar-email', '/confirmar-email', '/api/users/reset-password', '/api/auth/verify-email', '/vagas')
const otherParameters = fc.array(
  fc.tuple(plainParameter, plainValue).map(([name, value]) => `${name}=${value}`),
  { maxLength: 3 },
)

describe('redactUrl', () => {
  it('cuts the value of every token-like query parameter, wherever it sits', () => {
    fc.assert(
      fc.property(route, secretParameter, secret, otherParameters, otherParameters, (path, name, token, before, after) => {
        const url = `${path}?${[...before, `${name}=${token}`, ...after].join('&')}`
        const logged = redactUrl(url)
        expect(logged).not.toContain(token)
        expect(logged).toBe(`${path}?${[...before, `${name}=${REDACTED}`, ...after].join('&')}`)
      }),
    )
  })

  it("cuts the token of Payload's verification route, with or without a query", () => {
    fc.assert(
      fc.property(fc.constantFrom('users', 'outra-colecao'), secret, fc.option(otherParameters), (collection, token, query) => {
        const url = `/api/${collection}/verify/${token}${query ? `?${query.join('&')}` : ''}`
        const logged = redactUrl(url)
        expect(logged).not.toContain(token)
        expect(logged.startsWith(`/api/${collection}/verify/${REDACTED}`)).toBe(true)
      }),
    )
  })

  it("cuts a person's location from a search by distance, and keeps the radius (decision 0045)", () => {
    expect(redactUrl('/api/open-jobs?lat=-23.55&lng=-46.63&raioKm=10&q=barba')).toBe(`/api/open-jobs?lat=${REDACTED}&lng=${REDACTED}&raioKm=10&q=barba`)
    expect(redactUrl('/barbeiros?lat=38.7&lng=-9.1&raio=25')).toBe(`/barbeiros?lat=${REDACTED}&lng=${REDACTED}&raio=25`)
  })

  it('leaves URLs without secrets as they are', () => {
    fc.assert(
      fc.property(route, otherParameters, (path, parameters) => {
        const url = parameters.length ? `${path}?${parameters.join('&')}` : path
        expect(redactUrl(url)).toBe(url)
      }),
    )
  })

  it('redacts exactly the parameters the rule names, for any names (the shortcut for addresses without them included)', () => {
    const name = fc.stringMatching(/^[a-zA-Z_[\]]{1,12}$/)
    const value = fc.stringMatching(/^[a-z0-9.-]{0,8}$/)
    const hidden = (parameter: string) => /token|sess(?:ao|ion)|secret|password|senha/i.test(parameter) || /^(lat|lng)$/i.test(parameter)
    fc.assert(
      fc.property(route, fc.array(fc.tuple(name, value), { maxLength: 4 }), (path, pairs) => {
        const url = pairs.length ? `${path}?${pairs.map(([n, v]) => `${n}=${v}`).join('&')}` : path
        const expected = pairs.length ? `${path}?${pairs.map(([n, v]) => `${n}=${hidden(n) ? REDACTED : v}`).join('&')}` : path
        expect(redactUrl(url)).toBe(expected)
      }),
      { numRuns: 500 },
    )
  })

  it('never throws, whatever the text', () => {
    fc.assert(fc.property(fc.string(), (text) => void redactUrl(text)))
    expect(redactUrl('/recuperar-senha?%E0%A4%A=1&token=abc%')).toBe(`/recuperar-senha?%E0%A4%A=1&token=${REDACTED}`)
  })
})
