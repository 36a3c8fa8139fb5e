import { ArrowRight, BriefcaseBusiness, Globe, MapPin } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { instagramUrl } from '../../domain/contact'
import { contractTypeLabel, experienceLabel } from '../../domain/jobs'
import { countryLabels, formatLocation } from '../../domain/locations'
import type { Barbershop } from '../../payload-types'
import { BackButton } from '../shell/BackButton'
import { Page } from '../shell/Layout'
import { buttonClasses, ButtonLink } from '../ui/Button'
import { formatDate } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { PageSpinner, Spinner } from '../ui/Spinner'
import { imageUrl, populated } from './media'
import { Avatar, LoadFailed } from './panelParts'
import { Fact, InstagramIcon, isNotFound, parseId, ProfileHero, ProfileNotFound, PublicSection, Rating, useDocumentTitle, VerifiedBadge } from './publicParts'
import { usePublicShop, useShopOpenJobs } from './queries'

/** /barbearia/:shopId: a barbershop's public page with its open jobs. Never CNPJ or WhatsApp (the API does not send them). */
export function ShopProfilePage() {
  const id = parseId(useParams().shopId)
  const shop = usePublicShop(id)
  useDocumentTitle(shop.data?.name)

  let body
  if (id === null || isNotFound(shop.error)) {
    body = <ProfileNotFound action={<ButtonLink to="/barbearias">Ver barbearias</ButtonLink>}>Esta barbearia não existe ou removeu o perfil.</ProfileNotFound>
  } else if (shop.isError) body = <LoadFailed onRetry={() => void shop.refetch()} />
  else if (shop.isPending) body = <PageSpinner label="Carregando perfil..." />
  else body = <ShopProfile shop={shop.data} />

  return (
    <Page>
      <div className="mb-4">
        <BackButton />
      </div>
      {body}
    </Page>
  )
}

/** "novaera.com.br" for a link to https://novaera.com.br/. */
function siteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

function ShopProfile({ shop }: { shop: Barbershop }) {
  const photos = (shop.photos ?? []).map(populated).filter((photo) => photo !== null)
  const location = formatLocation(shop)
  return (
    <article className="flex flex-col gap-6">
      <ProfileHero
        picture={
          <Avatar
            url={imageUrl(shop.logo, 'card')}
            name={shop.name}
            alt={`Logo da ${shop.name}`}
            round={false}
            className="size-24 text-3xl ring-4 ring-white sm:size-32 sm:text-4xl"
          />
        }
        title={shop.name}
        badges={shop.verified ? <VerifiedBadge /> : undefined}
        actions={
          <>
            {shop.instagram && (
              <a href={instagramUrl(shop.instagram)} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
                <InstagramIcon className="size-4" /> @{shop.instagram}
              </a>
            )}
            {shop.website && (
              <a href={shop.website} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
                <Globe className="size-4" aria-hidden="true" /> {siteLabel(shop.website)}
              </a>
            )}
          </>
        }
        facts={
          <>
            {location && (
              <Fact icon={<MapPin className="size-4 text-stone-500" aria-hidden="true" />}>{[shop.district, location].filter(Boolean).join(' · ')}</Fact>
            )}
            <Fact icon={null}>
              <Rating rating={shop.rating} count={shop.ratingCount} />
            </Fact>
          </>
        }
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="flex flex-col gap-6">
          <PublicSection id="barbearia-sobre" title="Sobre a barbearia">
            {shop.description ? (
              <p className="leading-relaxed whitespace-pre-line text-stone-800">{shop.description}</p>
            ) : (
              <p className="text-sm text-stone-600">A barbearia ainda não escreveu sua descrição.</p>
            )}
          </PublicSection>
          <ShopJobs shopId={shop.id} />
          {photos.length > 0 && (
            <PublicSection id="barbearia-fotos" title="Fotos">
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {photos.map((photo, index) => (
                  <li key={photo.id}>
                    <a
                      href={imageUrl(photo, 'full') ?? undefined}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="block overflow-hidden rounded-xl border border-stone-200 bg-stone-100"
                    >
                      <img
                        src={imageUrl(photo, 'card') ?? undefined}
                        alt={photo.alt || `Foto ${index + 1} da ${shop.name}`}
                        loading="lazy"
                        className="aspect-[4/3] w-full object-cover transition-transform duration-300 hover:scale-105"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </PublicSection>
          )}
        </div>
        <aside aria-label="Endereço da barbearia">
          <PublicSection id="barbearia-endereco" title="Endereço">
            <address className="flex gap-2 text-sm leading-relaxed text-stone-800 not-italic">
              <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                {shop.address && <span className="block font-medium">{shop.address}</span>}
                {shop.district && <span className="block">{shop.district}</span>}
                {(shop.city || shop.state) && <span className="block">{[shop.city, shop.state].filter(Boolean).join(', ')}</span>}
                <span className="block text-stone-600">{countryLabels[shop.country ?? 'BR']}</span>
              </span>
            </address>
          </PublicSection>
        </aside>
      </div>
    </article>
  )
}

const jobExperience = (years: number) => (years > 0 ? `${experienceLabel(years)} de experiência` : experienceLabel(0))

function ShopJobs({ shopId }: { shopId: number }) {
  const jobs = useShopOpenJobs(shopId)
  return (
    <PublicSection id="barbearia-vagas" title="Vagas abertas">
      <div aria-live="polite" aria-busy={jobs.isPending}>
        {jobs.isPending ? (
          <p className="flex items-center gap-2 text-sm text-stone-600">
            <Spinner label="Carregando vagas..." /> <span aria-hidden="true">Carregando vagas...</span>
          </p>
        ) : jobs.isError ? (
          <p className="text-sm text-red-700">Não foi possível carregar as vagas desta barbearia.</p>
        ) : jobs.data.docs.length === 0 ? (
          <p className="text-sm text-stone-600">Nenhuma vaga aberta no momento.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {jobs.data.docs.map((job) => (
              <li key={job.id}>
                <AppLink
                  to={`/vagas/${job.id}`}
                  className="group flex items-center gap-3 rounded-xl border border-stone-200 p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-4"
                >
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
                    <BriefcaseBusiness className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-stone-900">{job.title}</span>
                    <span className="block text-sm text-stone-600">
                      {[contractTypeLabel(job.contractType), jobExperience(job.experienceRequired ?? 0), job.salary].filter(Boolean).join(' · ')}
                    </span>
                    <span className="block text-xs text-stone-500">Publicada em {formatDate(job.createdAt)}</span>
                  </span>
                  <ArrowRight className="size-5 shrink-0 text-stone-400 group-hover:text-brand-700" aria-hidden="true" />
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </PublicSection>
  )
}
