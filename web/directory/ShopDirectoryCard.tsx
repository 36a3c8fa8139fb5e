import { Briefcase, MapPin } from 'lucide-react'
import type { BarbershopCard } from '#domain/directory'
import { formatLocation } from '#domain/locations'
import { nearPlaceText } from '#domain/nearby'
import { Avatar } from '../ui/Avatar'
import { ButtonLink } from '../ui/Button'
import { cn } from '../ui/cn'
import { formatInteger } from '../ui/format'
import { DirectoryCard } from './DirectoryCard'

function openJobsText(count: number): string {
  if (count === 0) return 'Nenhuma vaga aberta'
  return `${formatInteger(count)} ${count === 1 ? 'vaga aberta' : 'vagas abertas'}`
}

/** One barbershop in /barbearias: public fields only (the API never sends CNPJ, phone or e-mail). */
export function ShopDirectoryCard({ shop }: { shop: BarbershopCard }) {
  const headingId = `barbearia-${shop.id}`
  const location = formatLocation(shop)
  return (
    <DirectoryCard
      profile={shop}
      audience="barbershop"
      headingId={headingId}
      picture={<Avatar name={shop.name} src={shop.logoUrl} square />}
      place={
        <p className="mt-1 flex items-start gap-1 text-sm text-stone-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {shop.district && <span className="font-medium text-stone-700">{shop.district}</span>}
            {shop.district && location && ' · '}
            {location || (!shop.district && 'Local não informado')}
            {shop.cityCentreKm !== undefined && (
              <span className="block font-medium text-brand-800">
                <span className="sr-only">, </span>
                {nearPlaceText({ inSearchedCity: Boolean(shop.inSearchedCity), cityCentreKm: shop.cityCentreKm })}
              </span>
            )}
          </span>
        </p>
      }
      footer={
        <>
          <p className={cn('flex items-center gap-1.5 text-sm font-semibold', shop.openJobs > 0 ? 'text-emerald-800' : 'text-stone-600')}>
            <Briefcase className="size-4 shrink-0" aria-hidden="true" />
            {openJobsText(shop.openJobs)}
          </p>
          <ButtonLink to={`/barbearia/${shop.id}`} variant={shop.openJobs > 0 ? 'primary' : 'outline'} className="w-full">
            Ver Vagas Disponíveis<span className="sr-only"> em {shop.name}</span>
          </ButtonLink>
        </>
      }
    >
      {shop.description && <p className="mt-4 line-clamp-3 text-sm text-stone-700">{shop.description}</p>}
    </DirectoryCard>
  )
}
