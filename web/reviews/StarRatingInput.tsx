import { Star } from 'lucide-react'
import { useId } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { cn } from '../ui/cn'

const STARS = [1, 2, 3, 4, 5] as const

/**
 * Stars 1–5 as a native radio group: Tab reaches it, arrow keys move the choice, each star is read
 * as "3 estrelas". The chosen star and those before it are filled.
 */
export function StarRatingInput({ field, value, error }: { field: UseFormRegisterReturn; value: number | undefined; error?: string }) {
  const errorId = useId()
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-stone-900">
        Nota <span aria-hidden="true">*</span>
      </legend>
      <div className="mt-1 flex gap-1">
        {STARS.map((stars) => (
          <label key={stars} className="group relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600">
            <input type="radio" value={stars} {...field} className="sr-only" />
            <span className="sr-only">{stars === 1 ? '1 estrela' : `${stars} estrelas`}</span>
            <Star
              aria-hidden="true"
              className={cn(
                'size-8 transition-colors',
                value !== undefined && stars <= value ? 'fill-brand-500 text-brand-600' : 'text-stone-400 group-hover:text-brand-500',
              )}
            />
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  )
}
