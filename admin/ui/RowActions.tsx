import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * A row's buttons side by side: at the end of a SimpleList's row (react-admin's buttons show only
 * their icon on a phone), or in one table column, whose header is `label`.
 */
export const RowActions = ({ children }: { children: ReactNode; label?: string }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>{children}</Box>
)
