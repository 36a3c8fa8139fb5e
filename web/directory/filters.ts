import { COUNTRIES, type Country } from '#domain/locations'
import { MIN_RATING_CHOICES } from '#domain/reviews'
import { readNear, type NearFilter } from '../nearby/nearSearch'

/** Search, filters and page of a directory, as read from the URL (see useDirectoryFilters). */
export type DirectoryFilters = {
  q?: string
  country?: Country
  state?: string
  city?: string
  minRating?: number
  verified?: boolean
  /** 'Perto de mim' (decision 0045): ?lat=&lng=&raio=&perto=. */
  near?: NearFilter
  page: number
}

/**
 * The directory's search lives in the URL (?q=&estado=&cidade=&pagina=, the names the open-jobs search uses;
 * ?nota=4 and ?verificados=1 for the reputation filters), so a search can be shared,
 * bookmarked and rendered on the server. Values are trimmed and capped as the server's
 * directoryQuerySchema does; this page does not load zod for three strings and a number.
 */
export function readDirectoryFilters(params: URLSearchParams, viewerCountry: Country | null = null): DirectoryFilters {
  const text = (name: string, max: number) => params.get(name)?.trim().slice(0, max) || undefined
  const page = Number(params.get('pagina'))
  // No país in the address: the signed-in user's own country; a visitor sees every country (pais=todos for everyone).
  const chosen = params.get('pais')
  const country = chosen === null ? (viewerCountry ?? undefined) : COUNTRIES.find((each) => each === chosen)
  const minRating = MIN_RATING_CHOICES.find((choice) => String(choice) === params.get('nota'))
  return {
    q: text('q', 100),
    country,
    state: text('estado', 40),
    city: text('cidade', 80),
    minRating,
    verified: params.get('verificados') === '1' || undefined,
    near: readNear(params),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}
