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

export function trialEndFrom(createdAt: Date): Date {
  return new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS)
}

export type AccountFacts = WithRoles & {
  trialEndsAt?: string | Date | null
  subscriptionStatus?: string | null
  subscriptionEnd?: string | Date | null
}

const toTime = (value: string | Date | null | undefined) => (value ? new Date(value).getTime() : Number.NaN)

/**
 * The account status is derived on every read and every check, never stored, so it can never
 * be stale: a subscription that is active and not past its end makes the account active; an
 * unexpired trial keeps it in trial; anything else is locked. Staff are never locked.
 */
export function deriveAccountStatus(account: AccountFacts, now: Date = new Date()): AccountStatus {
  if (isStaff(account)) return 'active'
  const subscriptionEnd = toTime(account.subscriptionEnd)
  const subscribed = account.subscriptionStatus === 'active' && (Number.isNaN(subscriptionEnd) || subscriptionEnd > now.getTime())
  if (subscribed) return 'active'
  if (toTime(account.trialEndsAt) > now.getTime()) return 'trial'
  return 'locked'
}

export function isLocked(account: AccountFacts, now: Date = new Date()): boolean {
  return deriveAccountStatus(account, now) === 'locked'
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
