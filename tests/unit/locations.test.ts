import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  BRAZILIAN_STATES,
  BRAZILIAN_STATE_CODES,
  COUNTRIES,
  concelhosOf,
  countryLabels,
  placeLabelsOf,
  placePairLabel,
  placeWords,
  findPortugueseRegion,
  formatLocation,
  isValidCity,
  isValidPlace,
  isValidState,
  normalizeCity,
  normalizeConcelho,
  normalizePlace,
  normalizeState,
  placeError,
  placeLabels,
  stateOptions,
} from '#domain/locations'
import { placeMessages } from '#domain/messages/profiles'
import { PORTUGUESE_REGIONS } from '#domain/portugueseRegions'

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
  it.each([
    'Lisboa',
    'Porto',
    'Braga',
    'Setúbal',
    'Viana do Castelo',
    'Região Autónoma da Madeira',
    'Faro',
    '  Évora  ',
    'setubal',
    'EVORA',
    'Açores',
    'madeira',
  ])('accepts the distrito or region %j', (district) => {
    expect(isValidState(district, 'PT')).toBe(true)
  })

  it.each(['', '   ', 'L', 'Lisbon', 'Alfama', 'Cascais', 'Algarve', 'Minho', 'SP', 'a'.repeat(40)])('rejects %j, which is no distrito', (state) => {
    expect(isValidState(state, 'PT')).toBe(false)
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

  it('gives the Portuguese distrito or region its official name', () => {
    expect(normalizeState('  Viana   do  Castelo ', 'PT')).toBe('Viana do Castelo')
    expect(normalizeState('lisboa', 'PT')).toBe('Lisboa')
    expect(normalizeState('SETUBAL', 'PT')).toBe('Setúbal')
    expect(normalizeState('acores', 'PT')).toBe('Região Autónoma dos Açores')
    expect(normalizeState('Madeira', 'PT')).toBe('Região Autónoma da Madeira')
  })

  it('keeps an unknown Portuguese value as typed, trimmed, for the validator to refuse', () => {
    expect(normalizeState('  Lisbon  ', 'PT')).toBe('Lisbon')
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
    expect(formatLocation({ city: 'Cascais', state: 'Lisboa', country: 'PT' })).toBe('Cascais, Lisboa · Portugal')
    expect(formatLocation({ city: 'Lisboa', country: 'PT' })).toBe('Lisboa · Portugal')
    expect(formatLocation({ state: 'Faro', country: 'PT' })).toBe('Faro · Portugal')
    expect(formatLocation({ country: 'PT' })).toBe('Portugal')
  })

  it('names a concelho once where it names its distrito', () => {
    expect(formatLocation({ city: 'Porto', state: 'Porto', country: 'PT' })).toBe('Porto · Portugal')
    // Brazil keeps both: the state is its code.
    expect(formatLocation({ city: 'Rio de Janeiro', state: 'RJ', country: 'BR' })).toBe('Rio de Janeiro, RJ')
  })

  it('calls the autonomous regions by their short names', () => {
    expect(formatLocation({ city: 'Funchal', state: 'Região Autónoma da Madeira', country: 'PT' })).toBe('Funchal, Madeira · Portugal')
    expect(formatLocation({ city: 'Ponta Delgada', state: 'Região Autónoma dos Açores', country: 'PT' })).toBe('Ponta Delgada, Açores · Portugal')
  })

  it('shows a stored value that is no distrito as it is', () => {
    expect(formatLocation({ city: 'Alfama', state: 'Lisbon', country: 'PT' })).toBe('Alfama, Lisbon · Portugal')
  })
})

/** What a hurried typist does to a name: no accents, any case, spaces for hyphens, stray spaces. */
const carelessly = (name: string, upper: boolean) => {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').replace(/-/g, ' ')
  return `  ${upper ? plain.toUpperCase() : plain.toLowerCase()} `.replace(/ /g, '  ')
}

const everyConcelho = PORTUGUESE_REGIONS.flatMap((region) => region.concelhos.map((concelho) => ({ region, concelho })))

