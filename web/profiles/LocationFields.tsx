import type { UseFormRegisterReturn } from 'react-hook-form'
import { BRAZILIAN_STATES, COUNTRIES, countryLabels, type Country } from '../../domain/locations'
import { SelectField, TextField } from '../ui/Field'

type LocationErrors = { country?: string; state?: string; city?: string; district?: string }

/**
 * País, then a Brazilian state from the list, or a Portuguese district typed in (the same field
 * on the server), city and neighbourhood. The parent clears the state when the country changes.
 */
export function LocationFields({
  idPrefix,
  country,
  fields,
  errors,
}: {
  idPrefix: string
  country: Country
  fields: Record<'country' | 'state' | 'city' | 'district', UseFormRegisterReturn>
  errors: LocationErrors
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField id={`${idPrefix}-pais`} label="País" required error={errors.country} {...fields.country}>
        {COUNTRIES.map((value) => (
          <option key={value} value={value}>
            {countryLabels[value]}
          </option>
        ))}
      </SelectField>
      {country === 'PT' ? (
        <TextField
          id={`${idPrefix}-estado`}
          label="Distrito"
          placeholder="Ex.: Lisboa"
          autoComplete="address-level1"
          required
          error={errors.state}
          {...fields.state}
        />
      ) : (
        <SelectField id={`${idPrefix}-estado`} label="Estado" autoComplete="address-level1" required error={errors.state} {...fields.state}>
          <option value="">Selecione o estado</option>
          {BRAZILIAN_STATES.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
      )}
      <TextField id={`${idPrefix}-cidade`} label="Cidade" autoComplete="address-level2" required error={errors.city} {...fields.city} />
      <TextField
        id={`${idPrefix}-bairro`}
        label={country === 'PT' ? 'Bairro ou freguesia' : 'Bairro'}
        autoComplete="address-level3"
        required
        error={errors.district}
        {...fields.district}
      />
    </div>
  )
}
