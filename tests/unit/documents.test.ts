import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  CNPJ_LENGTH,
  CNPJ_MASK_LENGTH,
  CPF_LENGTH,
  CPF_MASK_LENGTH,
  DOCUMENT_KINDS,
  NIF_LENGTH,
  NIF_MASK_LENGTH,
  NIF_PREFIXES,
  NIPC_LENGTH,
  NIPC_MASK_LENGTH,
  NIPC_PREFIXES,
  cnpjCheckDigits,
  cpfCheckDigits,
  documentKindFor,
  documentRules,
  generateCnpj,
  generateCpf,
  generateNif,
  generateNipc,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
  isValidNif,
  isValidNipc,
  maskCnpj,
  maskCpf,
  maskDocument,
  maskNif,
  maskNipc,
  nifCheckDigit,
  normalizeCnpj,
  normalizeCpf,
  normalizeDocument,
  normalizeNif,
  normalizeNipc,
  profileDocument,
  profileDocumentKinds,
  type DocumentKind,
  type RandomInt,
} from '#domain/documents'
import { documentMessages } from '#domain/messages/documents'
import { profileMessages } from '#domain/messages/profiles'

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

// =============================================================================================
// NIF and NIPC (Portugal)
// =============================================================================================

/**
 * The Portuguese check digit straight from its definition, sharing no code with the domain:
 * weights 9 down to 2 over the first eight digits, check = 11 − (sum mod 11), and 10 or 11 give 0.
 */
function referencePortugueseCheckDigit(first8: string): number {
  const sum = [...first8].reduce((acc, c, i) => acc + Number(c) * (9 - i), 0)
  const check = 11 - (sum % 11)
  return check >= 10 ? 0 : check
}

const referencePortugueseNumber = (value: string, firstDigits: RegExp) =>
  /^\d{9}$/.test(value) && !/^(\d)\1{8}$/.test(value) && firstDigits.test(value) && Number(value[8]) === referencePortugueseCheckDigit(value.slice(0, 8))

// People: 1, 2, 3 and 45. Everything else that AT issues: 5, 6, 70-72, 74, 75, 77-79, 90, 91, 98, 99.
const referenceNifValid = (nif: string) => referencePortugueseNumber(nif, /^([123]|45)/)
const referenceNipcValid = (nipc: string) => referencePortugueseNumber(nipc, /^([56]|7[0-24-57-9]|9[0189])/)

const nifArb = seqArb.map((seq) => generateNif(randomIntFrom(seq)))
const nipcArb = fc.oneof(
  seqArb.map((seq) => generateNipc(randomIntFrom(seq))),
  fc.tuple(fc.constantFrom(...NIPC_PREFIXES), seqArb).map(([prefix, seq]) => generateNipc(randomIntFrom(seq), { prefix })),
)
const nineDigitsArb = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 9, maxLength: 9 })

describe('NIF and NIPC constants', () => {
  it('are nine digits, masked as 000 000 000', () => {
    expect(NIF_LENGTH).toBe(9)
    expect(NIPC_LENGTH).toBe(9)
    expect(NIF_MASK_LENGTH).toBe('000 000 000'.length)
    expect(NIPC_MASK_LENGTH).toBe('000 000 000'.length)
  })

  it('give people 1, 2, 3 and 45, and everything else the other issued ranges, never both', () => {
    expect([...NIF_PREFIXES]).toEqual(['1', '2', '3', '45'])
    expect([...NIPC_PREFIXES]).toEqual(['5', '6', '70', '71', '72', '74', '75', '77', '78', '79', '90', '91', '98', '99'])
    for (const nif of NIF_PREFIXES) for (const nipc of NIPC_PREFIXES) expect(nif.startsWith(nipc) || nipc.startsWith(nif)).toBe(false)
  })
})

