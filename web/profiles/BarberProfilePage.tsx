import { Scissors, Store, VideoOff } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { formatLocation } from '../../domain/locations'
import { primaryRole } from '../../domain/session'
import type { Barber } from '../../payload-types'
import { imageUrl, populated } from '../api/populated'
import { useSession } from '../auth/session'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { Avatar } from '../ui/Avatar'
import { ButtonLink, buttonClasses } from '../ui/Button'
import { AppLink } from '../ui/navigation'
import { formatBarberExperience } from '../ui/experience'
import { Fact, parseId, ProfileHero, ProfileNotFound, PublicProfileFrame, PublicSection } from './publicParts'
import { ProfileBadges } from '../ui/ProfileBadges'
import { useProfileBadges, usePublicBarber } from './queries'
import { relationId } from '../api/populated'
import { ProfileReviews } from '../reviews/ProfileReviews'

/** /barbeiro/:barberId: a barber's public profile. Never CPF, phone or e-mail (the API does not send them). */
export function BarberProfilePage() {
  const id = parseId(useParams().barberId)
  const barber = usePublicBarber(id)
  useDocumentTitle(barber.data?.name)
  return (
    <PublicProfileFrame
      id={id}
      query={barber}
      notFound={
        <ProfileNotFound action={<ButtonLink to="/barbeiros">Ver barbeiros</ButtonLink>}>Este barbeiro não existe ou removeu o perfil.</ProfileNotFound>
      }
    >
      {(data) => <BarberProfile barber={data} />}
    </PublicProfileFrame>
  )
}

function BarberProfile({ barber }: { barber: Barber }) {
  const badges = useProfileBadges('barbers', barber.id)
  const video = populated(barber.video)
  const specialties = barber.specialties ?? []
  const location = formatLocation(barber)
  const firstName = barber.name.split(' ')[0]
  return (
    <article className="flex flex-col gap-6">
      <ProfileHero
        picture={
          <Avatar src={imageUrl(barber.photo, 'card')} name={barber.name} alt={`Foto de ${barber.name}`} size="hero" eager className="ring-4 ring-white" />
        }
        name={barber.name}
        badges={<ProfileBadges badges={badges} audience="barber" large />}
        instagram={barber.instagram}
        district={barber.district}
        location={location}
        facts={<Fact icon={<Scissors className="size-4 text-stone-500" aria-hidden="true" />}>{formatBarberExperience(barber.experienceYears ?? 0)}</Fact>}
        rating={barber.rating}
        ratingCount={barber.ratingCount}
      />

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <div className="flex flex-col gap-6">
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
          <PublicSection id="barbeiro-sobre" title="Sobre">
            {barber.bio ? (
              <p className="leading-relaxed whitespace-pre-line text-stone-800">{barber.bio}</p>
            ) : (
              <p className="text-sm text-stone-600">{firstName} ainda não escreveu sobre si.</p>
            )}
          </PublicSection>
          <ProfileReviews kind="barbers" profileId={barber.id} ownerId={relationId(barber.user) ?? null} profileName={firstName} />
        </div>
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
          <HireCallToAction firstName={firstName} />
        </aside>
      </div>
    </article>
  )
}

/** Shops are invited to post a job, visitors to sign up their shop; barbers see nothing here. */
function HireCallToAction({ firstName }: { firstName: string }) {
  const { data: session } = useSession()
  const role = primaryRole(session?.user)
  if (role && role !== 'barbershop') return null
  return (
    <section aria-labelledby="barbeiro-contratar" className="rounded-2xl bg-ink p-5 text-white sm:p-6">
      <Store className="size-6 text-brand-400" aria-hidden="true" />
      <h2 id="barbeiro-contratar" className="mt-3 text-lg font-semibold">
        {role ? 'Quer contratar?' : 'Tem uma barbearia?'}
      </h2>
      <p className="mt-1 text-sm text-stone-300">
        {role
          ? `Publique uma vaga: barbeiros como ${firstName} se candidatam e você conversa pelo chat seguro.`
          : `Cadastre sua barbearia, publique vagas e receba candidaturas de barbeiros como ${firstName}.`}
      </p>
      <AppLink to={role ? '/anunciar-vaga' : '/cadastro?tipo=barbearia'} className={buttonClasses('accentOnDark', 'lg', 'mt-4 w-full')}>
        {role ? 'Anunciar Vaga' : 'Cadastrar Minha Barbearia'}
      </AppLink>
    </section>
  )
}
