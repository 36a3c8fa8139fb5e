import { useEffect, useRef, useState } from 'react'
import { PROOF_OF_WORK_CHALLENGE_PATH } from '#domain/proofOfWork'

let loading: Promise<void> | undefined

/**
 * The ALTCHA widget, fetched the first time a form needs it (visitors who are never asked never
 * download it): the build without inline workers (the page's CSP allows scripts from this site
 * only), its PBKDF2 worker as a file of ours, its Brazilian Portuguese strings and its styles.
 */
function loadWidget(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external')
    const [{ default: Pbkdf2Worker }] = await Promise.all([import('altcha/workers/pbkdf2?worker'), import('altcha/i18n/pt-br'), import('altcha/altcha.css')])
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
  })()
  return loading
}

/**
 * The proof of work the server asks of an address (decision 0032), for the web app's forms and the
 * console's login alike: the widget fetches a challenge and solves it at once in the browser (about
 * a second, no puzzle, nothing sent to anyone else); `onSolved` gets the solution to send with the
 * form. Each app draws the frame around it in its own style, and styles the line shown while the
 * widget's code loads with `loadingClassName`.
 */
export function ProofOfWorkWidget({ onSolved, loadingClassName }: { onSolved: (payload: string) => void; loadingClassName?: string }) {
  const widget = useRef<HTMLElement>(null)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    let mounted = true
    void loadWidget().then(() => mounted && setReady(true))
    return () => {
      mounted = false
    }
  }, [])

  useEffect(() => {
    const element = widget.current
    if (!ready || !element) return
    const verified = (event: Event) => onSolved((event as CustomEvent<{ payload: string }>).detail.payload)
    element.addEventListener('verified', verified)
    return () => element.removeEventListener('verified', verified)
  }, [ready, onSolved])

  if (!ready) return <span className={loadingClassName}>Carregando o desafio…</span>
  return (
    <altcha-widget
      ref={widget}
      challenge={PROOF_OF_WORK_CHALLENGE_PATH}
      auto="onload"
      language="pt-br"
      configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
    />
  )
}
