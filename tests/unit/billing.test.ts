import { describe, expect, it } from 'vitest'
import { DAY_MS, deriveAccountStatus } from '#domain/account'
import { GRACE_DAYS, snapshotApplies, subscriptionFields, subscriptionStatusFor, type SubscriptionSnapshot } from '#domain/billing'
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
