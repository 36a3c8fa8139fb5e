import { MapPin, Scissors } from 'lucide-react'
import type { BarberCard } from '#domain/directory'
import { formatLocation } from '#domain/locations'
import { nearPlaceText } from '#domain/nearby'
import { Avatar } from '../ui/Avatar'
import { ButtonLink } from '../ui/Button'
import { formatBarberExperience } from '../ui/experience'
import { SpecialtyChips } from '../ui/SpecialtyChips'
import { DirectoryCard } from './DirectoryCard'
import { InviteButton } from '../invitations/InviteButton'

const SHOWN_SPECIALTIES = 3

/**
 * One barber in /barbeiros: public fields only. The API never sends the CPF, the e-mail or a contact
 * field: the Instagram the spec's showcase listed is revealed after a hire (decision 0030).
 */
export function BarberDirectoryCard({ barber }: { barber: BarberCard }) {
  const headingId = `barbeiro-${barber.id}`
  const location = formatLocation(barber)
  const experience = barber.experienceYears === null ? null : formatBarberExperience(Number(barber.experienceYears))
  return (
    <DirectoryCard
      profile={barber}
      audience="barber"
      headingId={headingId}
      picture={<Avatar name={barber.name} src={barber.photoUrl} />}
      place={
        <p className="mt-1 flex items-start gap-1 text-sm text-stone-600">
          <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span className="min-w-0">
            <span className="block truncate">{location || 'Local não informado'}</span>
            {barber.cityCentreKm !== undefined && (
              <span className="block font-medium text-brand-800">
                <span className="sr-only">, </span>
                {nearPlaceText({ inSearchedCity: Boolean(barber.inSearchedCity), cityCentreKm: barber.cityCentreKm })}
              </span>
            )}
          </span>
        </p>
      }
      footer={
        <div className="flex flex-col gap-2">
          <ButtonLink to={`/barbeiro/${barber.id}`} variant="outline" className="w-full">
            Ver Perfil Completo<span className="sr-only"> de {barber.name}</span>
          </ButtonLink>
          <InviteButton barberId={barber.id} barberName={barber.name} className="w-full" />
        </div>
      }
    >
      {(experience || barber.specialties.length > 0) && (
        <div className="mt-4 flex flex-col gap-2 text-sm">
          {experience && (
            <p className="flex items-center gap-1.5 text-stone-700">
              <Scissors className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {experience}
            </p>
          )}
          <SpecialtyChips specialties={barber.specialties} max={SHOWN_SPECIALTIES} />
        </div>
      )}
      {barber.portfolio.length > 0 && (
        <ul className="mt-4 grid grid-cols-3 gap-1.5" aria-label={`Portfólio de ${barber.name}`}>
          {barber.portfolio.map((photo, index) => (
            <li key={photo.thumbnailUrl}>
              <img
                src={photo.thumbnailUrl}
                srcSet={`${photo.thumbnailUrl} 160w, ${photo.cardUrl} 480w`}
                sizes="(min-width: 640px) 110px, 30vw"
                alt={`Trabalho ${index + 1} de ${barber.name}`}
                loading="lazy"
                className="aspect-square w-full rounded-lg object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </DirectoryCard>
  )
}
