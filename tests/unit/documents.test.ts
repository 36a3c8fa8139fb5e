import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  CNPJ_LENGTH,
  CNPJ_MASK_LENGTH,
  CPF_LENGTH,
  CPF_MASK_LENGTH,
  cnpjCheckDigits,
  cpfCheckDigits,
  generateCnpj,
  generateCpf,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  maskCnpj,
  maskCpf,
  maskDocument,
  normalizeCnpj,
  normalizeCpf,
  normalizeDocument,
  type RandomInt,
} from '../../domain/documents'

// ---------------------------------------------------------------------------------------------
// An independent reference implementation, written straight from the spec (Receita Federal),
// used as an oracle in the property tests below. It deliberately shares no code with the domain.
// ---------------------------------------------------------------------------------------------

const DIGITS = '0123456789'
const CNPJ_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'

function mod11(values: number[], weights: number[]): number {
  const sum = weights.reduce((acc, w, i) => acc + values[i] * w, 0)
  const r = sum % 11
  return r < 2 ? 0 : 11 - r
}

function referenceCpfValid(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || /^(\d)\1{10}$/.test(cpf)) return false
  const v = [...cpf].map(Number)
  const d1 = mod11(v, [10, 9, 8, 7, 6, 5, 4, 3, 2])
  const d2 = mod11([...v.slice(0, 9), d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])
  return v[9] === d1 && v[10] === d2
}

function referenceCnpjValid(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || /^(.)\1{13}$/.test(cnpj)) return false
  const v = [...cnpj.slice(0, 12)].map((c) => c.charCodeAt(0) - 48)
  const d1 = mod11(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  const d2 = mod11([...v, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
  return cnpj.slice(12) === `${d1}${d2}`
}

const cnpjValue = (c: string) => c.charCodeAt(0) - 48

/**
 * A RandomInt driven by a fast-check integer sequence. Each pass over the sequence adds an offset,
 * so even a constant sequence eventually yields a base that is not all the same character (the
 * generators redraw all-same bases, which would otherwise loop forever).
 */
function randomIntFrom(seq: number[], calls?: number[]): RandomInt {
  let i = 0
  return (max) => {
    calls?.push(max)
    const value = (seq[i % seq.length] + Math.floor(i / seq.length)) % max
    i++
    return value
  }
}

/** A RandomInt replaying a fixed script, then failing loudly if asked for more. */
function scripted(values: number[]): RandomInt {
  let i = 0
  return (max) => {
    if (i >= values.length) throw new Error('script exhausted')
    const value = values[i++]
    if (value < 0 || value >= max) throw new Error(`scripted value ${value} outside [0, ${max})`)
    return value
  }
}

const seqArb = fc.array(fc.nat({ max: 1_000_000 }), { minLength: 1, maxLength: 40 })
const cpfArb = seqArb.map((seq) => generateCpf(randomIntFrom(seq)))
const numericCnpjArb = seqArb.map((seq) => generateCnpj(randomIntFrom(seq)))
const alphaCnpjArb = seqArb.map((seq) => generateCnpj(randomIntFrom(seq), { alphanumeric: true }))
const anyCnpjArb = fc.oneof(numericCnpjArb, alphaCnpjArb)

const replaceAt = (s: string, i: number, c: string) => s.slice(0, i) + c + s.slice(i + 1)

// =============================================================================================
// CPF
// =============================================================================================

describe('constants', () => {
  it('has the spec lengths', () => {
    expect(CPF_LENGTH).toBe(11)
    expect(CNPJ_LENGTH).toBe(14)
    expect(CPF_MASK_LENGTH).toBe('000.000.000-00'.length)
    expect(CNPJ_MASK_LENGTH).toBe('00.000.000/0000-00'.length)
  })
})

describe('normalizeCpf', () => {
  it('keeps only digits', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725')
    expect(normalizeCpf(' 529 982 247 25 ')).toBe('52998224725')
    expect(normalizeCpf('abc')).toBe('')
    expect(normalizeCpf('')).toBe('')
  })
})

describe('cpfCheckDigits', () => {
  it.each([
    ['529982247', '25'],
    ['123456789', '09'],
    ['111444777', '35'],
  ])('check digits of %s are %s', (base, expected) => {
    expect(cpfCheckDigits(base)).toBe(expected)
  })
})

describe('isValidCpf', () => {
  it.each(['529.982.247-25', '52998224725', '123.456.789-09', '12345678909', '111.444.777-35', ' 529.982.247-25 '])('accepts valid CPF %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true)
  })

  it.each([
    ['wrong first check digit', '529.982.247-35'],
    ['wrong second check digit', '529.982.247-26'],
    ['swapped check digits', '529.982.247-52'],
    ['wrong base digit', '529.982.248-25'],
    ['too short', '529.982.247-2'],
    ['too long', '529.982.247-250'],
    ['twelve digits', '123456789091'],
    ['empty', ''],
    ['only punctuation', '...-'],
    ['letters instead of digits', 'abc.def.ghi-jk'],
    ['a letter replacing a digit', '529.982.247-2X'],
    ['a letter replacing a base digit', '529.98A.247-25'],
  ])('rejects %s (%s)', (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false)
  })

  it('accepts the mask punctuation and spaces, but nothing else', () => {
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true)
    expect(isValidCpf('529 982 247 25')).toBe(true)
    expect(isValidCpf('CPF: 529.982.247-25')).toBe(false)
    expect(isValidCpf('529/982/247 25')).toBe(false)
  })

  it.each(DIGITS.split(''))('rejects the all-same CPF made of %s', (d) => {
    const cpf = d.repeat(11)
    expect(isValidCpf(cpf)).toBe(false)
    expect(isValidCpf(maskCpf(cpf))).toBe(false)
  })

  it('rejects 111.111.111-11 and 000.000.000-00 even though their check digits add up', () => {
    // The mod-11 rule alone would accept these; only the all-same rule rejects them.
    expect(cpfCheckDigits('111111111')).toBe('11')
    expect(cpfCheckDigits('000000000')).toBe('00')
    expect(isValidCpf('111.111.111-11')).toBe(false)
    expect(isValidCpf('000.000.000-00')).toBe(false)
  })

  it('agrees with the reference implementation on arbitrary 11-digit strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 11, maxLength: 11 }), (cpf) => {
        expect(isValidCpf(cpf)).toBe(referenceCpfValid(cpf))
      }),
      { numRuns: 2000 },
    )
  })

  it('rejects any digit string that is not 11 digits long', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...DIGITS), maxLength: 20 }).filter((s) => s.length !== 11),
        (digits) => {
          expect(isValidCpf(digits)).toBe(false)
        },
      ),
    )
  })
})

