import { contractTypeLabel } from '#domain/jobs'
import { useReaderCountry } from '../ui/wording'
import { publishedOnText, moneyText } from '../jobs/jobText'
import { formatRequiredExperience } from '../ui/experience'
import { JobRowLink } from '../jobs/JobRowLink'
import { Spinner } from '../ui/Spinner'
import { PublicSection } from './PublicSection'
import { useShopOpenJobs } from './queries'

/** Vagas abertas on a barbershop's page, each a link to the job. */
export function ShopOpenJobs({ shopId }: { shopId: number }) {
  const jobs = useShopOpenJobs(shopId)
  const country = useReaderCountry()
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
                <JobRowLink
                  jobId={job.id}
                  title={job.title}
                  lines={[
                    [
                      contractTypeLabel(job.contractType, country),
                      formatRequiredExperience(job.experienceRequired),
                      moneyText(job, job.country === 'PT' ? 'PT' : 'BR'),
                    ]
                      .filter(Boolean)
                      .join(' · '),
                  ]}
                  published={publishedOnText(job.createdAt)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PublicSection>
  )
}
