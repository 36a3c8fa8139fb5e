import HistoryIcon from '@mui/icons-material/History'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const AuditLogList = lazy(() => import('./AuditLogList').then((module) => ({ default: module.AuditLogList })))

export default { list: AuditLogList, icon: HistoryIcon, options: { label: 'Auditoria' } }
