import RestoreIcon from '@mui/icons-material/Restore'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import MuiButton from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MuiTextField from '@mui/material/TextField'
import { useState } from 'react'
import { useRecordContext, useUpdate } from 'react-admin'
import { reviewMessages } from '#domain/messages/reviews'
import type { Review } from '#payload-types'
import { RowButton } from '../ui/RowButton'
import { useActionFeedback } from '../ui/useResourceNotify'

/**
 * Hide a review (a dialog asks the reason, which the server also requires) or restore a hidden one.
 * The server recomputes the profile's rating and writes the audit log in the same transaction.
 */
export const HideReviewButton = (_props: { label?: string }) => {
  const review = useRecordContext<Review>()
  const [update, { isPending }] = useUpdate()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const hideFeedback = useActionFeedback(reviewMessages.hidden, reviewMessages.hideFailed)
  const restoreFeedback = useActionFeedback(reviewMessages.restored, reviewMessages.restoreFailed)
  if (!review) return null

  const hide = () => {
    if (!reason.trim()) return setError(reviewMessages.hideReasonRequired)
    update(
      'avaliacoes',
      { id: review.id, data: { hidden: true, hiddenReason: reason.trim() }, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false)
          hideFeedback.onSuccess()
        },
        onError: hideFeedback.onError,
      },
    )
  }

  return (
    <>
      {/* The dialog stays mounted whichever button shows: unmounting it as it closes would leave the
          rest of the console aria-hidden (MUI's modal restores its siblings on close, not on unmount). */}
      {review.hidden ? (
        <RowButton
          label="Restaurar"
          disabled={isPending}
          onClick={() =>
            update('avaliacoes', { id: review.id, data: { hidden: false }, previousData: review }, { mutationMode: 'pessimistic', ...restoreFeedback })
          }
        >
          <RestoreIcon />
        </RowButton>
      ) : (
        <RowButton label="Ocultar" onClick={() => (setReason(''), setError(null), setOpen(true))}>
          <VisibilityOffIcon />
        </RowButton>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="ocultar-avaliacao">
        <DialogTitle id="ocultar-avaliacao">Ocultar avaliação</DialogTitle>
        <DialogContent>
          <MuiTextField
            autoFocus
            margin="dense"
            label="Motivo"
            fullWidth
            multiline
            minRows={2}
            required
            value={reason}
            error={Boolean(error)}
            helperText={error ?? 'A avaliação deixa de aparecer e de contar na nota do perfil.'}
            onChange={(event) => (setReason(event.target.value), setError(null))}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </DialogContent>
        <DialogActions>
          {/* MUI's own buttons: react-admin's drop their label on a phone, and these have no icon. */}
          <MuiButton onClick={() => setOpen(false)}>Cancelar</MuiButton>
          <MuiButton variant="contained" color="error" disabled={isPending} onClick={hide}>
            Ocultar
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  )
}
