import DoneAllIcon from '@mui/icons-material/DoneAll'
import ReplayIcon from '@mui/icons-material/Replay'
import { Button, useRecordContext, useUpdate } from 'react-admin'
import { supportMessages } from '#domain/support'
import type { SupportTicket } from '#payload-types'
import { useActionFeedback } from '../ui/useResourceNotify'

/** 'Encerrar' an open or answered ticket, 'Reabrir' a closed one (to answer it again). */
export const TicketStatusButton = () => {
  const ticket = useRecordContext<SupportTicket>()
  const [update, { isPending }] = useUpdate()
  const closing = ticket?.status !== 'closed'
  const feedback = useActionFeedback(closing ? supportMessages.ticketClosed : supportMessages.ticketReopened, supportMessages.statusFailed)
  if (!ticket) return null
  return (
    <Button
      label={closing ? 'Encerrar' : 'Reabrir'}
      disabled={isPending}
      onClick={() =>
        update('suporte', { id: ticket.id, data: { status: closing ? 'closed' : 'open' }, previousData: ticket }, { mutationMode: 'pessimistic', ...feedback })
      }
    >
      {closing ? <DoneAllIcon /> : <ReplayIcon />}
    </Button>
  )
}
