import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { MIN_RATING_CHOICES } from '../../domain/reviews'
import { COUNTRIES, type Country } from '../../domain/locations'
import type { DirectoryFilters } from './queries'

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
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  }
}

/** What the search form holds: the whole of it is written to the URL at once. */
export type SearchValues = { q: string; country: string; state: string; city: string; minRating: string; verified: boolean }

/** `pais=todos`: every country, even for a signed-in user whose own country the list starts on. */
export const ALL_COUNTRIES = 'todos'

export function useDirectoryFilters(viewerCountry: Country | null) {
  const [params, setParams] = useSearchParams()
  const filters = readDirectoryFilters(params, viewerCountry)

  /**
   * A new search starts again at page 1; typing replaces the history entry instead of piling up
   * entries. The form always sends all of its values, so two changes in a row cannot undo each other.
   */
  const search = useCallback(
    (values: SearchValues, { replace = false }: { replace?: boolean } = {}) => {
      const next = new URLSearchParams()
      // Every country is where a visitor starts: it needs no país in the address.
      const country = values.country === ALL_COUNTRIES && !viewerCountry ? '' : values.country
      const entries = { q: values.q, pais: country, estado: values.state, cidade: values.city, nota: values.minRating, verificados: values.verified ? '1' : '' }
      for (const [key, value] of Object.entries(entries)) if (value.trim()) next.set(key, value.trim())
      setParams(next, { replace, preventScrollReset: true })
    },
    [setParams, viewerCountry],
  )

  const setPage = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (page > 1) next.set('pagina', String(page))
          else next.delete('pagina')
          return next
        },
        { preventScrollReset: true },
      ),
    [setParams],
  )

  const clear = useCallback(() => setParams(new URLSearchParams(), { preventScrollReset: true }), [setParams])

  return {
    filters,
    search,
    setPage,
    clear,
    filtered: Boolean(params.has('pais') || filters.q || filters.state || filters.city || filters.minRating || filters.verified),
  }
}
