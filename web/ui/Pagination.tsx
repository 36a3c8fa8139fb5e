import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { Button } from './Button'
import { formatInteger } from './format'

/**
 * Previous / next pages, and where the reader is: 'Página 2 de 5' for counted lists, 'Página 2'
 * for the open jobs, which are not counted (docs/decisions/0003).
 */
export function Pagination({
  page,
  totalPages,
  hasPrevPage,
  hasNextPage,
  onChange,
}: {
  page: number
  totalPages?: number
  hasPrevPage: boolean
  hasNextPage: boolean
  onChange: (page: number) => void
}) {
  if (!hasPrevPage && !hasNextPage) return null
  return (
    <nav aria-label="Paginação" className="flex items-center justify-center gap-3 pt-4">
      <Button variant="outline" size="sm" disabled={!hasPrevPage} onClick={() => onChange(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" /> Anterior
      </Button>
      <span className="text-sm text-stone-700">
        Página {formatInteger(page)}
        {totalPages !== undefined && ` de ${formatInteger(totalPages)}`}
      </span>
      <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onChange(page + 1)}>
        Próxima <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  )
}

/** A counted list's pages as the API answers them (Payload's paginated result). */
type ResultPage = { page?: number; totalPages: number; hasPrevPage: boolean; hasNextPage: boolean }

/** The pages of a counted list once its answer is there. */
export function ResultPagination({ result, onChange }: { result: ResultPage | undefined; onChange: (page: number) => void }) {
  if (!result) return null
  return (
    <Pagination page={result.page ?? 1} totalPages={result.totalPages} hasPrevPage={result.hasPrevPage} hasNextPage={result.hasNextPage} onChange={onChange} />
  )
}

/**
 * A list's page in the address (`?pagina=2`, so a reload or a shared link keeps it), and the change
 * to another page: a new history entry, the other parameters kept, the reader taken to the top.
 */
export function usePageParam(): [page: number, changePage: (page: number) => void] {
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Math.floor(Number(params.get('pagina'))) || 1)
  const changePage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (next > 1) updated.set('pagina', String(next))
      else updated.delete('pagina')
      return updated
    })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }
  return [page, changePage]
}
