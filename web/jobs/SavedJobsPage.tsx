import { ArrowRight, Bookmark, MapPin, Store, Trash2 } from 'lucide-react'
import { formatLocation } from '#domain/locations'
import type { Job, SavedJob } from '#payload-types'
import { populated } from '../api/populated'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Button, ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { formatCount, formatDate } from '../ui/format'
import { ResultPagination, usePageParam } from '../ui/Pagination'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { toast, useErrorToast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { JobBadges } from './JobBadges'
import { JobCardTitle } from './JobCardTitle'
import { JobMeta, JobMetaItem } from './JobMeta'
import { ReferencedJobTitle } from './ReferencedJobTitle'
import { moneyText } from './jobText'
import { useReferencedJob, useSavedJobs, useToggleSavedJob } from './queries'

/** /vagas-salvas: the jobs a barber kept for later, newest first. */
export function SavedJobsPage() {
  const [page, changePage] = usePageParam()
  const saved = useSavedJobs(page)
  const say = useSay()
  const loadFailed = say('Erro ao carregar vagas salvas', 'Erro ao carregar vagas guardadas')
  const loadFailedDetail = say('Não foi possível carregar as suas vagas salvas.', 'Não foi possível carregar as suas vagas guardadas.')

  useErrorToast(saved.error, loadFailed, { description: saved.error?.message, id: 'erro-vagas-salvas' })

  const docs = saved.data?.docs ?? []
  return (
    <Page>
      <PageHeader
        title={say('Vagas Salvas', 'Vagas guardadas')}
        description={say(
          'As vagas que você guardou para ver com calma e se candidatar depois.',
          'As vagas guardadas para ver com calma e candidatar-se depois.',
        )}
        actions={
          <ButtonLink to="/vagas-abertas" variant="outline">
            Ver Vagas Abertas
          </ButtonLink>
        }
      />
      {saved.isPending ? (
        <PageSpinner label={say('Carregando vagas salvas...', 'A carregar vagas guardadas...')} />
      ) : saved.isError && !saved.data ? (
        <RetryAlert title={loadFailed} onRetry={() => void saved.refetch()}>
          {loadFailedDetail}
        </RetryAlert>
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<Bookmark className="size-10" aria-hidden="true" />}
          title={say('Nenhuma vaga salva', 'Nenhuma vaga guardada')}
          action={<ButtonLink to="/vagas-abertas">Ver Vagas Abertas</ButtonLink>}
        >
          {say(
            'Use o botão Salvar Vaga nas vagas abertas para guardar as que mais combinam com você.',
            'Use o botão Guardar vaga nas vagas abertas para guardar as que mais combinam consigo.',
          )}
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-600">
            {formatCount(saved.data?.totalDocs ?? docs.length, say('vaga salva', 'vaga guardada'), say('vagas salvas', 'vagas guardadas'))}
          </p>
          <ul aria-busy={saved.isPlaceholderData || undefined} className="grid gap-4 transition-opacity aria-busy:opacity-60 lg:grid-cols-2">
            {docs.map((entry) => (
              <li key={entry.id} className="flex">
                <SavedJobCard saved={entry} />
              </li>
            ))}
          </ul>
          <ResultPagination result={saved.data} onChange={changePage} />
        </>
      )}
    </Page>
  )
}

/**
 * Lists hold only open jobs, so a saved job that closed comes back as its bare id and one that was
 * deleted as null: both say so instead of pretending to be open, a closed one with its title and
 * a link to its page.
 */
function SavedJobCard({ saved }: { saved: SavedJob }) {
  const job = populated<Job>(saved.job)
  const referenced = useReferencedJob(saved.job)
  const removed = saved.job === null
  const titleId = `vaga-salva-${saved.id}`
  const remove = useToggleSavedJob()
  const say = useSay()
  const list = say('Vagas Salvas', 'Vagas guardadas')
  const savedOn = say('Salva em', 'Guardada em')

  const removeButton = (
    <Button
      variant="ghost"
      size="sm"
      loading={remove.isPending}
      loadingText="Removendo..."
      aria-label={`Remover de ${list}: ${referenced.title ?? 'vaga indisponível'}`}
      onClick={() =>
        remove.mutate(
          { jobId: referenced.id ?? 0, saved: true, savedJobId: saved.id },
          {
            onSuccess: () => toast.message(`Vaga removida de ${list}`),
            onError: (error) => toast.error(say('Erro ao remover vaga salva', 'Erro ao remover vaga guardada'), { description: error.message }),
          },
        )
      }
      className="text-red-800 hover:bg-red-50"
    >
      <Trash2 className="size-4" aria-hidden="true" /> Remover
    </Button>
  )

  if (!job || !referenced.open) {
    return (
      <article aria-labelledby={titleId} className="flex w-full flex-col gap-3 rounded-xl border border-dashed border-stone-300 bg-stone-100/60 p-5">
        <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-stone-700">
          <ReferencedJobTitle job={saved.job} />
        </h2>
        <p className="text-sm text-stone-600">
          {removed ? 'A barbearia removeu esta vaga.' : 'Esta vaga não recebe mais candidaturas e saiu das vagas abertas.'} {savedOn}{' '}
          {formatDate(saved.createdAt)}.
        </p>
        <div className="mt-auto flex justify-end">{removeButton}</div>
      </article>
    )
  }

  const place = formatLocation(job)
  return (
    <article aria-labelledby={titleId} className="flex w-full flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
      <JobCardTitle id={titleId} jobId={job.id} title={job.title} />
      <JobMeta className="text-sm">
        {job.shopName && <JobMetaItem icon={Store}>{job.shopName}</JobMetaItem>}
        {place && <JobMetaItem icon={MapPin}>{place}</JobMetaItem>}
      </JobMeta>
      <JobBadges contractType={job.contractType} experienceRequired={job.experienceRequired} urgent={job.urgent} openings={job.openings} />
      <p className="text-sm text-stone-700">
        <span className="font-medium text-stone-900">{moneyText(job, job.country === 'PT' ? 'PT' : 'BR')}</span>
        <span aria-hidden="true" className="mx-2 text-stone-400">
          •
        </span>
        {savedOn} {formatDate(saved.createdAt)}
      </p>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-4">
        {removeButton}
        <ButtonLink to={`/vagas/${job.id}`} size="sm" aria-label={`Abrir vaga: ${job.title}`}>
          Abrir vaga <ArrowRight className="size-4" aria-hidden="true" />
        </ButtonLink>
      </div>
    </article>
  )
}
