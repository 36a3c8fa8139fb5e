import { ClipboardList } from 'lucide-react'
import { useSearchParams } from 'react-router-dom'
import { APPLICATION_VIEWS, barberApplicationViewLabels, type ApplicationView } from '#domain/applications'
import { applicationMessages } from '#domain/messages/jobs'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Button, ButtonLink } from '../ui/Button'
import { cn } from '../ui/cn'
import { EmptyState } from '../ui/EmptyState'
import { formatInteger } from '../ui/format'
import { ApplicationsList } from './ApplicationsList'
import { MyApplicationCard } from './MyApplicationCard'
import { pageParam, viewParam } from './params'
import { useApplications, useBarberDashboard } from './queries'
import { useSay } from '../ui/wording'

const dotTones: Record<ApplicationView, string> = {
  pending: 'bg-amber-500',
  accepted: 'bg-sky-600',
  rejected: 'bg-red-600',
  hired: 'bg-emerald-600',
  withdrawn: 'bg-stone-300',
  closed: 'bg-stone-400',
}

/** /vagas-aplicadas (Minhas Candidaturas): the barber's applications, counted and filtered by status ('Vaga encerrada' included). */
export function MyApplicationsPage() {
  const say = useSay()
  const [params, setParams] = useSearchParams()
  const status = viewParam(params)
  const page = pageParam(params)
  const applications = useApplications({ view: status, page })
  const counts = useBarberDashboard().data?.applications
  /** Before the first application the counts are all zero: the empty state says it better. */
  const nothingYet = counts?.total === 0 && !status
  const showCounts = Boolean(status) || (counts !== undefined && counts.total > 0)

  const showStatus = (value: ApplicationView | undefined) => setParams(value ? { status: value } : {}, { preventScrollReset: true })
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next > 1) updated.set('pagina', String(next))
        else updated.delete('pagina')
        return updated
      },
      { preventScrollReset: true },
    )

  const filters: { value: ApplicationView | undefined; label: string; count: number | undefined }[] = [
    { value: undefined, label: 'Todas', count: counts?.total },
    ...APPLICATION_VIEWS.map((value) => ({ value, label: barberApplicationViewLabels[value], count: counts?.[value] })),
  ]

  return (
    <Page>
      <PageHeader
        title="Minhas Candidaturas"
        description={say(
          'Acompanhe as vagas em que você se candidatou e a resposta de cada barbearia.',
          'Acompanhe as vagas a que se candidatou e a resposta de cada barbearia.',
        )}
        actions={
          !nothingYet && (
            <ButtonLink to="/vagas-abertas" variant="outline">
              Ver Vagas Abertas
            </ButtonLink>
          )
        }
      />

      {showCounts && (
        <div role="group" aria-label="Filtrar por status" className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          {filters.map((filter) => {
            const active = filter.value === status
            return (
              <button
                key={filter.label}
                type="button"
                aria-pressed={active}
                onClick={() => showStatus(filter.value)}
                className={cn(
                  'flex flex-col items-start rounded-xl border px-4 py-3 text-left transition-colors',
                  active ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-stone-200 bg-white hover:border-stone-300 hover:bg-stone-50',
                )}
              >
                <span className="text-2xl font-bold tracking-tight text-stone-900">{filter.count === undefined ? '–' : formatInteger(filter.count)}</span>
                <span className="flex items-center gap-1.5 text-sm font-medium text-stone-700">
                  {filter.value && <span aria-hidden="true" className={cn('size-2 rounded-full', dotTones[filter.value])} />}
                  {filter.label}
                </span>
              </button>
            )
          })}
        </div>
      )}

      <ApplicationsList
        query={applications}
        loadFailed={applicationMessages.loadFailed}
        loadingLabel="Carregando candidaturas..."
        onPage={setPage}
        empty={
          status ? (
            <EmptyState
              icon={<ClipboardList className="size-10" aria-hidden="true" />}
              title={`Nenhuma candidatura com o status ${barberApplicationViewLabels[status]}`}
              action={
                <Button variant="outline" onClick={() => showStatus(undefined)}>
                  Ver todas
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<ClipboardList className="size-10" aria-hidden="true" />}
              title={say('Você ainda não se candidatou a nenhuma vaga', 'Ainda não se candidatou a nenhuma vaga')}
              action={<ButtonLink to="/vagas-abertas">Ver Vagas Abertas</ButtonLink>}
            >
              {say(
                'Veja as vagas abertas e candidate-se às que combinam com você. Suas candidaturas aparecem aqui.',
                'Veja as vagas abertas e candidate-se às que combinam consigo. As suas candidaturas aparecem aqui.',
              )}
            </EmptyState>
          )
        }
        renderItem={(application) => <MyApplicationCard application={application} />}
      />
    </Page>
  )
}
