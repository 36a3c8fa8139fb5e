import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router-dom'
import { accountSecurityMessages } from '#domain/messages/auth'
import { ACCOUNT_SECURITY_PATH } from '#domain/session'
import { ApiError } from '../api/client'
import { AuthFrame } from '../auth/AuthFrame'
import { useSession } from '../auth/session'
import { Alert } from '../ui/Alert'
import { ButtonLink } from '../ui/Button'
import { PageSpinner } from '../ui/Spinner'
import { useConfirmEmailChange } from './queries'

/** /confirmar-email?token=… : the link sent to a new address makes it the account's e-mail, once. */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const { data: session } = useSession()
  const confirmation = useConfirmEmailChange()
  const { mutate: confirm } = confirmation
  const sent = useRef(false)

  useEffect(() => {
    // StrictMode runs effects twice in development, and the link works only once.
    if (!token || sent.current) return
    sent.current = true
    confirm(token)
  }, [token, confirm])

  if (token && (confirmation.isIdle || confirmation.isPending)) return <PageSpinner label="Confirmando seu novo email..." />

  const signedIn = Boolean(session?.user)
  const expired = confirmation.error instanceof ApiError && confirmation.error.status === 410
  return (
    <AuthFrame title="Troca de email">
      {confirmation.isSuccess ? (
        <>
          <Alert tone="success">
            {confirmation.data.message} {accountSecurityMessages.emailChangedDetail}
          </Alert>
          <ButtonLink to={signedIn ? '/dashboard' : '/auth'} size="lg" className="w-full">
            {signedIn ? 'Ir para o painel' : 'Entrar'}
          </ButtonLink>
        </>
      ) : (
        <>
          <Alert tone={expired ? 'warning' : 'danger'} title={expired ? 'Link expirado' : 'Não foi possível trocar o email'}>
            {confirmation.error?.message ?? accountSecurityMessages.emailChangeInvalid}
          </Alert>
          <ButtonLink to={signedIn ? ACCOUNT_SECURITY_PATH : '/auth'} variant="outline" size="lg" className="w-full">
            {signedIn ? accountSecurityMessages.title : 'Entrar'}
          </ButtonLink>
        </>
      )}
    </AuthFrame>
  )
}
