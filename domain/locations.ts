export const COUNTRIES = ['BR', 'PT'] as const
export type Country = (typeof COUNTRIES)[number]
export const countryLabels: Record<Country, string> = { BR: 'Brasil', PT: 'Portugal' }

export const BRAZILIAN_STATES = [
  ['AC', 'Acre'],
  ['AL', 'Alagoas'],
  ['AP', 'Amapá'],
  ['AM', 'Amazonas'],
  ['BA', 'Bahia'],
  ['CE', 'Ceará'],
  ['DF', 'Distrito Federal'],
  ['ES', 'Espírito Santo'],
  ['GO', 'Goiás'],
  ['MA', 'Maranhão'],
  ['MT', 'Mato Grosso'],
  ['MS', 'Mato Grosso do Sul'],
  ['MG', 'Minas Gerais'],
  ['PA', 'Pará'],
  ['PB', 'Paraíba'],
  ['PR', 'Paraná'],
  ['PE', 'Pernambuco'],
  ['PI', 'Piauí'],
  ['RJ', 'Rio de Janeiro'],
  ['RN', 'Rio Grande do Norte'],
  ['RS', 'Rio Grande do Sul'],
  ['RO', 'Rondônia'],
  ['RR', 'Roraima'],
  ['SC', 'Santa Catarina'],
  ['SP', 'São Paulo'],
  ['SE', 'Sergipe'],
  ['TO', 'Tocantins'],
] as const

export const BRAZILIAN_STATE_CODES: readonly string[] = BRAZILIAN_STATES.map(([code]) => code)

/**
 * Portuguese shops and barbers give their district (Lisboa, Porto, ...) in the state field.
 * Spec §5 asks for a 2-letter state; that holds for Brazil, where it is one of the 27 UFs.
 */
export function isValidState(state: string, country: Country = 'BR'): boolean {
  const value = state.trim()
  if (country === 'PT') return value.length >= 2 && value.length <= 40
  return BRAZILIAN_STATE_CODES.includes(value.toUpperCase())
}

export function normalizeState(state: string, country: Country = 'BR'): string {
  const value = state.trim().replace(/\s+/g, ' ')
  return country === 'BR' ? value.toUpperCase() : value
}

export function formatLocation(parts: { city?: string | null; state?: string | null; country?: string | null }): string {
  const place = [parts.city, parts.state].filter(Boolean).join(', ')
  if (parts.country === 'PT') return place ? `${place} · Portugal` : 'Portugal'
  return place
}
