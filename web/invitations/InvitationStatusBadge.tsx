import { barberInvitationLabels, CLOSED_INVITATION_LABEL, shopInvitationLabels, type InvitationStatus } from '#domain/invitations'
import { Badge, type BadgeTone } from '../ui/Badge'

const tones: Record<InvitationStatus, BadgeTone> = { sent: 'brand', applied: 'success', declined: 'neutral' }

/** An invitation's state for its reader; an unanswered one whose job closed reads 'Vaga encerrada'. */
export function InvitationStatusBadge({ status, open, audience }: { status: InvitationStatus; open: boolean; audience: 'barber' | 'barbershop' }) {
  if (status === 'sent' && !open)
    return (
      <Badge tone="warning" className="shrink-0">
        {CLOSED_INVITATION_LABEL}
      </Badge>
    )
  return (
    <Badge tone={tones[status]} className="shrink-0">
      {(audience === 'barber' ? barberInvitationLabels : shopInvitationLabels)[status]}
    </Badge>
  )
}
