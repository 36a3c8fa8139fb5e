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
