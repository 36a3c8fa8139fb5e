import { MapPin, Scissors } from 'lucide-react'
import { instagramUrl } from '../../domain/contact'
import type { BarberCard } from '../../domain/directory'
import { formatLocation } from '../../domain/locations'
import { Avatar } from '../ui/Avatar'
import { ButtonLink } from '../ui/Button'
import { formatBarberExperience } from '../ui/experience'
import { Rating } from '../ui/Rating'
import { SpecialtyChips } from '../ui/SpecialtyChips'
import { FeaturedLabel, ProfileBadges } from '../ui/ProfileBadges'

const SHOWN_SPECIALTIES = 3

/** One barber in /barbeiros: public fields only (the API never sends CPF, phone or e-mail). */
export function BarberDirectoryCard({ barber }: { barber: BarberCard }) {
  const headingId = `barbeiro-${barber.id}`
  const location = formatLocation(barber)
  const experience = barber.experienceYears === null ? null : formatBarberExperience(Number(barber.experienceYears))
  return (
    <article aria-labelledby={headingId} className="flex flex-col rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start gap-4">
        <Avatar name={barber.name} src={barber.photoUrl} />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
            {barber.name}
          </h2>
          <p className="mt-1 flex items-center gap-1 text-sm text-stone-600">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{location || 'Local não informado'}</span>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Rating rating={barber.rating} count={barber.ratingCount} />
            <ProfileBadges badges={barber.badges} audience="barber" />
            {barber.featured && <FeaturedLabel />}
          </div>
        </div>
      </div>

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

      <div className="mt-auto flex flex-col gap-3 pt-5">
        {barber.instagram && (
          <a
            href={instagramUrl(barber.instagram)}
            target="_blank"
            rel="noopener noreferrer"
            className="w-fit rounded text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
          >
            @{barber.instagram}
            <span className="sr-only"> no Instagram (abre em nova aba)</span>
          </a>
        )}
        <ButtonLink to={`/barbeiro/${barber.id}`} variant="outline" className="w-full">
          Ver Perfil Completo<span className="sr-only"> de {barber.name}</span>
        </ButtonLink>
      </div>
    </article>
  )
}