describe('maskCpf', () => {
  it.each([
    ['', ''],
    ['5', '5'],
    ['52', '52'],
    ['529', '529'],
    ['5299', '529.9'],
    ['52998', '529.98'],
    ['529982', '529.982'],
    ['5299822', '529.982.2'],
    ['52998224', '529.982.24'],
    ['529982247', '529.982.247'],
    ['5299822472', '529.982.247-2'],
    ['52998224725', '529.982.247-25'],
  ])('masks %j as %j while typing', (input, expected) => {
    expect(maskCpf(input)).toBe(expected)
  })

  it('drops extra digits beyond eleven and never exceeds the mask length', () => {
    expect(maskCpf('529982247251234')).toBe('529.982.247-25')
    expect(maskCpf('529982247251234')).toHaveLength(CPF_MASK_LENGTH)
  })

  it('ignores letters and punctuation typed by the user', () => {
    expect(maskCpf('529a982b247/25')).toBe('529.982.247-25')
    expect(maskCpf('529.982.247-25')).toBe('529.982.247-25')
  })

  it('is idempotent and never longer than 14 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const masked = maskCpf(input)
        expect(masked.length).toBeLessThanOrEqual(CPF_MASK_LENGTH)
        expect(maskCpf(masked)).toBe(masked)
        expect(masked).toMatch(/^\d{0,3}(\.\d{1,3}(\.\d{1,3}(-\d{1,2})?)?)?$/)
      }),
    )
  })

  it('masks a full CPF into the 000.000.000-00 shape', () => {
    fc.assert(
      fc.property(cpfArb, (cpf) => {
        expect(maskCpf(cpf)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
      }),
    )
  })
})

