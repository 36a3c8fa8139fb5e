import { Eye, Users } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import { asWritten } from '#domain/contactPolicy'
import { DEFAULT_CONTRACT_TYPE, jobStatusLabel, normalizeJobStatus } from '#domain/jobs'
import { jobMessages } from '#domain/messages/jobs'
import type { Job } from '#payload-types'
import { jobFormToPayload, payToForm, rentToForm } from '#domain/jobFormPayload'
import { rentOf } from '#domain/rent'
import { ApiError } from '../api/client'
import { relationId } from '../api/populated'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Badge } from '../ui/Badge'
import { Button, ButtonLink } from '../ui/Button'
import { Card } from '../ui/Card'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { showServerFieldErrors } from '../ui/Field'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { toastPlanRefusal } from '../billing/planRefusal'
import { toast } from '../ui/toast'
import { JobForm, jobFormFields } from './JobForm'
import { useJob, useUpdateJob } from './queries'
import { useSay } from '../ui/wording'

/** /editar-vaga/:jobId: the post form preloaded, plus closing and reopening the job. */
export function EditJobPage() {
  const { jobId = '' } = useParams()
  const navigate = useNavigate()
  const { data: session } = useSession()
  const job = useJob(jobId)
  const user = session?.user
  // Other shops may read an active job, but it is not theirs to edit.
  const notYours = Boolean(job.data && user && relationId(job.data.shopUser) !== user.id)
  const notFound = notYours || (job.error instanceof ApiError && (job.error.status === 404 || job.error.status === 403))

  useEffect(() => {
    if (!notFound) return
    toast.error(jobMessages.notFound, { description: jobMessages.notFoundDetail, id: 'vaga-nao-encontrada' })
    navigate('/vagas', { replace: true })
  }, [notFound, navigate])

  if (job.isPending || notFound) return <PageSpinner label="Carregando vaga..." />
  if (job.isError) {
    return (
      <Page narrow>
        <PageHeader title="Editar Vaga" backTo="/vagas" />
        <RetryAlert title={jobMessages.loadOneFailed} onRetry={() => void job.refetch()}>
          {jobMessages.loadOneFailedDetail}
        </RetryAlert>
      </Page>
    )
  }
  // The shop edits its job as written; barbers read it with contacts hidden (decision 0029).
  return <EditJob job={asWritten(job.data)} />
}

function EditJob({ job }: { job: Job }) {
  const navigate = useNavigate()
  const id = String(job.id)
  const save = useUpdateJob(id)
  const changeStatus = useUpdateJob(id)
  const [confirmingClose, setConfirmingClose] = useState(false)
  const say = useSay()
  const active = normalizeJobStatus(job.status) === 'active'

  const setStatus = (status: 'active' | 'inactive') => {
    setConfirmingClose(false)
    changeStatus.mutate(
      { status },
      {
        onSuccess: () =>
          status === 'inactive'
            ? toast.success('Vaga fechada', { description: 'Ela não aparece mais nas vagas abertas e não recebe novas candidaturas.' })
            : toast.success('Vaga reaberta', { description: 'Ela voltou a aparecer para os barbeiros e já recebe candidaturas.' }),
        onError: (error) => void (toastPlanRefusal(error, navigate) || toast.error('Erro ao atualizar status', { description: error.message })),
      },
    )
  }

  return (
    <Page narrow>
      <PageHeader title="Editar Vaga" description={job.title} backTo="/vagas" />

      <section aria-labelledby="status-da-vaga" className="mb-6 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 id="status-da-vaga" className="flex items-center gap-2 font-semibold text-stone-900">
              Status da vaga <Badge tone={active ? 'success' : 'neutral'}>{jobStatusLabel(job.status, job.expiredAt)}</Badge>
            </h2>
            <p className="mt-1 text-sm text-stone-600">
              {active
                ? 'A vaga aparece para os barbeiros e recebe candidaturas.'
                : 'A vaga não aparece nas vagas abertas e não recebe candidaturas. Quem já se candidatou continua na sua lista.'}
            </p>
          </div>
          {active ? (
            <Button variant="outline" loading={changeStatus.isPending} loadingText="Fechando..." onClick={() => setConfirmingClose(true)} className="shrink-0">
              Fechar vaga
            </Button>
          ) : (
            <Button loading={changeStatus.isPending} loadingText="Reabrindo..." onClick={() => setStatus('active')} className="shrink-0">
              Reabrir vaga
            </Button>
          )}
        </div>
        <div className="flex flex-wrap gap-2 border-t border-stone-100 pt-4">
          <ButtonLink to={`/vaga/${job.id}/candidatos`} variant="outline" size="sm">
            <Users className="size-4" aria-hidden="true" /> Ver Candidatos
          </ButtonLink>
          <ButtonLink to={`/vagas/${job.id}`} variant="ghost" size="sm">
            <Eye className="size-4" aria-hidden="true" /> Ver anúncio
          </ButtonLink>
        </div>
      </section>

      <Card className="sm:p-8">
        <JobForm
          defaultValues={{
            title: job.title,
            description: job.description,
            ...payToForm(
              { kind: job.payKind ?? null, min: job.payMin ?? null, max: job.payMax ?? null, commission: job.payCommission ?? null, note: job.payNote ?? null },
              job.country ?? 'BR',
            ),
            ...rentToForm(rentOf(job), job.country ?? 'BR'),
            schedule: job.schedule ?? '',
            contractType: job.contractType ?? DEFAULT_CONTRACT_TYPE,
            experienceRequired: job.experienceRequired ?? 0,
            urgent: Boolean(job.urgent),
            openings: job.openings ?? 1,
            // The questions as the shop wrote them (their public form hides contacts, decision 0029).
            screeningQuestions: (job.screeningQuestions ?? []).map(({ id, text, originalText, kind, required }) => ({
              id,
              text: originalText ?? text,
              kind,
              required: Boolean(required),
            })),
          }}
          country={job.country ?? 'BR'}
          submitLabel={say('Salvar alterações', 'Guardar alterações')}
          pendingLabel={say('Salvando...', 'A guardar...')}
          pending={save.isPending}
          secondaryAction={
            <ButtonLink to="/vagas" variant="outline" size="lg">
              Cancelar
            </ButtonLink>
          }
          onSubmit={(data, setError) =>
            save.mutate(jobFormToPayload(data), {
              onSuccess: () => {
                toast.success('Vaga atualizada!', { description: 'As alterações já estão visíveis para os barbeiros.' })
                navigate('/vagas')
              },
              onError: (error) => {
                showServerFieldErrors(error, jobFormFields, setError)
                toast.error(say('Erro ao salvar vaga', 'Erro ao guardar vaga'), { description: error.message })
              },
            })
          }
        />
      </Card>

      <ConfirmDialog
        open={confirmingClose}
        title="Fechar esta vaga?"
        confirmLabel="Fechar vaga"
        confirmVariant="danger"
        onConfirm={() => setStatus('inactive')}
        onClose={() => setConfirmingClose(false)}
      >
        {say(
          'A vaga deixa de aparecer para os barbeiros e não recebe novas candidaturas. Você pode reabri-la quando quiser.',
          'A vaga deixa de aparecer para os barbeiros e não recebe novas candidaturas. Pode reabri-la quando quiser.',
        )}
      </ConfirmDialog>
    </Page>
  )
}
