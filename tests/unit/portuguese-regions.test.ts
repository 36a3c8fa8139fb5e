import { describe, it, expect } from 'vitest'
import { PORTUGUESE_REGIONS } from '#domain/portugueseRegions'

// Facts about the map, independent of how the data is written down: the INE's and the CAOP's
// counts of concelhos per distrito and region, and places a reader can check on any map.
const CONCELHOS_PER_REGION: Record<string, number> = {
  Aveiro: 19,
  Beja: 14,
  Braga: 14,
  Bragança: 12,
  'Castelo Branco': 11,
  Coimbra: 17,
  Évora: 14,
  Faro: 16,
  Guarda: 14,
  Leiria: 16,
  Lisboa: 16,
  Portalegre: 15,
  Porto: 18,
  Santarém: 21,
  Setúbal: 13,
  'Viana do Castelo': 10,
  'Vila Real': 14,
  Viseu: 24,
  'Região Autónoma dos Açores': 19,
  'Região Autónoma da Madeira': 11,
}

const byName = Object.fromEntries(PORTUGUESE_REGIONS.map((region) => [region.name, region]))
const distritos = PORTUGUESE_REGIONS.filter((region) => region.kind === 'distrito')
const regions = PORTUGUESE_REGIONS.filter((region) => region.kind === 'região autónoma')
const allConcelhos = PORTUGUESE_REGIONS.flatMap((region) => region.concelhos)
const portuguese = new Intl.Collator('pt')

describe('PORTUGUESE_REGIONS', () => {
  it('has the 18 distritos and the two autonomous regions, in that order', () => {
    expect(distritos).toHaveLength(18)
    expect(regions.map((region) => region.name)).toEqual(['Região Autónoma dos Açores', 'Região Autónoma da Madeira'])
    expect(PORTUGUESE_REGIONS.slice(18)).toEqual(regions)
    expect(regions.map((region) => region.shortName)).toEqual(['Açores', 'Madeira'])
  })

  it('lists the distritos alphabetically, as a Portuguese reader sorts them', () => {
    const names = distritos.map((region) => region.name)
    expect(names).toEqual([...names].sort(portuguese.compare))
    expect(names).toEqual(Object.keys(CONCELHOS_PER_REGION).slice(0, 18))
  })

  it('carries the ISO 3166-2:PT codes', () => {
    expect(PORTUGUESE_REGIONS.map((region) => region.code)).toEqual([
      ...Array.from({ length: 18 }, (_, i) => `PT-${String(i + 1).padStart(2, '0')}`),
      'PT-20',
      'PT-30',
    ])
    expect(byName.Lisboa.code).toBe('PT-11')
    expect(byName.Porto.code).toBe('PT-13')
  })

  it('has 308 concelhos: 278 on the mainland, 19 in the Açores, 11 in Madeira', () => {
    expect(allConcelhos).toHaveLength(308)
    expect(distritos.flatMap((region) => region.concelhos)).toHaveLength(278)
  })

  it.each(Object.entries(CONCELHOS_PER_REGION))('%s has %i concelhos', (name, count) => {
    expect(byName[name].concelhos).toHaveLength(count)
  })

  it.each(PORTUGUESE_REGIONS.map((region) => [region.name, region] as const))('%s names each concelho once, sorted, its capital among them', (_, region) => {
    expect(new Set(region.concelhos).size).toBe(region.concelhos.length)
    const folded = region.concelhos.map((name) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
    expect(new Set(folded).size).toBe(region.concelhos.length)
    expect([...region.concelhos]).toEqual([...region.concelhos].sort(portuguese.compare))
    expect(region.concelhos).toContain(region.capital)
  })

  it('gives every distrito its namesake capital, Madeira Funchal and the Açores Ponta Delgada', () => {
    for (const distrito of distritos) expect(distrito.capital).toBe(distrito.name)
    expect(byName['Região Autónoma da Madeira'].capital).toBe('Funchal')
    expect(byName['Região Autónoma dos Açores'].capital).toBe('Ponta Delgada')
  })

  it('repeats a name across Portugal only for the two that really are twice: Calheta and Lagoa', () => {
    const seen = new Map<string, string[]>()
    for (const region of PORTUGUESE_REGIONS) for (const concelho of region.concelhos) seen.set(concelho, [...(seen.get(concelho) ?? []), region.name])
    const repeated = [...seen].filter(([, where]) => where.length > 1)
    expect(repeated).toEqual([
      ['Lagoa', ['Faro', 'Região Autónoma dos Açores']],
      ['Calheta', ['Região Autónoma dos Açores', 'Região Autónoma da Madeira']],
    ])
    expect(seen.size).toBe(306)
  })

  it('writes names as their official forms: composed accents, single spaces, a capital first', () => {
    for (const name of [...allConcelhos, ...PORTUGUESE_REGIONS.map((region) => region.name)]) {
      expect(name).toBe(name.normalize('NFC'))
      expect(name).toBe(name.trim())
      expect(name).not.toMatch(/\s{2}/)
      expect(name[0]).toBe(name[0].toLocaleUpperCase('pt'))
    }
  })

  it.each([
    ['Faro', 'Vila Real de Santo António'],
    ['Faro', 'São Brás de Alportel'],
    ['Portalegre', 'Ponte de Sor'],
    ['Aveiro', 'São João da Madeira'],
    ['Aveiro', 'Santa Maria da Feira'],
    ['Bragança', 'Freixo de Espada à Cinta'],
    ['Castelo Branco', 'Idanha-a-Nova'],
    ['Coimbra', 'Montemor-o-Velho'],
    ['Guarda', 'Mêda'],
    // The municipality writes Pera (from pedra, stone), not the fruit's old Pêra.
    ['Leiria', 'Castanheira de Pera'],
    ['Guarda', 'Vila Nova de Foz Côa'],
    ['Lisboa', 'Odivelas'],
    ['Porto', 'Trofa'],
    ['Braga', 'Vizela'],
    ['Setúbal', 'Santiago do Cacém'],
    ['Viseu', 'São Pedro do Sul'],
    ['Vila Real', 'Peso da Régua'],
    ['Santarém', 'Ferreira do Zêzere'],
    ['Região Autónoma dos Açores', 'Angra do Heroísmo'],
    ['Região Autónoma dos Açores', 'Praia da Vitória'],
    ['Região Autónoma dos Açores', 'Vila do Porto'],
    ['Região Autónoma dos Açores', 'Corvo'],
    ['Região Autónoma da Madeira', 'Câmara de Lobos'],
    ['Região Autónoma da Madeira', 'Porto Santo'],
  ])('%s has %s', (region, concelho) => {
    expect(byName[region].concelhos).toContain(concelho)
  })

  it('puts the island concelhos under their regions, never under a mainland distrito', () => {
    const mainland = new Set(distritos.flatMap((region) => region.concelhos))
    for (const concelho of ['Ponta Delgada', 'Horta', 'Funchal', 'Machico', 'Santa Cruz', 'Calheta']) expect(mainland.has(concelho)).toBe(false)
  })
})
