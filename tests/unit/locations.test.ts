import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { BRAZILIAN_STATES, BRAZILIAN_STATE_CODES, COUNTRIES, countryLabels, formatLocation, isValidState, normalizeState } from '../../domain/locations'

const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
]

describe('constants', () => {
  it('has Brazil and Portugal', () => {
    expect([...COUNTRIES]).toEqual(['BR', 'PT'])
    expect(countryLabels).toEqual({ BR: 'Brasil', PT: 'Portugal' })
  })

  it('lists exactly the 27 UFs, each once, with a name', () => {
    expect(BRAZILIAN_STATE_CODES).toHaveLength(27)
    expect([...BRAZILIAN_STATE_CODES].sort()).toEqual([...UFS].sort())
    expect(new Set(BRAZILIAN_STATE_CODES).size).toBe(27)
    for (const [code, name] of BRAZILIAN_STATES) {
      expect(code).toMatch(/^[A-Z]{2}$/)
      expect(name.length).toBeGreaterThan(2)
    }
    expect(Object.fromEntries(BRAZILIAN_STATES).SP).toBe('São Paulo')
    expect(Object.fromEntries(BRAZILIAN_STATES).DF).toBe('Distrito Federal')
  })
})

describe('isValidState (Brazil)', () => {
  it.each(UFS)('accepts %s', (uf) => {
    expect(isValidState(uf)).toBe(true)
    expect(isValidState(uf, 'BR')).toBe(true)
  })

  it.each(UFS)('accepts %s in lower and mixed case and with spaces around', (uf) => {
    expect(isValidState(uf.toLowerCase())).toBe(true)
    expect(isValidState(uf[0] + uf[1].toLowerCase())).toBe(true)
    expect(isValidState(`  ${uf} `)).toBe(true)
  })

  it.each(['', ' ', 'XX', 'BR', 'PT', 'S', 'SPP', 'S P', 'São Paulo', 'Lisboa', 'GB', 'DC', 'S.P.', '11', 'LX'])('rejects %j', (state) => {
    expect(isValidState(state)).toBe(false)
  })

  it('accepts exactly the 27 UFs among all two-letter codes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 2 }), (code) => {
        expect(isValidState(code)).toBe(UFS.includes(code))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('isValidState (Portugal)', () => {
  it.each(['Lisboa', 'Porto', 'Braga', 'Setúbal', 'Viana do Castelo', 'Região Autónoma da Madeira', 'Faro', '  Évora  '])(
    'accepts the district %j',
    (district) => {
      expect(isValidState(district, 'PT')).toBe(true)
    },
  )

  it('rejects empty, one-character and over-40-character values', () => {
    expect(isValidState('', 'PT')).toBe(false)
    expect(isValidState('   ', 'PT')).toBe(false)
    expect(isValidState('L', 'PT')).toBe(false)
    expect(isValidState('a'.repeat(40), 'PT')).toBe(true)
    expect(isValidState('a'.repeat(41), 'PT')).toBe(false)
  })

  it('a Portuguese district is not a Brazilian state', () => {
    expect(isValidState('Lisboa', 'BR')).toBe(false)
  })
})

describe('normalizeState', () => {
  it('upper-cases Brazilian UFs and trims', () => {
    expect(normalizeState(' sp ')).toBe('SP')
    expect(normalizeState('rj', 'BR')).toBe('RJ')
  })

  it('keeps the Portuguese district as typed, trimmed, with single spaces', () => {
    expect(normalizeState('  Viana   do  Castelo ', 'PT')).toBe('Viana do Castelo')
    expect(normalizeState('lisboa', 'PT')).toBe('lisboa')
  })

  it('a normalized valid UF is still valid', () => {
    for (const uf of UFS) expect(isValidState(normalizeState(` ${uf.toLowerCase()} `))).toBe(true)
  })
})

describe('formatLocation', () => {
  it('joins city and state', () => {
    expect(formatLocation({ city: 'São Paulo', state: 'SP', country: 'BR' })).toBe('São Paulo, SP')
    expect(formatLocation({ city: 'São Paulo', state: 'SP' })).toBe('São Paulo, SP')
  })

  it('skips missing parts', () => {
    expect(formatLocation({ city: 'Campinas' })).toBe('Campinas')
    expect(formatLocation({ state: 'MG', city: null })).toBe('MG')
    expect(formatLocation({ city: '', state: '' })).toBe('')
    expect(formatLocation({})).toBe('')
  })

  it('adds Portugal for Portuguese places', () => {
    expect(formatLocation({ city: 'Porto', state: 'Porto', country: 'PT' })).toBe('Porto, Porto · Portugal')
    expect(formatLocation({ city: 'Lisboa', country: 'PT' })).toBe('Lisboa · Portugal')
    expect(formatLocation({ country: 'PT' })).toBe('Portugal')
  })
})
