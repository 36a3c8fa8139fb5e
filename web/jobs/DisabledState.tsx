import type { ReactNode } from 'react'
import { cn } from '../ui/cn'

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
