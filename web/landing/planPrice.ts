import type { Plan } from '../../payload-types'
import { formatMoney } from '../ui/format'

/** 'por mês', 'a cada 3 meses'. */
export function planPeriodLabel(months: number): string {
  return months === 1 ? 'por mês' : `a cada ${months} meses`
}

/** What the plan costs per month, for comparing plans of different lengths ('R$ 99/mês'). */
export function monthlyEquivalent(plan: Pick<Plan, 'priceCents' | 'months' | 'currency'>): string {
  return `${formatMoney(Math.round(plan.priceCents / plan.months), plan.currency)}/mês`
}
