import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  ACCOUNT_STATUSES,
  TRIAL_DAYS,
  accessEndsAt,
  accountStatusLabels,
  deriveAccountStatus,
  isLocked,
  mayReadHiredContact,
  trialEndFrom,
  trialRemainingLabel,
} from '#domain/account'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const now = new Date('2026-03-10T12:00:00.000Z')
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs)
const iso = (offsetMs: number) => at(offsetMs).toISOString()

describe('constants and labels', () => {
  it('has a 3-day trial', () => {
    expect(TRIAL_DAYS).toBe(3)
  })

  it('labels every status in Portuguese', () => {
    expect(ACCOUNT_STATUSES).toEqual(['trial', 'active', 'locked'])
    expect(accountStatusLabels).toEqual({ trial: 'Período de teste', active: 'Ativo', locked: 'Bloqueado' })
  })
})

describe('trialEndFrom', () => {
  it('ends the trial exactly 3 days (72 hours) after creation', () => {
    const createdAt = new Date('2026-01-30T23:30:00.000Z')
    expect(trialEndFrom(createdAt).toISOString()).toBe('2026-02-02T23:30:00.000Z')
    expect(trialEndFrom(createdAt).getTime() - createdAt.getTime()).toBe(72 * HOUR)
  })

  it('does not mutate its input', () => {
    const createdAt = new Date('2026-01-01T00:00:00.000Z')
    trialEndFrom(createdAt)
    expect(createdAt.toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })

  it('is always createdAt + 3 days', () => {
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date('2100-01-01') }), (d) => {
        expect(trialEndFrom(d).getTime()).toBe(d.getTime() + 3 * DAY)
      }),
    )
  })
})

describe('deriveAccountStatus', () => {
  describe('trial', () => {
    it('is in trial while trialEndsAt is in the future', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: iso(1 * MINUTE) }, now)).toBe('trial')
      expect(deriveAccountStatus({ roles: ['barbershop'], trialEndsAt: at(3 * DAY) }, now)).toBe('trial')
    })

    it('a fresh account (trialEndFrom(now)) is in trial', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: trialEndFrom(now) }, now)).toBe('trial')
    })

    it('is locked once trialEndsAt has passed', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: iso(-1) }, now)).toBe('locked')
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: iso(-10 * DAY) }, now)).toBe('locked')
    })

    it('is locked at the exact instant the trial ends', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: now }, now)).toBe('locked')
    })

    it('is locked without any trial or subscription', () => {
      expect(deriveAccountStatus({ roles: ['barber'] }, now)).toBe('locked')
      expect(deriveAccountStatus({}, now)).toBe('locked')
      expect(deriveAccountStatus({ roles: null, trialEndsAt: null, subscriptionStatus: null, subscriptionEnd: null }, now)).toBe('locked')
    })

    it('treats an unparseable trialEndsAt as no trial', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: 'not a date' }, now)).toBe('locked')
    })

    it('uses the current time by default', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: new Date(Date.now() + DAY) })).toBe('trial')
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: new Date(Date.now() - DAY) })).toBe('locked')
    })
  })

  describe('subscription', () => {
    it('is active with an active subscription and no end date', () => {
      expect(deriveAccountStatus({ roles: ['barber'], subscriptionStatus: 'active' }, now)).toBe('active')
      expect(deriveAccountStatus({ roles: ['barber'], subscriptionStatus: 'active', subscriptionEnd: null }, now)).toBe('active')
    })

    it('is active with an active subscription whose end is in the future', () => {
      expect(deriveAccountStatus({ roles: ['barbershop'], subscriptionStatus: 'active', subscriptionEnd: iso(1 * MINUTE) }, now)).toBe('active')
      expect(deriveAccountStatus({ roles: ['barbershop'], subscriptionStatus: 'active', subscriptionEnd: at(30 * DAY) }, now)).toBe('active')
    })

    it('is locked when the subscription end has passed (and no trial)', () => {
      expect(deriveAccountStatus({ roles: ['barber'], subscriptionStatus: 'active', subscriptionEnd: iso(-1) }, now)).toBe('locked')
      expect(deriveAccountStatus({ roles: ['barber'], subscriptionStatus: 'active', subscriptionEnd: now }, now)).toBe('locked')
    })

    it.each(['canceled', 'past_due', 'incomplete', 'trialing', 'ACTIVE', 'Active', '', null])(
      'is not active with subscriptionStatus %j, even with a future end',
      (subscriptionStatus) => {
        expect(deriveAccountStatus({ roles: ['barber'], subscriptionStatus, subscriptionEnd: iso(30 * DAY) }, now)).toBe('locked')
      },
    )

    it('an active subscription wins over a running trial', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: iso(DAY), subscriptionStatus: 'active' }, now)).toBe('active')
    })

    it('falls back to the trial when the subscription is over but the trial is not', () => {
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: iso(DAY), subscriptionStatus: 'active', subscriptionEnd: iso(-DAY) }, now)).toBe('trial')
      expect(deriveAccountStatus({ roles: ['barber'], trialEndsAt: iso(DAY), subscriptionStatus: 'canceled' }, now)).toBe('trial')
    })
  })

  describe('staff', () => {
    it.each([['admin'], ['editor']])('%s is never locked', (role) => {
      expect(deriveAccountStatus({ roles: [role] }, now)).toBe('active')
      expect(deriveAccountStatus({ roles: [role], trialEndsAt: iso(-DAY) }, now)).toBe('active')
      expect(deriveAccountStatus({ roles: [role], subscriptionStatus: 'canceled', subscriptionEnd: iso(-DAY) }, now)).toBe('active')
      expect(isLocked({ roles: [role], trialEndsAt: iso(-DAY) }, now)).toBe(false)
    })

    it('a barber who is also an admin is never locked', () => {
      expect(deriveAccountStatus({ roles: ['barber', 'admin'], trialEndsAt: iso(-DAY) }, now)).toBe('active')
    })

    it('staff are never locked, whatever the facts (property)', () => {
      fc.assert(
        fc.property(
          fc.subarray(['barber', 'barbershop']),
          fc.constantFrom('admin', 'editor'),
          fc.option(fc.integer({ min: -100 * DAY, max: 100 * DAY })),
          fc.option(fc.constantFrom('active', 'canceled', 'past_due')),
          fc.option(fc.integer({ min: -100 * DAY, max: 100 * DAY })),
          (roles, staff, trial, status, end) => {
            const account = {
              roles: [...roles, staff],
              trialEndsAt: trial === null ? null : iso(trial),
              subscriptionStatus: status,
              subscriptionEnd: end === null ? null : iso(end),
            }
            expect(deriveAccountStatus(account, now)).not.toBe('locked')
          },
        ),
      )
    })
  })

  it('non-staff: matches the rule “active subscription → active, else trial → trial, else locked” (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(['barber', 'barbershop']),
        fc.option(fc.integer({ min: -100 * DAY, max: 100 * DAY })),
        fc.option(fc.constantFrom('active', 'canceled', 'past_due')),
        fc.option(fc.integer({ min: -100 * DAY, max: 100 * DAY })),
        (roles, trial, status, end) => {
          const account = {
            roles,
            trialEndsAt: trial === null ? null : iso(trial),
            subscriptionStatus: status,
            subscriptionEnd: end === null ? null : iso(end),
          }
          const expected = status === 'active' && (end === null || end > 0) ? 'active' : trial !== null && trial > 0 ? 'trial' : 'locked'
          expect(deriveAccountStatus(account, now)).toBe(expected)
          expect(isLocked(account, now)).toBe(expected === 'locked')
        },
      ),
    )
  })
})

