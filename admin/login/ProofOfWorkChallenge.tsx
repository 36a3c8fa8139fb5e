import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import { useEffect, useRef, useState } from 'react'
import { PROOF_OF_WORK_CHALLENGE_PATH } from '#domain/proofOfWork'

let loading: Promise<void> | undefined

/**
 * The ALTCHA widget, as the web app loads it (web/auth/ProofOfWorkChallenge.tsx): fetched only
 * when the server asks for a proof, the build without inline workers (the CSP allows scripts from
 * this site only), its PBKDF2 worker as a file of ours and its Brazilian Portuguese strings.
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
 * Shown on the console's login when the server asks this address for a proof of work (past its
 * cap of failed logins, decision 0032): the server's message and the widget, which solves the
 * challenge by itself in about a second. `onSolved` gets the solution for the next try.
 */
export function ProofOfWorkChallenge({ message, onSolved }: { message: string; onSolved: (payload: string) => void }) {
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

  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Confirme que você não é um robô</AlertTitle>
      {message}
      <Box sx={{ mt: 1.5, minHeight: 64 }}>
        {ready ? (
          <altcha-widget
            ref={widget}
            challenge={PROOF_OF_WORK_CHALLENGE_PATH}
            auto="onload"
            language="pt-br"
            configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
          />
        ) : (
          'Carregando o desafio…'
        )}
      </Box>
    </Alert>
  )
}
