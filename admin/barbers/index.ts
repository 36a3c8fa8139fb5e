import ContentCutIcon from '@mui/icons-material/ContentCut'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const BarberList = lazy(() => import('./BarberList').then((module) => ({ default: module.BarberList })))

export default { list: BarberList, icon: ContentCutIcon, options: { label: 'Barbeiros' }, recordRepresentation: 'name' }
