import { DAY_MS, hasPaidAccess, type AccountFacts, type SubscriptionStatus } from './account'
import type { Country } from './locations'
import { countryTimeZone } from './timeZone'

/**
 * How long a subscription whose renewal payment failed keeps its access, counted from the start of
 * the unpaid period (decision 0021). Stripe's Smart Retries try the card again over the following
 * days; a week covers the usual retries and a card changed in the customer portal.
 */
export const GRACE_DAYS = 7

/** A plan's period: Trimestral, Semestral or Anual (spec §9; the perks follow it, domain/perks.ts). */
export const PLAN_MONTHS = [3, 6, 12] as const

/**
 * A plan's fields that billing and the quotas read: only admins change them, and only admins create
 * or delete a plan (decision 0031). Editors word a plan: its name, features, price, highlight, order.
 */
export const PLAN_BILLING_FIELDS = ['stripePriceId', 'stripeProductId', 'currency', 'country', 'audience', 'months', 'monthlyQuota', 'active'] as const

/**
 * A subscription as the payment provider reports it now (Stripe's subscription object, or the
 * sandbox's stand-in), read again on every event rather than trusted from the event itself.
 */
export type SubscriptionSnapshot = {
  id: string
  customerId: string
  /** The provider's own status: active, trialing, past_due, canceled, unpaid, incomplete... */
  status: string
  priceId: string | null
  productId: string | null
  currentPeriodStart: Date
  currentPeriodEnd: Date
  /** Our user id and plan id, as the checkout wrote them into the subscription's metadata. */
  userId: number | null
  planId: number | null
  /**
   * When a scheduled cancellation ends it (Stripe's `cancel_at`, or the period's end when
   * `cancel_at_period_end`); null while it renews. Until then it stays active and paid (decision 0055).
   */
  cancelAt: Date | null
}

/** Our status for a provider status: paid, failing (grace), or nothing. */
export function subscriptionStatusFor(providerStatus: string): SubscriptionStatus {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active'
  if (providerStatus === 'past_due') return 'past_due'
  return 'none'
}

/** The user fields that a snapshot decides: the same snapshot always gives the same fields. */
export function subscriptionFields(snapshot: SubscriptionSnapshot) {
  const status = subscriptionStatusFor(snapshot.status)
  return {
    subscriptionStatus: status,
    stripeSubscriptionId: snapshot.id,
    stripeCustomerId: snapshot.customerId,
    subscriptionProductId: snapshot.productId,
    subscriptionEnd: snapshot.currentPeriodEnd.toISOString(),
    // The renewal invoice of the current period is the one failing: its grace runs from the period's start.
    subscriptionGraceEndsAt: status === 'past_due' ? new Date(snapshot.currentPeriodStart.getTime() + GRACE_DAYS * DAY_MS).toISOString() : null,
    // A subscription that has ended has nothing left to cancel.
    subscriptionCancelAt: status !== 'none' && snapshot.cancelAt ? snapshot.cancelAt.toISOString() : null,
  }
}

/**
 * Whether a snapshot of one subscription may replace what the account holds. An account holds one
 * subscription; news about another one (an old canceled subscription, after the customer took a
 * new one) must not take away the access that the current one gives.
 */
export function snapshotApplies(current: AccountFacts & { stripeSubscriptionId?: string | null }, snapshot: SubscriptionSnapshot, now: Date = new Date()) {
  if (!current.stripeSubscriptionId || current.stripeSubscriptionId === snapshot.id) return true
  if (!hasPaidAccess(current, now)) return true
  return subscriptionStatusFor(snapshot.status) === 'active'
}

/**
 * What /planos and the portal say about a subscription's end: it renews on a day, ends on a day
 * (cancelled, decision 0055), keeps access until a day while its renewal fails (decision 0021), or
 * ended on a day. `day` is a calendar day, 'YYYY-MM-DD'.
 */
export type SubscriptionTerm = { kind: 'renews' | 'ends' | 'grace' | 'ended'; day: string }

export type TermFacts = AccountFacts & { subscriptionCancelAt?: string | Date | null }

const dayFormats = new Map<string, Intl.DateTimeFormat>()

/** The calendar day of a moment in a zone, 'YYYY-MM-DD'. */
function calendarDay(moment: string | Date, timeZone: string): string {
  let format = dayFormats.get(timeZone)
  if (!format) dayFormats.set(timeZone, (format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })))
  return format.format(new Date(moment))
}

/**
 * The one computation of the day a subscription renews or ends (issue 39: /planos said 'Renova em
 * 07/03/2027' while the portal said 'pago até 06/03/2027', each in its own zone): the day of that
 * moment in the account's country (São Paulo for Brazil, Lisbon for Portugal), where it pays.
 * /planos reads it from GET /api/billing/subscription, the sandbox portal calls it itself. Null
 * without a subscription or a known period.
 */
export function subscriptionTerm(account: TermFacts, country: Country, now: Date = new Date()): SubscriptionTerm | null {
  const zone = countryTimeZone(country)
  if (account.subscriptionStatus === 'past_due') {
    if (hasPaidAccess(account, now)) return { kind: 'grace', day: calendarDay(account.subscriptionGraceEndsAt!, zone) }
    return account.subscriptionGraceEndsAt ? { kind: 'ended', day: calendarDay(account.subscriptionGraceEndsAt, zone) } : null
  }
  if (account.subscriptionStatus !== 'active' || !account.subscriptionEnd) return null
  if (!hasPaidAccess(account, now)) return { kind: 'ended', day: calendarDay(account.subscriptionEnd, zone) }
  if (account.subscriptionCancelAt) return { kind: 'ends', day: calendarDay(account.subscriptionCancelAt, zone) }
  return { kind: 'renews', day: calendarDay(account.subscriptionEnd, zone) }
}

/** '2027-03-06' → '06/03/2027', with no time zone involved. */
const formatCalendarDay = (day: string) => day.split('-').reverse().join('/')

/** The sentence /planos and the sandbox portal both show for a term. */
export function subscriptionTermText(term: SubscriptionTerm, country: Country = 'BR'): string {
  const day = formatCalendarDay(term.day)
  // Portugal dates with 'a' and speaks without 'você' (decision 0057).
  const portugal = country === 'PT'
  switch (term.kind) {
    case 'renews':
      return portugal ? `Renova a ${day}.` : `Renova em ${day}.`
    case 'ends':
      return portugal
        ? `Termina a ${day}. Continua com o plano até lá e nada mais será cobrado.`
        : `Termina em ${day}. Você continua com o plano até lá e nada mais será cobrado.`
    case 'grace':
      return portugal
        ? `Não conseguimos cobrar a renovação. O seu acesso continua até ${day}: atualize o cartão para não perder o plano.`
        : `Não conseguimos cobrar a renovação. Seu acesso continua até ${day}: atualize o cartão para não perder o plano.`
    case 'ended':
      return portugal ? `Terminou a ${day}.` : `Terminou em ${day}.`
  }
}

/** Spec §7's check-subscription answer, plus what /planos shows a subscriber. */
export type SubscriptionSummary = {
  subscribed: boolean
  product_id: string | null
  subscription_end: string | null
  status: SubscriptionStatus
  grace_ends_at: string | null
  /** When a cancellation made in the portal ends the plan; null while it renews (decision 0055). */
  cancel_at: string | null
  /** The day the plan renews or ends, as /planos and the portal say it (subscriptionTerm). */
  term: SubscriptionTerm | null
  plan: { id: number; name: string; months: number; audience: string } | null
  /** Whether the customer portal can be opened (there is a customer at the provider). */
  manageable: boolean
}
