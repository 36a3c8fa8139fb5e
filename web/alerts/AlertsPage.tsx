import { BellOff, BellRing, Pause, Play, Search, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { MAX_JOB_ALERTS, type JobAlertDelivery, type JobAlertFilters } from '#domain/jobAlerts'
import type { JobAlert } from '#payload-types'
import { messageOr } from '../api/client'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Badge } from '../ui/Badge'
import { Button, ButtonLink } from '../ui/Button'
import { Card } from '../ui/Card'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { EmptyState } from '../ui/EmptyState'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { toast } from '../ui/toast'
import { DeliveryChoice } from './DeliveryChoice'
import { alertFilterText, alertSearchPath } from './filterText'
import { useDeleteJobAlert, useJobAlerts, useUpdateJobAlert } from './queries'
import { useReaderCountry, useSay } from '../ui/wording'

const loadFailed = 'Erro ao carregar alertas'

/** /alertas: a barber's saved-search alerts, each with its delivery, pause and delete (decision 0037). */
export function AlertsPage() {
  const alerts = useJobAlerts()
  const docs = alerts.data?.docs ?? []
  return (
    <Page>
      <PageHeader
        title="Meus alertas"
        description={`Receba por e-mail as vagas novas que combinam com as suas buscas. Até ${MAX_JOB_ALERTS} alertas.`}
        actions={
          <ButtonLink to="/vagas-abertas" variant="outline">
            <Search className="size-4" aria-hidden="true" /> Buscar vagas
          </ButtonLink>
        }
      />
      <p className="mb-6 text-sm text-stone-600">Assinantes do plano Anual recebem os alertas na hora da publicação; nos demais planos, 2 horas depois.</p>
      {alerts.isPending ? (
        <PageSpinner label="Carregando alertas..." />
      ) : alerts.isError ? (
        <RetryAlert title={loadFailed} onRetry={() => void alerts.refetch()}>
          {messageOr(alerts.error, 'Não foi possível carregar os seus alertas.')}
        </RetryAlert>
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<BellRing className="size-10" aria-hidden="true" />}
          title="Nenhum alerta ainda"
          action={<ButtonLink to="/vagas-abertas">Buscar vagas</ButtonLink>}
        >
          Em Vagas Abertas, filtre a busca e toque em Criar alerta.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {docs.map((alert) => (
            <li key={alert.id} className="flex">
              <AlertCard alert={alert} />
            </li>
          ))}
        </ul>
      )}
    </Page>
  )
}

function AlertCard({ alert }: { alert: JobAlert }) {
  const say = useSay()
  const update = useUpdateJobAlert()
  const remove = useDeleteJobAlert()
  const [confirming, setConfirming] = useState(false)
  const filters = (alert.filters ?? {}) as JobAlertFilters
  const title = alertFilterText(filters, useReaderCountry())
  const failed = (what: string) => (error: unknown) => toast.error(what, { description: messageOr(error, 'Tente novamente em instantes.') })

  const changeDelivery = (delivery: JobAlertDelivery) =>
    update.mutate(
      { id: alert.id, delivery },
      { onSuccess: () => toast.success('Entrega do alerta atualizada'), onError: failed('Não foi possível mudar a entrega') },
    )
  const togglePause = () =>
    update.mutate(
      { id: alert.id, paused: !alert.paused },
      { onSuccess: () => toast.success(alert.paused ? 'Alerta reativado' : 'Alerta pausado'), onError: failed('Não foi possível mudar o alerta') },
    )

  return (
    <Card className="flex w-full flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-base font-semibold break-words text-stone-900">{title}</h2>
        {alert.paused ? (
          <Badge tone="neutral">
            <BellOff className="size-3.5" aria-hidden="true" /> Pausado
          </Badge>
        ) : (
          <Badge tone="success">
            <BellRing className="size-3.5" aria-hidden="true" /> Ativo
          </Badge>
        )}
      </div>
      <DeliveryChoice legend="Entrega" value={alert.delivery} onChange={changeDelivery} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={togglePause}
          disabled={update.isPending}
          aria-label={`${alert.paused ? 'Reativar' : 'Pausar'} o alerta ${title}`}
        >
          {alert.paused ? <Play className="size-4" aria-hidden="true" /> : <Pause className="size-4" aria-hidden="true" />}
          {alert.paused ? 'Reativar' : 'Pausar'}
        </Button>
        <ButtonLink to={alertSearchPath(filters)} variant="ghost" size="sm">
          <Search className="size-4" aria-hidden="true" /> Ver vagas
        </ButtonLink>
        <Button variant="ghost" size="sm" className="text-red-700" onClick={() => setConfirming(true)} aria-label={`Excluir o alerta ${title}`}>
          <Trash2 className="size-4" aria-hidden="true" /> Excluir
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Excluir alerta?"
        confirmLabel="Excluir"
        confirmVariant="danger"
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => {
              setConfirming(false)
              toast.success('Alerta excluído')
            },
            onError: failed('Não foi possível excluir o alerta'),
          })
        }
      >
        {say('Você deixará de receber as vagas de', 'Deixará de receber as vagas de')} “{title}”.
      </ConfirmDialog>
    </Card>
  )
}
