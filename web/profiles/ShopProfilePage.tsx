import { ArrowRight, BriefcaseBusiness, Globe, MapPin } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { contractTypeLabel } from '../../domain/jobs'
import { countryLabels, formatLocation } from '../../domain/locations'
import type { Barbershop } from '../../payload-types'
import { imageUrl, populated } from '../api/populated'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { Avatar } from '../ui/Avatar'
import { publishedOnText, salaryText } from '../jobs/jobText'
import { buttonClasses, ButtonLink } from '../ui/Button'
import { formatRequiredExperience } from '../ui/experience'
import { AppLink } from '../ui/navigation'
import { Spinner } from '../ui/Spinner'
import { parseId, ProfileHero, ProfileNotFound, PublicProfileFrame, PublicSection } from './publicParts'
import { ProfileBadges } from '../ui/ProfileBadges'
import { useProfileBadges, usePublicShop, useShopOpenJobs } from './queries'
import { relationId } from '../api/populated'
import { ProfileReviews } from '../reviews/ProfileReviews'

/** /barbearia/:shopId: a barbershop's public page with its open jobs. Never CNPJ or WhatsApp (the API does not send them). */
export function ShopProfilePage() {
  const id = parseId(useParams().shopId)
  const shop = usePublicShop(id)
  useDocumentTitle(shop.data?.name)
  return (
    <PublicProfileFrame
      id={id}
      query={shop}
      notFound={
        <ProfileNotFound action={<ButtonLink to="/barbearias">Ver barbearias</ButtonLink>}>Esta barbearia não existe ou removeu o perfil.</ProfileNotFound>
      }
    >
      {(data) => <ShopProfile shop={data} />}
    </PublicProfileFrame>
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
  const badges = useProfileBadges('barbershops', shop.id)
  const photos = (shop.photos ?? []).map(populated).filter((photo) => photo !== null)
  const location = formatLocation(shop)
  return (
    <article className="flex flex-col gap-6">
      <ProfileHero
        picture={
          <Avatar src={imageUrl(shop.logo, 'card')} name={shop.name} alt={`Logo da ${shop.name}`} square size="hero" eager className="ring-4 ring-white" />
        }
        name={shop.name}
        badges={<ProfileBadges badges={badges} audience="barbershop" large />}
        instagram={shop.instagram}
        actions={
          shop.website && (
            <a href={shop.website} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
              <Globe className="size-4" aria-hidden="true" /> {siteLabel(shop.website)}
            </a>
          )
        }
        district={shop.district}
        location={location}
        rating={shop.rating}
        ratingCount={shop.ratingCount}
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
          <ProfileReviews kind="barbershops" profileId={shop.id} ownerId={relationId(shop.user) ?? null} profileName={shop.name} />
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
                      {[contractTypeLabel(job.contractType), formatRequiredExperience(job.experienceRequired), salaryText(job.salary)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    <span className="block text-xs text-stone-500">{publishedOnText(job.createdAt)}</span>
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
