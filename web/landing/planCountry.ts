import { queryOptions, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Country } from '#domain/locations'
import { bootstrap } from '../api/bootstrap'
import { useSession } from '../auth/session'

/**
 * The country a visitor's prices start on: the server reads it from the browser's languages
 * (Accept-Language, domain/countryGuess.ts) and writes it into the page, so the server's render and
 * the browser's hydration show the same prices. Brazil when nothing says otherwise.
 */
export const visitorCountryQuery = queryOptions({
  queryKey: ['visitor-country'],
  queryFn: (): Country => bootstrap().country ?? 'BR',
  initialData: (): Country => bootstrap().country ?? 'BR',
  staleTime: Infinity,
})

/**
 * The country whose words a page uses for places (Estado, Cidade, Bairro or Distrito, Concelho,
 * Freguesia): the signed-in member's, else the one the server read from the browser's languages,
 * the same in the server's render and the browser's.
 */
export function useViewerCountry(): Country {
  const { data: session } = useSession()
  const { data: guessed } = useQuery(visitorCountryQuery)
  return session?.profile?.country ?? guessed
}

/**
 * Whose prices the plan cards show. A signed-in member sees its account's country (the one it pays
 * in; checkout refuses the other); anyone else starts on the browser's guess and may switch
 * (`choose` is null when there is nothing to choose).
 */
export function usePlanCountry(): { country: Country; choose: ((country: Country) => void) | null } {
  const { data: session } = useSession()
  const { data: guessed } = useQuery(visitorCountryQuery)
  const [chosen, setChosen] = useState<Country | null>(null)
  const accountCountry = session?.profile?.country ?? null
  if (accountCountry) return { country: accountCountry, choose: null }
  return { country: chosen ?? guessed, choose: setChosen }
}
