/**
 * renderToString cannot wait for code: a lazy component whose chunk had not been loaded came out
 * as a client-rendered fallback (`<!--$!-->` and an error template) on the first server render
 * after boot, and whole on the next, so one page had two shapes (the lean-reads test saw two
 * concurrent renders differ). Each file runs in a fresh module graph: these renders are the
 * process's first.
 */
import { describe, expect, it } from 'vitest'
import type { Session } from '#domain/session'
import { renderAppPage, renderLandingPage } from '#server/pages/ssr'

const signedIn: Session = {
  user: {
    id: 7,
    email: 'barbeiro@teste.navalha.test',
    name: 'Barbeiro de Teste',
    roles: ['barber'],
    userType: 'barber',
    accountStatus: 'trial',
    trialEndsAt: '2026-12-01T12:00:00.000Z',
    subscriptionStatus: 'none',
    subscriptionEnd: null,
    pendingEmail: null,
    chatEmailNotifications: true,
    earlyAccessEmails: true,
    invitationsEnabled: true,
    trialDocumentUsed: false,
    perks: { featured: false, recommendations: true, premiumBadge: false, earlyAccess: false },
  },
  profile: { type: 'barber', id: 3, complete: true, completeness: 80, country: 'BR' },
}
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

describe('the first server render after boot', () => {
  it('of a signed-in page (the header badge and the consent dialog are lazy) is whole, and the same as the next', async () => {
    const url = new URL('http://navalha.test/barbeiros')
    const first = await renderAppPage(url, signedIn, [], 'America/Sao_Paulo')
    expect(first).toContain('<dialog')
    expect(first).not.toContain(CLIENT_RENDERED_BOUNDARY)
    expect(await renderAppPage(url, signedIn, [], 'America/Sao_Paulo')).toBe(first)
  })

  it('of the landing page signed in is whole, and the same as the next', async () => {
    const first = await renderLandingPage(signedIn, [], 'America/Sao_Paulo')
    expect(first).not.toContain(CLIENT_RENDERED_BOUNDARY)
    expect(await renderLandingPage(signedIn, [], 'America/Sao_Paulo')).toBe(first)
  })
})

describe('a signed-in screen the server renders', () => {
  it('/dashboard is its loading screen inside the app frame, not the error page (React #418 when the browser hydrated it)', async () => {
    const page = await renderAppPage(new URL('http://navalha.test/dashboard'), signedIn, [], 'America/Sao_Paulo')
    expect(page).toContain('Carregando seu painel...')
    expect(page).toContain('Barbeiro de Teste')
    expect(page).not.toContain('Algo deu errado')
  })
})