describe('isLocked', () => {
  it('is true only for the locked status', () => {
    expect(isLocked({ roles: ['barber'], trialEndsAt: iso(-1) }, now)).toBe(true)
    expect(isLocked({ roles: ['barber'], trialEndsAt: iso(DAY) }, now)).toBe(false)
    expect(isLocked({ roles: ['barber'], subscriptionStatus: 'active' }, now)).toBe(false)
  })
})

describe('trialRemainingLabel', () => {
  it.each([
    [3 * DAY, 'faltam 3 dias'],
    [3 * DAY - 1, 'faltam 3 dias'],
    [2 * DAY + 13 * HOUR, 'faltam 3 dias'],
    [2 * DAY + 11 * HOUR, 'faltam 2 dias'],
    [2 * DAY, 'faltam 2 dias'],
    [2 * DAY - MINUTE, 'faltam 2 dias'],
    [DAY + 13 * HOUR, 'faltam 2 dias'],
    [DAY + 11 * HOUR, 'falta 1 dia'],
    [DAY, 'falta 1 dia'],
    [10 * DAY, 'faltam 10 dias'],
  ])('with %d ms left says the days, rounded: %j', (remaining, expected) => {
    expect(trialRemainingLabel(at(remaining), now)).toBe(expected)
  })

  it.each([
    [DAY - 1, 'faltam 23 horas'],
    [23 * HOUR, 'faltam 23 horas'],
    [5 * HOUR, 'faltam 5 horas'],
    [2 * HOUR, 'faltam 2 horas'],
    [2 * HOUR - 1, 'falta 1 hora'],
    [HOUR, 'falta 1 hora'],
    [HOUR - 1, 'falta menos de 1 hora'],
    [30 * MINUTE, 'falta menos de 1 hora'],
    [1, 'falta menos de 1 hora'],
  ])('under one day, with %d ms left says the whole hours left: %j', (remaining, expected) => {
    expect(trialRemainingLabel(at(remaining), now)).toBe(expected)
  })

  it('accepts an ISO string', () => {
    expect(trialRemainingLabel(iso(3 * DAY), now)).toBe('faltam 3 dias')
  })

  it('a fresh trial says faltam 3 dias', () => {
    expect(trialRemainingLabel(trialEndFrom(now), now)).toBe('faltam 3 dias')
  })

  it.each([
    ['at the end instant', 0],
    ['one millisecond late', -1],
    ['long expired', -30 * DAY],
  ])('is null %s', (_, offset) => {
    expect(trialRemainingLabel(at(offset), now)).toBeNull()
  })

  it('is null for an unparseable date', () => {
    expect(trialRemainingLabel('not a date', now)).toBeNull()
  })

  it('always agrees verb and noun with the count: falta with one, faltam with more (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * DAY }), (remaining) => {
        const label = trialRemainingLabel(at(remaining), now)
        expect(label).toMatch(/^(falta 1 dia|faltam ([2-9]|[1-9]\d+) dias|falta 1 hora|faltam ([2-9]|[1-9]\d+) horas|falta menos de 1 hora)$/)
        const n = Number(label!.split(' ')[1])
        if (remaining >= DAY) expect(n).toBe(Math.round(remaining / DAY))
        else expect(label).toMatch(/hora|horas$/)
      }),
    )
  })
})

