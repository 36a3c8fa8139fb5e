import { TICKET_STATUSES, ticketStatusLabels, type TicketStatus } from '#domain/support'
import { Badge, type BadgeTone } from '../ui/Badge'

const tones: Record<TicketStatus, BadgeTone> = { open: 'warning', answered: 'success', closed: 'neutral' }

export function TicketStatusBadge({ status }: { status: string }) {
  const known: TicketStatus = (TICKET_STATUSES as readonly string[]).includes(status) ? (status as TicketStatus) : 'open'
  return <Badge tone={tones[known]}>{ticketStatusLabels[known]}</Badge>
}
