import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY_MS, deriveAccountStatus } from '#domain/account'
import {
  GRACE_DAYS,
  snapshotApplies,
  subscriptionFields,
  subscriptionStatusFor,
  subscriptionTerm,
  subscriptionTermText,
  type SubscriptionSnapshot,
} from '#domain/billing'
import { loadSettings } from '#infra/settings'
import { sandboxSubscription } from '#server/billing/sandboxProvider'
import type { Plan } from '#payload-types'

const now = new Date('2026-05-10T12:00:00.000Z')
const daysFromNow = (days: number) => new Date(now.getTime() + days * DAY_MS).toISOString()
const expiredTrial = { roles: ['barber'], trialEndsAt: daysFromNow(-10) }

const snapshot = (change: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  priceId: 'price_1',
  productId: 'prod_1',
  currentPeriodStart: new Date(daysFromNow(-2)),
  currentPeriodEnd: new Date(daysFromNow(88)),
  userId: 7,
  planId: 1,
  cancelAt: null,
  ...change,
})

describe('account status with a subscription', () => {
  it('is active while paid, through the grace period of a failed renewal, then locked', () => {
    expect(deriveAccountStatus({ ...expiredTrial, subscriptionStatus: 'active', subscriptionEnd: daysFromNow(1) }, now)).toBe('active')
    expect(deriveAccountStatus({ ...expiredTrial, subscriptionStatus: 'active', subscriptionEnd: daysFromNow(-1) }, now)).toBe('locked')
    expect(deriveAccountStatus({ ...expiredTrial, subscriptionStatus: 'past_due', subscriptionGraceEndsAt: daysFromNow(1) }, now)).toBe('active')
    expect(deriveAccountStatus({ ...expiredTrial, subscriptionStatus: 'past_due', subscriptionGraceEndsAt: daysFromNow(-1 / 24) }, now)).toBe('locked')
    expect(deriveAccountStatus({ ...expiredTrial, subscriptionStatus: 'past_due', subscriptionGraceEndsAt: null }, now)).toBe('locked')
    expect(deriveAccountStatus({ ...expiredTrial, subscriptionStatus: 'none', subscriptionEnd: daysFromNow(30) }, now)).toBe('locked')
  })
})

describe('subscription fields from a provider snapshot', () => {
  it('maps Stripe statuses to ours', () => {
    expect(['active', 'trialing', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'].map(subscriptionStatusFor)).toEqual([
      'active',
      'active',
      'past_due',
      'none',
      'none',
      'none',
      'none',
      'none',
    ])
  })

  it('counts the grace period from the start of the unpaid period, so repeats give the same date', () => {
    const failing = snapshot({ status: 'past_due' })
    expect(subscriptionFields(failing).subscriptionGraceEndsAt).toBe(daysFromNow(GRACE_DAYS - 2))
    expect(subscriptionFields(failing)).toEqual(subscriptionFields(structuredClone(failing)))
    expect(subscriptionFields(snapshot()).subscriptionGraceEndsAt).toBeNull()
  })

  it('lets news of another subscription replace the current one only when it grants access or the current one does not', () => {
    const holding = { ...expiredTrial, stripeSubscriptionId: 'sub_new', subscriptionStatus: 'active', subscriptionEnd: daysFromNow(30) }
    expect(snapshotApplies(holding, snapshot({ id: 'sub_old', status: 'canceled' }), now)).toBe(false)
    expect(snapshotApplies(holding, snapshot({ id: 'sub_other', status: 'active' }), now)).toBe(true)
    expect(snapshotApplies(holding, snapshot({ id: 'sub_new', status: 'canceled' }), now)).toBe(true)
    expect(snapshotApplies({ ...holding, subscriptionStatus: 'none' }, snapshot({ id: 'sub_old', status: 'canceled' }), now)).toBe(true)
  })
})

describe('a cancellation at the end of the paid period', () => {
  it('keeps the subscription’s access and records when it ends; a canceled one records none', () => {
    const end = new Date(daysFromNow(88))
    expect(subscriptionFields(snapshot({ cancelAt: end }))).toMatchObject({ subscriptionStatus: 'active', subscriptionCancelAt: end.toISOString() })
    expect(subscriptionFields(snapshot()).subscriptionCancelAt).toBeNull()
    expect(subscriptionFields(snapshot({ status: 'canceled', cancelAt: end })).subscriptionCancelAt).toBeNull()
  })
})

describe('the sandbox’s paid period, dated as Stripe dates it', () => {
  const plan = (months: number) => ({ id: 3, months }) as Plan
  const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

  it('ends on the last day of a shorter month instead of spilling into the next one (30 Nov + 3 months is 28 Feb)', () => {
    // Stripe: a billing anchor on the 31st bills on 28 (or 29) February, then 31 March. Date#setUTCMonth gave 2 March: two free days.
    expect(sandboxSubscription(7, plan(3), new Date('2026-11-30T15:00:00.000Z')).currentPeriodEnd.toISOString()).toBe('2027-02-28T15:00:00.000Z')
    expect(sandboxSubscription(7, plan(6), new Date('2027-08-31T02:30:00.000Z')).currentPeriodEnd.toISOString()).toBe('2028-02-29T02:30:00.000Z')
    expect(sandboxSubscription(7, plan(12), new Date('2028-02-29T12:00:00.000Z')).currentPeriodEnd.toISOString()).toBe('2029-02-28T12:00:00.000Z')
  })

  it('always ends exactly the plan’s months later, on the same day or the month’s last, at the same time', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-12-31T23:59:59Z'), noInvalidDate: true }),
        fc.constantFrom(3, 6, 12),
        (bought, months) => {
          const end = sandboxSubscription(7, plan(months), bought).currentPeriodEnd
          const monthIndex = bought.getUTCFullYear() * 12 + bought.getUTCMonth() + months
          expect(end.getUTCFullYear() * 12 + end.getUTCMonth()).toBe(monthIndex)
          expect(end.getUTCDate()).toBe(Math.min(bought.getUTCDate(), lastDayOf(Math.floor(monthIndex / 12), monthIndex % 12)))
          expect(end.getTime() % DAY_MS).toBe(bought.getTime() % DAY_MS)
        },
      ),
    )
  })
})

