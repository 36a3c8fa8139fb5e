import { Inbox, SearchX } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { APPLICATION_STATUSES, shopApplicationLabels } from '#domain/applications'
import { jobStatusLabel, normalizeJobStatus } from '#domain/jobs'
import { applicationMessages } from '#domain/messages/jobs'
import { relationId } from '../api/populated'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Button, ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { SelectField } from '../ui/Field'
import { formatCount } from '../ui/format'
import { ApplicantCard } from './ApplicantCard'
import { ApplicationsList } from './ApplicationsList'
import { pageParam, positiveId, statusParam } from './params'
import { useApplications, useShopJobOptions } from './queries'

/** /candidatos: every applicant to the shop's jobs, filtered by job and status (both kept in the URL). */
export function AllApplicantsPage() {
  const { data: session } = useSession()
  const userId = session?.user?.id
  const [params, setParams] = useSearchParams()
  const job = positiveId(params.get('vaga')) ?? undefined
  const status = statusParam(params)
  const page = pageParam(params)
  const filtered = job !== undefined || status !== undefined
  const jobs = useShopJobOptions(userId)
  const applications = useApplications({ job, status, page })

  const setParam = (name: 'vaga' | 'status' | 'pagina', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        if (name !== 'pagina') next.delete('pagina')
        return next
      },
      { preventScrollReset: true },
    )
  const clear = () => setParams({}, { preventScrollReset: true })

  const hasNoJobs = jobs.data?.length === 0

  return (
    <Page>
      <PageHeader title="Candidatos" description="Todos os barbeiros que se candidataram às vagas da sua barbearia." />

      <form
        role="search"
        aria-label="Filtrar candidatos"
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Vaga" value={job ?? ''} onChange={(event) => setParam('vaga', event.target.value)} disabled={jobs.isPending && !job}>
            <option value="">Todas as vagas</option>
            {job !== undefined && !jobs.data?.some((option) => option.id === job) && <option value={job}>Vaga selecionada</option>}
            {jobs.data?.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title}
                {normalizeJobStatus(option.status) === 'active' ? '' : ` (${jobStatusLabel(option.status)})`}
              </option>
            ))}
          </SelectField>
          <SelectField label="Status" value={status ?? ''} onChange={(event) => setParam('status', event.target.value)}>
            <option value="">Todos os status</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {shopApplicationLabels[value]}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-3 flex min-h-9 items-center justify-between gap-3">
          <p role="status" className="text-sm text-stone-600">
            {applications.isFetching ? 'Buscando...' : applications.data ? formatCount(applications.data.totalDocs, 'candidato', 'candidatos') : ''}
          </p>
          {filtered && (
            <Button variant="ghost" size="sm" onClick={clear}>
              Limpar filtros
            </Button>
          )}
        </div>
      </form>

      <ApplicationsList
        query={applications}
        loadFailed={applicationMessages.applicantsLoadFailed}
        loadingLabel="Carregando candidatos..."
        onPage={(next) => setParam('pagina', next > 1 ? String(next) : undefined)}
        empty={
          filtered ? (
            <EmptyState
              icon={<SearchX className="size-10" aria-hidden="true" />}
              title="Nenhum candidato encontrado"
              action={
                <Button variant="outline" onClick={clear}>
                  Limpar filtros
                </Button>
              }
            >
              Nenhuma candidatura corresponde aos filtros escolhidos.
            </EmptyState>
          ) : (
            <EmptyState
              icon={<Inbox className="size-10" aria-hidden="true" />}
              title="Nenhum candidato ainda"
              action={hasNoJobs && <ButtonLink to="/anunciar-vaga">Anunciar Vaga</ButtonLink>}
            >
              {hasNoJobs
                ? 'Publique uma vaga para começar a receber candidaturas de barbeiros.'
                : 'Quando barbeiros se candidatarem às suas vagas, eles aparecem aqui.'}
            </EmptyState>
          )
        }
        renderItem={(application) => <ApplicantCard application={application} showJob canDecide={relationId(application.shopUser) === userId} />}
      />
    </Page>
  )
}
