import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './Button'

/** Previous / next pages for lists that do not count their rows. */
export function Pagination({
  page,
  hasPrevPage,
  hasNextPage,
  onChange,
}: {
  page: number
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
      <span className="text-sm text-stone-700">Página {page}</span>
      <Button variant="outline" size="sm" disabled={!hasNextPage} onClick={() => onChange(page + 1)}>
        Próxima <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  )
}
