import { useEffect } from 'react'

/**
 * "<title> · Navalha" in the browser's tab while the page is open; the title before it comes back
 * when the page goes (the landing page keeps index.html's). Only in the browser: an effect.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return
    const previous = document.title
    document.title = `${title} · Navalha`
    return () => {
      document.title = previous
    }
  }, [title])
}
