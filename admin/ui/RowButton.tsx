import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import type { MouseEvent, ReactElement } from 'react'
import { Button } from 'react-admin'
import { useIsMedium } from './useIsSmall'

type RowButtonProps = {
  label: string
  /** The icon, as for react-admin's Button. */
  children: ReactElement
  onClick: (event: MouseEvent<HTMLButtonElement>) => void
  disabled?: boolean
  color?: 'inherit' | 'primary' | 'error' | 'success'
  'aria-pressed'?: boolean
}

/**
 * A row's action: react-admin's Button (its label written out; on a phone react-admin shows the
 * icon alone) and, between a phone and 1200 px, the icon alone with its label as tooltip and
 * accessible name, so a table with its sidebar open fits a 1024 px window (issue 39).
 */
export const RowButton = ({ label, children, onClick, disabled, color = 'primary', ...aria }: RowButtonProps) => {
  if (!useIsMedium())
    return (
      <Button label={label} onClick={onClick} disabled={disabled} color={color} {...aria}>
        {children}
      </Button>
    )
  const button = (
    <IconButton aria-label={label} size="small" color={color} onClick={onClick} disabled={disabled} sx={{ '& svg': { fontSize: 20 } }} {...aria}>
      {children}
    </IconButton>
  )
  // A disabled button gets no pointer events: the tooltip listens on a span around it.
  return <Tooltip title={label}>{disabled ? <span>{button}</span> : button}</Tooltip>
}
