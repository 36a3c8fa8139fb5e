import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_FIGURES, honestCount, honestRating, visibleFigures } from '#domain/landingFigures'

/** The number a figure's text states: '2.100+' is 2100. */
const stated = (text: string) => Number(text.replace(/\./g, '').replace('+', '').replace(',', '.'))

const stats = { barbershops: 10, barbers: 23, activeJobs: 4, jobsPerMonth: 0, averageRating: 4.87 }

describe('honestCount', () => {
  it('never states more than the count, and says when it cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), (count) => {
        const text = honestCount(count)!
        expect(stated(text)).toBeLessThanOrEqual(count)
        expect(text.endsWith('+')).toBe(stated(text) < count)
      }),
    )
  })

  it('cuts less than half of the count, and under a tenth from 1,000 on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000_000 }), (count) => {
        const cut = count - stated(honestCount(count)!)
        expect(cut).toBeLessThan(count / 2)
        if (count >= 1000) expect(cut).toBeLessThan(count / 10)
      }),
    )
  })

  it('never goes down when the count goes up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), (count, more) => {
        expect(stated(honestCount(count + more)!)).toBeGreaterThanOrEqual(stated(honestCount(count)!))
      }),
    )
  })

  it('writes the steps the Brazilian way', () => {
    expect([0, -3, Number.NaN, 1, 9, 10, 37, 99, 100, 523, 999, 1000, 2140, 12_345, 250_000].map(honestCount)).toEqual([
      null,
      null,
      null,
      '1',
      '9',
      '10',
      '30+',
      '90+',
      '100',
      '500+',
      '900+',
      '1.000',
      '2.100+',
      '12.000+',
      '250.000',
    ])
  })
})

describe('honestRating', () => {
  it('cuts to one decimal, never up', () => {
    fc.assert(
      fc.property(fc.double({ min: 1, max: 5, noNaN: true }), (average) => {
        const shown = stated(honestRating(average)!)
        expect(shown).toBeLessThanOrEqual(average + 1e-9)
        expect(average - shown).toBeLessThan(0.1)
      }),
    )
    expect([4.87, 4.8, 5, 3.05, null].map(honestRating)).toEqual(['4,8', '4,8', '5,0', '3,0', null])
  })
})

describe('visibleFigures', () => {
  it('shows the defaults as live counts, leaving out what has nothing true to say', () => {
    expect(visibleFigures(DEFAULT_FIGURES, stats)).toEqual([
      { value: '10', label: 'barbearias cadastradas' },
      { value: '20+', label: 'barbeiros cadastrados' },
      { value: '4,8', label: 'avaliação média' },
      { value: '2', label: 'países: Brasil e Portugal' },
    ])
  })

  it('never gives an empty value, whatever the editors and the counts hold', () => {
    const figure = fc.record({
      label: fc.string(),
      mode: fc.constantFrom('fixed' as const, 'live' as const),
      value: fc.option(fc.string()),
      liveSource: fc.option(fc.constantFrom('shops' as const, 'barbers' as const, 'jobsPerMonth' as const, 'averageRating' as const)),
    })
    const counts = fc.record({
      barbershops: fc.nat(),
      barbers: fc.nat(),
      activeJobs: fc.nat(),
      jobsPerMonth: fc.nat(),
      averageRating: fc.option(fc.double({ min: 1, max: 5, noNaN: true })),
    })
    fc.assert(
      fc.property(fc.array(figure, { maxLength: 8 }), fc.option(counts, { nil: undefined }), (figures, live) => {
        for (const shown of visibleFigures(figures, live)) expect(shown.value.trim()).not.toBe('')
      }),
    )
  })
})
