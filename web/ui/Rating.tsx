import { Star } from 'lucide-react'
import { Badge } from './Badge'
import { formatInteger, formatRating } from './format'

/**
 * The average with one decimal and how many reviews make it (spec §9): "★ 4,8 (12 avaliações)".
 * Before the first review a profile page says 'Sem avaliações ainda'; a directory card, short of
 * room, marks the profile `newBadge` 'Novo'.
 */
export function Rating({ rating, count, newBadge = false }: { rating: number | null | undefined; count: number | null | undefined; newBadge?: boolean }) {
  if (rating === null || rating === undefined || !count) {
    if (newBadge) return <Badge tone="brand">Novo</Badge>
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
        <Star className="size-4" aria-hidden="true" /> Sem avaliações ainda
      </span>
    )
  }
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-stone-700">
      <Star className="size-4 fill-brand-500 text-brand-600" aria-hidden="true" />
      <span className="font-semibold text-stone-900">
        <span className="sr-only">Avaliação </span>
        {formatRating(rating)}
      </span>
      <span>
        ({formatInteger(count)} {count === 1 ? 'avaliação' : 'avaliações'})
      </span>
    </span>
  )
}
