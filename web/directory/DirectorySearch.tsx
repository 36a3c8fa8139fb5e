import { Search, X } from 'lucide-react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MIN_RATING_CHOICES } from '#domain/reviews'
import { placeLabels } from '#domain/locations'
import { Button } from '../ui/Button'
import { formatRating } from '../ui/format'
import { SelectField, TextField } from '../ui/Field'
import { CountryFilterOptions, StateFilterOptions } from '../ui/PlaceOptions'
import type { DirectoryFilters } from './filters'
import { ALL_COUNTRIES, type SearchValues } from './useDirectoryFilters'

const TYPING_PAUSE_MS = 350

type Texts = Pick<SearchValues, 'q' | 'city'>

const same = (a: Texts, b: Texts) => a.q.trim() === b.q.trim() && a.city.trim() === b.city.trim()

/**
 * Search by name, city or specialty, and filters by country, state (or distrito), city (or
 * concelho), minimum rating and verified only. The text fields apply once the user pauses typing (or presses Enter), the selects at once. When the URL changes from elsewhere
 * (Limpar filtros, the browser's back button) the fields follow it.
 */
export function DirectorySearch({
  label,
  placeholder,
  filters,
  filtered,
  onSearch,
  onClear,
}: {
  label: string
  placeholder: string
  filters: DirectoryFilters
  filtered: boolean
  onSearch: (values: SearchValues, options?: { replace?: boolean }) => void
  onClear: () => void
}) {
  const fromUrl: Texts = { q: filters.q ?? '', city: filters.city ?? '' }
  const [draft, setDraft] = useState<Texts>(fromUrl)
  const applied = useRef<Texts>(fromUrl)
  const state = filters.state ?? ''
  const country = filters.country ?? ALL_COUNTRIES
  const labels = placeLabels[filters.country ?? 'BR']
  const minRating = filters.minRating === undefined ? '' : String(filters.minRating)
  const verified = Boolean(filters.verified)
  const selects = { country, state, minRating, verified }
  // The router moves to the new address in a transition: until it lands, the box shows the
  // person's click rather than snapping back to the address's old value (and a second click
  // meanwhile is not lost).
  const [verifiedShown, setVerifiedShown] = useState(verified)
  useEffect(() => setVerifiedShown(verified), [verified])

  useEffect(() => {
    const current = { q: filters.q ?? '', city: filters.city ?? '' }
    if (same(current, applied.current)) return
    applied.current = current
    setDraft(current)
  }, [filters.q, filters.city])

  const apply = (values: SearchValues, replace: boolean) => {
    applied.current = { q: values.q.trim(), city: values.city.trim() }
    onSearch(values, { replace })
  }

  useEffect(() => {
    if (same(draft, applied.current)) return
    const timer = setTimeout(() => apply({ ...draft, ...selects }, true), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
    // `apply` only reads the latest props; the pause restarts when the text or a filter changes.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [draft, country, state, minRating, verified])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply({ ...draft, ...selects }, false)
  }

  return (
    <form role="search" aria-label={label} onSubmit={submit} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-x-4">
        <div className="relative col-span-2 md:col-span-1">
          <TextField
            label="Buscar"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={100}
            placeholder={placeholder}
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            className="pl-10"
          />
          <Search className="pointer-events-none absolute bottom-3 left-3 size-5 text-stone-500" aria-hidden="true" />
        </div>
        <SelectField label="País" value={country} onChange={(event) => apply({ ...draft, ...selects, country: event.target.value, state: '' }, false)}>
          <CountryFilterOptions allValue={ALL_COUNTRIES} />
        </SelectField>
        <SelectField
          label={filters.country ? labels.state : 'Estado ou distrito'}
          value={state}
          onChange={(event) => apply({ ...draft, ...selects, state: event.target.value }, false)}
        >
          <option value="">Todos</option>
          <StateFilterOptions country={filters.country} />
        </SelectField>
        <TextField
          label={filters.country ? labels.city : 'Cidade ou concelho'}
          type="text"
          autoComplete="address-level2"
          maxLength={80}
          placeholder={filters.country === 'PT' ? 'Ex.: Matosinhos' : 'Ex.: Recife'}
          containerClassName="col-span-2 md:col-span-1"
          value={draft.city}
          onChange={(event) => setDraft({ ...draft, city: event.target.value })}
        />
        <SelectField label="Avaliação mínima" value={minRating} onChange={(event) => apply({ ...draft, ...selects, minRating: event.target.value }, false)}>
          <option value="">Todas</option>
          {MIN_RATING_CHOICES.map((choice) => (
            <option key={choice} value={String(choice)}>
              {formatRating(choice)} ou mais
            </option>
          ))}
        </SelectField>
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium text-stone-900">
          <input
            type="checkbox"
            checked={verifiedShown}
            onChange={(event) => {
              setVerifiedShown(event.target.checked)
              apply({ ...draft, ...selects, verified: event.target.checked }, false)
            }}
            className="size-5 rounded border-stone-400 accent-brand-600"
          />
          Somente verificados
        </label>
      </div>
      {filtered && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" /> Limpar filtros
          </Button>
        </div>
      )}
      <button type="submit" className="sr-only" tabIndex={-1}>
        Buscar
      </button>
    </form>
  )
}
