import { APPLICATION_STATUSES, applicationLabel, type ApplicationStatus } from '../../domain/applications'
import { Badge, type BadgeTone } from '../ui/Badge'

const statusTones: Record<ApplicationStatus, BadgeTone> = {
  pending: 'warning',
  accepted: 'info',
  rejected: 'danger',
  hired: 'success',
}

/** Unknown statuses read as pending (spec §4). */
export function knownStatus(status: string | null | undefined): ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status ?? '') ? (status as ApplicationStatus) : 'pending'
}

/** The status in the words of whoever reads it: Aceito / Recusado for the shop, Aceita / Rejeitada for the barber. */
export function ApplicationStatusBadge({ status, audience }: { status: string; audience: 'barber' | 'barbershop' }) {
  return <Badge tone={statusTones[knownStatus(status)]}>{applicationLabel(status, audience)}</Badge>
}
