import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/** A SimpleList row's buttons, side by side at the row's end (react-admin's buttons show only their icon on a phone). */
export const RowActions = ({ children }: { children: ReactNode }) => <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>{children}</Box>
