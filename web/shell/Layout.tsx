import { useQueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
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
      <PageCountryProvider country={usePageCountry()}>
        <AppFrame>
          <Outlet />
        </AppFrame>
      </PageCountryProvider>
      <ScrollRestoration />
    </RouterNavigation>
  )
}

/** The country whose Portuguese a page speaks to everyone: a Portuguese place's jobs (/vagas/pt/<concelho>), or a job's. */
function usePageCountry(): Country | null {
  const portuguesePlace = useMatch('/vagas/pt/:concelho') !== null
  const job = useJobPageCountry()
  return portuguesePlace ? 'PT' : job
}

/**
 * On a job's page, the job's country: a Portuguese job reads in Portugal's Portuguese for everyone,
 * header and footer included. Read from the cache the page fills (the server prefills it), never
 * fetched here (the job's queries stay out of the frame's code). It reads the cache without becoming
 * one of the query's observers: an observer with no query function (`skipToken`) would become the
 * query's options, and the page's refetch after an application failed with 'Missing queryFn' and sent
 * the barber back to the list.
 */
function useJobPageCountry(): Country | null {
  const jobId = useMatch('/vagas/:jobId')?.params.jobId ?? ''
  const client = useQueryClient()
  const read = () => (jobId ? client.getQueryData<JobDetails>(jobKeys.detailsOf(jobId)) : undefined)
  const data = useSyncExternalStore((onChange) => client.getQueryCache().subscribe(onChange), read, read)
  if (!data) return null
  return data.job.country === 'PT' ? 'PT' : 'BR'
}

/** The width and padding of an ordinary page. */
export function Page({ children, narrow = false }: { children: React.ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'mx-auto max-w-xl px-4 py-8' : 'mx-auto max-w-6xl px-4 py-8'}>{children}</div>
}
