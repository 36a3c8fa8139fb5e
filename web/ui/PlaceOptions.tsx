import { COUNTRIES, countryLabels, stateOptions, type Country } from '#domain/locations'

/**
 * The options of a state filter: the chosen country's UFs or distritos, or, with no country
 * chosen, both lists under their country's name.
 */
export function StateFilterOptions({ country }: { country: Country | undefined }) {
  if (country) return <StateOptionList country={country} />
  return (
    <>
      {COUNTRIES.map((each) => (
        <optgroup key={each} label={countryLabels[each]}>
          <StateOptionList country={each} />
        </optgroup>
      ))}
    </>
  )
}

function StateOptionList({ country }: { country: Country }) {
  return (
    <>
      {stateOptions(country).map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  )
}

/** The options of a country filter: every country first, as lists open on them for visitors. */
export function CountryFilterOptions({ allValue }: { allValue: string }) {
  return (
    <>
      <option value={allValue}>Todos os países</option>
      {COUNTRIES.map((value) => (
        <option key={value} value={value}>
          {countryLabels[value]}
        </option>
      ))}
    </>
  )
}
