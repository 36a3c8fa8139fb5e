import { Armchair, MapPin, Sparkles, Store, Wallet } from 'lucide-react'
import type { OpenJobCard } from '#domain/jobSearch'
import { formatLocation } from '#domain/locations'
import { AppLink } from '../ui/navigation'
import { JobMetaItem } from './JobMeta'
import { moneyLines } from './jobText'

/**
 * 'Destaque' (decision 0024, issue 40): at most three featured jobs among the matches, in a strip of
 * their own above the list, so the list itself stays in the order asked ('Mais recentes' newest
 * first). The jobs keep their place in the list too.
 */
export function FeaturedJobsStrip({ jobs }: { jobs: OpenJobCard[] }) {
  if (jobs.length === 0) return null
  return (
    <section aria-labelledby="vagas-em-destaque" className="mb-6 rounded-xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5">
      <h2 id="vagas-em-destaque" className="mb-3 flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Sparkles className="size-4" aria-hidden="true" /> Vagas em destaque
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {jobs.map((job) => {
          const place = formatLocation(job)
          const money = moneyLines(job, job.country === 'PT' ? 'PT' : 'BR')
          return (
            <li key={job.id} className="flex flex-col gap-1.5 rounded-lg border border-stone-200 bg-white p-3 text-sm shadow-sm">
              <AppLink to={`/vagas/${job.id}`} className="font-semibold text-stone-900 hover:text-brand-800 hover:underline">
                {job.title}
              </AppLink>
              {job.shopName && <JobMetaItem icon={Store}>{job.shopName}</JobMetaItem>}
              {place && <JobMetaItem icon={MapPin}>{place}</JobMetaItem>}
              {money.pay !== undefined && (
                <JobMetaItem icon={Wallet} className="font-medium text-stone-900">
                  {money.pay}
                </JobMetaItem>
              )}
              {money.rent !== undefined && (
                <JobMetaItem icon={Armchair} className="font-medium text-stone-900">
                  {money.rent}
                </JobMetaItem>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
