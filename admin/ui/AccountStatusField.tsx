import Chip from '@mui/material/Chip'
import { useRecordContext } from 'react-admin'
import { accountStatusLabels, type AccountStatus } from '#domain/account'

const COLORS = { trial: 'info', active: 'success', locked: 'warning' } as const

/** trial / active / locked with their labels; any other value shows as destructive (spec §3). */
export const AccountStatusField = (_props: { label?: string }) => {
  const status = useRecordContext<{ accountStatus?: string | null }>()?.accountStatus ?? ''
  const known = Object.hasOwn(accountStatusLabels, status)
  return (
    <Chip size="small" color={known ? COLORS[status as AccountStatus] : 'error'} label={known ? accountStatusLabels[status as AccountStatus] : status || '—'} />
  )
}
