import QuizIcon from '@mui/icons-material/Quiz'
import { FaqCreate, FaqEdit } from './FaqEdit'
import { FaqList } from './FaqList'

export default { list: FaqList, edit: FaqEdit, create: FaqCreate, icon: QuizIcon, options: { label: 'FAQ' }, recordRepresentation: 'question' }
