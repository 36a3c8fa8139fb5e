import { MapPin } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { contractTypeLabel } from '#domain/jobs'
import { placeHeading, placeIntro, type PlacePage as PlacePageData } from '#domain/places'
import { ApiError } from '../api/client'
import { JobRowLink } from '../jobs/JobRowLink'
import { publishedOnText, moneyText } from '../jobs/jobText'
import { NotFoundPage } from '../pages/NotFoundPage'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { formatRequiredExperience } from '../ui/experience'
import { AppLink } from '../ui/navigation'
import { PageSpinner } from '../ui/Spinner'
import { PayInsights } from './PayInsights'
import { usePlacePage } from './queries'

/**
 * /vagas/<uf>/<cidade> and /vagas/pt/<concelho> (issue 40, decision 0065): a place's active jobs
 * with their pay and contract, 'Quanto paga' where five jobs of a kind make it up, and the places
 * near it that have jobs. The server renders it with its data and answers 404 for a place without
 * active jobs.
 */
export function PlacePage() {
  const { state = '', city = '' } = useParams()
  const page = usePlacePage(state, city)
  if (page.error instanceof ApiError && page.error.status === 404) return <NotFoundPage />
  if (page.isError) return <LoadFailed />
  if (!page.data) return <PageSpinner label="Carregando vagas..." />
  return <Place data={page.data} />
}

function LoadFailed() {
  return (
    <Page narrow>
      <p className="text-stone-600">Não foi possível carregar as vagas deste lugar. Tente novamente em instantes.</p>
    </Page>
  )
}

function Place({ data: { place, jobs, payInsights, nearby } }: { data: PlacePageData }) {
  return (
    <Page>
      <PageHeader title={placeHeading(place)} description={placeIntro(place, place.count)} />
      {/* On a phone 'Quanto paga' comes first and the nearby places last; beside the list on a wide screen. */}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr]">
        {payInsights.length > 0 && (
          <div className="lg:col-start-2 lg:row-start-1">
            <PayInsights insights={payInsights} place={place} headingId="lugar-quanto-paga" />
          </div>
        )}
        <section aria-labelledby="lugar-vagas" className="flex flex-col gap-3 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <h2 id="lugar-vagas" className="text-lg font-semibold text-stone-900">
            {place.count === 1 ? '1 vaga aberta' : `${place.count.toLocaleString('pt-BR')} vagas abertas`}
            {jobs.length < place.count && <span className="font-normal text-stone-600"> · as {jobs.length} mais recentes</span>}
          </h2>
          <ul className="flex flex-col gap-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobRowLink
                  jobId={job.id}
                  title={job.title}
                  lines={[
                    [job.shopName, job.district].filter(Boolean).join(' · '),
                    [moneyText(job, place.country), contractTypeLabel(job.contractType, place.country), formatRequiredExperience(job.experienceRequired)].join(
                      ' · ',
                    ),
                  ]}
                  published={publishedOnText(job.publishedAt)}
                />
              </li>
            ))}
          </ul>
        </section>
        {nearby.length > 0 && (
          <nav aria-labelledby="lugar-perto" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 lg:col-start-2 lg:row-start-2">
            <h2 id="lugar-perto" className="text-lg font-semibold text-stone-900">
              Vagas perto de {place.city}
            </h2>
            <ul className="mt-3 flex flex-col gap-2">
              {nearby.map((other) => (
                <li key={other.path}>
                  <AppLink to={other.path} className="inline-flex items-start gap-1.5 text-brand-800 underline-offset-2 hover:underline">
                    <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span>
                      {other.name} <span className="text-sm text-stone-600">({other.count === 1 ? '1 vaga' : `${other.count} vagas`})</span>
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </Page>
  )
}
