import { Check } from 'lucide-react'
import type { ReactNode } from 'react'
import { jobAlertTimingText } from '#domain/jobAlerts'
import { formatMoney } from '#domain/money'
import { planPerks } from '#domain/perks'
import type { Plan } from '#payload-types'
import { cn } from '../ui/cn'
import { monthlyEquivalent, planPeriodLabel } from './planPrice'

/** One plan: name, price for its period, the monthly equivalent, features, and the caller's action. */
export function PlanCard({ plan, action, className }: { plan: Plan; action?: ReactNode; className?: string }) {
  const highlighted = Boolean(plan.highlight)
  // When saved-search alerts arrive (decision 0037): from the plan's perks, not from its stored features.
  const alertTiming = plan.audience === 'barber' ? jobAlertTimingText(planPerks(plan).earlyAccess) : null
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 sm:p-8',
        highlighted ? 'border-brand-500 shadow-xl ring-1 shadow-brand-900/10 ring-brand-500' : 'border-stone-200 shadow-sm',
        className,
      )}
    >
      {highlighted && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-ink px-3.5 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-brand-300 uppercase">
          Mais Popular
        </p>
      )}
      <h3 className="text-lg font-bold text-stone-900">{plan.name}</h3>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-stone-900">{formatMoney(plan.priceCents, plan.currency)}</span>
        <span className="text-sm font-medium text-stone-600">{planPeriodLabel(plan.months)}</span>
      </p>
      {plan.months > 1 && <p className="mt-1 text-sm text-stone-600">equivale a {monthlyEquivalent(plan)}</p>}
      <ul className="mt-6 flex flex-1 flex-col gap-3 border-t border-stone-100 pt-6">
        {(plan.features ?? []).map((feature, index) => (
          <li key={feature.id ?? index} className="flex gap-3 text-sm text-stone-800">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" strokeWidth={3} aria-hidden="true" />
            {feature.text}
          </li>
        ))}
        {alertTiming && (
          <li className="flex gap-3 text-sm text-stone-800">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" strokeWidth={3} aria-hidden="true" />
            {alertTiming}
          </li>
        )}
      </ul>
      {action && <div className="mt-8">{action}</div>}
    </article>
  )
}
