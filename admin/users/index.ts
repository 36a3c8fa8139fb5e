import PeopleIcon from '@mui/icons-material/People'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const UserList = lazy(() => import('./UserList').then((module) => ({ default: module.UserList })))

export default { list: UserList, icon: PeopleIcon, options: { label: 'Usuários' }, recordRepresentation: 'name' }
