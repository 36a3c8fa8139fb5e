import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  countryOfPhone,
  formatPhone,
  instagramUrl,
  isValidEmail,
  isValidPhone,
  maskPhone,
  normalizeEmail,
  normalizeInstagram,
  normalizePhone,
  normalizeWebsite,
  phoneDigits,
  phoneFormats,
  telLink,
  whatsappLink,
} from '#domain/contact'
import type { Country } from '#domain/locations'
import { phoneInvalidMessages } from '#domain/messages/profiles'
import { brLandlineArb, brMobileArb, digitString, ptArb } from '../helpers/phoneArbitraries'

describe('phoneDigits', () => {
  it('keeps only digits', () => {
    expect(phoneDigits('+55 (11) 98765-4321')).toBe('5511987654321')
    expect(phoneDigits('abc')).toBe('')
  })
})

describe('normalizePhone', () => {
  describe('Brazil', () => {
    it.each([
      ['(11) 98765-4321', '+5511987654321'],
      ['11987654321', '+5511987654321'],
      ['11 98765 4321', '+5511987654321'],
      ['  (11) 98765-4321  ', '+5511987654321'],
      ['(11) 3456-7890', '+551134567890'],
      ['(21) 2345-6789', '+552123456789'],
      ['(31) 4345-6789', '+553143456789'],
      ['(99) 5345-6789', '+559953456789'],
      ['+55 11 98765-4321', '+5511987654321'],
      ['+55 (11) 3456-7890', '+551134567890'],
      ['+5511987654321', '+5511987654321'],
      ['5511987654321', '+5511987654321'],
      ['0055 11 98765-4321', '+5511987654321'],
      ['(55) 99999-1234', '+5555999991234'], // DDD 55 (Rio Grande do Sul)
    ])('%j → %s', (input, expected) => {
      expect(normalizePhone(input)).toBe(expected)
      expect(isValidPhone(input)).toBe(true)
    })

    it.each([
      ['without the DDD (mobile)', '98765-4321'],
      ['without the DDD (landline)', '3456-7890'],
      ['DDD with a zero (10)', '(10) 98765-4321'],
      ['DDD with a zero (20)', '(20) 3456-7890'],
      ['DDD starting with 0', '(01) 98765-4321'],
      ['trunk prefix 0', '011 98765-4321'],
      ['mobile not starting with 9', '(11) 88765-4321'],
      ['8-digit number starting with 8 (old mobile)', '(11) 8765-4321'],
      ['landline starting with 6', '(11) 6765-4321'],
      ['landline starting with 1', '(11) 1234-5678'],
      ['landline starting with 0', '(11) 0234-5678'],
      ['one digit too many', '(11) 98765-43210'],
      ['one digit too few', '(11) 98765-432'],
      ['+55 with a mobile missing a digit', '+55 11 9876-5432'],
      ['+55 without DDD', '+55 98765-4321'],
    ])('rejects %s (%j)', (_, input) => {
      expect(normalizePhone(input)).toBeNull()
      expect(isValidPhone(input)).toBe(false)
    })

    it('accepts every DDD 11–99 mobile and landline, in any common format (property)', () => {
      fc.assert(
        fc.property(fc.oneof(brMobileArb, brLandlineArb), (national) => {
          const e164 = `+55${national}`
          expect(normalizePhone(national)).toBe(e164)
          expect(normalizePhone(maskPhone(national))).toBe(e164)
          expect(normalizePhone(`+55 ${maskPhone(national)}`)).toBe(e164)
          expect(normalizePhone(`0055${national}`)).toBe(e164)
          expect(normalizePhone(e164)).toBe(e164)
        }),
      )
    })
  })

  describe('Portugal', () => {
    it.each([
      ['+351 912 345 678', '+351912345678'],
      ['+351912345678', '+351912345678'],
      ['+351 212 345 678', '+351212345678'],
      ['00351 912 345 678', '+351912345678'],
      ['+351 (91) 234-5678', '+351912345678'],
    ])('%j → %s', (input, expected) => {
      expect(normalizePhone(input)).toBe(expected)
    })

    it.each([
      ['8 digits', '+351 91234567'],
      ['10 digits', '+351 9123456789'],
      ['starting with 3', '+351 312 345 678'],
      ['starting with 1', '+351 112 345 678'],
      ['a 90 number (no mobile network)', '+351 902 345 678'],
      ['a 94 number', '+351 942 345 678'],
      ['a 95 number', '+351 952 345 678'],
      ['a 97 number', '+351 972 345 678'],
      ['a 99 number', '+351 992 345 678'],
    ])('rejects %s (%j)', (_, input) => {
      expect(normalizePhone(input)).toBeNull()
      expect(normalizePhone(input, 'PT')).toBeNull()
    })

    it.each([
      ['912 345 678', '+351912345678'],
      ['912345678', '+351912345678'],
      ['  96 123 45 67 ', '+351961234567'],
      ['213 456 789', '+351213456789'],
      ['351912345678', '+351912345678'],
      ['+351 912 345 678', '+351912345678'],
      ['00351 912 345 678', '+351912345678'],
      ['+55 (11) 98765-4321', '+5511987654321'],
    ])('reads %j in a Portuguese account as %s', (input, expected) => {
      expect(normalizePhone(input, 'PT')).toBe(expected)
      expect(isValidPhone(input, 'PT')).toBe(true)
    })

    it('reads nine digits as Portuguese only in a Portuguese account, and a DDD number only in a Brazilian one', () => {
      expect(normalizePhone('912345678')).toBeNull()
      expect(normalizePhone('912345678', 'BR')).toBeNull()
      expect(normalizePhone('(11) 98765-4321', 'PT')).toBeNull()
      expect(normalizePhone('11987654321', 'PT')).toBeNull()
    })

    it('accepts every mobile (91, 92, 93, 96) and landline (2x) number, typed any common way (property)', () => {
      fc.assert(
        fc.property(ptArb, fc.constantFrom('BR', 'PT') as fc.Arbitrary<Country>, (national, country) => {
          const e164 = `+351${national}`
          expect(normalizePhone(e164, country)).toBe(e164)
          expect(normalizePhone(maskPhone(e164, country), country)).toBe(e164)
          expect(normalizePhone(`00351${national}`, country)).toBe(e164)
          expect(normalizePhone(national, 'PT')).toBe(e164)
          expect(normalizePhone(maskPhone(national, 'PT'), 'PT')).toBe(e164)
          expect(normalizePhone(`351${national}`, 'PT')).toBe(e164)
        }),
      )
    })

    it('accepts a 9-digit Portuguese number exactly when it starts with 91, 92, 93, 96 or 2 (property)', () => {
      fc.assert(
        fc.property(digitString(9), (national) => {
          expect(normalizePhone(national, 'PT') !== null).toBe(/^(9[1236]|2)/.test(national))
        }),
        { numRuns: 2000 },
      )
    })
  })

  describe('other inputs', () => {
    it.each([
      ['empty', ''],
      ['blank', '   '],
      ['letters', 'abc'],
      ['letters around nothing', 'telefone'],
      ['other country', '+1 555 123 4567'],
      ['other country via 00', '001 555 123 4567'],
      ['UK', '+44 20 7946 0958'],
      ['only a plus', '+'],
    ])('rejects %s (%j)', (_, input) => {
      expect(normalizePhone(input)).toBeNull()
      expect(isValidPhone(input)).toBe(false)
    })

    it('returns null or a well-formed E.164 number for any input, in either country (property)', () => {
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 25 }), fc.string({ unit: fc.constantFrom(...'+0123456789 '), maxLength: 20 })),
          fc.constantFrom('BR', 'PT') as fc.Arbitrary<Country>,
          (input, country) => {
            const result = normalizePhone(input, country)
            if (result !== null) expect(result).toMatch(/^\+(55[1-9]{2}(9\d{8}|[2-5]\d{7})|351(9[1236]\d{7}|2\d{8}))$/)
          },
        ),
        { numRuns: 2000 },
      )
    })
  })
})

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['1198', '(11) 98'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['119876543', '(11) 9876-543'],
    ['1198765432', '(11) 9876-5432'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210', '(11) 98765-4321'],
  ])('Brazilian mobile while typing: %j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })

  it('masks a landline as (11) 3456-7890', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890')
  })

  it('re-masks already masked values unchanged', () => {
    expect(maskPhone('(11) 98765-4321')).toBe('(11) 98765-4321')
    expect(maskPhone('(11) 3456-7890')).toBe('(11) 3456-7890')
    expect(maskPhone('+351 912 345 678')).toBe('+351 912 345 678')
  })

  it.each([
    ['+', '+'],
    ['+3', '+3'],
    ['+35', '+35'],
    ['+351', '+351'],
    ['+3519', '+351 9'],
    ['+351912', '+351 912'],
    ['+3519123', '+351 912 3'],
    ['+351912345', '+351 912 345'],
    ['+351912345678', '+351 912 345 678'],
    ['+3519123456789', '+351 912 345 678'],
  ])('Portuguese while typing: %j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })

  it.each([
    ['+55', '+55'],
    ['+551', '+55 (1'],
    ['+5511', '+55 (11'],
    ['+55119', '+55 (11) 9'],
    ['+5511987654321', '+55 (11) 98765-4321'],
  ])('Brazilian with country code while typing: %j → %j', (input, expected) => {
    expect(maskPhone(input)).toBe(expected)
  })

  it('keeps other international numbers as + and up to 15 digits', () => {
    expect(maskPhone('+1 555')).toBe('+1555')
    expect(maskPhone('+12345678901234567')).toBe('+123456789012345')
  })

  it.each([
    ['9', '9'],
    ['912', '912'],
    ['9123', '912 3'],
    ['912345', '912 345'],
    ['9123456', '912 345 6'],
    ['912345678', '912 345 678'],
    ['9123456789', '912 345 678'],
    ['+351912345678', '+351 912 345 678'],
    ['+5511987654321', '+55 (11) 98765-4321'],
  ])('in a Portuguese account while typing: %j → %j', (input, expected) => {
    expect(maskPhone(input, 'PT')).toBe(expected)
  })

  it('is idempotent in either country (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'+0123456789 ()-'), maxLength: 20 }),
        fc.constantFrom('BR', 'PT') as fc.Arbitrary<Country>,
        (input, country) => {
          const masked = maskPhone(input, country)
          expect(maskPhone(masked, country)).toBe(masked)
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('formatPhone', () => {
  it('shows stored numbers the way people read them', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321')
    expect(formatPhone('+551134567890')).toBe('(11) 3456-7890')
    expect(formatPhone('+351912345678')).toBe('+351 912 345 678')
    expect(formatPhone('+351213456789')).toBe('+351 213 456 789')
  })

  it('adds +55 for a Portuguese reader, who has to dial it', () => {
    expect(formatPhone('+5511987654321', 'PT')).toBe('+55 (11) 98765-4321')
    expect(formatPhone('+5511987654321', 'BR')).toBe('(11) 98765-4321')
  })

  it('always shows +351 on a Portuguese number', () => {
    expect(formatPhone('+351912345678', 'PT')).toBe('+351 912 345 678')
    expect(formatPhone('+351912345678', 'BR')).toBe('+351 912 345 678')
  })

  it('is empty for no phone', () => {
    expect(formatPhone(null)).toBe('')
    expect(formatPhone(undefined)).toBe('')
    expect(formatPhone('')).toBe('')
  })

  it('round-trips through normalizePhone (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.oneof(brMobileArb, brLandlineArb).map((n) => `+55${n}`),
          ptArb.map((n) => `+351${n}`),
        ),
        fc.constantFrom('BR', 'PT') as fc.Arbitrary<Country>,
        (e164, reader) => {
          expect(normalizePhone(formatPhone(e164, reader), reader)).toBe(e164)
          expect(normalizePhone(formatPhone(e164, reader))).toBe(e164)
        },
      ),
    )
  })
})

