import QuizIcon from '@mui/icons-material/Quiz'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const FaqCreate = lazy(() => import('./FaqEdit').then((module) => ({ default: module.FaqCreate })))
const FaqEdit = lazy(() => import('./FaqEdit').then((module) => ({ default: module.FaqEdit })))
const FaqList = lazy(() => import('./FaqList').then((module) => ({ default: module.FaqList })))

export default { list: FaqList, edit: FaqEdit, create: FaqCreate, icon: QuizIcon, options: { label: 'FAQ' }, recordRepresentation: 'question' }