describe('nifCheckDigit', () => {
  it.each([
    ['12345678', '9'], // sum 156, remainder 2
    ['50000001', '8'], // remainder 3
    ['45000000', '1'], // remainder 10
    ['50000000', '0'], // remainder 1: 11 − 1 = 10 gives 0
    ['50000005', '0'], // remainder 0: 11 − 0 = 11 gives 0
  ])('check digit of %s is %s', (base, expected) => {
    expect(nifCheckDigit(base)).toBe(expected)
  })

  it('agrees with the reference on any eight digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 8, maxLength: 8 }), (base) => {
        expect(nifCheckDigit(base)).toBe(String(referencePortugueseCheckDigit(base)))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('normalizeNif / normalizeNipc', () => {
  it('keep only digits, dropping the mask and the PT of an EU VAT number', () => {
    expect(normalizeNif('123 456 789')).toBe('123456789')
    expect(normalizeNif(' 123.456.789 ')).toBe('123456789')
    expect(normalizeNipc('PT 500 000 000')).toBe('500000000')
    expect(normalizeNipc('pt500000000')).toBe('500000000')
    expect(normalizeNif('')).toBe('')
  })
})

describe('isValidNif', () => {
  it.each(['123456789', '123 456 789', ' 123 456 789 ', '123.456.789', '123-456-789', '450000001', '300000006', '300000030', '111111110', 'PT 123 456 789'])(
    'accepts %j',
    (nif) => {
      expect(isValidNif(nif)).toBe(true)
    },
  )

  it.each([
    ['wrong check digit', '123456788'],
    ['check digit 0 where 9 is due', '123456780'],
    ['a company number (5)', '500000000'],
    ['public administration (6)', '600000001'],
    ['an estate (70)', '700000003'],
    ['the retired sole-trader range (8)', '800000005'],
    ['a 4x range other than 45', '400000008'],
    ['never issued (0)', '012345678'],
    ['eight digits', '12345678'],
    ['ten digits', '1234567890'],
    ['empty', ''],
    ['only the mask', '   '],
    ['a letter in place of a digit', '12345678X'],
    ['a CPF', '529.982.247-25'],
    ['a slash', '123/456/789'],
    ['a country code other than PT', 'ES 123 456 789'],
    ['PT after the digits', '123456789 PT'],
  ])('rejects %s (%j)', (_, nif) => {
    expect(isValidNif(nif)).toBe(false)
  })

  it('accepts exactly the numbers whose first digits are a person range (property, against the reference)', () => {
    fc.assert(
      fc.property(nineDigitsArb, (nif) => {
        expect(isValidNif(nif)).toBe(referenceNifValid(nif))
      }),
      { numRuns: 5000 },
    )
  })

  it('accepts a valid number with a person prefix, and nothing else of the same digits (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('1', '2', '3', '45', '4', '40', '46', '5', '6', '7', '8', '9', '0'), nineDigitsArb, (prefix, digits) => {
        const base = (prefix + digits).slice(0, 8)
        const nif = base + referencePortugueseCheckDigit(base)
        expect(isValidNif(nif)).toBe(['1', '2', '3', '45'].some((p) => nif.startsWith(p)) && !/^(\d)\1{8}$/.test(nif))
      }),
      { numRuns: 2000 },
    )
  })
})

describe('isValidNipc', () => {
  it.each(['500000000', '500 000 000', '500000050', '500000018', '600000001', '700000003', '980000009', '999999990', 'PT 500 000 000', 'pt500000000'])(
    'accepts %j',
    (nipc) => {
      expect(isValidNipc(nipc)).toBe(true)
    },
  )

  it.each([
    ['a person number (1)', '123456789'],
    ['a person number (3)', '300000006'],
    ['a non-resident person (45)', '450000001'],
    ['the retired sole-trader range (8)', '800000005'],
    ['a 7x range never issued (73)', '730000001'],
    ['a 7x range never issued (76)', '760000000'],
    ['a 9x range never issued (95)', '950000000'],
    ['wrong check digit', '500000001'],
    ['eight digits', '50000000'],
    ['empty', ''],
  ])('rejects %s (%j)', (_, nipc) => {
    expect(isValidNipc(nipc)).toBe(false)
  })

  it('agrees with the reference on any nine digits, across every prefix (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'0123456789'), fc.constantFrom(...'0123456789'), nineDigitsArb, (first, second, digits) => {
        const base = (first + second + digits).slice(0, 8)
        const valid = base + referencePortugueseCheckDigit(base)
        const invalid = base + ((referencePortugueseCheckDigit(base) + 1) % 10)
        expect(isValidNipc(valid)).toBe(referenceNipcValid(valid))
        expect(isValidNipc(invalid)).toBe(false)
        expect(isValidNif(valid)).toBe(referenceNifValid(valid))
      }),
      { numRuns: 3000 },
    )
  })
})

