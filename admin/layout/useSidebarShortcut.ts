import { useEffect, useRef } from 'react'
import { useSidebarState } from 'react-admin'
import { writeSidebarCookie } from './sidebarCookie'

/** Ctrl+B (Cmd+B on a Mac) opens and closes the sidebar; every change is kept in the cookie. */
export function useSidebarShortcut() {
  const [open, setOpen] = useSidebarState()
  const first = useRef(true)

  useEffect(() => {
    // The state the page opened with is not a choice of the user's: only changes are remembered.
    if (first.current) return void (first.current = false)
    writeSidebarCookie(open)
  }, [open])

  useEffect(() => {
    const toggle = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'b' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      event.preventDefault()
      setOpen(!open)
    }
    window.addEventListener('keydown', toggle)
    return () => window.removeEventListener('keydown', toggle)
  }, [open, setOpen])
}
