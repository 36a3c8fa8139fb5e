import WorkIcon from '@mui/icons-material/Work'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const JobList = lazy(() => import('./JobList').then((module) => ({ default: module.JobList })))

export default { list: JobList, icon: WorkIcon, options: { label: 'Vagas' }, recordRepresentation: 'title' }