describe('whatsappLink / telLink', () => {
  it('link to wa.me with the E.164 digits, and dial the E.164 number', () => {
    expect(whatsappLink('+5511987654321')).toBe('https://wa.me/5511987654321')
    expect(whatsappLink('+351912345678')).toBe('https://wa.me/351912345678')
    expect(telLink('+351912345678')).toBe('tel:+351912345678')
    expect(telLink('+5511987654321')).toBe('tel:+5511987654321')
  })

  it('reach the number however it was typed, once normalized (property)', () => {
    fc.assert(
      fc.property(ptArb, (national) => {
        const e164 = normalizePhone(maskPhone(national, 'PT'), 'PT')!
        expect(whatsappLink(e164)).toBe(`https://wa.me/351${national}`)
        expect(telLink(e164)).toBe(`tel:+351${national}`)
      }),
    )
  })
})

describe('countryOfPhone', () => {
  it.each([
    ['+351 912 345 678', 'PT'],
    ['+351', 'PT'],
    ['00351912345678', 'PT'],
    ['+55 (11) 98765-4321', 'BR'],
    ['0055 11 98765-4321', 'BR'],
    ['(11) 98765-4321', null],
    ['912 345 678', null],
    ['+35', null],
    ['+1 555 123 4567', null],
    ['', null],
  ])('%j names %s', (input, country) => {
    expect(countryOfPhone(input)).toBe(country)
  })

  it('agrees with the country a normalized number lands in (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          ptArb.map((n) => `+351${n}`),
          fc.oneof(brMobileArb, brLandlineArb).map((n) => `+55${n}`),
        ),
        (e164) => {
          expect(countryOfPhone(formatPhone(e164, 'PT'))).toBe(e164.startsWith('+351') ? 'PT' : 'BR')
        },
      ),
    )
  })
})

