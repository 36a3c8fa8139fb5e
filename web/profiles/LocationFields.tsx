import type { UseFormRegisterReturn } from 'react-hook-form'
import { concelhosOf, COUNTRIES, countryLabels, placeLabels, stateOptions, type Country } from '#domain/locations'
import { postalCodeLabels } from '#domain/postalCodes'
import { SelectField, TextField } from '../ui/Field'

type LocationErrors = { country?: string; state?: string; city?: string; district?: string; postalCode?: string }

/**
 * País, then the country's places (domain/locations.ts): in Brazil a UF from the list, the city
 * and the bairro typed; in Portugal a distrito (or the Açores, Madeira) from the list, one of its
 * concelhos, and the freguesia typed. The parent clears the state when the country changes and
 * the city when a Portuguese distrito changes. Once the profile holds its document the country
 * is that document's, shown and not editable (the server keeps it too).
 */
export function LocationFields({
  idPrefix,
  country,
  state,
  countryLocked,
  fields,
  errors,
}: {
  idPrefix: string
  country: Country
  /** The chosen state, whose concelhos a Portuguese city picks from. */
  state: string
  countryLocked: boolean
  fields: Record<'country' | 'state' | 'city' | 'district', UseFormRegisterReturn> & { postalCode?: UseFormRegisterReturn }
  errors: LocationErrors
}) {
  const labels = placeLabels[country]
  const concelhos = country === 'PT' ? concelhosOf(state) : []
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {countryLocked ? (
        <TextField
          id={`${idPrefix}-pais`}
          label="País"
          value={countryLabels[country]}
          readOnly
          hint="O país acompanha o seu documento. Para mudar, fale com o suporte."
          className="bg-stone-100 text-stone-700"
        />
      ) : (
        <SelectField id={`${idPrefix}-pais`} label="País" required error={errors.country} {...fields.country}>
          {COUNTRIES.map((value) => (
            <option key={value} value={value}>
              {countryLabels[value]}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField id={`${idPrefix}-estado`} label={labels.state} autoComplete="address-level1" required error={errors.state} {...fields.state}>
        <option value="">{country === 'PT' ? 'Selecione o distrito' : 'Selecione o estado'}</option>
        {stateOptions(country).map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {country === 'PT' ? (
        <SelectField
          id={`${idPrefix}-cidade`}
          label={labels.city}
          autoComplete="address-level2"
          required
          disabled={concelhos.length === 0}
          hint={concelhos.length === 0 ? 'Escolha primeiro o distrito.' : undefined}
          error={errors.city}
          {...fields.city}
        >
          <option value="">Selecione o concelho</option>
          {concelhos.map((concelho) => (
            <option key={concelho} value={concelho}>
              {concelho}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField id={`${idPrefix}-cidade`} label={labels.city} autoComplete="address-level2" required error={errors.city} {...fields.city} />
      )}
      <TextField
        id={`${idPrefix}-bairro`}
        label={labels.district}
        placeholder={country === 'PT' ? 'Ex.: Cedofeita' : undefined}
        autoComplete="address-level3"
        required
        error={errors.district}
        {...fields.district}
      />
      {fields.postalCode && (
        <TextField
          id={`${idPrefix}-cep`}
          label={postalCodeLabels[country]}
          placeholder={country === 'PT' ? 'Ex.: 1100-148' : 'Ex.: 01310-100'}
          hint={
            country === 'PT'
              ? 'Opcional; só o próprio e o suporte o veem. Nas buscas “Perto de mim” a distância é contada da sede do concelho.'
              : 'Opcional; só você e o suporte veem. Nas buscas “Perto de mim” a distância é contada da sede do município.'
          }
          autoComplete="postal-code"
          inputMode="numeric"
          error={errors.postalCode}
          {...fields.postalCode}
        />
      )}
    </div>
  )
}
