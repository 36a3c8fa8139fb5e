import type { ReactNode } from 'react'
import type { BarberCard, BarbershopCard } from '#domain/directory'
import type { UserType } from '#domain/roles'
import { Rating } from '../ui/Rating'
import { FeaturedLabel, ProfileBadges } from '../ui/ProfileBadges'

/**
 * A profile in a public directory: its picture and name, where it is, its rating, badges and
 * Destaque; then what the card adds (`children`) and, pinned to the bottom, its way to the profile.
 */
export function DirectoryCard({
  profile,
  audience,
  headingId,
  picture,
  place,
  footer,
  children,
}: {
  profile: BarberCard | BarbershopCard
  audience: UserType
  headingId: string
  picture: ReactNode
  /** The line under the name. */
  place: ReactNode
  footer: ReactNode
  children?: ReactNode
}) {
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        {picture}
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
            {profile.name}
          </h2>
          {place}
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Rating rating={profile.rating} count={profile.ratingCount} />
            <ProfileBadges badges={profile.badges} audience={audience} />
            {profile.featured && <FeaturedLabel />}
          </div>
        </div>
      </div>

      {children}

      <div className="mt-auto flex flex-col gap-3 pt-5">{footer}</div>
    </article>
  )
}
