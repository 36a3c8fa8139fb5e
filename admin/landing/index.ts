import HomeIcon from '@mui/icons-material/Home'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const LandingEdit = lazy(() => import('./LandingEdit').then((module) => ({ default: module.LandingEdit })))

export default { list: LandingEdit, icon: HomeIcon, options: { label: 'Página inicial' } }
