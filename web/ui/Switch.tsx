import { cn } from './cn'

type SwitchProps = { checked: boolean; labelledBy: string; describedBy?: string; disabled?: boolean; onToggle: () => void }

/** An on/off switch (role="switch"), named by the text it sits beside. */
export function Switch({ checked, labelledBy, describedBy, disabled, onToggle }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onToggle}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-70',
        checked ? 'bg-brand-700' : 'bg-stone-300',
      )}
    >
      <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', checked ? 'translate-x-6' : 'translate-x-1')} />
    </button>
  )
}
