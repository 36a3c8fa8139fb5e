import { Award, BadgeCheck, Crown, Leaf, Sparkles } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FEATURED_EXPLANATION, FEATURED_LABEL, profileBadgeText, type ProfileBadge } from '#domain/perks'
import type { UserType } from '#domain/roles'
import { Badge, type BadgeTone } from './Badge'
import { cn } from './cn'

const looks: Record<ProfileBadge, { tone: BadgeTone; icon: ReactNode }> = {
  verified: { tone: 'info', icon: <BadgeCheck className="size-3.5" aria-hidden="true" /> },
  premium: { tone: 'warning', icon: <Crown className="size-3.5" aria-hidden="true" /> },
  topRated: { tone: 'success', icon: <Award className="size-3.5" aria-hidden="true" /> },
  new: { tone: 'brand', icon: <Leaf className="size-3.5" aria-hidden="true" /> },
}

/**
 * A badge that explains itself: the explanation is in its title (hover), read by screen readers,
 * and shown under it on a tap (phones have no hover), in the flow of the page so it never runs
 * past a narrow card.
 */
function ExplainedBadge({
  tone,
  icon,
  label,
  explanation,
  large,
  align = 'start',
}: {
  tone: BadgeTone
  icon: ReactNode
  label: string
  explanation: string
  large?: boolean
  /** Which edge the explanation lines up with: `end` for a badge at the right of a card. */
  align?: 'start' | 'end'
}) {
  const [open, setOpen] = useState(false)
  const explanationId = useId()
  return (
    <span className={cn('inline-flex flex-col gap-1', align === 'end' ? 'items-end' : 'items-start')}>
      <button
        type="button"
        title={explanation}
        aria-expanded={open}
        aria-describedby={explanationId}
        onClick={() => setOpen((value) => !value)}
        className="rounded-full focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <Badge tone={tone} className={large ? 'text-sm' : undefined}>
          {icon}
          {label}
        </Badge>
      </button>
      <span
        id={explanationId}
        role="note"
        className={cn('max-w-56 rounded-lg bg-stone-900 px-3 py-2 text-xs font-normal text-white shadow-sm', open ? 'block' : 'sr-only')}
      >
        {explanation}
      </span>
    </span>
  )
}

/**
 * The badges of a public profile, a directory card or a recommendation (domain/perks.ts decides
 * which): the same look everywhere, each explaining itself on hover and on tap.
 */
export function ProfileBadges({ badges, audience, large = false }: { badges: ProfileBadge[]; audience: UserType; large?: boolean }) {
  if (!badges.length) return null
  return (
    <ul className="flex flex-wrap items-start gap-2" aria-label="Selos">
      {badges.map((badge) => {
        const text = profileBadgeText(badge, audience)
        return (
          <li key={badge} className="flex">
            <ExplainedBadge tone={looks[badge].tone} icon={looks[badge].icon} label={text.label} explanation={text.explanation} large={large} />
          </li>
        )
      })}
    </ul>
  )
}

/** 'Destaque': listed first because of the plan (semiannual and annual), after the filters. */
export function FeaturedLabel({ align }: { align?: 'start' | 'end' }) {
  return (
    <ExplainedBadge
      tone="brand"
      icon={<Sparkles className="size-3.5" aria-hidden="true" />}
      label={FEATURED_LABEL}
      explanation={FEATURED_EXPLANATION}
      align={align}
    />
  )
}