describe('subscriptionTerm: the one day /planos and the portal show', () => {
  // 02:30 UTC on 7 March is still 6 March in São Paulo, and already 7 March in Lisbon.
  const lateEvening = '2027-03-07T02:30:00.000Z'
  const paying = { ...expiredTrial, subscriptionStatus: 'active', subscriptionEnd: lateEvening }

  it('is the calendar day of the period’s end in the account’s country', () => {
    expect(subscriptionTerm(paying, 'BR', now)).toEqual({ kind: 'renews', day: '2027-03-06' })
    expect(subscriptionTerm(paying, 'PT', now)).toEqual({ kind: 'renews', day: '2027-03-07' })
    expect(subscriptionTermText({ kind: 'renews', day: '2027-03-06' })).toBe('Renova em 06/03/2027.')
  })

  it('says when a cancelled plan ends, and when a failing one loses access', () => {
    expect(subscriptionTerm({ ...paying, subscriptionCancelAt: lateEvening }, 'BR', now)).toEqual({ kind: 'ends', day: '2027-03-06' })
    expect(subscriptionTermText({ kind: 'ends', day: '2027-03-06' })).toBe('Termina em 06/03/2027. Você continua com o plano até lá e nada mais será cobrado.')
    const failing = { ...paying, subscriptionStatus: 'past_due', subscriptionGraceEndsAt: daysFromNow(3) }
    expect(subscriptionTerm(failing, 'BR', now)).toEqual({ kind: 'grace', day: '2026-05-13' })
    expect(subscriptionTermText({ kind: 'grace', day: '2026-05-13' })).toBe(
      'Não conseguimos cobrar a renovação. Seu acesso continua até 13/05/2026: atualize o cartão para não perder o plano.',
    )
  })

  it('says when a paid period that is over ended, and nothing without a subscription', () => {
    expect(subscriptionTerm({ ...paying, subscriptionEnd: daysFromNow(-1) }, 'BR', now)).toEqual({ kind: 'ended', day: '2026-05-09' })
    expect(subscriptionTermText({ kind: 'ended', day: '2026-05-09' })).toBe('Terminou em 09/05/2026.')
    // A Portuguese account reads Portugal's Portuguese: dated with 'a', and no 'você' (decision 0057).
    expect(subscriptionTermText({ kind: 'renews', day: '2027-03-06' }, 'PT')).toBe('Renova a 06/03/2027.')
    expect(subscriptionTermText({ kind: 'ends', day: '2027-03-06' }, 'PT')).toBe('Termina a 06/03/2027. Continua com o plano até lá e nada mais será cobrado.')
    for (const kind of ['renews', 'ends', 'grace', 'ended'] as const) expect(subscriptionTermText({ kind, day: '2027-03-06' }, 'PT')).not.toMatch(/\bvocê\b/i)
    expect(subscriptionTerm({ ...expiredTrial, subscriptionStatus: 'none', subscriptionEnd: lateEvening }, 'BR', now)).toBeNull()
    expect(subscriptionTerm({ ...expiredTrial, subscriptionStatus: 'active', subscriptionEnd: null }, 'BR', now)).toBeNull()
  })
})

describe('which payment provider the settings choose', () => {
  const base = { DATABASE_URL: 'postgres://x', PAYLOAD_SECRET: 'segredo' }
  it('uses Stripe when its key is set, and its stand-in address when given', () => {
    const billing = loadSettings({
      ...base,
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
    }).billing
    expect(billing).toEqual({ provider: 'stripe', secretKey: 'sk_test_1', webhookSecret: 'whsec_1', api: { host: '127.0.0.1', port: 12111, protocol: 'http' } })
  })

  it('uses the sandbox with no keys outside production, and in production only when told to', () => {
    expect(loadSettings(base).billing).toEqual({ provider: 'sandbox' })
    expect(loadSettings({ ...base, NODE_ENV: 'production', BILLING_PROVIDER: 'sandbox' }).billing).toEqual({ provider: 'sandbox' })
    const production = loadSettings({ ...base, NODE_ENV: 'production' }).billing
    expect(production.provider).toBe('unavailable')
    expect(production.provider === 'unavailable' && production.reason).toContain('STRIPE_SECRET_KEY')
    expect(loadSettings({ ...base, BILLING_PROVIDER: 'stripe' }).billing.provider).toBe('unavailable')
    expect(() => loadSettings({ ...base, BILLING_PROVIDER: 'paypal' })).toThrow('BILLING_PROVIDER')
  })
})