describe('mayReadHiredContact (decisions 0030, 0051)', () => {
  const offset = fc.integer({ min: -400 * DAY, max: 400 * DAY })

  it('lets an account that may hire read the contact of any hire, whatever its status at the hire', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 * DAY }), fc.constantFrom(true, false, null, undefined), (left, unlockedAtHire) => {
        expect(mayReadHiredContact({ trialEndsAt: iso(left) }, unlockedAtHire, now)).toBe(true)
        expect(mayReadHiredContact({ subscriptionStatus: 'active', subscriptionEnd: iso(left) }, unlockedAtHire, now)).toBe(true)
        expect(mayReadHiredContact({ roles: ['admin'] }, unlockedAtHire, now)).toBe(true)
      }),
    )
  })

  it('lets a locked account read a hire made while it could hire, and no other, whatever dates its subscription left', () => {
    fc.assert(
      fc.property(offset, offset, fc.integer({ min: 1, max: 300 * DAY }), (periodEnd, graceEnd, ago) => {
        for (const account of [
          { trialEndsAt: iso(-ago) },
          // A renewal failing past its grace, and a failed checkout or a subscription cancelled at once:
          // the period's end may lie ahead, and is no access.
          { subscriptionStatus: 'past_due', subscriptionEnd: iso(periodEnd), subscriptionGraceEndsAt: iso(-Math.abs(graceEnd) - 1), trialEndsAt: iso(-ago) },
          { subscriptionStatus: 'none', subscriptionEnd: iso(periodEnd), trialEndsAt: iso(-ago) },
        ]) {
          expect(isLocked(account, now)).toBe(true)
          expect(mayReadHiredContact(account, true, now)).toBe(true)
          for (const unlockedAtHire of [false, null, undefined]) expect(mayReadHiredContact(account, unlockedAtHire, now)).toBe(false)
        }
      }),
    )
  })
})

describe('accessEndsAt', () => {
  it('is the end of the trial, of the paid period or of the grace; null for staff and locked accounts', () => {
    expect(accessEndsAt({ trialEndsAt: iso(HOUR) }, now)).toEqual(at(HOUR))
    expect(accessEndsAt({ trialEndsAt: iso(HOUR), subscriptionStatus: 'active', subscriptionEnd: iso(30 * DAY) }, now)).toEqual(at(30 * DAY))
    expect(accessEndsAt({ subscriptionStatus: 'past_due', subscriptionEnd: iso(-DAY), subscriptionGraceEndsAt: iso(2 * DAY) }, now)).toEqual(at(2 * DAY))
    expect(accessEndsAt({ subscriptionStatus: 'active' }, now)).toBeNull()
    expect(accessEndsAt({ roles: ['editor'], trialEndsAt: iso(HOUR) }, now)).toBeNull()
    expect(accessEndsAt({ trialEndsAt: iso(-HOUR) }, now)).toBeNull()
  })

  it('is in the future exactly while the account is not locked (staff aside)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * DAY, max: 10 * DAY }),
        fc.constantFrom('active', 'past_due', 'none'),
        fc.integer({ min: -10 * DAY, max: 10 * DAY }),
        (trial, status, end) => {
          const account = { trialEndsAt: iso(trial), subscriptionStatus: status, subscriptionEnd: iso(end), subscriptionGraceEndsAt: iso(end + 7 * DAY) }
          const ends = accessEndsAt(account, now)
          expect(ends !== null && ends.getTime() > now.getTime()).toBe(!isLocked(account, now))
        },
      ),
    )
  })
})
