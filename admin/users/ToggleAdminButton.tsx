import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import { useRecordContext, useUpdate } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import { hasRole } from '#domain/roles'
import type { User } from '#payload-types'
import { RowButton } from '../ui/RowButton'
import { useActionFeedback } from '../ui/useResourceNotify'

/** Grants or removes the admin role (spec §6); the server refuses to remove the last admin. */
export const ToggleAdminButton = (_props: { label?: string }) => {
  const record = useRecordContext<User>()
  const [update, { isPending }] = useUpdate()
  const isAdmin = hasRole(record, 'admin')
  const feedback = useActionFeedback(isAdmin ? adminMessages.adminRoleRemoved : adminMessages.adminRoleAdded, adminMessages.roleChangeFailed)
  // A removed account (decision 0035) is written to by nobody; the server refuses it too.
  if (!record || record.removedAt) return null
  const roles = record.roles ?? []
  const toggle = () =>
    update(
      'usuarios',
      { id: record.id, data: { roles: isAdmin ? roles.filter((role) => role !== 'admin') : [...roles, 'admin'] }, previousData: record },
      { mutationMode: 'pessimistic', ...feedback },
    )
  return (
    <RowButton
      label={isAdmin ? 'Remover admin' : 'Tornar admin'}
      onClick={(event) => (event.stopPropagation(), toggle())}
      disabled={isPending}
      color={isAdmin ? 'error' : 'primary'}
    >
      <AdminPanelSettingsIcon />
    </RowButton>
  )
}
