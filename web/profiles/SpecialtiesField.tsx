import { Plus, X } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { MAX_SPECIALTIES } from '#domain/profiles'
import { cleanDisplayText } from '#domain/text'
import { Button } from '../ui/Button'
import { cn } from '../ui/cn'
import { describedBy, FieldHelp } from '../ui/Field'

const SPECIALTY_MAX_LENGTH = 40
const hint = `Opcional. Até ${MAX_SPECIALTIES}; aparecem no seu perfil e nas buscas.`
const suggestions = ['Degradê', 'Barba', 'Corte clássico', 'Navalhado', 'Pigmentação', 'Platinado', 'Corte infantil', 'Tranças']

const sameSpecialty = (a: string, b: string) => a.localeCompare(b, 'pt-BR', { sensitivity: 'base' }) === 0

/** Optional specialties as removable chips: type and press Enter, or tap a suggestion. */
export function SpecialtiesField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[]
  onChange: (value: string[]) => void
  error?: string
  disabled?: boolean
}) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const full = value.length >= MAX_SPECIALTIES

  const add = (text: string) => {
    // The chip shows the specialty as the server will store it.
    const specialty = cleanDisplayText(text).replace(/\s+/g, ' ').slice(0, SPECIALTY_MAX_LENGTH)
    setDraft('')
    if (!specialty || full || value.some((existing) => sameSpecialty(existing, specialty))) return
    onChange([...value, specialty])
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' && event.key !== ',') return
    // Enter adds the chip instead of sending the whole form.
    event.preventDefault()
    add(draft)
  }
  const open = suggestions.filter((suggestion) => !value.some((existing) => sameSpecialty(existing, suggestion)))

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Especialidades
      </label>
      {value.length > 0 && (
        <ul aria-label="Especialidades escolhidas" className="flex flex-wrap gap-2">
          {value.map((specialty) => (
            <li key={specialty} className="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-900">
              {specialty}
              <button
                type="button"
                onClick={() => onChange(value.filter((existing) => existing !== specialty))}
                disabled={disabled}
                aria-label={`Remover ${specialty}`}
                className="flex size-6 items-center justify-center rounded-full hover:bg-brand-200"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={SPECIALTY_MAX_LENGTH}
          disabled={disabled || full}
          placeholder={full ? `Limite de ${MAX_SPECIALTIES} especialidades` : 'Ex.: Degradê'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(
            'h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 text-base text-stone-900 placeholder:text-stone-500 focus:ring-2 focus:outline-none disabled:bg-stone-100',
            error ? 'border-red-600 focus:ring-red-600/40' : 'border-stone-300 focus:border-brand-600 focus:ring-brand-600/30',
          )}
        />
        <Button variant="outline" onClick={() => add(draft)} disabled={disabled || full || !cleanDisplayText(draft)}>
          <Plus className="size-4" aria-hidden="true" /> Adicionar
        </Button>
      </div>
      {open.length > 0 && !full && (
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="text-xs text-stone-600">Sugestões:</span>
          {open.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              onClick={() => add(suggestion)}
              disabled={disabled}
              aria-label={`Adicionar ${suggestion}`}
              className="rounded-full border border-stone-300 bg-white px-2.5 py-1 text-xs font-medium text-stone-700 hover:border-brand-600 hover:text-brand-800"
            >
              + {suggestion}
            </button>
          ))}
        </div>
      )}
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  )
}
