import { describe, expect, it } from 'vitest'
import { DAY_MS } from '#domain/account'
import { accountPerks, NO_PERKS, planPerks, profileBadges, profileBadgeText } from '#domain/perks'

const now = new Date('2026-11-23T12:00:00Z')
const later = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()

const paying = { subscriptionStatus: 'active', subscriptionEnd: later(30), trialEndsAt: later(-10) }
const annualBarber = { months: 12, audience: 'barber' }

describe('planPerks: a higher tier includes the lower ones', () => {
  it('gives Trimestral none of the four perks', () => {
    expect(planPerks({ months: 3, audience: 'barber' })).toEqual(NO_PERKS)
    expect(planPerks({ months: 3, audience: 'barbershop' })).toEqual(NO_PERKS)
  })

  it('gives Semestral the highlight and recommendations, not the badge nor early access', () => {
    expect(planPerks({ months: 6, audience: 'barber' })).toEqual({ featured: true, recommendations: true, premiumBadge: false, earlyAccess: false })
  })

  it('gives Anual everything, and early access only to barbers', () => {
    expect(planPerks(annualBarber)).toEqual({ featured: true, recommendations: true, premiumBadge: true, earlyAccess: true })
    expect(planPerks({ months: 12, audience: 'barbershop' })).toEqual({ featured: true, recommendations: true, premiumBadge: true, earlyAccess: false })
  })

  it('treats any plan of at least a tier’s length as that tier (editors may add a 24-month plan)', () => {
    expect(planPerks({ months: 24, audience: 'barber' }).earlyAccess).toBe(true)
    expect(planPerks({ months: 5, audience: 'barber' }).featured).toBe(false)
  })
})

describe('accountPerks', () => {
  it('gives a paying account its plan’s perks', () => {
    expect(accountPerks(paying, annualBarber, now).premiumBadge).toBe(true)
  })

  it('gives the trial every feature (recommendations), not the marks of a paid plan (decision 0055)', () => {
    const trial = { trialEndsAt: later(2), subscriptionStatus: 'none' }
    expect(accountPerks(trial, null, now)).toEqual({ ...NO_PERKS, recommendations: true })
    expect(accountPerks(trial, annualBarber, now)).toEqual({ ...NO_PERKS, recommendations: true })
    expect(accountPerks({ ...trial, trialEndsAt: later(-1) }, null, now)).toEqual(NO_PERKS)
  })

  it('keeps the trial’s features for a Trimestral bought before the trial ends', () => {
    expect(accountPerks({ ...paying, trialEndsAt: later(1) }, { months: 3, audience: 'barber' }, now)).toEqual({ ...NO_PERKS, recommendations: true })
    expect(accountPerks(paying, { months: 3, audience: 'barber' }, now)).toEqual(NO_PERKS)
  })

  it('gives staff none', () => {
    expect(accountPerks({ roles: ['admin'], trialEndsAt: later(2) }, null, now)).toEqual(NO_PERKS)
  })

  it('gives a locked account none, even with a plan still on record', () => {
    expect(accountPerks({ ...paying, subscriptionEnd: later(-1) }, annualBarber, now)).toEqual(NO_PERKS)
    expect(accountPerks({ ...paying, subscriptionStatus: 'none' }, annualBarber, now)).toEqual(NO_PERKS)
  })

  it('keeps the perks during the grace period of a failed renewal and drops them after it', () => {
    const failing = { subscriptionStatus: 'past_due', subscriptionEnd: later(20), subscriptionGraceEndsAt: later(3) }
    expect(accountPerks(failing, annualBarber, now).featured).toBe(true)
    expect(accountPerks({ ...failing, subscriptionGraceEndsAt: later(-1) }, annualBarber, now)).toEqual(NO_PERKS)
  })

  it('gives nothing without a plan record', () => {
    expect(accountPerks(paying, null, now)).toEqual(NO_PERKS)
  })
})

describe('profile badges', () => {
  it('names the premium badge per audience, with an explanation', () => {
    expect(profileBadgeText('premium', 'barber').label).toBe('Premium Barber')
    expect(profileBadgeText('premium', 'barbershop').label).toBe('Premium Barbershop')
    expect(profileBadgeText('premium', 'barber').explanation).toMatch(/Anual/)
    expect(profileBadges({ premium: true })).toEqual(['premium'])
    expect(profileBadges({ premium: false })).toEqual([])
  })

  it('adds Verificado, Top avaliado (4,8 over five published reviews) and Novo (30 days), in one order', () => {
    const old = later(-31)
    expect(profileBadges({ premium: true, verified: true, rating: 4.8, ratingCount: 5, createdAt: later(-2) }, now)).toEqual([
      'verified',
      'premium',
      'topRated',
      'new',
    ])
    expect(profileBadges({ premium: false, verified: false, rating: 5, ratingCount: 4, createdAt: old }, now)).toEqual([])
    expect(profileBadges({ premium: false, rating: 4.79, ratingCount: 40, createdAt: old }, now)).toEqual([])
    expect(profileBadgeText('topRated', 'barber').explanation).toBe('Média de 4,8 ou mais em pelo menos 5 avaliações publicadas.')
    expect(profileBadgeText('new', 'barbershop').explanation).toBe('Entrou no Navalha nos últimos 30 dias.')
  })
})
