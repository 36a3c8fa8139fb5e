import HistoryIcon from '@mui/icons-material/History'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const AuditLogList = lazy(() => import('./AuditLogList').then((module) => ({ default: module.AuditLogList })))
const AuditLogShow = lazy(() => import('./AuditLogList').then((module) => ({ default: module.AuditLogShow })))

export default { list: AuditLogList, show: AuditLogShow, icon: HistoryIcon, options: { label: 'Auditoria' } }
