import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { CURRENCIES, currencyFor, formatMoney, formatPrice, monthlyCents, monthlyPrice, toCents, type Currency } from '#domain/money'

// Intl separates amount and symbol with a no-break space (U+00A0), and pt-PT groups thousands
// with one too; written out here so a plain space cannot pass for it.
const NBSP = '\u00a0'

describe('currencyFor', () => {
  it('is the real in Brazil and the euro in Portugal', () => {
    expect(currencyFor('BR')).toBe('BRL')
    expect(currencyFor('PT')).toBe('EUR')
    expect([...CURRENCIES]).toEqual(['BRL', 'EUR'])
  })
})

describe('formatPrice', () => {
  it.each([
    [35700, 'BR', `R$${NBSP}357`],
    [120000, 'BR', `R$${NBSP}1.200`],
    [1990, 'BR', `R$${NBSP}19,90`],
    [5, 'BR', `R$${NBSP}0,05`],
    [0, 'BR', `R$${NBSP}0`],
    [5900, 'PT', `59${NBSP}€`],
    [990, 'PT', `9,90${NBSP}€`],
    [19200, 'PT', `192${NBSP}€`],
    // pt-PT groups thousands only from five digits on, and with a no-break space.
    [120000, 'PT', `1200${NBSP}€`],
    [1200000, 'PT', `12${NBSP}000${NBSP}€`],
  ] as const)('%i cents in %s read %j', (cents, country, expected) => {
    expect(formatPrice(cents, country)).toBe(expected)
  })
})

describe('formatMoney', () => {
  it('writes each currency as its own country does, whoever reads it', () => {
    expect(formatMoney(5900, 'EUR')).toBe(`59${NBSP}€`)
    expect(formatMoney(35700, 'BRL')).toBe(`R$${NBSP}357`)
  })

  it('shows cents only when there are some, always two of them (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), fc.constantFrom(...CURRENCIES), (cents, currency: Currency) => {
        const text = formatMoney(cents, currency)
        const decimals = text.match(/,(\d+)/)?.[1]
        expect(decimals).toBe(cents % 100 === 0 ? undefined : String(cents % 100).padStart(2, '0'))
      }),
      { numRuns: 1000 },
    )
  })

  it('reads back as the amount it was given, symbol on the country’s side (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 100_000_000 }), fc.constantFrom(...CURRENCIES), (cents, currency: Currency) => {
        const text = formatMoney(cents, currency)
        if (currency === 'BRL') expect(text.startsWith(`R$${NBSP}`)).toBe(true)
        else expect(text.endsWith(`${NBSP}€`)).toBe(true)
        const amount = text
          .replace(/R\$|€/g, '')
          .replace(new RegExp(`[.${NBSP}]`, 'g'), '')
          .replace(',', '.')
        expect(toCents(Number(amount))).toBe(cents)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('toCents', () => {
  it('turns units into whole cents, rounding away binary fractions', () => {
    expect(toCents(357)).toBe(35700)
    expect(toCents(19.9)).toBe(1990)
    expect(toCents(0.1 + 0.2)).toBe(30)
  })

  it('gives back the cents of any amount written with two decimals (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000_000 }), (cents) => {
        expect(toCents(cents / 100)).toBe(cents)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('monthlyCents / monthlyPrice', () => {
  it.each([
    // Spec §9: every plan in reais is a whole monthly price times its months.
    [35700, 3, 'R$ 119/mês'],
    [59400, 6, 'R$ 99/mês'],
    [96000, 12, 'R$ 80/mês'],
    [47700, 3, 'R$ 159/mês'],
    [77400, 6, 'R$ 129/mês'],
    [120000, 12, 'R$ 100/mês'],
  ])('R$ plan of %i cents over %i months is %s', (cents, months, expected) => {
    expect(monthlyPrice(cents, months, 'BRL')).toBe(expected.replace(' ', NBSP))
  })

  it('writes euros per month the Portuguese way', () => {
    expect(monthlyPrice(5700, 3, 'EUR')).toBe(`19${NBSP}€/mês`)
    expect(monthlyPrice(5900, 3, 'EUR')).toBe(`19,67${NBSP}€/mês`)
  })

  it('rounds to the nearest cent', () => {
    expect(monthlyCents(5900, 3)).toBe(1967)
    expect(monthlyCents(1000, 3)).toBe(333)
    expect(monthlyCents(2000, 3)).toBe(667)
  })

  it('is never more than half a cent from the exact share (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 36 }), (cents, months) => {
        expect(Math.abs(monthlyCents(cents, months) * months - cents)).toBeLessThanOrEqual(months / 2)
      }),
    )
  })
})
