import { useId, type ReactNode } from 'react'
import { Button, type ButtonVariant } from './Button'
import { useModalDialog } from './useModalDialog'

/**
 * A modal question before an action with consequences (closing a job, hiring, refusing). The
 * browser's <dialog> keeps the focus inside, closes on Escape and gives the focus back to the
 * button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  onClose,
}: {
  open: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  confirmVariant?: ButtonVariant
  onConfirm: () => void
  onClose: () => void
}) {
  const dialog = useModalDialog(open)
  const titleId = useId()
  const descriptionId = useId()

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose()
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 text-sm text-stone-700">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {/* First in the DOM, so the dialog opens with the focus on the harmless choice. */}
          <Button variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          <Button variant={confirmVariant} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  )
}