describe('placeLabels', () => {
  it('names the three levels of an address as each country does', () => {
    expect(placeLabels).toEqual({
      BR: { state: 'Estado', city: 'Cidade', district: 'Bairro' },
      PT: { state: 'Distrito', city: 'Concelho', district: 'Freguesia' },
    })
  })
})

describe('stateOptions', () => {
  it('offers the 27 UFs in Brazil, by name with the code', () => {
    const options = stateOptions('BR')
    expect(options).toHaveLength(27)
    expect(options.map((option) => option.value)).toEqual([...BRAZILIAN_STATE_CODES])
    expect(options.find((option) => option.value === 'SP')).toEqual({ value: 'SP', label: 'São Paulo (SP)' })
  })

  it('offers the 18 distritos and then the two regions in Portugal, stored by their names', () => {
    const options = stateOptions('PT')
    expect(options).toHaveLength(20)
    expect(options[0]).toEqual({ value: 'Aveiro', label: 'Aveiro' })
    expect(options.slice(17).map((option) => option.value)).toEqual(['Viseu', 'Região Autónoma dos Açores', 'Região Autónoma da Madeira'])
    for (const option of options) expect(isValidState(option.value, 'PT')).toBe(true)
  })
})

describe('findPortugueseRegion', () => {
  it.each([
    ['Lisboa', 'Lisboa'],
    ['setubal', 'Setúbal'],
    ['BRAGANCA', 'Bragança'],
    [' viana  do   castelo ', 'Viana do Castelo'],
    ['Açores', 'Região Autónoma dos Açores'],
    ['acores', 'Região Autónoma dos Açores'],
    ['regiao autonoma da madeira', 'Região Autónoma da Madeira'],
    ['Madeira', 'Região Autónoma da Madeira'],
  ])('finds %j as %s', (input, name) => {
    expect(findPortugueseRegion(input)?.name).toBe(name)
  })

  it.each(['', 'Lisbon', 'Azores', 'Algarve', 'Cascais', 'PT-11'])('finds nothing for %j', (input) => {
    expect(findPortugueseRegion(input)).toBeUndefined()
  })
})

describe('concelhosOf', () => {
  it('lists the concelhos of a distrito or region however it is typed', () => {
    expect(concelhosOf('Lisboa')).toHaveLength(16)
    expect(concelhosOf('lisboa')).toContain('Sintra')
    expect(concelhosOf('Madeira')).toContain('Funchal')
    expect(concelhosOf('Região Autónoma dos Açores')).toHaveLength(19)
  })

  it('is empty for anything that is no distrito, Brazilian states included', () => {
    expect(concelhosOf('Lisbon')).toEqual([])
    expect(concelhosOf('SP')).toEqual([])
  })
})

