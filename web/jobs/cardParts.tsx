import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { contractTypeLabel } from '../../domain/jobs'
import { Badge } from '../ui/Badge'
import { cn } from '../ui/cn'
import { formatRequiredExperience } from '../ui/experience'
import { AppLink } from '../ui/navigation'

/** A job card's title, a link to the job's page; `id` lets the card's article be named by it. */
export function JobCardTitle({ id, jobId, title }: { id: string; jobId: number; title: string }) {
  return (
    <h2 id={id} className="text-lg leading-snug font-semibold text-stone-900">
      <AppLink to={`/vagas/${jobId}`} className="hover:text-brand-800 hover:underline">
        {title}
      </AppLink>
    </h2>
  )
}

/** The facts under a job's title (shop, place, contract, salary, date) on one wrapping line; the text size is the caller's. */
export function JobMeta({ className, children }: { className?: string; children: ReactNode }) {
  return <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-stone-700', className)}>{children}</p>
}

/** One fact after its icon. */
export function JobMetaItem({ icon: Icon, className, children }: { icon: LucideIcon; className?: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <Icon className="size-4 shrink-0 text-stone-500" aria-hidden="true" />
      {children}
    </span>
  )
}

/** The contract type and the experience asked for, as badges. */
export function JobBadges({
  contractType,
  experienceRequired,
}: {
  contractType: string | null | undefined
  experienceRequired: number | string | null | undefined
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone="brand">{contractTypeLabel(contractType)}</Badge>
      <Badge>{formatRequiredExperience(experienceRequired)}</Badge>
    </div>
  )
}

/**
 * The apply button once it cannot be used (spec §4: disabled), drawn as a state rather than as a
 * faded button so it stays legible. `compact` fits a card's row of small buttons.
 */
export function DisabledState({ tone, compact = false, children }: { tone: 'success' | 'neutral'; compact?: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      disabled
      className={cn(
        'flex items-center justify-center gap-2 rounded-lg border text-center text-sm font-semibold',
        compact ? 'min-h-9 px-3 py-1.5' : 'min-h-12 w-full px-4 py-2',
        tone === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-stone-200 bg-stone-100 text-stone-700',
      )}
    >
      {children}
    </button>
  )
}
