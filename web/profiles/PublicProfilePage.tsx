import type { UseQueryResult } from '@tanstack/react-query'
import { Globe, MapPin, Scissors, VideoOff } from 'lucide-react'
import type { ReactNode } from 'react'
import { useParams } from 'react-router-dom'
import { websiteLabel } from '#domain/contact'
import { countryLabels, formatLocation } from '#domain/locations'
import type { Barber, Barbershop } from '#payload-types'
import { galleryPhotos, imageUrl, populated, relationId } from '../api/populated'
import { ProfileReviews } from '../reviews/ProfileReviews'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { Avatar } from '../ui/Avatar'
import { buttonClasses, ButtonLink } from '../ui/Button'
import { formatBarberExperience } from '../ui/experience'
import { PhotoGrid } from '../ui/PhotoViewer'
import { ProfileBadges } from '../ui/ProfileBadges'
import { HireCallToAction } from './HireCallToAction'
import { InviteButton } from '../invitations/InviteButton'
import { ShareButton } from '../ui/ShareButton'
import { ProfileNotFound } from './ProfileNotFound'
import { Fact, ProfileHero } from './ProfileHero'
import { parseId, PublicProfileFrame } from './PublicProfileFrame'
import { PublicSection } from './PublicSection'
import { useProfileBadges, usePublicBarber, usePublicShop } from './queries'
import { ShopOpenJobs } from './ShopOpenJobs'

/** What tells a barber's public page from a barbershop's: its route, its query, its words and the sections of its own. */
type PublicProfile<T extends Barber | Barbershop> = {
  /** The route's parameter holding the profile's id. */
  param: string
  useProfile: (id: number | null) => UseQueryResult<T>
  notFound: { text: string; to: string; label: string }
  /** The profile's collection (badges, reviews) and the audience its badges are worded for. */
  collection: 'barbers' | 'barbershops'
  audience: 'barber' | 'barbershop'
  picture: (profile: T) => ReactNode
  actions?: (profile: T) => ReactNode
  facts?: (profile: T) => ReactNode
  /** How the reviews call the profile. */
  reviewsName: (profile: T) => string
  /** The main column's sections, above the reviews. */
  sections: (profile: T) => ReactNode
  aside: (profile: T) => ReactNode
}

const firstNameOf = (barber: Barber) => barber.name.split(' ')[0]

