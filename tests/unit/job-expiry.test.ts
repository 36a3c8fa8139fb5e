/**
 * Issue 40, decision 0068: the rules of a job's 60 days (pure), the texts of the shop's 7-day
 * notice and of the annual plan's new-job e-mail with any title and city, and the unsubscribe
 * link's token.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { earlyAccessJobEmail, jobExpiringEmail } from '#domain/emails'
import { daysUntilExpiry, expiresInText, jobExpiresAt, jobStatusLabel, openingsText } from '#domain/jobs'
import { jobMessages } from '#domain/messages/jobs'
import { validateOpenings } from '#fields/validateOpenings'
import { EARLY_ACCESS_UNSUBSCRIBE_DAYS, earlyAccessUnsubscribeToken, readEarlyAccessUnsubscribeToken } from '#infra/jobAlerts/earlyAccessOptOut'
import { awkwardText } from '../helpers/userTextArbitraries'

const DAY = 24 * 60 * 60 * 1000
const published = '2026-10-01T12:00:00.000Z'
const at = (days: number, ms = 0) => new Date(Date.parse(published) + days * DAY + ms)

describe('a job’s 60 days', () => {
  it('ends 60 days after its publication', () => {
    expect(jobExpiresAt(published).toISOString()).toBe(at(60).toISOString())
  })

  it('shows the days left only in the last week of an open job', () => {
    expect(daysUntilExpiry({ status: 'active', publishedAt: published }, at(53, -1))).toBeNull()
    expect(daysUntilExpiry({ status: 'active', publishedAt: published }, at(53))).toBe(7)
    expect(daysUntilExpiry({ status: 'active', publishedAt: published }, at(55, 1))).toBe(5)
    expect(daysUntilExpiry({ status: 'active', publishedAt: published }, at(59, 1))).toBe(1)
    expect(daysUntilExpiry({ status: 'active', publishedAt: published }, at(60, -1))).toBe(0)
    expect(daysUntilExpiry({ status: 'active', publishedAt: published }, at(61))).toBe(0)
    expect(daysUntilExpiry({ status: 'inactive', publishedAt: published }, at(55))).toBeNull()
    expect(daysUntilExpiry({ status: 'active', publishedAt: null }, at(55))).toBeNull()
    expect([0, 1, 5].map(expiresInText)).toEqual(['Expira hoje', 'Expira amanhã', 'Expira em 5 dias'])
  })

  it('reads a job the sweep closed as Expirada, any other closed job as Fechada', () => {
    expect(jobStatusLabel('inactive', published)).toBe('Expirada')
    expect(jobStatusLabel('inactive', null)).toBe('Fechada')
    expect(jobStatusLabel('closed')).toBe('Fechada')
    expect(jobStatusLabel('active', published)).toBe('Ativa')
  })
})

describe('how many barbers', () => {
  it('takes whole numbers from 1 to 20, and says so in Portuguese', () => {
    for (const good of [1, 2, 20, null, undefined]) expect(validateOpenings(good)).toBe(true)
    for (const bad of [0, 21, 1.5, -3, Number.NaN]) expect(validateOpenings(bad)).toBe(jobMessages.openingsInvalid)
    expect([1, 2, 20, null].map(openingsText)).toEqual([null, 'Precisa de 2 barbeiros', 'Precisa de 20 barbeiros', null])
  })
})

describe('the e-mails’ texts with any title and city', () => {
  const escaped = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

  it('the 7-day notice carries the title as written: no replacement pattern read, the HTML escaped', () => {
    fc.assert(
      fc.property(awkwardText({ minLength: 5, maxLength: 120 }), awkwardText({ maxLength: 60 }), (title, shopName) => {
        const email = jobExpiringEmail({ shopName, jobTitle: title, expiresAt: at(60), country: 'BR', baseUrl: 'https://navalha.example/' })
        expect(email.subject).toBe(`Sua vaga expira em 7 dias: ${title}`)
        expect(email.text).toContain(`A vaga "${title}" completa 60 dias no ar e será fechada como Expirada em 30/11/2026.`)
        expect(email.html).toContain(escaped(`A vaga "${title}" completa 60 dias`))
        expect(email.text).toContain('Abrir Minhas Vagas: https://navalha.example/vagas')
        // Nothing of the title becomes markup: the only tags are the template's.
        expect(email.html.match(/<script|<title>/gi)?.length ?? 0).toBe(1)
      }),
      { numRuns: 100 },
    )
  })

  it("'Nova vaga em {cidade}' carries title and city as written, and its unsubscribe link", () => {
    fc.assert(
      fc.property(awkwardText({ minLength: 5, maxLength: 120 }), awkwardText({ minLength: 1, maxLength: 60 }), (title, city) => {
        const unsubscribeUrl = 'https://navalha.example/api/early-access/unsubscribe?token=1.2.abc'
        const email = earlyAccessJobEmail({ jobTitle: title, city, shopName: 'Barbearia $& Cia', baseUrl: 'https://navalha.example', jobId: 9, unsubscribeUrl })
        expect(email.subject).toBe(`Nova vaga em ${city}: ${title}`)
        expect(email.text).toContain(`Barbearia $& Cia acabou de publicar a vaga "${title}" em ${city}, que combina com a sua experiência.`)
        expect(email.text).toContain(`Parar de receber estes avisos: ${unsubscribeUrl}`)
        expect(email.html).toContain(`href="${escaped(unsubscribeUrl)}"`)
        expect(email.html).toContain(escaped(title))
        expect(email.html.match(/<script|<title>/gi)?.length ?? 0).toBe(1)
      }),
      { numRuns: 300 },
    )
  })
})

describe('the early-access unsubscribe token', () => {
  const secret = 'segredo-de-teste'
  const now = new Date('2026-12-01T00:00:00Z')

  it('names the account it was made for, for 60 days', () => {
    const token = earlyAccessUnsubscribeToken(secret, 42, now)
    expect(readEarlyAccessUnsubscribeToken(secret, token, now)).toEqual({ userId: 42 })
    expect(readEarlyAccessUnsubscribeToken(secret, token, new Date(now.getTime() + EARLY_ACCESS_UNSUBSCRIBE_DAYS * DAY))).toEqual({ userId: 42 })
    expect(readEarlyAccessUnsubscribeToken(secret, token, new Date(now.getTime() + EARLY_ACCESS_UNSUBSCRIBE_DAYS * DAY + 1000))).toEqual({ problem: 'expired' })
  })

  it('refuses any change, another key, or anything that is not a token', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_147_483_647 }), fc.integer({ min: 0, max: 60 }), fc.nat(), (userId, position, flip) => {
        const token = earlyAccessUnsubscribeToken(secret, userId, now)
        const index = position % token.length
        const replacement = String.fromCharCode(48 + (flip % 10))
        const changed = token.slice(0, index) + (token[index] === replacement ? 'Z' : replacement) + token.slice(index + 1)
        expect(readEarlyAccessUnsubscribeToken(secret, changed, now)).not.toEqual({ userId })
        expect(readEarlyAccessUnsubscribeToken('outro', token, now)).toEqual({ problem: 'invalid' })
      }),
    )
    for (const bad of [undefined, 7, ['a'], '', 'a.b.c', `${Math.floor(now.getTime() / 1000)}.99999999999.${'a'.repeat(43)}`])
      expect(readEarlyAccessUnsubscribeToken(secret, bad, now)).toEqual({ problem: 'invalid' })
  })
})
