import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

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
