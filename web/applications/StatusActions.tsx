import { Check, Handshake, X, type LucideIcon } from 'lucide-react'
import { useState } from 'react'
import { nextApplicationStatuses, type ApplicationStatus } from '#domain/applications'
import { applicationMessages } from '#domain/messages/jobs'
import { isPaywallError } from '../api/client'
import { Button, type ButtonVariant } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { toast } from '../ui/toast'
import { useUpdateApplicationStatus } from './queries'

type Move = {
  label: string
  icon: LucideIcon
  variant: ButtonVariant
  /** Moves that cannot be undone ask first. */
  confirm?: { title: (name: string | null) => string; text: string; label: string; variant: ButtonVariant }
}

const moves: Partial<Record<ApplicationStatus, Move>> = {
  accepted: { label: 'Aceitar', icon: Check, variant: 'primary' },
  rejected: {
    label: 'Recusar',
    icon: X,
    variant: 'outline',
    confirm: {
      title: (name) => (name ? `Recusar a candidatura de ${name}?` : 'Recusar esta candidatura?'),
      text: 'O barbeiro será avisado por e-mail. Uma candidatura recusada não pode mais ser alterada.',
      label: 'Recusar',
      variant: 'danger',
    },
  },
  hired: {
    label: 'Contratar',
    icon: Handshake,
    variant: 'primary',
    confirm: {
      title: (name) => (name ? `Contratar ${name}?` : 'Contratar este barbeiro?'),
      text: 'A candidatura ficará como Contratado e o barbeiro será avisado por e-mail. Não é possível desfazer.',
      label: 'Contratar',
      variant: 'primary',
    },
  },
}

/**
 * The moves a shop may make from the application's status, and only those (pending → Aceitar or
 * Recusar, accepted → Contratar). The server decides; its refusal is shown as it words it.
 */
export function StatusActions({
  applicationId,
  status,
  barberName,
  locked = false,
  onChanged,
}: {
  applicationId: number
  status: ApplicationStatus
  barberName: string | null
  /** A locked shop may only decline (the server refuses the rest, decision 0030). */
  locked?: boolean
  onChanged: () => void
}) {
  const update = useUpdateApplicationStatus()
  const [asking, setAsking] = useState<ApplicationStatus | null>(null)
  const next = nextApplicationStatuses(status).filter((target) => !locked || target === 'rejected')
  if (next.length === 0) return null

  const change = (target: ApplicationStatus) => {
    setAsking(null)
    update.mutate(
      { id: applicationId, status: target },
      {
        onSuccess: () => {
          toast.success(applicationMessages.statusUpdated, { description: applicationMessages.statusUpdatedDetail })
          onChanged()
        },
        onError: (error) =>
          isPaywallError(error)
            ? toast.error(error.message, { description: error.detail })
            : toast.error(applicationMessages.statusUpdateFailed, { description: error.message }),
      },
    )
  }

  return (
    <div className="flex w-full gap-2 sm:w-auto">
      {next.map((target) => {
        const move = moves[target]
        if (!move) return null
        const Icon = move.icon
        const pending = update.isPending && update.variables?.status === target
        return (
          <Button
            key={target}
            variant={move.variant}
            size="sm"
            className="flex-1 sm:flex-none"
            loading={pending}
            loadingText="Atualizando..."
            disabled={update.isPending}
            onClick={() => (move.confirm ? setAsking(target) : change(target))}
          >
            <Icon className="size-4" aria-hidden="true" />
            {move.label}
          </Button>
        )
      })}
      {next.map((target) => {
        const confirm = moves[target]?.confirm
        if (!confirm) return null
        return (
          <ConfirmDialog
            key={`confirmar-${target}`}
            open={asking === target}
            title={confirm.title(barberName)}
            confirmLabel={confirm.label}
            confirmVariant={confirm.variant}
            onConfirm={() => change(target)}
            onClose={() => setAsking(null)}
          >
            {confirm.text}
          </ConfirmDialog>
        )
      })}
    </div>
  )
}
