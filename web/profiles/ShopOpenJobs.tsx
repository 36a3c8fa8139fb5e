import { ArrowRight, BriefcaseBusiness } from 'lucide-react'
import { contractTypeLabel } from '#domain/jobs'
import { useReaderCountry } from '../ui/wording'
import { publishedOnText, moneyText } from '../jobs/jobText'
import { formatRequiredExperience } from '../ui/experience'
import { AppLink } from '../ui/navigation'
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
                      {[
                        contractTypeLabel(job.contractType, country),
                        formatRequiredExperience(job.experienceRequired),
                        moneyText(job, job.country === 'PT' ? 'PT' : 'BR'),
                      ]
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
