import { forwardRef, type ButtonHTMLAttributes } from 'react'
import { AppLink, type AppLinkProps } from './navigation'
import { cn } from './cn'
import { Spinner } from './Spinner'
import { useHydrated } from './useHydrated'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger' | 'accentOnDark' | 'ghostOnDark' | 'outlineOnDark'
export type ButtonSize = 'sm' | 'md' | 'lg'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'bg-ink text-white hover:bg-stone-800 disabled:bg-stone-500',
  outline: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100 disabled:text-stone-400',
  ghost: 'text-stone-700 hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
  /** The landing page's amber call to action, on the dark cards. */
  accentOnDark: 'bg-brand-400 text-ink hover:bg-brand-300 focus-visible:outline-brand-300',
  ghostOnDark: 'text-stone-100 hover:bg-white/10',
  outlineOnDark: 'border border-white/30 text-white hover:bg-white/10',
}
const sizes: Record<ButtonSize, string> = {
  // A minimum height, not a fixed one: a label that wraps in a narrow column grows the button.
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-11 px-4 py-2 text-sm',
  lg: 'min-h-12 px-6 py-2 text-base',
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', className?: string) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  )
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, disables the button and, when given, replaces its text (spec: 'Salvando...'). */
  loading?: boolean
  loadingText?: string
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, loading = false, loadingText, className, children, disabled, type = 'button', ...props },
  ref,
) {
  // Drawn by the server, a button works only once the page is hydrated: until then it says it cannot be used.
  const hydrated = useHydrated()
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-disabled={hydrated ? undefined : true}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {loading && (loadingText ? <Spinner decorative /> : <Spinner label="Aguarde..." />)}
      {loading && loadingText ? loadingText : children}
    </button>
  )
})

type ButtonLinkProps = AppLinkProps & { variant?: ButtonVariant; size?: ButtonSize }

/** A link that looks like a button (navigation is a link, not a click handler). */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <AppLink className={buttonClasses(variant, size, className)} {...props} />
}