describe('NIF and NIPC all-same digits', () => {
  it.each(DIGITS.split(''))('rejects %s repeated nine times as either', (d) => {
    expect(isValidNif(d.repeat(9))).toBe(false)
    expect(isValidNipc(d.repeat(9))).toBe(false)
    expect(isValidNif(maskNif(d.repeat(9)))).toBe(false)
  })

  it('the check digit of eight equal digits is always 0, so only 000 000 000 adds up, and its 0 is refused', () => {
    for (const d of DIGITS) expect(nifCheckDigit(d.repeat(8))).toBe('0')
    expect(isValidNif('000000000')).toBe(false)
    expect(isValidNipc('000 000 000')).toBe(false)
  })
})

describe('maskNif / maskNipc', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '123'],
    ['1234', '123 4'],
    ['12345', '123 45'],
    ['123456', '123 456'],
    ['1234567', '123 456 7'],
    ['12345678', '123 456 78'],
    ['123456789', '123 456 789'],
  ])('masks %j as %j while typing', (input, expected) => {
    expect(maskNif(input)).toBe(expected)
    expect(maskNipc(input)).toBe(expected)
  })

  it('drops digits beyond nine, letters and other punctuation', () => {
    expect(maskNif('1234567891234')).toBe('123 456 789')
    expect(maskNif('1234567891234')).toHaveLength(NIF_MASK_LENGTH)
    expect(maskNif('123.456-789')).toBe('123 456 789')
    expect(maskNipc('PT500000000')).toBe('500 000 000')
    expect(maskNif('12a3b4')).toBe('123 4')
  })

  it('re-masks a masked value unchanged', () => {
    expect(maskNif('123 456 789')).toBe('123 456 789')
    expect(maskNipc('500 000 0')).toBe('500 000 0')
  })

  it('is idempotent, never longer than 11 characters, groups of three (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (input) => {
        const masked = maskNif(input)
        expect(masked.length).toBeLessThanOrEqual(NIF_MASK_LENGTH)
        expect(maskNif(masked)).toBe(masked)
        expect(masked).toMatch(/^\d{0,3}( \d{1,3}( \d{1,3})?)?$/)
      }),
    )
  })
})

