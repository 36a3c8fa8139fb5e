/**
 * Where the app sends someone by an address it was given (?next= after a sign-in, a page posted
 * before its script ran): only a path of this site. Browsers read '//host' and '/\host' as
 * another site.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSameSitePath, safeNext } from '#domain/session'

describe('isSameSitePath and safeNext', () => {
  it.each(['/', '/auth', '/vagas-abertas?q=barba', '/barbeiro/1#avaliacoes'])('%s stays on the site', (path) => {
    expect(isSameSitePath(path)).toBe(true)
    expect(safeNext(path)).toBe(path)
  })

  it.each([
    '//example.com',
    '/\\example.com',
    'https://example.com',
    'example.com',
    '',
    'javascript:alert(1)',
    '/\t/example.com',
    '/\n/example.com',
    '/\r\n\\example.com',
  ])('%j is refused', (path) => {
    expect(isSameSitePath(path)).toBe(false)
    expect(safeNext(path)).toBeNull()
  })

  it('safeNext never leads to the API', () => expect(safeNext('/api/users/me')).toBeNull())

  it('for any text: kept only when it starts with one slash not followed by another or a backslash', () =>
    fc.assert(
      fc.property(fc.string(), (text) => {
        const kept = safeNext(text)
        if (kept !== null) expect(kept === text && text[0] === '/' && text[1] !== '/' && text[1] !== '\\').toBe(true)
      }),
    ))

  it('what it keeps, a browser reads as a path of this site (tabs and line breaks mixed in too)', () =>
    fc.assert(
      fc.property(fc.array(fc.constantFrom('/', '\\', '\t', '\n', '\r', 'a', '.', ':', '@', '?', '#', ' ')), (parts) => {
        const kept = safeNext(parts.join(''))
        if (kept !== null) expect(new URL(kept, 'http://navalha.invalid').origin).toBe('http://navalha.invalid')
      }),
    ))
})
