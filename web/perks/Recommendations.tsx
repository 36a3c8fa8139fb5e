import { MapPin, Scissors, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import type { OpenJobCard } from '#domain/jobSearch'
import { formatLocation } from '#domain/locations'
import { perkMessages, type BarberRecommendation } from '#domain/perks'
import { ApiError } from '../api/client'
import { useSession } from '../auth/session'
import { JobBadges } from '../jobs/JobBadges'
import { JobCardTitle } from '../jobs/JobCardTitle'
import { JobMeta, JobMetaItem } from '../jobs/JobMeta'
import { Alert } from '../ui/Alert'
import { buttonClasses } from '../ui/Button'
import { formatBarberExperience } from '../ui/experience'
import { AppLink } from '../ui/navigation'
import { FeaturedLabel, ProfileBadges } from '../ui/ProfileBadges'
import { Rating } from '../ui/Rating'
import { RetryAlert } from '../ui/RetryAlert'
import { Spinner } from '../ui/Spinner'
import { useRecommendedBarbers, useRecommendedJobs, type Recommendations } from './queries'
import { useViewerCountry } from '../landing/planCountry'
import type { Country } from '#domain/locations'
import { useSay } from '../ui/wording'

/** Whether the signed-in account's plan or trial includes the recommendations (the session says, decision 0055). */
function useHasRecommendations(): boolean {
  return useSession().data?.user?.perks.recommendations === true
}

/** A plan that lacks the perk: which plans include it (the server's words, from the session or its 403), and a link to /planos. */
function PlanUpsell({ title, message }: { title: string; message: string }) {
  return (
    <Alert
      tone="info"
      title={title}
      action={
        <AppLink to="/planos" className={buttonClasses('primary', 'sm')}>
          Ver Planos
        </AppLink>
      }
    >
      {message}
    </Alert>
  )
}

/** The upsell, loading, a failure, an empty list, or the list itself. */
function RecommendationsBody<T>({
  included,
  locked,
  query,
  empty,
  incomplete,
  children,
}: {
  included: boolean
  locked: string
  query: { data?: Recommendations<T>; error: Error | null; isPending: boolean; refetch: () => unknown }
  empty: ReactNode
  incomplete: ReactNode
  children: (docs: T[]) => ReactNode
}) {
  if (!included) return <PlanUpsell title={perkMessages.recommendationsLockedTitle} message={locked} />
  // The session was right when read; a plan that ended since is refused by the server in the same words.
  if (query.error instanceof ApiError && query.error.status === 403)
    return <PlanUpsell title={query.error.title ?? perkMessages.recommendationsLockedTitle} message={query.error.message} />
  if (query.error) return <RetryAlert title="Não foi possível carregar as recomendações." onRetry={() => void query.refetch()} />
  if (query.isPending || !query.data) return <Spinner label="Carregando recomendações..." />
  if (!query.data.basis) return <p className="text-sm text-stone-600">{incomplete}</p>
  if (!query.data.docs.length) return <p className="text-sm text-stone-600">{empty}</p>
  return <>{children(query.data.docs)}</>
}

function RecommendedJob({ job }: { job: OpenJobCard }) {
  const titleId = `recomendada-${job.id}`
  const place = formatLocation(job)
  return (
    <li>
      <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <div className="flex items-start justify-between gap-3">
          <JobCardTitle id={titleId} jobId={job.id} title={job.title} />
          {job.featured && <FeaturedLabel align="end" />}
        </div>
        <JobMeta className="text-sm">
          {job.shopName && <JobMetaItem icon={Store}>{job.shopName}</JobMetaItem>}
          {place && <JobMetaItem icon={MapPin}>{place}</JobMetaItem>}
        </JobMeta>
        <JobBadges contractType={job.contractType} experienceRequired={job.experienceRequired} urgent={job.urgent} openings={job.openings} />
      </article>
    </li>
  )
}

/** What a panel asks for or says about its place, in the account's country's words. */
const placeNotes: Record<Country, { barberIncomplete: string; shopIncomplete: string; noBarbers: string }> = {
  BR: {
    barberIncomplete: 'Informe sua cidade e seu estado no perfil para receber recomendações.',
    shopIncomplete: 'Informe a cidade e o estado da barbearia no perfil para receber recomendações.',
    noBarbers: 'Ainda não há barbeiros no seu estado.',
  },
  PT: {
    barberIncomplete: 'Informe seu concelho e seu distrito no perfil para receber recomendações.',
    shopIncomplete: 'Informe o concelho e o distrito da barbearia no perfil para receber recomendações.',
    noBarbers: 'Ainda não há barbeiros no seu distrito.',
  },
}

/** 'Recomendadas para você' on the barber panel: jobs of the barber's city, then state, fitting its experience. */
export function RecommendedJobs() {
  const included = useHasRecommendations()
  const say = useSay()
  const query = useRecommendedJobs(included)
  const notes = placeNotes[useViewerCountry()]
  return (
    <RecommendationsBody
      included={included}
      locked={perkMessages.recommendationsLocked}
      query={query}
      incomplete={notes.barberIncomplete}
      empty={say(
        'Nenhuma vaga nova para você na sua região agora. Assim que surgir, ela aparece aqui.',
        'Nenhuma vaga nova para si na sua região agora. Assim que surgir, aparece aqui.',
      )}
    >
      {(docs) => (
        <ul className="grid gap-3 md:grid-cols-2">
          {docs.map((job) => (
            <RecommendedJob key={job.id} job={job} />
          ))}
        </ul>
      )}
    </RecommendationsBody>
  )
}

function RecommendedBarber({ barber }: { barber: BarberRecommendation }) {
  const place = formatLocation(barber)
  return (
    <li>
      <article className="flex h-full flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <h3 className="font-semibold break-words text-stone-900">
          <AppLink to={`/barbeiro/${barber.id}`} className="hover:text-brand-800 hover:underline">
            {barber.name}
          </AppLink>
        </h3>
        <JobMeta className="text-sm">
          {place && <JobMetaItem icon={MapPin}>{place}</JobMetaItem>}
          {barber.experienceYears !== null && <JobMetaItem icon={Scissors}>{formatBarberExperience(barber.experienceYears)}</JobMetaItem>}
        </JobMeta>
        <div className="flex flex-wrap items-center gap-2">
          <Rating rating={barber.rating} count={barber.ratingCount} />
          <ProfileBadges badges={barber.badges} audience="barber" />
        </div>
      </article>
    </li>
  )
}

/** 'Recomendações de barbeiros' on the shop panel: the best rated of its city, then of its state. */
export function RecommendedBarbers() {
  const included = useHasRecommendations()
  const query = useRecommendedBarbers(included)
  const notes = placeNotes[useViewerCountry()]
  return (
    <RecommendationsBody
      included={included}
      locked={perkMessages.barberRecommendationsLocked}
      query={query}
      incomplete={notes.shopIncomplete}
      empty={notes.noBarbers}
    >
      {(docs) => (
        <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
          {docs.map((barber) => (
            <RecommendedBarber key={barber.id} barber={barber} />
          ))}
        </ul>
      )}
    </RecommendationsBody>
  )
}
