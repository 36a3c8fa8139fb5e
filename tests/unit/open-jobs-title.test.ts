/** A search of /vagas-abertas names its tab and its <head> (domain/jobSearch.ts openJobsSearchTitle). */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { openJobsSearchTitle } from '#domain/openJobsTitle'
import { awkwardText } from '../helpers/userTextArbitraries'

describe('openJobsSearchTitle', () => {
  it('names the place, the contract and the urgency of a search, and the list without a filter', () => {
    expect(openJobsSearchTitle({})).toBe('Vagas Abertas')
    expect(openJobsSearchTitle({ city: 'Curitiba', state: 'pr' })).toBe('Vagas de barbeiro em Curitiba, PR')
    expect(openJobsSearchTitle({ state: 'RJ', contractType: 'commission', urgent: true })).toBe('Vagas de barbeiro em RJ (Comissão, urgentes)')
    expect(openJobsSearchTitle({ country: 'PT', contractType: 'chair_rental' })).toBe('Vagas de barbeiro em Portugal (Aluguer de cadeira)')
    expect(openJobsSearchTitle({ country: 'BR' })).toBe('Vagas de barbeiro no Brasil')
    expect(openJobsSearchTitle({ q: 'degradê', city: 'Porto' })).toBe('“degradê”: vagas de barbeiro em Porto')
  })

  it('holds whatever a person typed as text, $ patterns and odd code points included', () => {
    fc.assert(
      fc.property(awkwardText({ minLength: 1, maxLength: 60 }), awkwardText({ minLength: 1, maxLength: 60 }), (q, city) => {
        const title = openJobsSearchTitle({ q, city })
        expect(title).toBe(`“${q}”: vagas de barbeiro em ${city}`)
      }),
      { numRuns: 300 },
    )
  })
})
