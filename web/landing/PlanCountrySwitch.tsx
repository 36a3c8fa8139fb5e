import { useId } from 'react'
import { COUNTRIES, countryLabels, type Country } from '#domain/countries'
import { cn } from '../ui/cn'

/** Portuguese prices to consumers are shown with IVA (decision 0020). */
export const priceNotes: Record<Country, string> = { BR: 'Valores em reais.', PT: 'Valores em euros, IVA incluído.' }

/** Brasil / Portugal for the visitor's plan prices, as radio buttons drawn as a segmented control. */
export function PlanCountrySwitch({
  value,
  onChange,
  align = 'center',
  className,
}: {
  value: Country
  onChange: (country: Country) => void
  /** Centred under the landing's centred heading, at the start under /planos' left-aligned one. */
  align?: 'center' | 'start'
  className?: string
}) {
  const name = useId()
  return (
    <fieldset className={cn('flex flex-col gap-2', align === 'center' ? 'items-center' : 'items-start', className)}>
      <legend className="sr-only">Preços para</legend>
      <p aria-hidden="true" className="text-sm font-medium text-stone-700">
        Preços para
      </p>
      <div className="inline-grid grid-cols-2 gap-1 rounded-xl bg-stone-200/70 p-1">
        {COUNTRIES.map((country) => (
          <label
            key={country}
            className={cn(
              'flex min-h-10 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-semibold text-stone-700 transition-colors hover:text-stone-900',
              'has-checked:bg-white has-checked:text-stone-900 has-checked:shadow-sm',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
            )}
          >
            <input type="radio" name={name} value={country} checked={value === country} onChange={() => onChange(country)} className="sr-only" />
            {countryLabels[country]}
          </label>
        ))}
      </div>
      <p className="text-xs text-stone-600">{priceNotes[value]}</p>
    </fieldset>
  )
}