describe('phoneFormats', () => {
  it('give each country its calling code and a placeholder the mask keeps', () => {
    expect(phoneFormats.BR.callingCode).toBe('+55')
    expect(phoneFormats.PT.callingCode).toBe('+351')
    expect(maskPhone(phoneFormats.BR.placeholder, 'BR')).toBe(phoneFormats.BR.placeholder)
    expect(maskPhone(phoneFormats.PT.placeholder, 'PT')).toBe(phoneFormats.PT.placeholder)
  })
})

describe('normalizeInstagram', () => {
  it.each([
    ['@barbearia.top', 'barbearia.top'],
    ['barbearia_top', 'barbearia_top'],
    ['  @Navalha_01  ', 'Navalha_01'],
    ['https://www.instagram.com/barbearia_top/', 'barbearia_top'],
    ['https://instagram.com/barbearia_top', 'barbearia_top'],
    ['http://instagram.com/foo#bar', 'foo'],
    ['instagram.com/foo?igsh=abc123', 'foo'],
    ['www.instagram.com/foo', 'foo'],
    ['HTTPS://WWW.INSTAGRAM.COM/Foo', 'Foo'],
    ['https://instagram.com/@foo', 'foo'],
    ['a'.repeat(30), 'a'.repeat(30)],
  ])('%j → %j', (input, expected) => {
    expect(normalizeInstagram(input)).toBe(expected)
  })

  it('an empty value stays empty (the field is optional)', () => {
    expect(normalizeInstagram('')).toBe('')
    expect(normalizeInstagram('   ')).toBe('')
  })

  it.each([
    ['a space', 'foo bar'],
    ['a hyphen', 'barbearia-top'],
    ['accents', 'barbeariação'],
    ['HTML', '<script>'],
    ['quotes', '"foo"'],
    ['a slash', 'foo/bar'],
    ['two @', '@@foo'],
    ['only @', '@'],
    ['31 characters', 'a'.repeat(31)],
    ['an instagram URL without a handle', 'https://instagram.com/'],
    ['another site whose path mentions instagram.com', 'https://evil.com/instagram.com/foo'],
    ['a look-alike domain', 'https://instagram.com.evil.com/foo'],
    ['a javascript: URL', 'javascript:alert(1)'],
  ])('rejects %s (%j)', (_, input) => {
    expect(normalizeInstagram(input)).toBeNull()
  })

  it('returns null, empty, or a 1–30 character handle of letters, digits, . and _ (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (input) => {
        const result = normalizeInstagram(input)
        if (result !== null && result !== '') expect(result).toMatch(/^[A-Za-z0-9._]{1,30}$/)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('instagramUrl', () => {
  it('builds the profile URL and encodes the handle', () => {
    expect(instagramUrl('barbearia.top')).toBe('https://instagram.com/barbearia.top')
    expect(instagramUrl('a/b?c')).toBe('https://instagram.com/a%2Fb%3Fc')
  })
})

describe('normalizeWebsite', () => {
  it.each([
    ['navalha.com.br', 'https://navalha.com.br/'],
    ['  www.barbearia.pt  ', 'https://www.barbearia.pt/'],
    ['https://navalha.com.br', 'https://navalha.com.br/'],
    ['http://navalha.com.br/contato', 'http://navalha.com.br/contato'],
    ['HTTP://Example.COM/Path?x=1', 'http://example.com/Path?x=1'],
    ['https://g.page/barbearia', 'https://g.page/barbearia'],
    ['barbearia.com.br/sobre?a=1#b', 'https://barbearia.com.br/sobre?a=1#b'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeWebsite(input)).toBe(expected)
  })

  it('an empty value stays empty (the field is optional)', () => {
    expect(normalizeWebsite('')).toBe('')
    expect(normalizeWebsite('   ')).toBe('')
  })

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'javascript://example.com/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'file:///etc/passwd',
    'localhost',
    'http://localhost:3000',
    'exa mple.com',
    'https://',
    'barbearia',
  ])('rejects %j', (input) => {
    expect(normalizeWebsite(input)).toBeNull()
  })

  it('only ever returns an http(s) URL with a dotted host (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.webUrl(),
          fc.constantFrom('javascript:', 'data:', 'vbscript:', 'file:').chain((p) => fc.string().map((s) => p + s)),
        ),
        (input) => {
          const result = normalizeWebsite(input)
          if (result === null || result === '') return
          const url = new URL(result)
          expect(['http:', 'https:']).toContain(url.protocol)
          expect(url.hostname).toContain('.')
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => {
    expect(normalizeEmail('  Joao.Silva@Example.COM ')).toBe('joao.silva@example.com')
  })
})

describe('isValidEmail', () => {
  it.each(['joao@example.com', 'joao.silva+vagas@barbearia.com.br', ' maria@navalha.pt ', 'a@b.co', 'JOAO@EXAMPLE.COM'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['no @', 'joao.example.com'],
    ['no domain', 'joao@'],
    ['no local part', '@example.com'],
    ['no dot in the domain', 'joao@example'],
    ['one-letter TLD', 'joao@example.c'],
    ['a space inside', 'jo ao@example.com'],
    ['two @', 'joao@@example.com'],
    ['@ in the domain', 'joao@exa@mple.com'],
  ])('rejects %s (%j)', (_, email) => {
    expect(isValidEmail(email)).toBe(false)
  })

  it('accepts up to 254 characters and rejects longer addresses', () => {
    // RFC 5321's longest: 64 characters before the @, labels of 63 at most after it.
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`
    expect(at254).toHaveLength(254)
    expect(isValidEmail(at254)).toBe(true)
    expect(isValidEmail(`a${at254}`)).toBe(false)
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false)
  })

  it('accepts the addresses fast-check generates', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((e) => e.length <= 254 && /\.[^.]{2,}$/.test(e)),
        (email) => {
          expect(isValidEmail(email)).toBe(true)
        },
      ),
    )
  })
})

describe('phoneInvalidMessages', () => {
  it("give an example in the account's country that the rules accept", () => {
    expect(phoneInvalidMessages.BR).toBe('Telefone inválido. Use DDD e número, por exemplo (11) 98765-4321.')
    expect(phoneInvalidMessages.PT).toBe('Telefone inválido. Use os 9 dígitos do número, por exemplo 912 345 678, ou o código do país antes.')
    expect(normalizePhone('(11) 98765-4321', 'BR')).not.toBeNull()
    expect(normalizePhone('912 345 678', 'PT')).not.toBeNull()
  })
})
