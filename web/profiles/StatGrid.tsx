import type { LucideIcon } from 'lucide-react'
import { cn } from '../ui/cn'
import { formatInteger } from '../ui/format'

const statTones = {
  neutral: 'bg-stone-100 text-stone-700',
  brand: 'bg-brand-100 text-brand-800',
  success: 'bg-emerald-100 text-emerald-800',
  danger: 'bg-red-100 text-red-800',
  info: 'bg-sky-100 text-sky-800',
}

export type Stat = { label: string; value: number; icon: LucideIcon; tone: keyof typeof statTones }

/** The panel's counts, as a description list: each label says what its number is. */
export function StatGrid({ stats }: { stats: Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map(({ label: statLabel, value, icon: Icon, tone }) => (
        <div key={statLabel} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="flex items-start justify-between gap-2 text-sm leading-tight font-medium text-stone-600">
            {statLabel}
            <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', statTones[tone])}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
          </dt>
          <dd className="text-3xl font-bold tracking-tight text-stone-900 tabular-nums">{formatInteger(value)}</dd>
        </div>
      ))}
    </dl>
  )
}
