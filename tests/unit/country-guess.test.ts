import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { countryOfLanguage, guessCountry } from '#domain/countryGuess'
import type { Country } from '#domain/locations'

describe('countryOfLanguage', () => {
  it.each([
    ['pt-PT', 'PT'],
    ['pt-pt', 'PT'],
    ['pt_PT', 'PT'],
    ['en-PT', 'PT'],
    ['pt-Latn-PT', 'PT'],
    ['pt-BR', 'BR'],
    ['es-BR', 'BR'],
    [' pt-BR ', 'BR'],
  ])('%j names %s', (tag, country) => {
    expect(countryOfLanguage(tag)).toBe(country)
  })

  it.each(['pt', 'en', 'en-US', 'es-ES', 'fr-FR', 'pt-AO', 'pt-MZ', '', 'not a tag', '*'])('%j names none of ours', (tag) => {
    expect(countryOfLanguage(tag)).toBeNull()
  })
})

describe('guessCountry', () => {
  it('starts in Brazil with nothing to go on', () => {
    expect(guessCountry({})).toBe('BR')
    expect(guessCountry({ languages: ['pt', 'en-US'] })).toBe('BR')
  })

  it("follows the browser's first language that names a country", () => {
    expect(guessCountry({ languages: ['pt-PT', 'pt', 'en'] })).toBe('PT')
    expect(guessCountry({ languages: ['en-US', 'pt-PT'] })).toBe('PT')
    expect(guessCountry({ languages: ['pt-BR', 'pt-PT'] })).toBe('BR')
  })

  it("lets a phone's country code outweigh the language", () => {
    expect(guessCountry({ languages: ['pt-BR'], phone: '+351 912 345 678' })).toBe('PT')
    expect(guessCountry({ languages: ['pt-PT'], phone: '+55 (11) 98765-4321' })).toBe('BR')
    expect(guessCountry({ languages: ['pt-PT'], phone: '00351 912' })).toBe('PT')
  })

  it('ignores a phone without a country code', () => {
    expect(guessCountry({ languages: ['pt-PT'], phone: '(11) 98765-4321' })).toBe('PT')
    expect(guessCountry({ languages: ['pt-BR'], phone: '912 345 678' })).toBe('BR')
  })

  it('always gives way to the country the person chose (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BR', 'PT') as fc.Arbitrary<Country>,
        fc.array(fc.constantFrom('pt-PT', 'pt-BR', 'pt', 'en-US', 'en-PT')),
        fc.constantFrom('', '+351 912', '+55 11', '912 345 678'),
        (chosen, languages, phone) => {
          expect(guessCountry({ chosen, languages, phone })).toBe(chosen)
        },
      ),
    )
  })

  it("reads Express's '*' (no Accept-Language) as no country, and moves on to the next language", () => {
    expect(countryOfLanguage('*')).toBeNull()
    expect(guessCountry({ languages: ['*'] })).toBe('BR')
    expect(guessCountry({ languages: ['*', 'pt-PT'] })).toBe('PT')
  })
})