describe('generateCpf', () => {
  it('builds the CPF from the random digits and appends the check digits', () => {
    expect(generateCpf(scripted([5, 2, 9, 9, 8, 2, 2, 4, 7]))).toBe('52998224725')
  })

  it('redraws a base made of one repeated digit', () => {
    expect(generateCpf(scripted([0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]))).toBe('12345678909')
  })

  it('asks only for digits (max 10)', () => {
    const calls: number[] = []
    generateCpf(randomIntFrom([3, 1, 4, 1, 5], calls))
    expect(calls.length).toBeGreaterThanOrEqual(9)
    expect(new Set(calls)).toEqual(new Set([10]))
  })

  it('works with the default Math.random source', () => {
    for (let i = 0; i < 50; i++) expect(isValidCpf(generateCpf())).toBe(true)
  })

  it('every generated CPF is valid (11 digits, not all the same)', () => {
    fc.assert(
      fc.property(cpfArb, (cpf) => {
        expect(cpf).toMatch(/^\d{11}$/)
        expect(/^(\d)\1+$/.test(cpf)).toBe(false)
        expect(isValidCpf(cpf)).toBe(true)
        expect(referenceCpfValid(cpf)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('CPF properties', () => {
  it('normalizeCpf(maskCpf(x)) === x for every valid CPF', () => {
    fc.assert(
      fc.property(cpfArb, (cpf) => {
        expect(normalizeCpf(maskCpf(cpf))).toBe(cpf)
        expect(isValidCpf(maskCpf(cpf))).toBe(true)
      }),
    )
  })

  it('changing either check digit to any other digit makes a valid CPF invalid', () => {
    fc.assert(
      fc.property(cpfArb, fc.constantFrom(9, 10), fc.constantFrom(...DIGITS), (cpf, pos, digit) => {
        fc.pre(cpf[pos] !== digit)
        expect(isValidCpf(replaceAt(cpf, pos, digit))).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('changing any one digit makes a valid CPF invalid (when its first check digit is not 0)', () => {
    // With a first check digit other than 0, the mod-11 remainder is 2..10 and maps one-to-one to
    // the digit, so any change of one base digit changes the expected first check digit.
    // (See the next test for the official algorithm's blind spot when it is 0.)
    fc.assert(
      fc.property(cpfArb, fc.nat({ max: 10 }), fc.constantFrom(...DIGITS), (cpf, pos, digit) => {
        fc.pre(cpf[9] !== '0' && cpf[pos] !== digit)
        const changed = replaceAt(cpf, pos, digit)
        expect(isValidCpf(changed)).toBe(false)
        expect(isValidCpf(maskCpf(changed))).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('every one-digit change is judged exactly like the reference implementation', () => {
    fc.assert(
      fc.property(cpfArb, fc.nat({ max: 10 }), fc.constantFrom(...DIGITS), (cpf, pos, digit) => {
        fc.pre(cpf[pos] !== digit)
        const changed = replaceAt(cpf, pos, digit)
        expect(isValidCpf(changed)).toBe(referenceCpfValid(changed))
      }),
      { numRuns: 2000 },
    )
  })

  it('follows the official algorithm even where it cannot detect a one-digit change', () => {
    // Remainders 0 and 1 both give check digit 0, and the first digit's weight in the second
    // sum is 11 (≡ 0 mod 11): these two CPFs differ only in the first digit and are both valid.
    expect(isValidCpf('570.646.157-03')).toBe(true)
    expect(isValidCpf('470.646.157-03')).toBe(true)
  })
})

// =============================================================================================
// CNPJ
// =============================================================================================

describe('normalizeCnpj', () => {
  it('keeps letters and digits, upper-cased', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181')
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35')
    expect(normalizeCnpj(' 12 ABC 345 01DE 35 ')).toBe('12ABC34501DE35')
    expect(normalizeCnpj('')).toBe('')
  })
})

describe('normalizeDocument / isValidDocument / maskDocument', () => {
  it('dispatches on the document kind', () => {
    expect(normalizeDocument('cpf', '529.982.247-25')).toBe('52998224725')
    expect(normalizeDocument('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35')
    // A CPF normalization drops letters; a CNPJ one keeps them.
    expect(normalizeDocument('cpf', '12.abc.345/01de-35')).toBe('123450135')
    expect(isValidDocument('cpf', '529.982.247-25')).toBe(true)
    expect(isValidDocument('cnpj', '529.982.247-25')).toBe(false)
    expect(isValidDocument('cnpj', '11.222.333/0001-81')).toBe(true)
    expect(isValidDocument('cpf', '11.222.333/0001-81')).toBe(false)
    expect(maskDocument('cpf', '52998224725')).toBe('529.982.247-25')
    expect(maskDocument('cnpj', '11222333000181')).toBe('11.222.333/0001-81')
  })
})

describe('cnpjCheckDigits', () => {
  it.each([
    ['112223330001', '81'],
    ['12ABC34501DE', '35'],
    ['12abc34501de', '35'],
  ])('check digits of %s are %s', (base, expected) => {
    expect(cnpjCheckDigits(base)).toBe(expected)
  })

  it('values letters as their ASCII code minus 48 (A = 17 ... Z = 42)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...CNPJ_ALPHABET), minLength: 12, maxLength: 12 }), (base) => {
        const v = [...base].map(cnpjValue)
        const d1 = mod11(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
        const d2 = mod11([...v, d1], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2])
        expect(cnpjCheckDigits(base)).toBe(`${d1}${d2}`)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '11 222 333 0001 81',
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    '12abc34501de35',
    ' 12.ABC.345/01DE-35 ',
  ])('accepts valid CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true)
  })

  it.each([
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['wrong base digit', '11.222.333/0002-81'],
    ['wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['wrong alphanumeric base letter', '12.ABD.345/01DE-35'],
    ['letter as first check digit', '12.ABC.345/01DE-A5'],
    ['letter as second check digit', '12.ABC.345/01DE-3A'],
    ['letters as both check digits', '12.ABC.345/01DE-AB'],
    ['too short', '11.222.333/0001-8'],
    ['too long', '11.222.333/0001-811'],
    ['fifteen alphanumerics', '12ABC34501DE350'],
    ['empty', ''],
    ['a CPF', '529.982.247-25'],
    ['characters outside A–Z/0–9', '12.ÁBC.345/01DE-35'],
    ['symbols replacing characters', '12.AB#.345/01DE-35'],
    ['underscore', '12_ABC_345_01DE_35'],
  ])('rejects %s (%s)', (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false)
  })

  it.each(CNPJ_ALPHABET.split(''))('rejects the all-same CNPJ made of %s', (c) => {
    expect(isValidCnpj(c.repeat(14))).toBe(false)
  })

  it('rejects 00.000.000/0000-00 even though its check digits add up', () => {
    expect(cnpjCheckDigits('000000000000')).toBe('00')
    expect(isValidCnpj('00.000.000/0000-00')).toBe(false)
  })

  it('agrees with the reference implementation on arbitrary 14-character strings', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...CNPJ_ALPHABET), minLength: 12, maxLength: 12 }),
        fc.string({ unit: fc.constantFrom(...CNPJ_ALPHABET), minLength: 2, maxLength: 2 }),
        (base, tail) => {
          const cnpj = base + tail
          expect(isValidCnpj(cnpj)).toBe(referenceCnpjValid(cnpj))
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('maskCnpj', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['11', '11'],
    ['112', '11.2'],
    ['11222', '11.222'],
    ['112223', '11.222.3'],
    ['11222333', '11.222.333'],
    ['112223330', '11.222.333/0'],
    ['112223330001', '11.222.333/0001'],
    ['1122233300018', '11.222.333/0001-8'],
    ['11222333000181', '11.222.333/0001-81'],
  ])('masks %j as %j while typing', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected)
  })

  it.each([
    ['12a', '12.A'],
    ['12abc', '12.ABC'],
    ['12abc345', '12.ABC.345'],
    ['12abc34501de', '12.ABC.345/01DE'],
    ['12abc34501de3', '12.ABC.345/01DE-3'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
  ])('masks alphanumeric %j as %j, upper-cased', (input, expected) => {
    expect(maskCnpj(input)).toBe(expected)
  })

  it('keeps only digits in the last two positions', () => {
    expect(maskCnpj('12ABC34501DEX')).toBe('12.ABC.345/01DE')
    expect(maskCnpj('12ABC34501DEXY35')).toBe('12.ABC.345/01DE-35')
    expect(maskCnpj('12ABC34501DE3Z5')).toBe('12.ABC.345/01DE-35')
  })

  it('drops characters beyond fourteen and never exceeds the mask length', () => {
    expect(maskCnpj('11222333000181999')).toBe('11.222.333/0001-81')
    expect(maskCnpj('11222333000181999')).toHaveLength(CNPJ_MASK_LENGTH)
  })

  it('re-masks an already masked value unchanged', () => {
    expect(maskCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81')
    expect(maskCnpj('12.abc.345/01de-35')).toBe('12.ABC.345/01DE-35')
  })

  it('is idempotent, never longer than 18 characters, and has letters only in the first twelve', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (input) => {
        const masked = maskCnpj(input)
        expect(masked.length).toBeLessThanOrEqual(CNPJ_MASK_LENGTH)
        expect(maskCnpj(masked)).toBe(masked)
        expect(masked).toMatch(/^[0-9A-Z]{0,2}(\.[0-9A-Z]{1,3}(\.[0-9A-Z]{1,3}(\/[0-9A-Z]{1,4}(-\d{1,2})?)?)?)?$/)
      }),
    )
  })
})

describe('generateCnpj', () => {
  it('builds a numeric headquarters CNPJ (branch 0001) from the random digits', () => {
    expect(generateCnpj(scripted([1, 1, 2, 2, 2, 3, 3, 3]))).toBe('11222333000181')
  })

  it('builds an alphanumeric CNPJ from the random characters', () => {
    // 1 2 A B C 3 4 5 0 1 D E  → indexes in 0–9A–Z
    expect(generateCnpj(scripted([1, 2, 10, 11, 12, 3, 4, 5, 0, 1, 13, 14]), { alphanumeric: true })).toBe('12ABC34501DE35')
  })

  it('asks for digits (max 10) by default and for A–Z/0–9 (max 36) when alphanumeric', () => {
    const numeric: number[] = []
    generateCnpj(randomIntFrom([7, 3, 9], numeric))
    expect(numeric).toHaveLength(8)
    expect(new Set(numeric)).toEqual(new Set([10]))

    const alpha: number[] = []
    generateCnpj(randomIntFrom([7, 3, 9], alpha), { alphanumeric: true })
    expect(alpha).toHaveLength(12)
    expect(new Set(alpha)).toEqual(new Set([36]))
  })

  it('redraws an alphanumeric base made of one repeated character', () => {
    const allA = Array(12).fill(10)
    const next = [1, 2, 10, 11, 12, 3, 4, 5, 0, 1, 13, 14]
    expect(generateCnpj(scripted([...allA, ...next]), { alphanumeric: true })).toBe('12ABC34501DE35')
  })

  it('works with the default Math.random source', () => {
    for (let i = 0; i < 50; i++) {
      expect(isValidCnpj(generateCnpj())).toBe(true)
      expect(isValidCnpj(generateCnpj(undefined, { alphanumeric: true }))).toBe(true)
    }
  })

  it('every generated numeric CNPJ is valid, all digits, branch 0001', () => {
    fc.assert(
      fc.property(numericCnpjArb, (cnpj) => {
        expect(cnpj).toMatch(/^\d{8}0001\d{2}$/)
        expect(isValidCnpj(cnpj)).toBe(true)
        expect(referenceCnpjValid(cnpj)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })

  it('every generated alphanumeric CNPJ is valid, with numeric check digits', () => {
    fc.assert(
      fc.property(alphaCnpjArb, (cnpj) => {
        expect(cnpj).toMatch(/^[0-9A-Z]{12}\d{2}$/)
        expect(isValidCnpj(cnpj)).toBe(true)
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true)
        expect(referenceCnpjValid(cnpj)).toBe(true)
      }),
      { numRuns: 500 },
    )
  })
})

describe('CNPJ properties', () => {
  it('normalizeCnpj(maskCnpj(x)) === x for every valid CNPJ, numeric or alphanumeric', () => {
    fc.assert(
      fc.property(anyCnpjArb, (cnpj) => {
        const masked = maskCnpj(cnpj)
        expect(masked).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/)
        expect(normalizeCnpj(masked)).toBe(cnpj)
        expect(normalizeCnpj(maskCnpj(cnpj.toLowerCase()))).toBe(cnpj)
        expect(isValidCnpj(masked)).toBe(true)
      }),
    )
  })

  it('changing a check digit to any other character makes a valid CNPJ invalid', () => {
    fc.assert(
      fc.property(anyCnpjArb, fc.constantFrom(12, 13), fc.constantFrom(...CNPJ_ALPHABET), (cnpj, pos, c) => {
        fc.pre(cnpj[pos] !== c)
        expect(isValidCnpj(replaceAt(cnpj, pos, c))).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('replacing one digit of a numeric CNPJ with another digit makes it invalid (first check digit not 0)', () => {
    // Digits differ by 1..9, never a multiple of 11, so the first weighted sum's remainder changes;
    // with a first check digit other than 0 the remainder maps one-to-one to the digit.
    fc.assert(
      fc.property(numericCnpjArb, fc.nat({ max: 13 }), fc.constantFrom(...DIGITS), (cnpj, pos, digit) => {
        fc.pre(cnpj[12] !== '0' && cnpj[pos] !== digit)
        expect(isValidCnpj(replaceAt(cnpj, pos, digit))).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('replacing one character with another allowed character makes it invalid (values not ≡ mod 11, first check digit not 0)', () => {
    fc.assert(
      fc.property(anyCnpjArb, fc.nat({ max: 11 }), fc.constantFrom(...CNPJ_ALPHABET), (cnpj, pos, c) => {
        fc.pre(cnpj[12] !== '0' && cnpj[pos] !== c)
        fc.pre((cnpjValue(c) - cnpjValue(cnpj[pos])) % 11 !== 0)
        const changed = replaceAt(cnpj, pos, c)
        expect(isValidCnpj(changed)).toBe(false)
        expect(isValidCnpj(maskCnpj(changed))).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('every one-character change is judged exactly like the reference implementation', () => {
    fc.assert(
      fc.property(anyCnpjArb, fc.nat({ max: 13 }), fc.constantFrom(...CNPJ_ALPHABET), (cnpj, pos, c) => {
        fc.pre(cnpj[pos] !== c)
        const changed = replaceAt(cnpj, pos, c)
        expect(isValidCnpj(changed)).toBe(referenceCnpjValid(changed))
      }),
      { numRuns: 2000 },
    )
  })

  it('follows the official algorithm where it cannot detect a change (values 11 apart, e.g. A ↔ 6 ↔ L)', () => {
    // 'A' = 17, '6' = 6 and 'L' = 28 weigh the same mod 11, so the Receita Federal's check digits
    // cannot tell them apart: this is the official rule, not a flaw of this implementation.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12.6BC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('12.LBC.345/01DE-35')).toBe(true)
    expect(isValidCnpj('G2.ABC.345/01DE-35')).toBe(true) // '1' = 1, 'G' = 23
  })

  it('a substitution by a character whose value is congruent mod 11 keeps the CNPJ valid', () => {
    fc.assert(
      fc.property(anyCnpjArb, fc.nat({ max: 11 }), fc.constantFrom(...CNPJ_ALPHABET), (cnpj, pos, c) => {
        fc.pre(cnpj[pos] !== c && (cnpjValue(c) - cnpjValue(cnpj[pos])) % 11 === 0)
        const changed = replaceAt(cnpj, pos, c)
        fc.pre(!/^(.)\1+$/.test(changed))
        expect(isValidCnpj(changed)).toBe(true)
      }),
    )
  })
})
