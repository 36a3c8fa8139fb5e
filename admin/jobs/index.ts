import WorkIcon from '@mui/icons-material/Work'
import { JobList } from './JobList'

export default { list: JobList, icon: WorkIcon, options: { label: 'Vagas' }, recordRepresentation: 'title' }
