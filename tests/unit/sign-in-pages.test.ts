/**
 * The signed-in screens are one table (domain/signInPages.ts): the web app's guards and the server
 * send a visitor to the same sign-in address, and every guarded route of the app is in it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { publicPageAt } from '#domain/publicPages'
import { SIGN_IN_PAGES, signInAddress, withNext } from '#domain/signInPages'
import { safeNext } from '#domain/session'
import { routes } from '#web/routes'

/** The console's addresses: their loader opens the other app, it guards nothing. */
const CONSOLE = new Set(['admin-login', 'painel-admin/*'])

const signInPaths = Object.values(SIGN_IN_PAGES).map(({ path }) => path)

describe('the signed-in screens', () => {
  it('are exactly the routes with a guard', () => {
    const guarded = routes[0]!.children!.filter((route) => route.loader && !CONSOLE.has(route.path!)).map((route) => `/${route.path}`)
    expect(guarded.sort()).toEqual(signInPaths.sort())
  })

  it.each([
    ['/vagas', '?q=barba&estado=SP', '/login?next=%2Fvagas%3Fq%3Dbarba%26estado%3DSP'],
    ['/chat/42', '', '/login?next=%2Fchat%2F42'],
    ['/editar-vaga/7', '', '/auth?next=%2Feditar-vaga%2F7'],
    ['/vaga/7/candidatos', '', '/auth?next=%2Fvaga%2F7%2Fcandidatos'],
    ['/conta/seguranca/', '', '/auth?next=%2Fconta%2Fseguranca%2F'],
  ])('%s%s: sign in at %s', (pathname, search, address) => expect(signInAddress(pathname, search)).toBe(address))

  it.each(['/', '/vagas/12', '/vagas-abertas', '/barbeiro/3', '/auth', '/login', '/vagas-abertas-x', '/chat/1/2', '/conta'])(
    '%s is open to visitors',
    (pathname) => expect(signInAddress(pathname)).toBeNull(),
  )

  it('no public page is also a signed-in one, and the way back is always the same address', () =>
    fc.assert(
      fc.property(fc.constantFrom(...signInPaths), fc.stringMatching(/^[a-z0-9]{1,6}$/), fc.string(), (pattern, id, query) => {
        const pathname = pattern.replace(/:\w+/g, () => id)
        expect(publicPageAt(pathname)).toBeNull()
        const search = query ? `?${query}` : ''
        const address = new URL(signInAddress(pathname, search)!, 'http://navalha.invalid')
        expect(['/auth', '/login']).toContain(address.pathname)
        expect(address.searchParams.get('next')).toBe(pathname + search)
      }),
    ))
})

describe('the way back', () => {
  it('joins a sign-in address that has its own query string (/cadastro?tipo=barbeiro) with &', () => {
    const address = new URL(withNext('/cadastro?tipo=barbeiro', '/vagas/7?candidatar=1'), 'http://navalha.invalid')
    expect(address.pathname).toBe('/cadastro')
    expect(address.searchParams.get('tipo')).toBe('barbeiro')
    expect(address.searchParams.get('next')).toBe('/vagas/7?candidatar=1')
  })

  it('is followed only to a path of this site, whatever is written into it', () =>
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('//evil.example/x', '/\\evil.example', 'https://evil.example', '/api/me')), (back) => {
        const next = new URL(withNext('/login', back), 'http://navalha.invalid').searchParams.get('next')
        expect(next).toBe(back)
        const followed = safeNext(next)
        if (followed !== null) expect(new URL(followed, 'http://navalha.invalid').origin).toBe('http://navalha.invalid')
      }),
    ))
})
