import ContentCutIcon from '@mui/icons-material/ContentCut'
import { BarberList } from './BarberList'

export default { list: BarberList, icon: ContentCutIcon, options: { label: 'Barbeiros' }, recordRepresentation: 'name' }
