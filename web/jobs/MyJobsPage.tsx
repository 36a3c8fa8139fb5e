import { Briefcase, Eye, Hourglass, MapPin, Pencil, Plus, RefreshCw, ScrollText, SearchX, Users, Wallet } from 'lucide-react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { asWritten } from '#domain/contactPolicy'
import { useReaderCountry, useSay } from '../ui/wording'
import { contractTypeLabel, daysUntilExpiry, expiresInText, jobStatusLabel, normalizeJobStatus, SEARCH_MAX_LENGTH } from '#domain/jobs'
import { formatLocation, placeLabels } from '#domain/locations'
import { jobExpiryMessages, jobMessages } from '#domain/messages/jobs'
import type { Job } from '#payload-types'
import { messageOr } from '../api/client'
import { useViewerCountry } from '../landing/planCountry'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { TrialBanner } from '../shell/TrialBanner'
import { Badge } from '../ui/Badge'
import { Button, ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { formatCount } from '../ui/format'
import { ResultPagination, usePageParam } from '../ui/Pagination'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { toast, useErrorToast } from '../ui/toast'
import { Alert } from '../ui/Alert'
import { toastPlanRefusal } from '../billing/planRefusal'
import { DebouncedTextField } from './DebouncedTextField'
import { JobCardTitle } from './JobCardTitle'
import { JobMeta, JobMetaItem } from './JobMeta'
import { publishedOnText, moneyText } from './jobText'
import { useCloseJob, useMyJobs, useRenewJob } from './queries'

/** /vagas for a shop (spec §2 "Jobs for shops"): Minhas Vagas, every status, with a search. */
export function MyJobsPage({ userId }: { userId: number }) {
  const [params, setParams] = useSearchParams()
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX_LENGTH) || undefined
  const [page, changePage] = usePageParam()
  const jobs = useMyJobs(userId, { q, page, expiring: undefined })
  const viewerCountry = useViewerCountry()
  const say = useSay()

  useErrorToast(jobs.error, jobMessages.loadFailed, { description: messageOr(jobs.error, jobMessages.loadFailedDetail), id: 'erro-minhas-vagas' })

  const search = (value: string) => setParams(value ? { q: value } : {}, { replace: true })

  const docs = jobs.data?.docs ?? []
  const total = jobs.data?.totalDocs ?? 0
  const hasAnyJob = Boolean(q) || total > 0
  return (
    <Page>
      <PageHeader
        title="Minhas Vagas"
        description="Acompanhe as vagas da sua barbearia e os candidatos de cada uma."
        actions={
          <ButtonLink to="/anunciar-vaga">
            <Plus className="size-4" aria-hidden="true" /> Anunciar Nova Vaga
          </ButtonLink>
        }
      />
      <TrialBanner />
      <ExpiryNotice userId={userId} />

      {hasAnyJob && (
        <form
          role="search"
          aria-label="Buscar nas minhas vagas"
          onSubmit={(event) => event.preventDefault()}
          className="mb-6 flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end sm:p-5"
        >
          <DebouncedTextField
            containerClassName="flex-1"
            label="Buscar vagas"
            type="search"
            placeholder={`Título da vaga, barbearia ou ${placeLabels[viewerCountry].city.toLowerCase()}`}
            maxLength={SEARCH_MAX_LENGTH}
            enterKeyHint="search"
            value={q ?? ''}
            onCommit={search}
          />
          <p role="status" className="text-sm text-stone-600 sm:pb-3">
            {jobs.isFetching ? 'Buscando...' : formatCount(total, 'vaga', 'vagas')}
          </p>
        </form>
      )}

      {jobs.isPending ? (
        <PageSpinner label="Carregando vagas..." />
      ) : jobs.isError && !jobs.data ? (
        <RetryAlert title={jobMessages.loadFailed} onRetry={() => void jobs.refetch()}>
          {messageOr(jobs.error, jobMessages.loadFailedDetail)}
        </RetryAlert>
      ) : docs.length === 0 && q ? (
        <EmptyState
          icon={<SearchX className="size-10" aria-hidden="true" />}
          title="Nenhuma vaga encontrada"
          action={
            <Button variant="outline" size="sm" onClick={() => search('')}>
              Limpar busca
            </Button>
          }
        >
          Nenhuma das suas vagas corresponde a “{q}”.
        </EmptyState>
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<Briefcase className="size-10" aria-hidden="true" />}
          title={say('Você ainda não anunciou vagas', 'Ainda não anunciou vagas')}
          action={
            <ButtonLink to="/anunciar-vaga">
              <Plus className="size-4" aria-hidden="true" /> Anunciar Nova Vaga
            </ButtonLink>
          }
        >
          Publique sua primeira vaga e comece a receber candidaturas de barbeiros.
        </EmptyState>
      ) : (
        <>
          <ul aria-busy={jobs.isPlaceholderData || undefined} className="flex flex-col gap-4 transition-opacity aria-busy:opacity-60">
            {docs.map((job) => (
              <li key={job.id}>
                <MyJobCard job={asWritten(job)} />
              </li>
            ))}
          </ul>
          <ResultPagination result={jobs.data} onChange={changePage} />
        </>
      )}
    </Page>
  )
}

