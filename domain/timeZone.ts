/**
 * The time zone dates are shown in. A page the server renders must show the same date the browser
 * shows when it hydrates it (a job posted at 22:00 in São Paulo is already tomorrow in UTC), so the
 * server renders in a zone it writes into the page and the browser formats in that same zone:
 * the browser's own zone once it has told the server (the `tz` cookie), until then the zone of
 * the country the visitor's languages name.
 */
import type { Country } from './locations'

export const TIME_ZONE_COOKIE = 'tz'

const zoneOfCountry: Record<Country, string> = { BR: 'America/Sao_Paulo', PT: 'Europe/Lisbon' }

export const countryTimeZone = (country: Country) => zoneOfCountry[country]

/** An IANA zone name the runtime knows ('America/Manaus'), else null: the cookie is user input. */
export function validTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(value)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}
