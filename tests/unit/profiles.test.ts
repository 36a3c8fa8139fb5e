import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  BARBER_AGE_MAX,
  BARBER_AGE_MIN,
  BIO_MAX,
  EXPERIENCE_MAX,
  EXPERIENCE_MIN,
  MAX_SHOP_PHOTOS,
  MAX_SPECIALTIES,
  barberCompleteness,
  barbershopCompleteness,
} from '#domain/profiles'
import { profileMediaMessages, profileMessages } from '#domain/messages/profiles'

const BARBER_REQUIRED = ['age', 'experienceYears', 'bio', 'video', 'state', 'city', 'district']
const BARBER_OPTIONAL = ['photo', 'instagram', 'specialties', 'portfolio']
const SHOP_REQUIRED = ['name', 'cnpj', 'description', 'whatsapp', 'address', 'state', 'city', 'district']
const SHOP_OPTIONAL = ['logo', 'photos', 'instagram', 'website']

const fullBarber = {
  age: 28,
  experienceYears: 5,
  bio: 'Barbeiro há 5 anos, especialista em degradê.',
  video: 42,
  state: 'SP',
  city: 'São Paulo',
  district: 'Pinheiros',
  photo: 7,
  instagram: 'barbeiro.top',
  specialties: ['degradê', 'barba'],
  portfolio: [11, 12, 13],
}

const fullShop = {
  name: 'Barbearia do Zé',
  cnpj: '11222333000181',
  description: 'A melhor barbearia do bairro.',
  whatsapp: '+5511987654321',
  address: 'Rua Augusta, 100',
  state: 'SP',
  city: 'São Paulo',
  district: 'Consolação',
  logo: 3,
  photos: [1, 2],
  instagram: 'barbeariadoze',
  website: 'https://barbeariadoze.com.br/',
}

const pick = (source: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, source[k]]))

describe('limits', () => {
  it('match the messages shown to users', () => {
    expect([BARBER_AGE_MIN, BARBER_AGE_MAX]).toEqual([18, 100])
    expect([EXPERIENCE_MIN, EXPERIENCE_MAX]).toEqual([0, 50])
    expect(MAX_SHOP_PHOTOS).toBe(5)
    expect(profileMessages.ageRange).toBe(`A idade deve estar entre ${BARBER_AGE_MIN} e ${BARBER_AGE_MAX} anos.`)
    expect(profileMessages.experienceRange).toBe(`A experiência deve estar entre ${EXPERIENCE_MIN} e ${EXPERIENCE_MAX} anos.`)
    expect(profileMediaMessages.photosOverLimit(MAX_SHOP_PHOTOS, 1)).toBe('Limite de 5 fotos: 1 foto não foi adicionada.')
    expect(profileMediaMessages.photosOverLimit(MAX_SHOP_PHOTOS, 2)).toBe('Limite de 5 fotos: 2 fotos não foram adicionadas.')
    expect(BIO_MAX).toBeGreaterThan(0)
    expect(MAX_SPECIALTIES).toBeGreaterThan(0)
  })
})

describe('barberCompleteness', () => {
  it('a fully filled profile is complete at 100%', () => {
    expect(barberCompleteness(fullBarber)).toEqual({ complete: true, completeness: 100, missing: [] })
  })

  it('an empty profile is incomplete at 0% and misses every required field', () => {
    const result = barberCompleteness({})
    expect(result.complete).toBe(false)
    expect(result.completeness).toBe(0)
    expect([...result.missing].sort()).toEqual([...BARBER_REQUIRED].sort())
  })

  it('only the required fields: complete, 14 of 18 points = 78%', () => {
    expect(barberCompleteness(pick(fullBarber, BARBER_REQUIRED))).toEqual({ complete: true, completeness: 78, missing: [] })
  })

  it('only the optional fields: incomplete, 4 of 18 points = 22%', () => {
    const result = barberCompleteness(pick(fullBarber, BARBER_OPTIONAL))
    expect(result.complete).toBe(false)
    expect(result.completeness).toBe(22)
  })

  it.each(BARBER_REQUIRED)('missing the required %s: incomplete, 16 of 18 points = 89%', (field) => {
    const result = barberCompleteness({ ...fullBarber, [field]: undefined })
    expect(result.complete).toBe(false)
    expect(result.completeness).toBe(89)
    expect(result.missing).toEqual([field])
  })

  it.each(BARBER_OPTIONAL)('missing the optional %s: still complete, 17 of 18 points = 94%', (field) => {
    const result = barberCompleteness({ ...fullBarber, [field]: undefined })
    expect(result).toEqual({ complete: true, completeness: 94, missing: [] })
  })

  it('zero years of experience counts as filled', () => {
    expect(barberCompleteness({ ...fullBarber, experienceYears: 0 })).toEqual({
      complete: true,
      completeness: 100,
      missing: [],
    })
  })

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['blank text (the server trims it away)', '  \n '],
    ['an empty array', []],
  ])('%s does not count as filled', (_, value) => {
    expect(barberCompleteness({ ...fullBarber, bio: value }).missing).toEqual(['bio'])
    expect(barberCompleteness({ ...fullBarber, specialties: value }).completeness).toBe(94)
  })

  it('ignores fields that are not part of the profile rules', () => {
    expect(barberCompleteness({ ...fullBarber, name: '', foo: null })).toEqual(barberCompleteness(fullBarber))
  })
})

