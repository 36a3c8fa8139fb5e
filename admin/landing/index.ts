import HomeIcon from '@mui/icons-material/Home'
import { LandingEdit } from './LandingEdit'

export default { list: LandingEdit, icon: HomeIcon, options: { label: 'Página inicial' } }
