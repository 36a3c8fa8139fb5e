import { MapPin } from 'lucide-react'
import type { ReactNode } from 'react'
import { instagramUrl } from '#domain/contact'
import { buttonClasses } from '../ui/Button'
import { InstagramIcon } from '../ui/InstagramIcon'
import { Rating } from '../ui/Rating'

/**
 * The band at the top of a public profile: a dark banner, the picture over its edge, the name with
 * its badges, the Instagram link and other actions, then the facts: where, any `facts` of
 * the profile's own, and the rating.
 */
export function ProfileHero({
  picture,
  name,
  instagram,
  actions,
  district,
  location,
  facts,
  rating,
  ratingCount,
  badges,
}: {
  picture: ReactNode
  name: string
  instagram: string | null | undefined
  actions?: ReactNode
  district: string | null | undefined
  /** City and state, from formatLocation. */
  location: string
  facts?: ReactNode
  rating: number | null | undefined
  ratingCount: number | null | undefined
  /** The profile's badges (Verificado, Premium, Top avaliado, Novo), beside the name. */
  badges?: ReactNode
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <div
        aria-hidden="true"
        className="h-24 bg-ink bg-[radial-gradient(40rem_12rem_at_85%_0%,rgba(245,158,11,0.35),transparent_70%),radial-gradient(24rem_10rem_at_0%_100%,rgba(180,83,9,0.3),transparent_70%)] sm:h-32"
      />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-col gap-4 sm:-mt-16 sm:flex-row sm:items-end">
          {picture}
          <div className="min-w-0 flex-1 sm:pb-1">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">{name}</h1>
              {badges}
            </div>
          </div>
          {(instagram || actions) && (
            <div className="flex flex-wrap gap-2 sm:pb-1">
              {instagram && (
                <a href={instagramUrl(instagram)} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
                  <InstagramIcon className="size-4" /> @{instagram}
                </a>
              )}
              {actions}
            </div>
          )}
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">
          {location && <Fact icon={<MapPin className="size-4 text-stone-500" aria-hidden="true" />}>{[district, location].filter(Boolean).join(' · ')}</Fact>}
          {facts}
          <Fact icon={null}>
            <Rating rating={rating} count={ratingCount} />
          </Fact>
        </ul>
      </div>
    </div>
  )
}

export function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-1.5">
      {icon}
      {children}
    </li>
  )
}
