import SellIcon from '@mui/icons-material/Sell'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const PlanEdit = lazy(() => import('./PlanEdit').then((module) => ({ default: module.PlanEdit })))
const PlanList = lazy(() => import('./PlanList').then((module) => ({ default: module.PlanList })))

export default { list: PlanList, edit: PlanEdit, icon: SellIcon, options: { label: 'Planos' }, recordRepresentation: 'name' }
