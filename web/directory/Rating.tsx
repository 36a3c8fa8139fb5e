import { BadgeCheck, Star } from 'lucide-react'
import { Badge } from '../ui/Badge'
import { formatInteger, formatRating } from '../ui/format'

/** The average with one decimal and how many reviews make it; a profile nobody rated yet is new. */
export function Rating({ rating, count }: { rating: number | null; count: number }) {
  if (rating === null || count === 0) return <Badge tone="brand">Novo</Badge>
  return (
    <span className="inline-flex items-center gap-1 text-sm text-stone-700">
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

export function VerifiedBadge() {
  return (
    <Badge tone="info">
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      Verificado
    </Badge>
  )
}
