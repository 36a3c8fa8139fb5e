import {
  APPLICATION_STATUSES,
  applicationLabel,
  applicationView,
  barberApplicationViewLabels,
  type ApplicationStatus,
  type ApplicationView,
} from '#domain/applications'
import { Badge, type BadgeTone } from '../ui/Badge'

const statusTones: Record<ApplicationView, BadgeTone> = {
  pending: 'warning',
  accepted: 'info',
  rejected: 'danger',
  hired: 'success',
  withdrawn: 'neutral',
  closed: 'neutral',
}

/** Unknown statuses read as pending (spec §4). */
export function knownStatus(status: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ApplicationStatus) : 'pending'
}

/**
 * The status in the words of whoever reads it: Aceito / Recusado for the shop, Aceita / Rejeitada for
 * the barber, who also reads 'Vaga encerrada' for one left pending under a closed job (`jobOpen` false).
 */
export function ApplicationStatusBadge({ status, audience, jobOpen }: { status: string; audience: 'barber' | 'barbershop'; jobOpen?: boolean | null }) {
  if (audience === 'barber') {
    const view = applicationView(status, jobOpen)
    return <Badge tone={statusTones[view]}>{barberApplicationViewLabels[view]}</Badge>
  }
  return <Badge tone={statusTones[knownStatus(status)]}>{applicationLabel(status, audience)}</Badge>
}
