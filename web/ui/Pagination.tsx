import { ChevronLeft, ChevronRight } from 'lucide-react'
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
