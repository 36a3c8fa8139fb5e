import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { ProofOfWorkWidget } from '#ui/ProofOfWorkWidget'

/**
 * Shown on the console's login when the server asks this address for a proof of work (past its
 * cap of failed logins, decision 0032): the server's message and the widget, which solves the
 * challenge by itself in about a second.
 */
export function ProofOfWorkChallenge({ message, onSolved }: { message: string; onSolved: (payload: string) => void }) {
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Confirme que você não é um robô</AlertTitle>
      {message}
      <Box sx={{ mt: 1.5, minHeight: 64 }}>
        <ProofOfWorkWidget onSolved={onSolved} />
      </Box>
    </Alert>
  )
}
