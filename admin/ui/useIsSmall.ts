import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'

/** Phones (below MUI's `sm`, 600 px): lists switch from a table to react-admin's SimpleList, as its demo does. */
export const useIsSmall = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'))

/** SimpleList rows on a phone: long e-mails and comments wrap instead of widening the page. */
export const simpleListSx = { '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' } } as const

/**
 * Between a phone and MUI's `lg` (600 to 1199 px, a laptop with the sidebar open): a table's row
 * actions show only their icon, their label as tooltip and accessible name, so every column fits.
 */
export const useIsMedium = () => useMediaQuery<Theme>((theme) => theme.breakpoints.between('sm', 'lg'))
