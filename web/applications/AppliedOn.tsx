import { CalendarDays } from 'lucide-react'
import { cn } from '../ui/cn'
import { formatDate } from '../ui/format'

/** "Candidatou-se em 21/11/2026", on the shop's and on the barber's cards. */
export function AppliedOn({ date, className }: { date: string; className?: string }) {
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-stone-600', className)}>
      <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
      <span>
        Candidatou-se em <time dateTime={date}>{formatDate(date)}</time>
      </span>
    </p>
  )
}
