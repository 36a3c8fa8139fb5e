import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew'
import { useRecordContext, useUpdate } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import type { Job } from '#payload-types'
import { RowButton } from '../ui/RowButton'
import { useActionFeedback } from '../ui/useResourceNotify'

/** Activate / deactivate a job (spec §2 "Vagas"; the admin screen toggles active and inactive). */
export const ToggleJobStatusButton = (_props: { label?: string }) => {
  const record = useRecordContext<Job>()
  const [update, { isPending }] = useUpdate()
  const feedback = useActionFeedback(adminMessages.statusUpdated, adminMessages.statusUpdateFailed)
  if (!record) return null
  const active = record.status === 'active'
  return (
    <RowButton
      label={active ? 'Desativar' : 'Ativar'}
      disabled={isPending}
      onClick={() =>
        update('vagas', { id: record.id, data: { status: active ? 'inactive' : 'active' }, previousData: record }, { mutationMode: 'pessimistic', ...feedback })
      }
    >
      <PowerSettingsNewIcon />
    </RowButton>
  )
}
