import DoneIcon from '@mui/icons-material/Done'
import { Button, useUpdate } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import type { ConversationFlag } from '#payload-types'
import { useActionFeedback } from '../ui/useResourceNotify'

/** Marks one flag of a conversation as reviewed; the server writes it to the audit log. */
export const MarkFlagReviewedButton = ({ flag }: { flag: ConversationFlag }) => {
  const [update, { isPending }] = useUpdate()
  const feedback = useActionFeedback(adminMessages.flagReviewed, adminMessages.statusUpdateFailed)
  if (flag.status === 'reviewed') return null
  return (
    <Button
      label="Revisada"
      disabled={isPending}
      onClick={() => update('alertas', { id: flag.id, data: { status: 'reviewed' }, previousData: flag }, { mutationMode: 'pessimistic', ...feedback })}
    >
      <DoneIcon />
    </Button>
  )
}
