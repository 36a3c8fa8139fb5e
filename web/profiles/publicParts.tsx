import { BadgeCheck, Star, UserRoundX } from 'lucide-react'
import { useEffect, type ReactNode } from 'react'
import { ApiError } from '../api/client'
import { Badge } from '../ui/Badge'
import { ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { formatRating } from '../ui/format'
import { ratingCountLabel } from './format'

/** Route ids are positive integers; anything else is a profile that does not exist. */
export function parseId(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) && Number(param) > 0 ? Number(param) : null
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** The tab title names the profile while it is open. */
export function useDocumentTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return
    const previous = document.title
    document.title = `${name} · Navalha`
    return () => {
      document.title = previous
    }
  }, [name])
}

export function ProfileNotFound({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl py-8">
      <EmptyState
        icon={<UserRoundX className="size-10" aria-hidden="true" />}
        title="Perfil não encontrado"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {action}
            <ButtonLink to="/" variant={action ? 'outline' : 'primary'}>
              Voltar para o início
            </ButtonLink>
          </div>
        }
      >
        {children ?? 'Este perfil não existe ou foi removido.'}
      </EmptyState>
    </div>
  )
}

export function VerifiedBadge() {
  return (
    <Badge tone="info" className="text-sm">
      <BadgeCheck className="size-4" aria-hidden="true" /> Verificado
    </Badge>
  )
}

/** "4,8 (12 avaliações)" with one decimal (spec §9), or 'Sem avaliações ainda'. */
export function Rating({ rating, count }: { rating: number | null | undefined; count: number | null | undefined }) {
  if (rating === null || rating === undefined || !count) {
    return (
      <span className="inline-flex items-center gap-1.5 text-stone-600">
        <Star className="size-4" aria-hidden="true" /> Sem avaliações ainda
      </span>
    )
  }
  return (
    <span className="inline-flex items-center gap-1.5">
      <Star className="size-4 fill-brand-400 text-brand-500" aria-hidden="true" />
      <span className="font-semibold text-stone-900">{formatRating(rating)}</span>
      <span className="text-stone-600">({ratingCountLabel(count)})</span>
    </span>
  )
}

/** Instagram's glyph (lucide dropped brand icons): a rounded square, a lens and a flash dot. */
export function InstagramIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <rect x="2" y="2" width="20" height="20" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" fill="currentColor" />
    </svg>
  )
}

/** The band at the top of a public profile: a dark banner, the picture over its edge, then the facts. */
export function ProfileHero({
  picture,
  title,
  badges,
  facts,
  actions,
}: {
  picture: ReactNode
  title: ReactNode
  badges?: ReactNode
  facts: ReactNode
  actions?: ReactNode
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
              <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">{title}</h1>
              {badges}
            </div>
          </div>
          {actions && <div className="flex flex-wrap gap-2 sm:pb-1">{actions}</div>}
        </div>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-700">{facts}</ul>
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

export function PublicSection({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={className ?? 'rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6'}>
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}
