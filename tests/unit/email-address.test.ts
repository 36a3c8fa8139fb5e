/**
 * One rule for an e-mail address, wherever one is stored (issue 36, item 2): sign-up, the e-mail
 * change and the account's own field (the console and Payload's API write through it). The old
 * rule took anything around an @ and a dot, `%@%.%%` included, and that value later became a
 * LIKE pattern matching every row.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { changeEmailSchema } from '#domain/accountSecurity'
import { isValidEmail } from '#domain/contact'
import { signupMessages } from '#domain/messages/auth'
import { emailAddress } from '#domain/schemaParts'
import { signupSchema } from '#domain/signup'

/** fast-check's addresses with a top-level domain of two letters or more, within 254 characters. */
const realAddress = fc.emailAddress().filter((e) => e.length <= 254 && /\.[a-z]{2,}$/i.test(e))

/** Characters no host name has: LIKE's metacharacters, the escape, and odd Unicode (RTL mark, zero-width, U+FFFF, a lone surrogate, accents). */
const notInAHostName = fc.constantFrom('%', '_', '\\', '*', '$', '&', "'", '\u200f', '\u200b', '\uffff', '\ud800', 'é', 'ç', '@', '..')

const refusals = [
  '%@%.%%',
  '_@_.__',
  '\\@\\.\\\\',
  '%@example.com%',
  'joao@exa%mple.com',
  'joao@example.c_',
  'joao@%.com',
  'a@b.c',
  'joao@-x.com',
  'joao@x-.com',
  '.joao@x.com',
  'jo..ao@x.com',
]

describe('the e-mail rule', () => {
  it.each(refusals)('refuses %j with the Portuguese message', (address) => {
    expect(isValidEmail(address)).toBe(false)
    const parsed = emailAddress().safeParse(address)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(signupMessages.emailInvalid)
  })

  it('refuses addresses under .invalid, the name a removed account keeps (RFC 2606: never deliverable)', () => {
    // A sign-up as conta-removida-<id>@navalha.invalid took the address that account's deletion
    // gives it, and the deletion failed with a 500: whoever held it could stop anyone's erasure.
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom('navalha.invalid', 'NAVALHA.INVALID', 'x.invalid', 'navalha.Invalid'), (id, host) => {
        const address = `conta-removida-${id}@${host}`
        expect(isValidEmail(address)).toBe(false)
        expect(
          emailAddress()
            .safeParse(address)
            .error?.issues.map((issue) => issue.message),
        ).toContain(signupMessages.emailInvalid)
      }),
    )
  })

  it('refuses any address whose domain carries a character no host name has', () => {
    fc.assert(
      fc.property(realAddress, notInAHostName, fc.nat(), (address, odd, where) => {
        const at = address.lastIndexOf('@')
        const domain = address.slice(at + 1)
        const cut = where % (domain.length + 1)
        const broken = `${address.slice(0, at + 1)}${domain.slice(0, cut)}${odd}${domain.slice(cut)}`
        expect(isValidEmail(broken)).toBe(false)
        expect(emailAddress().safeParse(broken).success).toBe(false)
      }),
    )
  })

  it('accepts real addresses, trimmed and lower-cased', () => {
    fc.assert(
      fc.property(realAddress, (address) => {
        expect(emailAddress().parse(` ${address.toUpperCase()} `)).toBe(address.toLowerCase())
      }),
    )
  })

  it('is the same rule in sign-up and in the e-mail change, for any text', () => {
    const signupEmail = signupSchema.in.shape.email
    fc.assert(
      fc.property(fc.oneof(realAddress, fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom(...refusals)), (text) => {
        const expected = emailAddress().safeParse(text)
        for (const parsed of [signupEmail.safeParse(text), changeEmailSchema.shape.newEmail.safeParse(text)]) {
          expect(parsed.success).toBe(expected.success)
          if (expected.success) expect(parsed.data).toBe(expected.data)
        }
      }),
    )
  })
})
