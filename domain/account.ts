import { isStaff, type WithRoles } from './roles'

export const TRIAL_DAYS = 3
export const DAY_MS = 24 * 60 * 60 * 1000

export const ACCOUNT_STATUSES = ['trial', 'active', 'locked'] as const
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number]

export const accountStatusLabels: Record<AccountStatus, string> = {
  trial: 'Período de teste',
  active: 'Ativo',
  locked: 'Bloqueado',
}

/**
 * What we keep of a subscription: `active` while paid (Stripe's active or trialing), `past_due`
 * while a renewal payment is failing and the grace period runs, `none` otherwise (never
 * subscribed, canceled, unpaid, expired).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'past_due', 'none'] as const
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number]

export const subscriptionStatusLabels: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  past_due: 'Pagamento pendente',
  none: 'Nenhuma',
}

/**
 * The free days a new account gets: none when its document already had an account that used them
 * (issue 25, `trialDocumentUsed`), so the sign-up answer and its e-mail never promise a trial the
 * panel then denies.
 */
export function trialDaysOf(user: { trialDocumentUsed?: boolean | null }): number {
  return user.trialDocumentUsed ? 0 : TRIAL_DAYS
}

export function trialEndFrom(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS)
}

export type AccountFacts = WithRoles & {
  trialEndsAt?: string | Date | null
  subscriptionStatus?: string | null
  subscriptionEnd?: string | Date | null
  subscriptionGraceEndsAt?: string | Date | null
}

const toTime = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)

/**
 * Whether the subscription grants access now: an active one until the end of its paid period, one
 * whose renewal payment failed (past_due) until its grace period ends (decision 0021).
 */
export function hasPaidAccess(account: AccountFacts, now: Date = new Date()): boolean {
  if (account.subscriptionStatus === 'active') {
    const subscriptionEnd = toTime(account.subscriptionEnd)
    return Number.isNaN(subscriptionEnd) || subscriptionEnd > now.getTime()
  }
  if (account.subscriptionStatus === 'past_due') return toTime(account.subscriptionGraceEndsAt) > now.getTime()
  return false
}

/** Whether the account's free days are still running, whether or not it already pays a plan. */
export function trialRunning(account: AccountFacts, now: Date = new Date()): boolean {
  return toTime(account.trialEndsAt) > now.getTime()
}

/**
 * The account status is derived on every read and every check, never stored, so it can never
 * be stale: a subscription that is paid, or failing but within its grace period, makes the
 * account active; an unexpired trial keeps it in trial; anything else is locked. Staff are never
 * locked.
 */
export function deriveAccountStatus(account: AccountFacts, now: Date = new Date()): AccountStatus {
  if (isStaff(account)) return 'active'
  if (hasPaidAccess(account, now)) return 'active'
  if (trialRunning(account, now)) return 'trial'
  return 'locked'
}

export function isLocked(account: AccountFacts, now: Date = new Date()): boolean {
  return deriveAccountStatus(account, now) === 'locked'
}

/** Where a locked account subscribes: every refusal of the paywall carries it as `plansPath`. */
export const PLANS_PATH = '/planos'

/**
 * When the access the account has now ends (its trial, or its paid period and grace), so a live
 * connection can be re-checked at that moment; null when it never ends (staff) or already has.
 */
export function accessEndsAt(account: AccountFacts, now: Date = new Date()): Date | null {
  if (isStaff(account)) return null
  if (hasPaidAccess(account, now)) {
    if (account.subscriptionStatus === 'past_due') return new Date(toTime(account.subscriptionGraceEndsAt))
    const subscriptionEnd = toTime(account.subscriptionEnd)
    return Number.isNaN(subscriptionEnd) ? null : new Date(subscriptionEnd)
  }
  const trialEnd = toTime(account.trialEndsAt)
  return trialEnd > now.getTime() ? new Date(trialEnd) : null
}

/**
 * Whether the viewer may read the contacts of a counterpart it has a hire with (decisions 0030,
 * 0051): always while the account may hire; once locked, only when one of the pair's hires was
 * made while it was not locked (`unlockedAtHire`, stamped on the application when it became hired),
 * so a lapsed plan does not take back what was paid for, and a hire that came while locked is not
 * a way around the paywall. The status at the hire is recorded, not rebuilt from the account's
 * dates afterwards: a subscription that never paid or stopped paying leaves a period end in the
 * future (a failed checkout, a renewal failing past its grace), which is no moment of access.
 */
export function mayReadHiredContact(viewer: AccountFacts, unlockedAtHire: boolean | null | undefined, now: Date = new Date()): boolean {
  return !isLocked(viewer, now) || unlockedAtHire === true
}

/** "falta 1 dia", "faltam 2 dias": the verb agrees with the count. */
const left = (count: number, singular: string, plural: string) => (count === 1 ? `falta 1 ${singular}` : `faltam ${count} ${plural}`)

/**
 * Remaining trial time as the banner says it: whole days, rounded (a trial that just started reads
 * "faltam 3 dias", not "faltam 2 dias"), or hours under one day.
 */
export function trialRemainingLabel(trialEndsAt: string | Date, now: Date = new Date()): string | null {
  const remaining = toTime(trialEndsAt) - now.getTime()
  if (!(remaining > 0)) return null
  if (remaining >= DAY_MS) return left(Math.round(remaining / DAY_MS), 'dia', 'dias')
  const hours = Math.floor(remaining / (60 * 60 * 1000))
  if (hours === 0) return 'falta menos de 1 hora'
  return left(hours, 'hora', 'horas')
}
