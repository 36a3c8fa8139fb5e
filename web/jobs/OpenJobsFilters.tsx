import { SlidersHorizontal, X } from 'lucide-react'
import { useId, useState } from 'react'
import { CONTRACT_TYPES, contractTypeLabels, SEARCH_MAX_LENGTH } from '../../domain/jobs'
import type { OpenJobsQuery } from '../../domain/jobSearch'
import { BRAZILIAN_STATES } from '../../domain/locations'
import { Button } from '../ui/Button'
import { SelectField } from '../ui/Field'
import { DebouncedTextField } from './DebouncedTextField'
import { experienceFilterOptions } from './jobText'
import type { OpenJobsPatch } from './useOpenJobsSearch'

/** Search by title, shop or city, and filters by state, city, contract type and experience (spec §5). */
export function OpenJobsFilters({
  query,
  filtered,
  onChange,
  onClear,
}: {
  query: OpenJobsQuery
  filtered: boolean
  onChange: (patch: OpenJobsPatch) => void
  onClear: () => void
}) {
  /** On phones the four filters fold under a button, so the jobs show without scrolling past them. */
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const active = [query.state, query.city, query.contractType, query.maxExperience].filter((value) => value !== undefined).length
  return (
    <form
      role="search"
      aria-label="Filtrar vagas"
      onSubmit={(event) => event.preventDefault()}
      className="mb-6 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <DebouncedTextField
        label="Buscar vagas"
        type="search"
        placeholder="Título da vaga, barbearia ou cidade"
        maxLength={SEARCH_MAX_LENGTH}
        enterKeyHint="search"
        value={query.q ?? ''}
        onCommit={(q) => onChange({ q })}
      />
      <div className="flex items-center justify-between gap-2 sm:hidden">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          <SlidersHorizontal className="size-4" aria-hidden="true" /> Filtros
          {active > 0 && <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{active}</span>}
        </Button>
        {filtered && <ClearButton onClear={onClear} />}
      </div>
      <div id={panelId} className={`${open ? 'grid' : 'hidden'} gap-4 sm:grid sm:grid-cols-2 lg:grid-cols-4`}>
        <SelectField label="Estado" value={query.state ?? ''} onChange={(event) => onChange({ state: event.target.value })}>
          <option value="">Todos os estados</option>
          {BRAZILIAN_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        <DebouncedTextField
          label="Cidade"
          placeholder="Ex.: Campinas"
          maxLength={80}
          autoComplete="address-level2"
          value={query.city ?? ''}
          onCommit={(city) => onChange({ city })}
        />
        <SelectField label="Tipo de contrato" value={query.contractType ?? ''} onChange={(event) => onChange({ contractType: event.target.value })}>
          <option value="">Todos os tipos</option>
          {CONTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {contractTypeLabels[type]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Experiência exigida"
          value={query.maxExperience === undefined ? '' : String(query.maxExperience)}
          onChange={(event) => onChange({ maxExperience: event.target.value })}
        >
          {experienceFilterOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      </div>
      {filtered && (
        <div className="hidden sm:block">
          <ClearButton onClear={onClear} />
        </div>
      )}
    </form>
  )
}

function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClear} className="sm:-ml-2">
      <X className="size-4" aria-hidden="true" /> Limpar filtros
    </Button>
  )
}
