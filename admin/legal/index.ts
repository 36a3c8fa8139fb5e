import GavelIcon from '@mui/icons-material/Gavel'
import { lazy } from 'react'

// Loaded when the screen is first opened (decision 0023).
const LegalDocumentCreate = lazy(() => import('./LegalDocumentCreate').then((module) => ({ default: module.LegalDocumentCreate })))
const LegalDocumentList = lazy(() => import('./LegalDocumentList').then((module) => ({ default: module.LegalDocumentList })))

/** The terms of use and the privacy policy: versions are published, never edited (decision 0034). */
export default { list: LegalDocumentList, create: LegalDocumentCreate, icon: GavelIcon, options: { label: 'Termos e privacidade' } }