describe('generateNif / generateNipc', () => {
  it('builds the number from the random digits after the prefix and appends the check digit', () => {
    // 0 picks prefix '1' of NIF_PREFIXES, then seven digits.
    expect(generateNif(scripted([0, 2, 3, 4, 5, 6, 7, 8]))).toBe('123456789')
    expect(generateNif(scripted([0, 0, 0, 0, 0, 1]), { prefix: '45' })).toBe('450000010')
    expect(generateNipc(scripted([0, 0, 0, 0, 0, 0, 0]))).toBe('500000000')
    expect(generateNipc(scripted([0, 0, 0, 0, 0, 0]), { prefix: '98' })).toBe('980000009')
  })

  it('asks for a prefix among the four person ranges, then digits', () => {
    const calls: number[] = []
    generateNif(randomIntFrom([3, 1, 4], calls))
    expect(calls[0]).toBe(NIF_PREFIXES.length)
    expect(new Set(calls.slice(1))).toEqual(new Set([10]))
  })

  it('works with the default Math.random source', () => {
    for (let i = 0; i < 50; i++) {
      expect(isValidNif(generateNif())).toBe(true)
      expect(isValidNipc(generateNipc())).toBe(true)
    }
  })

  it('every generated NIF is valid for the reference, nine digits, a person prefix (property)', () => {
    fc.assert(
      fc.property(nifArb, (nif) => {
        expect(nif).toMatch(/^(1|2|3|45)\d+$/)
        expect(nif).toHaveLength(9)
        expect(isValidNif(nif)).toBe(true)
        expect(referenceNifValid(nif)).toBe(true)
        expect(isValidNipc(nif)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })

  it('every generated NIPC, in any prefix, is valid for the reference and never a NIF (property)', () => {
    fc.assert(
      fc.property(nipcArb, (nipc) => {
        expect(nipc).toMatch(/^\d{9}$/)
        expect(isValidNipc(nipc)).toBe(true)
        expect(referenceNipcValid(nipc)).toBe(true)
        expect(isValidNif(nipc)).toBe(false)
      }),
      { numRuns: 500 },
    )
  })
})

describe('NIF and NIPC properties', () => {
  it('normalize(mask(x)) === x and the masked form is valid, for every valid NIF and NIPC', () => {
    fc.assert(
      fc.property(nifArb, nipcArb, (nif, nipc) => {
        expect(maskNif(nif)).toMatch(/^\d{3} \d{3} \d{3}$/)
        expect(normalizeNif(maskNif(nif))).toBe(nif)
        expect(isValidNif(maskNif(nif))).toBe(true)
        expect(normalizeNipc(maskNipc(nipc))).toBe(nipc)
        expect(isValidNipc(`PT ${maskNipc(nipc)}`)).toBe(true)
      }),
    )
  })

  it('changing the check digit to any other digit makes a valid number invalid', () => {
    fc.assert(
      fc.property(fc.oneof(nifArb, nipcArb), fc.constantFrom(...DIGITS), (value, digit) => {
        fc.pre(value[8] !== digit)
        const changed = replaceAt(value, 8, digit)
        expect(isValidNif(changed) || isValidNipc(changed)).toBe(false)
      }),
      { numRuns: 1000 },
    )
  })

  it('changing any one digit makes a valid number invalid when its check digit is not 0', () => {
    // Weights 2..9 times a change of 1..9 are never a multiple of 11, so the remainder moves; only
    // remainders 0 and 1 share a check digit (0), the algorithm's one blind spot.
    fc.assert(
      fc.property(fc.oneof(nifArb, nipcArb), fc.nat({ max: 8 }), fc.constantFrom(...DIGITS), (value, pos, digit) => {
        fc.pre(value[8] !== '0' && value[pos] !== digit)
        const changed = replaceAt(value, pos, digit)
        expect(isValidNif(changed) || isValidNipc(changed)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('follows the official algorithm where it cannot see a change (remainders 0 and 1 both give 0)', () => {
    expect(isValidNipc('500000000')).toBe(true) // remainder 1
    expect(isValidNipc('500000050')).toBe(true) // remainder 0
  })
})

// =============================================================================================
// One rule per document
// =============================================================================================

const validExamples: Record<DocumentKind, string> = {
  cpf: '52998224725',
  cnpj: '12ABC34501DE35',
  nif: '123456789',
  nipc: '500000000',
}

describe('documentRules', () => {
  it('has the four kinds, two per country', () => {
    expect([...DOCUMENT_KINDS]).toEqual(['cpf', 'cnpj', 'nif', 'nipc'])
    expect(Object.keys(documentRules)).toEqual([...DOCUMENT_KINDS])
    expect(DOCUMENT_KINDS.map((kind) => [documentRules[kind].label, documentRules[kind].country])).toEqual([
      ['CPF', 'BR'],
      ['CNPJ', 'BR'],
      ['NIF', 'PT'],
      ['NIPC', 'PT'],
    ])
  })

  it.each(DOCUMENT_KINDS)('%s: the placeholder is a masked number of maskLength, and a valid one fills both lengths', (kind) => {
    const rule = documentRules[kind]
    expect(rule.placeholder).toHaveLength(rule.maskLength)
    expect(rule.mask(rule.placeholder)).toBe(rule.placeholder)
    const masked = rule.mask(validExamples[kind])
    expect(masked).toHaveLength(rule.maskLength)
    expect(rule.normalize(masked)).toBe(validExamples[kind])
    expect(rule.normalize(masked)).toHaveLength(rule.length)
    expect(rule.isValid(masked)).toBe(true)
  })

  it('asks for letters only where a document has them (the alphanumeric CNPJ)', () => {
    expect(DOCUMENT_KINDS.filter((kind) => documentRules[kind].inputMode === 'text')).toEqual(['cnpj'])
  })

  it('accepts each example under its own kind only', () => {
    for (const kind of DOCUMENT_KINDS) {
      for (const other of DOCUMENT_KINDS) expect(isValidDocument(other, validExamples[kind])).toBe(other === kind)
    }
  })
})

describe('normalizeDocument / isValidDocument / maskDocument', () => {
  it('dispatch on the document kind', () => {
    expect(normalizeDocument('cpf', '529.982.247-25')).toBe('52998224725')
    expect(normalizeDocument('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35')
    // A CPF normalization drops letters; a CNPJ one keeps them.
    expect(normalizeDocument('cpf', '12.abc.345/01de-35')).toBe('123450135')
    expect(normalizeDocument('nif', 'PT 123 456 789')).toBe('123456789')
    expect(normalizeDocument('nipc', '500 000 000')).toBe('500000000')
    expect(isValidDocument('cpf', '529.982.247-25')).toBe(true)
    expect(isValidDocument('cnpj', '529.982.247-25')).toBe(false)
    expect(isValidDocument('cnpj', '11.222.333/0001-81')).toBe(true)
    expect(isValidDocument('cpf', '11.222.333/0001-81')).toBe(false)
    expect(isValidDocument('nif', '123 456 789')).toBe(true)
    expect(isValidDocument('nipc', '123 456 789')).toBe(false)
    expect(isValidDocument('nipc', '500 000 000')).toBe(true)
    expect(maskDocument('cpf', '52998224725')).toBe('529.982.247-25')
    expect(maskDocument('cnpj', '11222333000181')).toBe('11.222.333/0001-81')
    expect(maskDocument('nif', '123456789')).toBe('123 456 789')
    expect(maskDocument('nipc', '5000')).toBe('500 0')
  })
})

describe('documentKindFor', () => {
  it.each([
    ['barber', 'BR', 'cpf'],
    ['barbershop', 'BR', 'cnpj'],
    ['barber', 'PT', 'nif'],
    ['barbershop', 'PT', 'nipc'],
  ] as const)('a %s in %s gives a %s', (userType, country, kind) => {
    expect(documentKindFor(userType, country)).toBe(kind)
  })

  it('is Brazilian when no country is given, as every account was before Portugal', () => {
    expect(documentKindFor('barber')).toBe('cpf')
    expect(documentKindFor('barbershop')).toBe('cnpj')
  })
})

describe('documentMessages', () => {
  it('word NIF and NIPC like CPF and CNPJ (spec §8 pattern)', () => {
    expect(documentMessages.nif).toEqual({
      required: 'NIF é obrigatório.',
      invalid: 'NIF inválido. Verifique e tente novamente.',
      taken: 'Este NIF já possui uma conta cadastrada.',
    })
    expect(documentMessages.nipc).toEqual({
      required: 'NIPC é obrigatório.',
      invalid: 'NIPC inválido. Verifique e tente novamente.',
      taken: 'Este NIPC já possui uma conta cadastrada.',
    })
  })

  it.each(DOCUMENT_KINDS)('has the three messages for %s, each naming it', (kind) => {
    const label = documentRules[kind].label
    expect(documentMessages[kind].required).toBe(`${label} é obrigatório.`)
    expect(documentMessages[kind].invalid).toBe(`${label} inválido. Verifique e tente novamente.`)
    expect(documentMessages[kind].taken).toBe(`Este ${label} já possui uma conta cadastrada.`)
    expect(profileMessages.documentLocked(label)).toBe(`Para alterar o ${label}, fale com o suporte. Não aparece no perfil público.`)
  })
})

describe('profileDocument', () => {
  it('finds the document a profile holds, whichever country it is of', () => {
    expect(profileDocument('barber', { cpf: '52998224725', nif: null })).toEqual({ kind: 'cpf', value: '52998224725' })
    expect(profileDocument('barber', { cpf: null, nif: '123456789' })).toEqual({ kind: 'nif', value: '123456789' })
    expect(profileDocument('barbershop', { cnpj: null, nipc: '500000000' })).toEqual({ kind: 'nipc', value: '500000000' })
    expect(profileDocument('barbershop', { cnpj: '', nipc: null })).toBeNull()
    expect(profileDocument('barber', null)).toBeNull()
  })

  it('looks only at the kinds of the profile type: a shop holds no CPF', () => {
    expect(profileDocument('barbershop', { cpf: '52998224725' } as never)).toBeNull()
    for (const userType of ['barber', 'barbershop'] as const)
      for (const country of ['BR', 'PT'] as const) expect(profileDocumentKinds[userType]).toContain(documentKindFor(userType, country))
  })
})