/** The actions a job near its 60 days offers: renew it, or close it (decision 0068). */
function useExpiryActions() {
  const renew = useRenewJob()
  const close = useCloseJob()
  const navigate = useNavigate()
  return {
    renew: (job: Job) =>
      renew.mutate(job.id, {
        onSuccess: () => toast.success(jobExpiryMessages.renewed, { description: jobExpiryMessages.renewedDetail }),
        onError: (error) => void (toastPlanRefusal(error, navigate) || toast.error(jobExpiryMessages.renewFailed, { description: error.message })),
      }),
    close: (job: Job) =>
      close.mutate(job.id, {
        onSuccess: () => toast.success(jobExpiryMessages.closed),
        onError: (error) => toast.error(jobExpiryMessages.closeFailed, { description: error.message }),
      }),
    pendingId: renew.isPending ? renew.variables : close.isPending ? close.variables : undefined,
  }
}

/**
 * The panel's notice (issue 40): the open jobs whose 60 days end within the week, soonest first,
 * each with 'Renovar' and 'Fechar vaga'. The e-mail of the same week says the same.
 */
function ExpiryNotice({ userId }: { userId: number }) {
  const expiring = useMyJobs(userId, { q: undefined, page: 1, expiring: true })
  const actions = useExpiryActions()
  const jobs = expiring.data?.docs ?? []
  if (!jobs.length) return null
  return (
    <Alert tone="warning" title={jobExpiryMessages.noticeTitle(jobs.length)} className="mb-6 sm:items-start">
      <p>{jobExpiryMessages.noticeDetail}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {jobs.map((job) => (
          <li key={job.id} className="flex flex-col gap-2 rounded-lg bg-white/70 p-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="min-w-0">
              <span className="block truncate font-semibold text-stone-900">{job.title}</span>
              <span className="inline-flex items-center gap-1 text-amber-900">
                <Hourglass className="size-3.5" aria-hidden="true" /> {expiresInText(daysUntilExpiry(job) ?? 0)}
              </span>
            </span>
            <span className="flex shrink-0 gap-2">
              <Button
                size="sm"
                loading={actions.pendingId === job.id}
                onClick={() => actions.renew(job)}
                aria-label={`${jobExpiryMessages.renew}: ${job.title}`}
              >
                <RefreshCw className="size-4" aria-hidden="true" /> {jobExpiryMessages.renew}
              </Button>
              <Button
                size="sm"
                variant="outline"
                disabled={actions.pendingId === job.id}
                onClick={() => actions.close(job)}
                aria-label={`${jobExpiryMessages.close}: ${job.title}`}
              >
                {jobExpiryMessages.close}
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </Alert>
  )
}

function MyJobCard({ job }: { job: Job }) {
  const country = useReaderCountry()
  const active = normalizeJobStatus(job.status) === 'active'
  const daysLeft = daysUntilExpiry(job)
  const actions = useExpiryActions()
  const renewable = daysLeft !== null || (!active && Boolean(job.expiredAt))
  const place = formatLocation(job)
  const titleId = `minha-vaga-${job.id}`
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <JobCardTitle id={titleId} jobId={job.id} title={job.title} />
          <Badge tone={active ? 'success' : job.expiredAt ? 'warning' : 'neutral'}>{jobStatusLabel(job.status, job.expiredAt)}</Badge>
          {daysLeft !== null && <Badge tone="warning">{expiresInText(daysLeft)}</Badge>}
          {job.urgent && <Badge tone="danger">Urgente</Badge>}
        </div>
        <JobMeta className="text-sm">
          <JobMetaItem icon={ScrollText} className="font-medium text-stone-900">
            {contractTypeLabel(job.contractType, country)}
          </JobMetaItem>
          <JobMetaItem icon={Wallet}>{moneyText(job, job.country === 'PT' ? 'PT' : 'BR')}</JobMetaItem>
          {place && <JobMetaItem icon={MapPin}>{place}</JobMetaItem>}
        </JobMeta>
        <p className="text-sm text-stone-600">{publishedOnText(job.publishedAt ?? job.createdAt)}</p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {renewable && (
          <Button
            size="sm"
            variant="outline"
            className="w-full sm:w-auto"
            loading={actions.pendingId === job.id}
            onClick={() => actions.renew(job)}
            aria-label={`${jobExpiryMessages.renew}: ${job.title}`}
          >
            <RefreshCw className="size-4" aria-hidden="true" /> {jobExpiryMessages.renew}
          </Button>
        )}
        <ButtonLink to={`/vaga/${job.id}/candidatos`} size="sm" className="w-full sm:w-auto" aria-label={`Ver Candidatos: ${job.title}`}>
          <Users className="size-4" aria-hidden="true" /> Ver Candidatos
        </ButtonLink>
        <ButtonLink to={`/editar-vaga/${job.id}`} variant="outline" size="sm" className="flex-1 sm:flex-none" aria-label={`Editar Vaga: ${job.title}`}>
          <Pencil className="size-4" aria-hidden="true" /> Editar Vaga
        </ButtonLink>
        <ButtonLink to={`/vagas/${job.id}`} variant="ghost" size="sm" className="flex-1 sm:flex-none" aria-label={`Ver anúncio: ${job.title}`}>
          <Eye className="size-4" aria-hidden="true" /> Ver anúncio
        </ButtonLink>
      </div>
    </article>
  )
}
