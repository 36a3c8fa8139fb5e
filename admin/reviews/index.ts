import StarIcon from '@mui/icons-material/Star'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023): the console's first load carries no resource's screens.
const ReviewList = lazy(() => import('./ReviewList').then((module) => ({ default: module.ReviewList })))

export default { list: ReviewList, icon: StarIcon, options: { label: 'Avaliações' } }
