/**
 * Monthly plan quotas (spec §9): barbers' applications and shops' new or reopened jobs, per
 * calendar month in São Paulo time, whatever the server's own time zone.
 */

export const QUOTA_KINDS = ['application', 'job'] as const
export type QuotaKind = (typeof QUOTA_KINDS)[number]

const QUOTA_TIME_ZONE = 'America/Sao_Paulo'

const nouns: Record<QuotaKind, { one: string; many: string }> = {
  application: { one: 'candidatura', many: 'candidaturas' },
  job: { one: 'vaga', many: 'vagas' },
}

/** The zone's offset from UTC at an instant, in minutes ('GMT-03:00' → -180). */
function offsetMinutes(at: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')!.value
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  if (!match) return 0
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]))
}

/** The first instant of the calendar month that `now` falls in, in the given zone. */
export function monthStart(now: Date, timeZone = QUOTA_TIME_ZONE): Date {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now)
  const year = Number(parts.find((part) => part.type === 'year')!.value)
  const month = Number(parts.find((part) => part.type === 'month')!.value)
  const midnightAsUtc = Date.UTC(year, month - 1, 1)
  // Local midnight is UTC midnight minus the offset in force at that moment.
  return new Date(midnightAsUtc - offsetMinutes(new Date(midnightAsUtc), timeZone) * 60_000)
}

/** 'N de M candidaturas este mês', 'N vagas este mês' when the plan has no limit. */
export function quotaUsageLabel(kind: QuotaKind, used: number, limit: number | null): string {
  if (limit === null) return `${used} ${used === 1 ? nouns[kind].one : nouns[kind].many} este mês`
  return `${used} de ${limit} ${nouns[kind].many} este mês`
}

type PlanQuota = { name: string; monthlyQuota?: number | null }

const allowance = (kind: QuotaKind, quota: number | null | undefined) =>
  quota === null || quota === undefined ? `${nouns[kind].many} ilimitadas` : `${quota} ${quota === 1 ? nouns[kind].one : nouns[kind].many} por mês`

/** What the refusal says: the plan's allowance, and what the next plan allows. */
export function quotaReachedDetail(kind: QuotaKind, plan: PlanQuota, next: PlanQuota | null): string {
  const current = `Seu plano ${plan.name} permite ${allowance(kind, plan.monthlyQuota)}.`
  if (!next) return `${current} O limite renova no dia 1º.`
  return `${current} O plano ${next.name} permite ${allowance(kind, next.monthlyQuota)}: veja em /planos.`
}

/** The smallest plan of the audience that allows more than the current one (null quota: unlimited). */
export function nextPlan<T extends PlanQuota>(current: PlanQuota, plans: T[]): T | null {
  const limit = current.monthlyQuota
  if (limit === null || limit === undefined) return null
  const larger = plans.filter((plan) => plan.monthlyQuota === null || plan.monthlyQuota === undefined || plan.monthlyQuota > limit)
  larger.sort((a, b) => (a.monthlyQuota ?? Number.POSITIVE_INFINITY) - (b.monthlyQuota ?? Number.POSITIVE_INFINITY))
  return larger[0] ?? null
}
