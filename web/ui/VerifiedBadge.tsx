import { BadgeCheck } from 'lucide-react'
import { Badge } from './Badge'

/** A profile an admin checked (spec §9); `large` beside a page's title, small on a card. */
export function VerifiedBadge({ large = false }: { large?: boolean }) {
  return (
    <Badge tone="info" className={large ? 'text-sm' : undefined}>
      <BadgeCheck className={large ? 'size-4' : 'size-3.5'} aria-hidden="true" />
      Verificado
    </Badge>
  )
}
