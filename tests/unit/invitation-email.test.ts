/**
 * Decision 0067: the invitation e-mail puts the shop's name, the job's title and the shop's note
 * (each a text someone typed) into HTML and plain text as they are, whatever they hold — `$'`, `$&`,
 * `$1`, markup, lone surrogates, NULs — and its one-click unsubscribe token names its account only.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { invitationEmail } from '#domain/emails'
import { INVITATION_UNSUBSCRIBE_DAYS, INVITATIONS_PATH } from '#domain/invitations'
import { invitationUnsubscribeToken, invitationUnsubscribeUrl, readInvitationUnsubscribeToken } from '#infra/invitations/unsubscribeLink'
import { awkwardText } from '../helpers/userTextArbitraries'

const SECRET = 'a'.repeat(32)
const NOW = new Date('2026-12-07T12:00:00Z')
const BASE = 'https://navalha.com.br'
const UNSUBSCRIBE = `${BASE}/api/invitations/unsubscribe?token=1.2.x`

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
const build = (shopName: string, jobTitle: string, note: string | null) =>
  invitationEmail({ barberName: 'Rafael Cortes', shopName, jobTitle, note, baseUrl: BASE, invitationsPath: INVITATIONS_PATH, unsubscribeUrl: UNSUBSCRIBE })
/** Markup the template itself writes: what a text typed by someone adds must be none. */
const tags = (html: string) => html.match(/<[^>]*>/g)?.length ?? 0

describe('invitationEmail', () => {
  it('carries the shop, the job, the note, the page and the opt-out link in both parts', () => {
    const email = build('Barbearia Dom Pedro', 'Barbeiro pleno', 'Venha conhecer a casa')
    expect(email.subject).toBe('Barbearia Dom Pedro convidou você para a vaga Barbeiro pleno')
    expect(email.text).toContain('Olá, Rafael!')
    expect(email.text).toContain('Barbearia Dom Pedro convidou você para se candidatar à vaga "Barbeiro pleno".')
    expect(email.text).toContain('Mensagem da barbearia: Venha conhecer a casa')
    expect(email.text).toContain(`Ver convite: ${BASE}/convites`)
    expect(email.text).toContain(`Não quero receber convites: ${UNSUBSCRIBE}`)
    expect(email.html).toContain(`href="${BASE}/convites"`)
    expect(email.html).toContain(`href="${escapeHtml(UNSUBSCRIBE)}"`)
    expect(build('A', 'B', null).text).not.toContain('Mensagem da barbearia')
  })

  it('keeps every typed text verbatim in the text part and escaped in the HTML, adding no markup', () => {
    const baseline = { withNote: tags(build('A', 'B', 'C').html), withoutNote: tags(build('A', 'B', null).html) }
    fc.assert(
      fc.property(awkwardText({ maxLength: 80 }), awkwardText({ maxLength: 80 }), fc.option(awkwardText({ maxLength: 500 })), (shopName, jobTitle, note) => {
        const email = build(shopName, jobTitle, note)
        expect(email.subject).toBe(`${shopName} convidou você para a vaga ${jobTitle}`)
        expect(email.text).toContain(`${shopName} convidou você para se candidatar à vaga "${jobTitle}".`)
        expect(email.html).toContain(escapeHtml(`${shopName} convidou você para se candidatar à vaga "${jobTitle}".`))
        if (note) {
          expect(email.text).toContain(`Mensagem da barbearia: ${note}`)
          expect(email.html).toContain(escapeHtml(`Mensagem da barbearia: ${note}`))
        }
        expect(tags(email.html)).toBe(note ? baseline.withNote : baseline.withoutNote)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the unsubscribe token', () => {
  it('names its account for INVITATION_UNSUBSCRIBE_DAYS, then expires', () => {
    const token = invitationUnsubscribeToken(SECRET, 42, NOW)
    expect(readInvitationUnsubscribeToken(SECRET, token, NOW)).toEqual({ userId: 42 })
    const late = (ms: number) => new Date(NOW.getTime() + INVITATION_UNSUBSCRIBE_DAYS * DAY_MS + ms)
    expect(readInvitationUnsubscribeToken(SECRET, token, late(-1000))).toEqual({ userId: 42 })
    expect(readInvitationUnsubscribeToken(SECRET, token, late(1000))).toEqual({ problem: 'expired' })
  })

  it('is refused with another secret, with any character changed, or naming an id no account has', () => {
    const token = invitationUnsubscribeToken(SECRET, 42, NOW)
    expect(readInvitationUnsubscribeToken('b'.repeat(32), token, NOW)).toEqual({ problem: 'invalid' })
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'0123456789abcdefABCDEF-_.'), (index, char) => {
        fc.pre(token[index] !== char)
        expect(readInvitationUnsubscribeToken(SECRET, token.slice(0, index) + char + token.slice(index + 1), NOW)).toEqual({ problem: 'invalid' })
      }),
    )
    for (const bad of [undefined, null, 42, ['x'], '', '42', `${token}x`])
      expect(readInvitationUnsubscribeToken(SECRET, bad, NOW)).toEqual({ problem: 'invalid' })
    expect(readInvitationUnsubscribeToken(SECRET, invitationUnsubscribeToken(SECRET, 2_147_483_648, NOW), NOW)).toEqual({ problem: 'invalid' })
  })

  it('goes into a link on the public address', () => {
    const url = new URL(invitationUnsubscribeUrl(`${BASE}/`, SECRET, 7, NOW))
    expect(url.origin + url.pathname).toBe(`${BASE}/api/invitations/unsubscribe`)
    expect(readInvitationUnsubscribeToken(SECRET, url.searchParams.get('token'), NOW)).toEqual({ userId: 7 })
  })
})