describe('barbershopCompleteness', () => {
  it('a fully filled shop is complete at 100%', () => {
    expect(barbershopCompleteness(fullShop)).toEqual({ complete: true, completeness: 100, missing: [] })
    const portuguese = { ...fullShop, cnpj: null, nipc: '500000000', country: 'PT' }
    expect(barbershopCompleteness(portuguese)).toEqual({ complete: true, completeness: 100, missing: [] })
  })

  it('an empty shop is incomplete at 0% and misses every required field', () => {
    const result = barbershopCompleteness({})
    expect(result.complete).toBe(false)
    expect(result.completeness).toBe(0)
    expect([...result.missing].sort()).toEqual([...SHOP_REQUIRED].sort())
  })

  it('only the required fields: complete, 16 of 20 points = 80%', () => {
    expect(barbershopCompleteness(pick(fullShop, SHOP_REQUIRED))).toEqual({ complete: true, completeness: 80, missing: [] })
  })

  it('required fields plus one optional: 17 of 20 = 85%', () => {
    expect(barbershopCompleteness({ ...pick(fullShop, SHOP_REQUIRED), logo: 3 }).completeness).toBe(85)
  })

  it.each(SHOP_REQUIRED)('missing the required %s: incomplete, 18 of 20 points = 90%', (field) => {
    const result = barbershopCompleteness({ ...fullShop, [field]: null })
    expect(result.complete).toBe(false)
    expect(result.completeness).toBe(90)
    expect(result.missing).toEqual([field])
  })

  it.each(SHOP_OPTIONAL)('missing the optional %s: still complete, 19 of 20 points = 95%', (field) => {
    expect(barbershopCompleteness({ ...fullShop, [field]: null })).toEqual({ complete: true, completeness: 95, missing: [] })
  })

  it('no photos (empty array) does not count', () => {
    expect(barbershopCompleteness({ ...fullShop, photos: [] }).completeness).toBe(95)
  })
})

describe('completeness properties', () => {
  const cases = [
    { fn: barberCompleteness, full: fullBarber as Record<string, unknown>, required: BARBER_REQUIRED, optional: BARBER_OPTIONAL },
    { fn: barbershopCompleteness, full: fullShop as Record<string, unknown>, required: SHOP_REQUIRED, optional: SHOP_OPTIONAL },
  ]

  it.each(cases.map((c, i) => [i === 0 ? 'barber' : 'barbershop', c] as const))(
    '%s: complete iff every required field is filled; percentage counts required fields double',
    (_, { fn, full, required, optional }) => {
      fc.assert(
        fc.property(fc.subarray(required), fc.subarray(optional), (req, opt) => {
          const result = fn(pick(full, [...req, ...opt]))
          const total = required.length * 2 + optional.length
          expect(result.complete).toBe(req.length === required.length)
          expect(result.completeness).toBe(Math.round(((req.length * 2 + opt.length) / total) * 100))
          expect([...result.missing].sort()).toEqual(required.filter((f) => !req.includes(f)).sort())
          expect(result.completeness).toBeGreaterThanOrEqual(0)
          expect(result.completeness).toBeLessThanOrEqual(100)
        }),
      )
    },
  )
})
