import VerifiedIcon from '@mui/icons-material/Verified'
import { useRecordContext, useUpdate } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import type { Barber } from '#payload-types'
import { RowButton } from '../ui/RowButton'
import { useActionFeedback } from '../ui/useResourceNotify'

/** The verified badge (spec §4 "Barber verified: admin toggles true/false"). */
export const ToggleVerifiedButton = (_props: { label?: string }) => {
  const record = useRecordContext<Barber>()
  const [update, { isPending }] = useUpdate()
  const feedback = useActionFeedback(adminMessages.verificationUpdated, adminMessages.statusUpdateFailed)
  // A removed account (decision 0035) is written to by nobody; the server refuses it too.
  if (!record || record.removedAt) return null
  return (
    <RowButton
      label={record.verified ? 'Verificado' : 'Verificar'}
      aria-pressed={Boolean(record.verified)}
      color={record.verified ? 'success' : 'inherit'}
      disabled={isPending}
      onClick={() =>
        update('barbeiros', { id: record.id, data: { verified: !record.verified }, previousData: record }, { mutationMode: 'pessimistic', ...feedback })
      }
    >
      <VerifiedIcon />
    </RowButton>
  )
}
