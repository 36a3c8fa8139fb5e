import { BellPlus } from 'lucide-react'
import { useState } from 'react'
import { alertFiltersOfSearch, type JobAlertDelivery } from '#domain/jobAlerts'
import type { OpenJobsQuery } from '#domain/jobSearch'
import { messageOr } from '../api/client'
import { Button } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { toast } from '../ui/toast'
import { DeliveryChoice } from './DeliveryChoice'
import { alertFilterText } from './filterText'
import { useCreateJobAlert } from './queries'
import { useReaderCountry } from '../ui/wording'

/** 'Criar alerta' on /vagas-abertas: saves the current filters as an alert, asking how to send it. */
export function CreateAlertButton({ query, nearLabel }: { query: OpenJobsQuery; nearLabel?: string }) {
  const country = useReaderCountry()
  const [open, setOpen] = useState(false)
  const [delivery, setDelivery] = useState<JobAlertDelivery>('instant')
  const create = useCreateJobAlert()
  const filters = alertFiltersOfSearch(query, nearLabel)

  const save = () =>
    create.mutate(
      { filters, delivery },
      {
        onSuccess: () => {
          setOpen(false)
          toast.success('Alerta criado', { description: 'Veja e edite seus alertas em Meus alertas.' })
        },
        onError: (error) => toast.error('Não foi possível criar o alerta', { description: messageOr(error, 'Tente novamente em instantes.') }),
      },
    )

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <BellPlus className="size-4" aria-hidden="true" /> Criar alerta
      </Button>
      <ConfirmDialog open={open} title="Criar alerta de vagas" confirmLabel="Criar alerta" onConfirm={save} onClose={() => setOpen(false)}>
        <p>
          Avisaremos por e-mail quando uma vaga nova combinar com esta busca: <strong className="text-stone-900">{alertFilterText(filters, country)}</strong>.
        </p>
        <div className="mt-4">
          <DeliveryChoice value={delivery} onChange={setDelivery} />
        </div>
        <p className="mt-3 text-xs text-stone-600">Assinantes do plano Anual recebem na hora da publicação; nos demais planos, 2 horas depois.</p>
      </ConfirmDialog>
    </>
  )
}
