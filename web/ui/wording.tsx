import { createContext, useCallback, useContext, type ReactNode } from 'react'
import type { Country } from '#domain/countries'
import { useSession } from '../auth/session'

/**
 * Which Portuguese a screen speaks (issue 39, decision 0057): Brazil's, or Portugal's for a
 * Portuguese account and on a Portuguese job's page. The country comes from what the server wrote
 * into the page (the session, the job's details), so its render and the browser's agree.
 */
const PageCountry = createContext<Country | null>(null)

/** A page whose texts follow its subject's country rather than the reader's (a Portuguese job's page). */
export function PageCountryProvider({ country, children }: { country: Country | null; children: ReactNode }) {
  return <PageCountry.Provider value={country}>{children}</PageCountry.Provider>
}

/** The country whose Portuguese the screen speaks: the page's subject's, else the signed-in account's, else Brazil. */
export function useReaderCountry(): Country {
  const page = useContext(PageCountry)
  const { data: session } = useSession()
  return page ?? session?.profile?.country ?? 'BR'
}

/** A text in the reader's Portuguese: `say('Salvar vaga', 'Guardar vaga')`. */
export type Say = <T>(brazil: T, portugal: T) => T

export function useSay(): Say {
  const country = useReaderCountry()
  return useCallback(<T,>(brazil: T, portugal: T) => (country === 'PT' ? portugal : brazil), [country])
}
