import { SlidersHorizontal, X } from 'lucide-react'
import { useId, useState, type ChangeEvent } from 'react'
import { useReaderCountry } from '../ui/wording'
import { CONTRACT_TYPES, contractTypeLabelsOf, SEARCH_MAX_LENGTH } from '#domain/jobs'
import type { OpenJobsQuery } from '#domain/jobSearch'
import { concelhosOf, placeLabels } from '#domain/locations'
import { useViewerCountry } from '../landing/planCountry'
import { Button } from '../ui/Button'
import { SelectField, useChangesBeforeHydration } from '../ui/Field'
import { CountryFilterOptions, StateFilterOptions } from '../ui/PlaceOptions'
import { DebouncedTextField } from './DebouncedTextField'
import { experienceFilterOptions } from './jobText'
import { ALL_COUNTRIES, SORT_BY_PAY, URGENT_ONLY, type OpenJobsPatch } from './useOpenJobsSearch'
import { jobSearchMessages } from '#domain/messages/jobs'
import { isPercentKind, PAY_KINDS, payKindLabels, wholeUnits } from '#domain/pay'
import { currencySymbol } from '#domain/money'

/**
 * Search by title, shop or city, and filters by country, state, city, contract type and experience
 * (spec §5). In Portugal the state is a distrito and, once one is chosen, the city one of its concelhos.
 */
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
  const active = [query.country, query.state, query.city, query.contractType, query.maxExperience, query.payKind, query.payMin, query.urgent].filter(
    (value) => value !== undefined,
  ).length
  const viewerCountry = useViewerCountry()
  const readerCountry = useReaderCountry()
  const labels = placeLabels[query.country ?? 'BR']
  const concelhos = query.country === 'PT' && query.state ? concelhosOf(query.state) : []
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
        placeholder={`Título da vaga, barbearia ou ${placeLabels[query.country ?? viewerCountry].city.toLowerCase()}`}
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
        <SelectField
          label="País"
          value={query.country ?? ALL_COUNTRIES}
          onChange={(event) => onChange({ country: event.target.value, state: undefined, city: undefined })}
        >
          <CountryFilterOptions allValue={ALL_COUNTRIES} />
        </SelectField>
        <SelectField
          label={query.country ? labels.state : 'Estado ou distrito'}
          value={query.state ?? ''}
          onChange={(event) => onChange({ state: event.target.value, ...(query.country === 'PT' ? { city: undefined } : {}) })}
        >
          <option value="">{query.country === 'PT' ? 'Todos os distritos' : query.country ? 'Todos os estados' : 'Todos'}</option>
          <StateFilterOptions country={query.country} />
        </SelectField>
        {concelhos.length > 0 ? (
          <SelectField label={labels.city} value={query.city ?? ''} onChange={(event) => onChange({ city: event.target.value })}>
            <option value="">Todos os concelhos</option>
            {concelhos.map((concelho) => (
              <option key={concelho} value={concelho}>
                {concelho}
              </option>
            ))}
          </SelectField>
        ) : (
          <DebouncedTextField
            label={query.country ? labels.city : 'Cidade ou concelho'}
            placeholder={query.country === 'PT' ? 'Ex.: Matosinhos' : 'Ex.: Campinas'}
            maxLength={80}
            autoComplete="address-level2"
            value={query.city ?? ''}
            onCommit={(city) => onChange({ city })}
          />
        )}
        <SelectField label="Tipo de contrato" value={query.contractType ?? ''} onChange={(event) => onChange({ contractType: event.target.value })}>
          <option value="">Todos os tipos</option>
          {CONTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {contractTypeLabelsOf(readerCountry)[type]}
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
        <SelectField
          label="Remuneração"
          value={query.payKind ?? ''}
          onChange={(event) => onChange({ payKind: event.target.value, payMin: undefined, ...(event.target.value ? {} : { sort: undefined }) })}
        >
          <option value="">Qualquer forma</option>
          {PAY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {payKindLabels[kind]}
            </option>
          ))}
        </SelectField>
        <DebouncedTextField
          label={query.payKind && isPercentKind(query.payKind) ? 'Comissão mínima (%)' : `Mínimo (${currencySymbol(query.country ?? viewerCountry)})`}
          inputMode="numeric"
          placeholder={
            query.payKind ? (isPercentKind(query.payKind) ? 'Ex.: 40' : query.payKind === 'per_service' ? 'Ex.: 30' : 'Ex.: 2000') : 'Escolha a remuneração'
          }
          hint={query.payKind ? undefined : 'Escolha antes a forma de remuneração.'}
          disabled={!query.payKind}
          maxLength={7}
          value={query.payMin === undefined ? '' : String(query.payMin)}
          onCommit={(value) => onChange({ payMin: wholeUnits(value) })}
        />
        <SelectField
          label="Ordenar por"
          value={query.sort === 'pay' ? SORT_BY_PAY : ''}
          hint={query.payKind ? undefined : 'Para “Maior remuneração”, escolha antes a forma de remuneração.'}
          onChange={(event) => onChange({ sort: event.target.value })}
        >
          <option value="">Mais recentes</option>
          {/* Pay compares within one kind (issue 40): the kind is asked first, as for the minimum. */}
          <option value={SORT_BY_PAY} disabled={!query.payKind}>
            Maior remuneração
          </option>
        </SelectField>
        <label className="flex min-h-11 items-center gap-3 self-end rounded-lg border border-stone-200 px-3 py-2.5 text-sm font-medium text-stone-900">
          <UrgentOnlyBox checked={Boolean(query.urgent)} onChange={(checked) => onChange({ urgent: checked ? URGENT_ONLY : undefined })} />
          {jobSearchMessages.urgentOnly}
        </label>
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

/** 'Só urgentes': a box the server draws, so a tick made before the script took over still counts. */
function UrgentOnlyBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const change = (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)
  const box = useChangesBeforeHydration<HTMLInputElement>(null, { checked, onChange: change })
  return <input ref={box} type="checkbox" className="size-4 accent-red-700" checked={checked} onChange={change} />
}
