import { cn } from './cn'

/**
 * A spinning circle that says what is loading. `decorative` leaves the saying to text already
 * beside it (a button's 'Salvando...'), so screen readers do not hear it twice.
 */
export function Spinner({ className, label = 'Carregando...', decorative = false }: { className?: string; label?: string; decorative?: boolean }) {
  const circle = (
    <svg className="size-5 animate-spin text-current" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
  if (decorative) {
    return (
      <span aria-hidden="true" className={cn('inline-flex items-center', className)}>
        {circle}
      </span>
    )
  }
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      {circle}
      <span className="sr-only">{label}</span>
    </span>
  )
}

/** A whole-area loading state (pages waiting for their data). */
export function PageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-stone-600">
      <Spinner label={label} />
      <span aria-hidden="true">{label}</span>
    </div>
  )
}
