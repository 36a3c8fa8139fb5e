import StorefrontIcon from '@mui/icons-material/Storefront'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const BarbershopList = lazy(() => import('./BarbershopList').then((module) => ({ default: module.BarbershopList })))

export default { list: BarbershopList, icon: StorefrontIcon, options: { label: 'Barbearias' }, recordRepresentation: 'name' }
