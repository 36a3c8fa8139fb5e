/**
 * The caps on e-mails per recipient count a mailbox, not a spelling (issue 36, item 4): the cap on
 * confirmations was keyed by the address as typed, lower-cased, so `alvo+a@gmail.com`,
 * `a.l.v.o@gmail.com` and `alvo@googlemail.com` each had three e-mails an hour of their own, and
 * eleven confirmations reached one inbox in seconds.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mailboxOf } from '#domain/contact'

const word = fc.stringMatching(/^[a-z0-9]{1,10}$/)
const localPart = fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join('.'))
const domain = fc.constantFrom('exemplo.com.br', 'barbearia.pt', 'outlook.com', 'teste.navalha.test')

/** Some letters upper-cased, as people type them. */
const anyCase = (text: string, mask: number) => [...text].map((c, i) => ((mask >> (i % 30)) & 1 ? c.toUpperCase() : c)).join('')

describe('mailboxOf', () => {
  it('is the same for any case, any +tag and surrounding spaces', () => {
    fc.assert(
      fc.property(localPart, domain, word, fc.integer(), (local, host, tag, mask) => {
        const plain = mailboxOf(`${local}@${host}`)
        expect(mailboxOf(` ${anyCase(`${local}+${tag}@${host}`, mask)} `)).toBe(plain)
        expect(mailboxOf(anyCase(`${local}@${host}`, mask))).toBe(plain)
      }),
    )
  })

  it('reads Gmail addresses as Gmail delivers them: dots anywhere, googlemail.com', () => {
    fc.assert(
      fc.property(word, fc.array(fc.nat(), { maxLength: 4 }), word, (local, dots, tag) => {
        const dotted = [...local].map((c, i) => (dots.includes(i) && i > 0 ? `.${c}` : c)).join('')
        const plain = mailboxOf(`${local}@gmail.com`)
        for (const variant of [`${dotted}@gmail.com`, `${dotted}+${tag}@googlemail.com`, `${dotted.toUpperCase()}@GMail.com`])
          expect(mailboxOf(variant)).toBe(plain)
      }),
    )
  })

  it('keeps apart mailboxes that differ elsewhere than a tag (and dots outside Gmail)', () => {
    fc.assert(
      fc.property(localPart, localPart, domain, (a, b, host) => {
        fc.pre(a !== b)
        expect(mailboxOf(`${a}@${host}`)).not.toBe(mailboxOf(`${b}@${host}`))
      }),
    )
    expect(mailboxOf('joao.silva@exemplo.com.br')).not.toBe(mailboxOf('joaosilva@exemplo.com.br'))
    expect(mailboxOf('alvo@gmail.com')).not.toBe(mailboxOf('alvo@exemplo.com'))
  })
})
