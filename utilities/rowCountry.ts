import type { Country } from '#domain/locations'

type WithCountry = { country?: unknown } | null | undefined

/**
 * The country a row's document, phone and place are read in: the one being written, else the
 * stored one (an update that leaves the country out), else Brazil, where rows started.
 */
export function rowCountry(siblingData: unknown, originalDoc?: unknown): Country {
  const country = (siblingData as WithCountry)?.country ?? (originalDoc as WithCountry)?.country
  return country === 'PT' ? 'PT' : 'BR'
}