/** /barbeiro/:barberId: a barber's public profile. Never CPF, phone or e-mail (the API does not send them). */
const barberProfile: PublicProfile<Barber> = {
  param: 'barberId',
  useProfile: usePublicBarber,
  notFound: { text: 'Este barbeiro não existe ou removeu o perfil.', to: '/barbeiros', label: 'Ver barbeiros' },
  collection: 'barbers',
  audience: 'barber',
  picture: (barber) => (
    <Avatar src={imageUrl(barber.photo, 'card')} name={barber.name} alt={`Foto de ${barber.name}`} size="hero" eager className="ring-4 ring-white" />
  ),
  // A signed-in shop invites the barber to one of its jobs (decision 0067); nobody else sees the button.
  actions: (barber) => <InviteButton barberId={barber.id} barberName={barber.name} />,
  facts: (barber) => (
    <Fact icon={<Scissors className="size-4 text-stone-500" aria-hidden="true" />}>{formatBarberExperience(barber.experienceYears ?? 0)}</Fact>
  ),
  reviewsName: firstNameOf,
  sections: (barber) => {
    const video = populated(barber.video)
    const firstName = firstNameOf(barber)
    const portfolio = galleryPhotos(barber.portfolio, (index) => `Trabalho ${index + 1} de ${barber.name}`)
    return (
      <>
        <PublicSection id="barbeiro-video" title="Vídeo de apresentação">
          {video?.url ? (
            <video
              src={video.url}
              controls
              preload="metadata"
              playsInline
              aria-label={`Vídeo de apresentação de ${barber.name}`}
              className="aspect-video w-full rounded-xl bg-ink object-contain"
            />
          ) : (
            <p className="flex items-center gap-2 text-sm text-stone-600">
              <VideoOff className="size-4" aria-hidden="true" /> {firstName} ainda não enviou o vídeo de apresentação.
            </p>
          )}
        </PublicSection>
        {portfolio.length > 0 && (
          <PublicSection id="barbeiro-portfolio" title="Portfólio">
            <PhotoGrid photos={portfolio} label={`Portfólio de ${barber.name}`} />
          </PublicSection>
        )}
        <PublicSection id="barbeiro-sobre" title="Sobre">
          {barber.bio ? (
            <p className="leading-relaxed whitespace-pre-line text-stone-800">{barber.bio}</p>
          ) : (
            <p className="text-sm text-stone-600">{firstName} ainda não escreveu sobre si.</p>
          )}
        </PublicSection>
      </>
    )
  },
  aside: (barber) => {
    const specialties = barber.specialties ?? []
    return (
      <aside className="flex flex-col gap-6" aria-label="Mais sobre o barbeiro">
        <PublicSection id="barbeiro-especialidades" title="Especialidades">
          {specialties.length ? (
            <ul className="flex flex-wrap gap-2">
              {specialties.map((specialty) => (
                <li key={specialty} className="rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-900">
                  {specialty}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">Nenhuma especialidade informada.</p>
          )}
        </PublicSection>
        <HireCallToAction firstName={firstNameOf(barber)} />
      </aside>
    )
  },
}

/**
 * /barbearia/:shopId: a barbershop's public page with its open jobs. Never the CNPJ; its website and
 * Instagram only when the API sends them: to the shop itself and to a barber it hired (decision 0030).
 */
const shopProfile: PublicProfile<Barbershop> = {
  param: 'shopId',
  useProfile: usePublicShop,
  notFound: { text: 'Esta barbearia não existe ou removeu o perfil.', to: '/barbearias', label: 'Ver barbearias' },
  collection: 'barbershops',
  audience: 'barbershop',
  picture: (shop) => (
    <Avatar src={imageUrl(shop.logo, 'card')} name={shop.name} alt={`Logo da ${shop.name}`} square size="hero" eager className="ring-4 ring-white" />
  ),
  actions: (shop) =>
    shop.website && (
      <a href={shop.website} target="_blank" rel="noopener noreferrer" className={buttonClasses('outline', 'sm')}>
        <Globe className="size-4" aria-hidden="true" /> {websiteLabel(shop.website)}
      </a>
    ),
  reviewsName: (shop) => shop.name,
  sections: (shop) => {
    const photos = galleryPhotos(shop.photos, (index) => `Foto ${index + 1} da ${shop.name}`)
    return (
      <>
        <PublicSection id="barbearia-sobre" title="Sobre a barbearia">
          {shop.description ? (
            <p className="leading-relaxed whitespace-pre-line text-stone-800">{shop.description}</p>
          ) : (
            <p className="text-sm text-stone-600">A barbearia ainda não escreveu sua descrição.</p>
          )}
        </PublicSection>
        <ShopOpenJobs shopId={shop.id} />
        {photos.length > 0 && (
          <PublicSection id="barbearia-fotos" title="Fotos">
            <PhotoGrid photos={photos} label={`Fotos da ${shop.name}`} />
          </PublicSection>
        )}
      </>
    )
  },
  aside: (shop) => (
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
  ),
}

/** A public profile page: the profile once it has loaded, or why it is not there. */
function PublicProfileScreen<T extends Barber | Barbershop>({ page }: { page: PublicProfile<T> }) {
  const id = parseId(useParams()[page.param])
  const query = page.useProfile(id)
  useDocumentTitle(query.data?.name)
  return (
    <PublicProfileFrame
      id={id}
      query={query}
      notFound={<ProfileNotFound action={<ButtonLink to={page.notFound.to}>{page.notFound.label}</ButtonLink>}>{page.notFound.text}</ProfileNotFound>}
    >
      {(profile) => <PublicProfileContent page={page} profile={profile} />}
    </PublicProfileFrame>
  )
}

function PublicProfileContent<T extends Barber | Barbershop>({ page, profile }: { page: PublicProfile<T>; profile: T }) {
  const badges = useProfileBadges(page.collection, profile.id)
  return (
    <article className="flex flex-col gap-6">
      <ProfileHero
        picture={page.picture(profile)}
        name={profile.name}
        badges={<ProfileBadges badges={badges} audience={page.audience} large />}
        instagram={profile.instagram}
        actions={
          <>
            {page.actions?.(profile)}
            <ShareButton title={profile.name} path={`/${page.collection === 'barbers' ? 'barbeiro' : 'barbearia'}/${profile.id}`} />
          </>
        }
        district={profile.district}
        location={formatLocation(profile)}
        facts={page.facts?.(profile)}
        rating={profile.rating}
        ratingCount={profile.ratingCount}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="flex flex-col gap-6">
          {page.sections(profile)}
          <ProfileReviews kind={page.collection} profileId={profile.id} ownerId={relationId(profile.user) ?? null} profileName={page.reviewsName(profile)} />
        </div>
        {page.aside(profile)}
      </div>
    </article>
  )
}

export const BarberProfilePage = () => <PublicProfileScreen page={barberProfile} />

export const ShopProfilePage = () => <PublicProfileScreen page={shopProfile} />
