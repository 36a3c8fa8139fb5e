import { skipToken, useQuery } from '@tanstack/react-query'
import { Outlet, ScrollRestoration, useMatch } from 'react-router-dom'
import type { Country } from '#domain/countries'
import type { JobDetails } from '#domain/jobDetails'
import { jobKeys } from '../api/queryKeys'
import { useSubscriptionWatch } from '../billing/queries'
import { PageCountryProvider } from '../ui/wording'
import { AppFrame } from './AppFrame'
import { RouterNavigation } from './RouterNavigation'

export function Layout() {
  useSubscriptionWatch()
  return (
    <RouterNavigation>
      <PageCountryProvider country={useJobPageCountry()}>
        <AppFrame>
          <Outlet />
        </AppFrame>
      </PageCountryProvider>
      <ScrollRestoration />
    </RouterNavigation>
  )
}

/**
 * On a job's page, the job's country: a Portuguese job reads in Portugal's Portuguese for everyone,
 * header and footer included. Read from the cache the page fills (the server prefills it), never
 * fetched here (the job's queries stay out of the frame's code).
 */
function useJobPageCountry(): Country | null {
  const jobId = useMatch('/vagas/:jobId')?.params.jobId ?? ''
  const { data } = useQuery<JobDetails>({ queryKey: jobKeys.detailsOf(jobId), queryFn: skipToken })
  if (!jobId || !data) return null
  return data.job.country === 'PT' ? 'PT' : 'BR'
}

/** The width and padding of an ordinary page. */
export function Page({ children, narrow = false }: { children: React.ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'mx-auto max-w-xl px-4 py-8' : 'mx-auto max-w-6xl px-4 py-8'}>{children}</div>
}
