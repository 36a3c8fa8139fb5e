import { describe, expect, it } from 'vitest'
import { moderationChanges } from '#domain/auditLog'
import { ticketAnswerEmail } from '#domain/emails'
import { supportMessages, supportTicketSchema, ticketChangeRefusal, type TicketStatus } from '#domain/support'

describe('the support ticket status machine', () => {
  const moves: [TicketStatus, TicketStatus, boolean, string | null][] = [
    ['open', 'answered', true, null],
    ['answered', 'answered', true, null],
    ['closed', 'answered', true, supportMessages.closedCannotBeAnswered],
    ['open', 'answered', false, supportMessages.replyRequired],
    ['closed', 'answered', false, supportMessages.replyRequired],
    ['open', 'closed', false, null],
    ['answered', 'closed', false, null],
    ['closed', 'open', false, null],
    ['answered', 'open', false, supportMessages.onlyClosedReopen],
    ['open', 'open', false, null],
    ['closed', 'closed', false, null],
  ]
  it.each(moves)('%s → %s (answering: %s)', (from, to, answering, refusal) => {
    expect(ticketChangeRefusal(from, to, answering)).toBe(refusal)
  })
})

describe('the /suporte form schema', () => {
  it('cleans the subject and message and reads an empty link as none', () => {
    const parsed = supportTicketSchema.parse({ subject: '  Cobrança\u200b em dobro ', message: '  Fui cobrado duas vezes.  ', job: '', application: '12' })
    expect(parsed).toEqual({ subject: 'Cobrança em dobro', message: 'Fui cobrado duas vezes.', job: undefined, application: 12 })
  })

  it('says what is wrong in Portuguese', () => {
    const messages = (input: unknown) => supportTicketSchema.safeParse(input).error?.issues.map((issue) => issue.message)
    expect(messages({})).toEqual([supportMessages.subjectRequired, supportMessages.messageRequired])
    expect(messages({ subject: 'a'.repeat(141), message: 'x' })).toEqual(['Use no máximo 140 caracteres.'])
    expect(messages({ subject: 'a', message: 'x', job: 1, application: 2 })).toEqual([supportMessages.oneLinkOnly])
    expect(messages({ subject: 'a', message: 'x', job: 'abc' })).toEqual(['Escolha uma das opções.'])
  })
})

describe('the audit of a ticket', () => {
  it('records answers, closing and reopening, and nothing else', () => {
    const open = { status: 'open', reply: null, answeredAt: null }
    const answered = { status: 'answered', reply: 'Feito.', answeredAt: '2026-11-23T10:00:00.000Z' }
    expect(moderationChanges('support-tickets', open, answered).map((entry) => entry.action)).toEqual(['ticketAnswer'])
    expect(moderationChanges('support-tickets', answered, { ...answered, status: 'closed' }).map((entry) => entry.action)).toEqual(['ticketClose'])
    expect(moderationChanges('support-tickets', { ...answered, status: 'closed' }, { ...answered, status: 'open' }).map((entry) => entry.action)).toEqual([
      'ticketReopen',
    ])
    expect(moderationChanges('support-tickets', open, { ...open, subject: 'x' })).toEqual([])
  })
})

describe('the answer e-mail', () => {
  it('carries the whole answer, escaped in HTML, and the way back to /suporte', () => {
    const email = ticketAnswerEmail({
      name: 'Zeca Tesoura',
      subject: 'Cobrança',
      reply: 'Primeiro <b>parágrafo</b>.\n\nSegundo.',
      baseUrl: 'https://navalha.app/',
    })
    expect(email.subject).toBe('Resposta do suporte: Cobrança')
    expect(email.text).toContain('Olá, Zeca!')
    expect(email.text).toContain('Primeiro <b>parágrafo</b>.\n\nSegundo.')
    expect(email.html).toContain('Primeiro &lt;b&gt;parágrafo&lt;/b&gt;.')
    expect(email.text).toContain('https://navalha.app/suporte')
  })
})
