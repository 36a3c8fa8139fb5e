import StorefrontIcon from '@mui/icons-material/Storefront'
import { BarbershopList } from './BarbershopList'

export default { list: BarbershopList, icon: StorefrontIcon, options: { label: 'Barbearias' }, recordRepresentation: 'name' }
