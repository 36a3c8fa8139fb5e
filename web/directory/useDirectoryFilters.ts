import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { Country } from '#domain/locations'
import { readDirectoryFilters } from './filters'
import { withNear } from '../nearby/nearSearch'

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
      // 'Perto de mim' stays while the other filters change (web/nearby/nearSearch.ts).
      const next = withNear(new URLSearchParams(), filters.near ?? null)
      // Every country is where a visitor starts: it needs no país in the address.
      const country = values.country === ALL_COUNTRIES && !viewerCountry ? '' : values.country
      const entries = { q: values.q, pais: country, estado: values.state, cidade: values.city, nota: values.minRating, verificados: values.verified ? '1' : '' }
      for (const [key, value] of Object.entries(entries)) if (value.trim()) next.set(key, value.trim())
      setParams(next, { replace, preventScrollReset: true })
    },
    [setParams, viewerCountry, filters.near],
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
    filtered: Boolean(params.has('pais') || filters.q || filters.state || filters.city || filters.minRating || filters.verified || filters.near),
  }
}
