import { describe, expect, it } from 'vitest'
import { bayesianRating, isNewProfile, isTopRated, reviewAuthorFirstName, reviewVisibleFrom } from '#domain/reviews'

const day = 24 * 60 * 60 * 1000

describe('the double-blind window', () => {
  const hiredAt = new Date('2026-11-01T12:00:00Z')
  it('opens 14 days after the hire, or at once when the other side reviewed or the window has passed', () => {
    const now = new Date(hiredAt.getTime() + 3 * day)
    expect(reviewVisibleFrom(hiredAt, false, now)).toEqual(new Date(hiredAt.getTime() + 14 * day))
    expect(reviewVisibleFrom(hiredAt, true, now)).toEqual(now)
    const late = new Date(hiredAt.getTime() + 20 * day)
    expect(reviewVisibleFrom(hiredAt, false, late)).toEqual(late)
  })
})

describe('ranking and badges', () => {
  it('does not let one 5-star review outrank fifty at 4.9', () => {
    expect(bayesianRating(4.9, 50)).toBeGreaterThan(bayesianRating(5, 1))
    expect(bayesianRating(null, 0)).toBe(4)
  })
  it('calls a profile Top avaliado from 4.8 with five reviews, and Novo for 30 days', () => {
    expect(isTopRated(4.8, 5)).toBe(true)
    expect(isTopRated(4.79, 50)).toBe(false)
    expect(isTopRated(5, 4)).toBe(false)
    const now = new Date('2026-11-26T00:00:00Z')
    expect(isNewProfile(new Date(now.getTime() - 29 * day), now)).toBe(true)
    expect(isNewProfile(new Date(now.getTime() - 31 * day), now)).toBe(false)
  })
  it("shows the author's first name, or that the account is gone", () => {
    expect(reviewAuthorFirstName('  Ana Paula Souza ')).toBe('Ana')
    expect(reviewAuthorFirstName(null)).toBe('Usuário removido')
  })
})
