import { Inbox, Pencil } from 'lucide-react'
import { useEffect } from 'react'
import { Navigate, useParams, useSearchParams } from 'react-router-dom'
import { jobStatusLabel, normalizeJobStatus } from '#domain/jobs'
import { applicationMessages, jobMessages } from '#domain/messages/jobs'
import { ApiError } from '../api/client'
import { relationId } from '../api/populated'
import { useSession } from '../auth/session'
import { useJob } from '../jobs/queries'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Badge } from '../ui/Badge'
import { ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { formatCount } from '../ui/format'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { toast } from '../ui/toast'
import { ApplicantCard } from './ApplicantCard'
import { ApplicationsList } from './ApplicationsList'
import { answerParam, pageParam, positiveId } from './params'
import { SelectField } from '../ui/Field'
import { yesNoTag } from '#domain/screeningQuestions'
import { useApplications } from './queries'

/**
 * /vaga/:jobId/candidatos (spec §2 "Applicants"): the job's title and each applicant with the
 * moves the shop may make. A missing id goes to /vagas; a job that does not exist or is another
 * shop's goes there too, with the spec's "Vaga não encontrada".
 */
export function JobApplicantsPage() {
  const { jobId } = useParams()
  const id = positiveId(jobId)
  const [params, setParams] = useSearchParams()
  const page = pageParam(params)
  const answer = answerParam(params)
  const { data: session } = useSession()
  const user = session?.user
  const job = useJob(id === null ? '' : String(id))

  const owns = Boolean(job.data && user && relationId(job.data.shopUser) === user.id)
  const missing = (job.error instanceof ApiError && job.error.status === 404) || (job.data !== undefined && !owns)
  const applications = useApplications({ job: id ?? 0, page, answer }, { enabled: owns })

  useEffect(() => {
    if (missing) toast.error(jobMessages.notFound, { description: jobMessages.notFoundDetail, id: 'vaga-nao-encontrada' })
  }, [missing])

  if (id === null || missing) return <Navigate to="/vagas" replace />

  if (job.isPending) {
    return (
      <Page>
        <PageSpinner label="Carregando vaga..." />
      </Page>
    )
  }

  if (!job.data) {
    return (
      <Page>
        <PageHeader title="Candidatos" />
        <RetryAlert title={jobMessages.loadOneFailed} onRetry={() => void job.refetch()}>
          {jobMessages.loadOneFailedDetail}
        </RetryAlert>
      </Page>
    )
  }

  const open = normalizeJobStatus(job.data.status) === 'active'
  const total = applications.data?.totalDocs
  const yesNoQuestions = (job.data.screeningQuestions ?? []).filter((question) => question.kind === 'yesno' && question.id)
  const filterBy = (value: string) => setParams(value ? { resposta: value } : {}, { preventScrollReset: true })

  return (
    <Page>
      <PageHeader
        title="Candidatos"
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span>
              Vaga: <strong className="font-semibold text-stone-900">{job.data.title}</strong>
            </span>
            <Badge tone={open ? 'success' : 'neutral'}>{jobStatusLabel(job.data.status, job.data.expiredAt)}</Badge>
            {total !== undefined && total > 0 && <span className="text-sm">· {formatCount(total, 'candidato', 'candidatos')}</span>}
          </span>
        }
        actions={
          <>
            <ButtonLink to={`/vagas/${job.data.id}`} variant="outline" size="sm">
              Ver vaga
            </ButtonLink>
            <ButtonLink to={`/editar-vaga/${job.data.id}`} variant="outline" size="sm">
              <Pencil className="size-4" aria-hidden="true" /> Editar Vaga
            </ButtonLink>
          </>
        }
      />
      {yesNoQuestions.length > 0 && (
        <div className="mb-4 max-w-md">
          <SelectField label="Filtrar por resposta" value={answer ?? ''} onChange={(event) => filterBy(event.target.value)}>
            <option value="">Todas as respostas</option>
            {yesNoQuestions.map((question) => (
              <optgroup key={question.id} label={question.text}>
                <option value={yesNoTag(question.id!, true)}>{`${question.text} — Sim`}</option>
                <option value={yesNoTag(question.id!, false)}>{`${question.text} — Não`}</option>
              </optgroup>
            ))}
          </SelectField>
        </div>
      )}
      <ApplicationsList
        query={applications}
        loadFailed={applicationMessages.applicantsLoadFailed}
        loadingLabel="Carregando candidatos..."
        onPage={(next) => setParams(next > 1 ? { pagina: String(next) } : {}, { preventScrollReset: true })}
        empty={
          answer ? (
            <EmptyState icon={<Inbox className="size-10" aria-hidden="true" />} title="Nenhum candidato com essa resposta" />
          ) : (
            <EmptyState icon={<Inbox className="size-10" aria-hidden="true" />} title="Nenhum candidato ainda">
              {open ? 'Quando barbeiros se candidatarem a esta vaga, eles aparecem aqui.' : 'Esta vaga está fechada e não recebe novas candidaturas.'}
            </EmptyState>
          )
        }
        renderItem={(application) => <ApplicantCard application={application} />}
      />
    </Page>
  )
}
