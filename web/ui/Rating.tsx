import { Star } from 'lucide-react'
import { formatInteger, formatRating } from './format'

/**
 * The average with one decimal and how many reviews make it (spec §9): "★ 4,8 (12 avaliações)";
 * 'Sem avaliações ainda' before the first published review. ('Novo' is a badge of its own now:
 * joined in the last 30 days, web/ui/ProfileBadges.tsx.)
 */
export function Rating({ rating, count }: { rating: number | null | undefined; count: number | null | undefined }) {
  if (rating === null || rating === undefined || !count) {
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
