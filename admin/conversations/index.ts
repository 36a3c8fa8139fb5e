import ForumIcon from '@mui/icons-material/Forum'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const ConversationList = lazy(() => import('./ConversationList').then((module) => ({ default: module.ConversationList })))
const ConversationShow = lazy(() => import('./ConversationShow').then((module) => ({ default: module.ConversationShow })))

export default { list: ConversationList, show: ConversationShow, icon: ForumIcon, options: { label: 'Conversas' } }
