import { Bell, Bookmark, SearchX } from 'lucide-react'
import { useState } from 'react'
import { openJobsSearchTitle } from '#domain/openJobsTitle'
import { jobMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import { messageOr } from '../api/client'
import { CreateAlertButton } from '../alerts/CreateAlertButton'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { TrialBanner } from '../shell/TrialBanner'
import { Button, ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { Pagination } from '../ui/Pagination'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { useErrorToast } from '../ui/toast'
import { FeaturedJobsStrip } from './FeaturedJobsStrip'
import { OpenJobCard } from './OpenJobCard'
import { OpenJobsFilters } from './OpenJobsFilters'
import { NearMeControl } from '../nearby/NearMeControl'
import { useNearSearch } from '../nearby/nearSearch'
import { useOpenJobs } from './queries'
import { useApplyFlow } from './useApplyFlow'
import { useOpenJobsSearch } from './useOpenJobsSearch'
import { useSay } from '../ui/wording'

/**
 * /vagas-abertas (and /vagas for everyone but shops): active jobs, searched and filtered through the
 * URL. A public page since issue 40 (decision 0064): the server renders it for visitors and barbers
 * alike from the same read as the API (server/pages/prefetch.ts).
 */
export function OpenJobsPage() {
  const say = useSay()
  const { data: session } = useSession()
  const isBarber = hasRole(session?.user, 'barber')
  const { query, update, clear, filtered } = useOpenJobsSearch(session?.profile?.country ?? null)
  const jobs = useOpenJobs(query)
  const { near } = useNearSearch()
  const applyFlow = useApplyFlow()
  const [now] = useState(() => new Date())

  useErrorToast(jobs.error, jobMessages.loadFailed, { description: messageOr(jobs.error, jobMessages.loadFailedDetail), id: 'erro-vagas-abertas' })

  const changePage = (page: number) => {
    update({ page })
    window.scrollTo({ top: 0, behavior: 'smooth' })
  }

  const docs = jobs.data?.docs ?? []
  return (
    <Page>
      <PageHeader
        title="Vagas Abertas"
        tabTitle={openJobsSearchTitle(query)}
        description={say(
          'Encontre oportunidades em barbearias perto de você e candidate-se em poucos cliques.',
          'Encontre oportunidades em barbearias perto de si e candidate-se em poucos cliques.',
        )}
        actions={
          isBarber && (
            <>
              <CreateAlertButton query={query} nearLabel={near?.label} />
              <ButtonLink to="/alertas" variant="ghost">
                <Bell className="size-4" aria-hidden="true" /> Meus alertas
              </ButtonLink>
              <ButtonLink to="/vagas-salvas" variant="outline">
                <Bookmark className="size-4" aria-hidden="true" /> {say('Vagas Salvas', 'Vagas guardadas')}
              </ButtonLink>
            </>
          )
        }
      />
      <TrialBanner />
      <div className="mb-3">
        <NearMeControl what="Vagas" />
      </div>
      <OpenJobsFilters query={query} filtered={filtered} onChange={update} onClear={clear} />

      <p role="status" className="sr-only">
        {jobs.isFetching ? 'Carregando vagas...' : jobs.data ? `${docs.length} ${docs.length === 1 ? 'vaga' : 'vagas'} nesta página` : ''}
      </p>

      {jobs.isPending ? (
        <PageSpinner label="Carregando vagas..." />
      ) : jobs.isError && !jobs.data ? (
        <RetryAlert title={jobMessages.loadFailed} onRetry={() => void jobs.refetch()}>
          {messageOr(jobs.error, jobMessages.loadFailedDetail)}
        </RetryAlert>
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<SearchX className="size-10" aria-hidden="true" />}
          title={filtered ? 'Nenhuma vaga encontrada' : 'Nenhuma vaga aberta no momento'}
          action={
            filtered && (
              <Button variant="outline" size="sm" onClick={clear}>
                Limpar filtros
              </Button>
            )
          }
        >
          {filtered ? 'Tente outros termos de busca ou remova alguns filtros.' : 'Novas vagas são publicadas todos os dias. Volte em breve!'}
        </EmptyState>
      ) : (
        <>
          <FeaturedJobsStrip jobs={jobs.data?.featured ?? []} />
          <div aria-busy={jobs.isPlaceholderData || undefined} className="grid gap-4 transition-opacity aria-busy:opacity-60 lg:grid-cols-2">
            {docs.map((job) => (
              <OpenJobCard
                key={job.id}
                job={job}
                now={now}
                actions={isBarber ? 'barber' : session?.user ? 'none' : 'visitor'}
                applying={applyFlow.pendingJobId === job.id}
                onApply={(id) => applyFlow.start(id, { hasQuestions: job.hasQuestions })}
              />
            ))}
          </div>
          {jobs.data && <Pagination page={jobs.data.page} hasPrevPage={jobs.data.hasPrevPage} hasNextPage={jobs.data.hasNextPage} onChange={changePage} />}
        </>
      )}
    </Page>
  )
}
