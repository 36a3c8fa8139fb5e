/** Pages by place (issue 40, decision 0065): the addresses, the names and the 'Quanto paga' sentence. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serializeForScript } from '#domain/bootstrap'
import { payInsightText, placeAddressParts, placeHeading, placeName, placePath, placeSlug, type PlacePage } from '#domain/places'
import { placeItemListLd } from '#domain/structuredData'
import { BR_SEATS, PT_SEATS } from '#infra/geo/municipalitySeats'
import { awkwardText } from '../helpers/userTextArbitraries'

describe('a place’s address', () => {
  it('is ASCII, lower case and hyphenated, the same for a name however it is accented or cased', () => {
    expect(placeSlug('São Paulo')).toBe('sao-paulo')
    expect(placeSlug('  SAO   paulo ')).toBe('sao-paulo')
    expect(placeSlug('São João d’Aliança')).toBe('sao-joao-dalianca')
    expect(placeSlug("Santa Bárbara d'Oeste")).toBe('santa-barbara-doeste')
    expect(placeSlug('Embu-Guaçu')).toBe('embu-guacu')
    fc.assert(
      fc.property(awkwardText({ maxLength: 60 }), (name) => {
        const slug = placeSlug(name)
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
        expect(placeSlug(slug)).toBe(slug)
      }),
      { numRuns: 100 },
    )
  })

  it('names every municipality and concelho of the seats’ data apart: no two share an address', () => {
    const paths = new Set<string>()
    let count = 0
    for (const [country, byState] of [
      ['BR', BR_SEATS],
      ['PT', PT_SEATS],
    ] as const)
      for (const [state, list] of Object.entries(byState))
        for (const entry of list.split(';')) {
          count++
          const path = placePath({ country, state, city: entry.split(',')[0]! })
          expect(path).toMatch(/^\/vagas\/[a-z]{2}\/[a-z0-9]+(?:-[a-z0-9]+)*$/)
          paths.add(path)
        }
    expect(paths.size).toBe(count)
  })

  it('Brazil by UF and city, Portugal by concelho; two concelhos of one name also name their region', () => {
    expect(placePath({ country: 'BR', state: 'PR', city: 'Curitiba' })).toBe('/vagas/pr/curitiba')
    expect(placePath({ country: 'PT', state: 'Lisboa', city: 'Lisboa' })).toBe('/vagas/pt/lisboa')
    expect(placePath({ country: 'PT', state: 'Faro', city: 'Lagoa' })).toBe('/vagas/pt/lagoa-faro')
    expect(placePath({ country: 'PT', state: 'Região Autónoma dos Açores', city: 'Lagoa' })).toBe('/vagas/pt/lagoa-acores')
    expect(placeHeading({ country: 'BR', state: 'PR', city: 'Curitiba' })).toBe('Vagas de barbeiro em Curitiba, PR')
    expect(placeHeading({ country: 'PT', state: 'Lisboa', city: 'Lisboa' })).toBe('Vagas de barbeiro em Lisboa')
    expect(placeName({ country: 'PT', state: 'Região Autónoma dos Açores', city: 'Lagoa' })).toBe('Lagoa (Açores)')
  })

  it('reads an address as asked: the slug it means, or nothing for one no place can have', () => {
    expect(placeAddressParts('SP', 'S%C3%A3o-Paulo')).toEqual({ state: 'sp', slug: 'sao-paulo' })
    expect(placeAddressParts('sp', '%E0%A4%A')).toBeNull()
    expect(placeAddressParts('sp', '---')).toBeNull()
    expect(placeAddressParts('s1', 'curitiba')).toBeNull()
  })
})

describe('Quanto paga', () => {
  const saoPaulo = { country: 'BR', state: 'SP', city: 'São Paulo' } as const
  it('says the median and the range in the issue’s words, in reais the Brazilian way', () => {
    expect(payInsightText({ kind: 'monthly', count: 23, median: 260000, min: 180000, max: 400000 }, saoPaulo)).toBe(
      'Salário mensal em São Paulo: mediana R$\u00a02.600, de R$\u00a01.800 a R$\u00a04.000, 23 vagas',
    )
    // A median of an even count may fall on half a cent: shown to the cent.
    expect(payInsightText({ kind: 'daily', count: 6, median: 15050.5, min: 12000, max: 20000 }, saoPaulo)).toBe(
      'Diária em São Paulo: mediana R$\u00a0150,51, de R$\u00a0120 a R$\u00a0200, 6 vagas',
    )
    expect(payInsightText({ kind: 'commission', count: 5, median: 45, min: 40, max: 50 }, saoPaulo)).toBe(
      'Comissão em São Paulo: mediana 45%, de 40% a 50%, 5 vagas',
    )
    expect(payInsightText({ kind: 'per_service', count: 1234, median: 3000, min: 3000, max: 3000 }, saoPaulo)).toBe(
      'Pagamento por serviço em São Paulo: mediana R$\u00a030, todas de R$\u00a030, 1.234 vagas',
    )
  })

  it('in euros the Portuguese way', () => {
    expect(payInsightText({ kind: 'monthly', count: 5, median: 95000, min: 80000, max: 120000 }, { country: 'PT', state: 'Lisboa', city: 'Lisboa' })).toBe(
      'Salário mensal em Lisboa: mediana 950\u00a0€, de 800\u00a0€ a 1200\u00a0€, 5 vagas',
    )
  })
})

describe('the ItemList of a place’s page', () => {
  it('lists the job pages in order, and survives any name in its <script>', () => {
    fc.assert(
      fc.property(awkwardText({ maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 5 }), (city, ids) => {
        const place = { country: 'BR' as const, state: 'SP', city, slug: placeSlug(city), path: '/vagas/sp/x', name: `${city}, SP`, count: ids.length }
        const jobs = ids.map((id) => ({
          id,
          title: city,
          shopName: null,
          district: null,
          contractType: null,
          experienceRequired: null,
          salary: null,
          rent: null,
          publishedAt: '',
        }))
        const page: PlacePage = { place, jobs, payInsights: [], nearby: [] }
        const ld = placeItemListLd(page, 'https://navalha.example/vagas/sp/x', 'https://navalha.example')
        const script = serializeForScript(ld)
        expect(script).not.toMatch(/<\/script/i)
        expect(script).not.toContain('<!--')
        expect(JSON.parse(script)).toEqual(ld)
        expect(ld.itemListElement).toEqual(ids.map((id, index) => ({ '@type': 'ListItem', position: index + 1, url: `https://navalha.example/vagas/${id}` })))
      }),
      { numRuns: 200 },
    )
  })
})
