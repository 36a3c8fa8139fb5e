import { useEffect, useRef } from 'react'

/**
 * A <dialog> shown as a modal while `open` holds: the browser keeps the focus inside, closes it on
 * Escape and gives the focus back to what opened it. The returned ref goes on the <dialog>.
 */
export function useModalDialog(open: boolean) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])
  return dialog
}
