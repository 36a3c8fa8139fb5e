import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHAT_EMAIL_OPT_OUT_LINK_MS } from '#domain/chat'
import { unreadChatEmail } from '#domain/emails'
import { chatEmailOptOutToken, chatEmailOptOutUrl, readChatEmailOptOutToken } from '#server/chat/emailOptOut'

const SECRET = 'a'.repeat(32)
const NOW = new Date('2026-11-23T12:00:00Z')

describe('the opt-out token', () => {
  it('names its user until it expires', () => {
    const token = chatEmailOptOutToken(SECRET, 42, NOW)
    expect(readChatEmailOptOutToken(SECRET, token, NOW)).toEqual({ userId: 42 })
    expect(readChatEmailOptOutToken(SECRET, token, new Date(NOW.getTime() + CHAT_EMAIL_OPT_OUT_LINK_MS - 1000))).toEqual({ userId: 42 })
    expect(readChatEmailOptOutToken(SECRET, token, new Date(NOW.getTime() + CHAT_EMAIL_OPT_OUT_LINK_MS + 1000))).toEqual({ problem: 'expired' })
  })

  it('is refused when signed with another secret, or when any character changes', () => {
    const token = chatEmailOptOutToken(SECRET, 42, NOW)
    expect(readChatEmailOptOutToken('b'.repeat(32), token, NOW)).toEqual({ problem: 'invalid' })
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...'0123456789abcdefABCDEF-_.'), (index, char) => {
        fc.pre(token[index] !== char)
        const changed = token.slice(0, index) + char + token.slice(index + 1)
        expect(readChatEmailOptOutToken(SECRET, changed, NOW)).toEqual({ problem: 'invalid' })
      }),
    )
    for (const bad of [undefined, null, 42, ['x'], '', '42', `${token}x`, ` ${token}`])
      expect(readChatEmailOptOutToken(SECRET, bad, NOW)).toEqual({ problem: 'invalid' })
  })

  it('is refused, not read, when its signed user id is beyond any account id', () => {
    for (const userId of [2_147_483_648, 9_999_999_999])
      expect(readChatEmailOptOutToken(SECRET, chatEmailOptOutToken(SECRET, userId, NOW), NOW)).toEqual({ problem: 'invalid' })
    expect(readChatEmailOptOutToken(SECRET, chatEmailOptOutToken(SECRET, 2_147_483_647, NOW), NOW)).toEqual({ userId: 2_147_483_647 })
  })

  it('goes into a link on the public address', () => {
    const url = new URL(chatEmailOptOutUrl('https://navalha.com.br/', SECRET, 7, NOW))
    expect(url.origin + url.pathname).toBe('https://navalha.com.br/api/chat/email-opt-out')
    expect(readChatEmailOptOutToken(SECRET, url.searchParams.get('token'), NOW)).toEqual({ userId: 7 })
  })
})

describe('unreadChatEmail', () => {
  const email = unreadChatEmail({
    name: 'Rafael Cortes',
    otherName: 'Barbearia <Navalha> & Cia',
    conversationUrl: 'https://navalha.com.br/chat/12',
    optOutUrl: 'https://navalha.com.br/api/chat/email-opt-out?token=1.2.x',
  })

  it('says who wrote, links to the conversation and to the opt-out, in both parts', () => {
    expect(email.subject).toBe('Você tem novas mensagens de Barbearia <Navalha> & Cia')
    expect(email.text).toContain('Olá, Rafael!')
    expect(email.text).toContain('https://navalha.com.br/chat/12')
    expect(email.text).toContain('https://navalha.com.br/api/chat/email-opt-out?token=1.2.x')
    expect(email.html).toContain('href="https://navalha.com.br/chat/12"')
    expect(email.html).toContain('href="https://navalha.com.br/api/chat/email-opt-out?token=1.2.x"')
    expect(email.html).toContain('Barbearia &lt;Navalha&gt; &amp; Cia')
    expect(email.html).not.toContain('<Navalha>')
  })
})
