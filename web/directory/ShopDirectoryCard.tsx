import { Briefcase, MapPin } from 'lucide-react'
import type { BarbershopCard } from '../../domain/directory'
import { formatLocation } from '../../domain/locations'
import { Avatar } from '../ui/Avatar'
import { ButtonLink } from '../ui/Button'
import { cn } from '../ui/cn'
import { formatInteger } from '../ui/format'
import { Rating } from '../ui/Rating'
import { FeaturedLabel, ProfileBadges } from '../ui/ProfileBadges'

function openJobsText(count: number): string {
  if (count === 0) return 'Nenhuma vaga aberta'
  return `${formatInteger(count)} ${count === 1 ? 'vaga aberta' : 'vagas abertas'}`
}

/** One barbershop in /barbearias: public fields only (the API never sends CNPJ, phone or e-mail). */
export function ShopDirectoryCard({ shop }: { shop: BarbershopCard }) {
  const headingId = `barbearia-${shop.id}`
  const location = formatLocation(shop)
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <Avatar name={shop.name} src={shop.logoUrl} square />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
            {shop.name}
          </h2>
          <p className="mt-1 flex items-start gap-1 text-sm text-stone-600">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {shop.district && <span className="font-medium text-stone-700">{shop.district}</span>}
              {shop.district && location && ' · '}
              {location || (!shop.district && 'Local não informado')}
            </span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Rating rating={shop.rating} count={shop.ratingCount} />
            <ProfileBadges badges={shop.badges} audience="barbershop" />
            {shop.featured && <FeaturedLabel />}
          </div>
        </div>
      </div>

      {shop.description && <p className="mt-4 line-clamp-3 text-sm text-stone-700">{shop.description}</p>}

      <div className="mt-auto flex flex-col gap-3 pt-5">
        <p className={cn('flex items-center gap-1.5 text-sm font-semibold', shop.openJobs > 0 ? 'text-emerald-800' : 'text-stone-600')}>
          <Briefcase className="size-4 shrink-0" aria-hidden="true" />
          {openJobsText(shop.openJobs)}
        </p>
        <ButtonLink to={`/barbearia/${shop.id}`} variant={shop.openJobs > 0 ? 'primary' : 'outline'} className="w-full">
          Ver Vagas Disponíveis<span className="sr-only"> em {shop.name}</span>
        </ButtonLink>
      </div>
    </article>
  )
}
