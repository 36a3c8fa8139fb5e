import SupportAgentIcon from '@mui/icons-material/SupportAgent'
import { lazy } from 'react'

// Loaded when Suporte is first opened (react-admin's layout suspends), not with the console: its
// show page and phone list use react-admin parts no other screen needs (decision 0023's budget).
const SupportTicketList = lazy(() => import('./SupportTicketList').then((module) => ({ default: module.SupportTicketList })))
const SupportTicketShow = lazy(() => import('./SupportTicketShow').then((module) => ({ default: module.SupportTicketShow })))

export default { list: SupportTicketList, show: SupportTicketShow, icon: SupportAgentIcon, options: { label: 'Suporte' }, recordRepresentation: 'subject' }