describe('normalizeConcelho', () => {
  it.each([
    ['sao joao da madeira', 'São João da Madeira'],
    ['VILA REAL DE SANTO ANTONIO', 'Vila Real de Santo António'],
    ['  ponte   de sor ', 'Ponte de Sor'],
    ['idanha a nova', 'Idanha-a-Nova'],
    ['freixo de espada a cinta', 'Freixo de Espada à Cinta'],
    ['meda', 'Mêda'],
    ['Castanheira de Pêra', 'Castanheira de Pera'],
    ['lagoa', 'Lagoa'],
  ])('%j is %s', (input, official) => {
    expect(normalizeConcelho(input)).toBe(official)
  })

  it('looks only inside the distrito when one is given', () => {
    expect(normalizeConcelho('cascais', 'Lisboa')).toBe('Cascais')
    expect(normalizeConcelho('cascais', 'Porto')).toBeNull()
    expect(normalizeConcelho('calheta', 'Madeira')).toBe('Calheta')
    expect(normalizeConcelho('Lisboa', 'Lisbon')).toBeNull()
  })

  it.each(['', 'Alfama', 'Lisbon', 'Oporto', 'São Paulo'])('is null for %j, which is no concelho', (input) => {
    expect(normalizeConcelho(input)).toBeNull()
  })

  it('gives every concelho back from any careless typing, within its region and anywhere (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyConcelho), fc.boolean(), ({ region, concelho }, upper) => {
        expect(normalizeConcelho(carelessly(concelho, upper), region.name)).toBe(concelho)
        expect(normalizeConcelho(carelessly(concelho, upper), carelessly(region.shortName ?? region.name, upper))).toBe(concelho)
        expect(normalizeConcelho(carelessly(concelho, upper))).toBe(concelho)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('isValidCity / normalizeCity', () => {
  it('takes any city in Brazil, as typed: there is no list of municipalities', () => {
    expect(isValidCity('Niterói', 'RJ', 'BR')).toBe(true)
    expect(isValidCity('Qualquer Lugar', 'SP')).toBe(true)
    expect(isValidCity('   ', 'SP', 'BR')).toBe(false)
    expect(normalizeCity('  sao   paulo ', 'SP', 'BR')).toBe('sao paulo')
  })

  it('takes a concelho of the distrito in Portugal, under its official name', () => {
    expect(isValidCity('cascais', 'Lisboa', 'PT')).toBe(true)
    expect(normalizeCity('cascais', 'Lisboa', 'PT')).toBe('Cascais')
    expect(isValidCity('Cascais', 'Porto', 'PT')).toBe(false)
    expect(isValidCity('Alfama', 'Lisboa', 'PT')).toBe(false)
    expect(normalizeCity(' Alfama ', 'Lisboa', 'PT')).toBe('Alfama')
  })
})

describe('placeError / isValidPlace / normalizePlace', () => {
  it('accepts a Brazilian UF with any city', () => {
    expect(placeError({ country: 'BR', state: 'rj', city: 'Niterói' })).toBeNull()
    expect(normalizePlace({ country: 'BR', state: ' rj ', city: ' Niterói ' })).toEqual({ country: 'BR', state: 'RJ', city: 'Niterói' })
  })

  it('accepts a distrito with one of its concelhos, written officially once normalized', () => {
    const typed = { country: 'PT', state: 'porto', city: 'vila nova de gaia' } as const
    expect(isValidPlace(typed)).toBe(true)
    expect(normalizePlace(typed)).toEqual({ country: 'PT', state: 'Porto', city: 'Vila Nova de Gaia' })
    expect(normalizePlace({ country: 'PT', state: 'acores', city: 'praia da vitoria' })).toEqual({
      country: 'PT',
      state: 'Região Autónoma dos Açores',
      city: 'Praia da Vitória',
    })
  })

  it('blames the state first, then the city', () => {
    expect(placeError({ country: 'PT', state: 'Lisbon', city: 'Lisboa' })).toBe('state')
    expect(placeError({ country: 'PT', state: 'Lisboa', city: 'Porto' })).toBe('city')
    expect(placeError({ country: 'BR', state: 'XX', city: 'Niterói' })).toBe('state')
    expect(placeError({ country: 'BR', state: 'RJ', city: '' })).toBe('city')
    expect(placeError({ country: 'BR', state: 'Lisboa', city: 'Lisboa' })).toBe('state')
  })

  it('takes a concelho with exactly the distritos that hold it (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...everyConcelho), fc.constantFrom(...PORTUGUESE_REGIONS), fc.boolean(), ({ concelho }, region, upper) => {
        const place = { country: 'PT', state: region.name, city: carelessly(concelho, upper) } as const
        expect(isValidPlace(place)).toBe(region.concelhos.includes(concelho))
        if (isValidPlace(place)) expect(normalizePlace(place).city).toBe(concelho)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('placeMessages', () => {
  it('says what to fix in each country', () => {
    expect(placeMessages.BR.state).toBe('Informe a sigla do estado com 2 letras.')
    expect(placeMessages.PT).toEqual({ state: 'Escolha um distrito de Portugal, os Açores ou a Madeira.', city: 'Escolha um concelho do distrito.' })
  })
})

describe('place words', () => {
  it("name each level in the country's words, Brazil's for a row without a country", () => {
    expect(placePairLabel('PT')).toBe('Concelho e distrito')
    expect(placePairLabel('BR')).toBe('Cidade e estado')
    expect(placePairLabel(null)).toBe('Cidade e estado')
    expect(placeWords('PT')).toEqual({ state: 'distrito', city: 'concelho', district: 'freguesia' })
    expect(placeLabelsOf('PT').district).toBe('Freguesia')
    expect(placeLabelsOf(undefined).district).toBe('Bairro')
  })
})
