import { monthlyPrice } from '#domain/money'
import type { Plan } from '#payload-types'

/** 'por mês', 'a cada 3 meses'. */
export function planPeriodLabel(months: number): string {
  return months === 1 ? 'por mês' : `a cada ${months} meses`
}

/** What the plan costs per month, for comparing plans of different lengths ('R$ 99/mês', '16 €/mês'). */
export function monthlyEquivalent(plan: Pick<Plan, 'priceCents' | 'months' | 'currency'>): string {
  return monthlyPrice(plan.priceCents, plan.months, plan.currency)
}
