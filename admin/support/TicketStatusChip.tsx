import Chip from '@mui/material/Chip'
import { useRecordContext } from 'react-admin'
import { TICKET_STATUSES, ticketStatusLabels, type TicketStatus } from '#domain/support'
import type { SupportTicket } from '#payload-types'

const colors: Record<TicketStatus, 'warning' | 'success' | 'default'> = { open: 'warning', answered: 'success', closed: 'default' }

export const ticketStatusChoices = TICKET_STATUSES.map((id) => ({ id, name: ticketStatusLabels[id] }))

/** Aberto / Respondido / Encerrado. */
export const TicketStatusChip = (_props: { label?: string; sortBy?: string }) => {
  const ticket = useRecordContext<SupportTicket>()
  if (!ticket) return null
  const status = ticket.status as TicketStatus
  return <Chip size="small" color={colors[status] ?? 'default'} label={ticketStatusLabels[status] ?? status} />
}
